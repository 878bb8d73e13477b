import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's serious and critical violations on the page as it is now (or within `include`), one line each.
 * Run in the page itself (axe.run, the builder's "legacy" mode): our pages have no frames, and the
 * default runs axe per frame and then again in a new blank page of the context to merge the results,
 * which cost a third of the route walk's time and changes nothing a page without frames is judged by.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // A page that gains a frame (an embed, a third-party widget) needs the per-frame run: say so.
  const frames = page.frames().length;
  if (frames !== 1) throw new Error(`${page.url()} has ${frames} frames: run axe per frame there`);
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The same, judged once the page has settled: a toast that just confirmed an action fades in and out
 * half-transparent (axe reads its text's contrast mid-fade), so the page is judged once toasts are gone
 * and its animations have ended, as a person reads it after a moment. A toast arrives a moment after
 * its action (its library and messages load on demand), so one that appeared while axe ran means the
 * page was not settled yet: judged again.
 */
export async function settledSeriousViolations(page: Page): Promise<string[]> {
  const toasts = page.locator('[data-sonner-toast]');
  await movePointerOffToasts(page);
  for (let attempt = 1; ; attempt++) {
    await toastsGone(page);
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    const violations = await seriousViolations(page);
    if (attempt === 3 || (await toasts.count()) === 0) return violations;
  }
}

/**
 * Sonner holds its toasts for as long as the pointer rests on them. Playwright's pointer stays where the
 * last click was, and at 360 px a dialog's confirm button can sit just above the bottom-left toast area,
 * so a taller toast (or a stack of two) lands under it and never leaves. A phone has no resting pointer:
 * it is moved to the top of the page, far from the toasts.
 */
async function movePointerOffToasts(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 360;
  await page.mouse.move(Math.round(width / 2), 0);
}

/** Waits for every toast to go; one that stays is named with its text and whether it was held open. */
async function toastsGone(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  try {
    await expect(toasts).toHaveCount(0, { timeout: 15_000 });
  } catch (error) {
    const left = await toasts.evaluateAll((nodes) =>
      nodes.map((n) => `"${n.textContent}" (expanded: ${n.getAttribute('data-expanded')})`),
    );
    throw new Error(`toasts still on screen after 15 s: ${left.join('; ')}`, { cause: error });
  }
}
