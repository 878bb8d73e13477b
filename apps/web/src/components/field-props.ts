// Kept apart from FieldError (and its message catalogue), for forms that load the catalogue later.

export function inputClass(hasError: boolean): string {
  return `block min-h-12 w-full rounded-lg border bg-white px-3 py-2 ${
    hasError ? 'border-red-600' : 'border-gray-400 focus:border-primary'
  }`;
}

/** The props that tie an input to its error message (WCAG 3.3.1). */
export function errorProps(errorId: string, message: string | undefined, extra?: string) {
  const describedBy = [extra, message ? errorId : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
