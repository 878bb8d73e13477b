/**
 * Moves focus to whichever of the named fields comes first on the page (WCAG 3.3.1: the user lands on
 * the first problem). Fields are found by their `name` (plain identifiers), so this works before the
 * error text renders.
 */
export function focusFirstField(form: HTMLFormElement | null, names: readonly string[]): void {
  if (!form || names.length === 0) return;
  const elements = names.flatMap((name) =>
    Array.from(form.querySelectorAll<HTMLElement>(`[name="${name}"]`)),
  );
  elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  elements[0]?.focus();
}
