import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, useLanguage } from '../fixtures';
import { apiUrl, webUrl } from '../playwright.config';

// An editor (the demo's editor@pothik.local) writes a post in English and Bangla in
// the staff console, uploads its cover, publishes it, and a reader finds it on /blogs straight away in
// either language: the API drops its content cache and asks the web to revalidate.

const cover = readFileSync(
  fileURLToPath(new URL('../../apps/api/public/images/content/board-1.webp', import.meta.url)),
);

test('an editor publishes a bilingual post with a cover picture and readers see it on /blogs', async ({
  page,
  browser,
}) => {
  // One post per run: its slug is the site's address, and the console's layout is the same test twice.
  test.skip(test.info().project.name !== 'desktop', 'runs once, in the desktop project');
  // Two browsers, an upload, a save and three page loads: on a loaded CI machine the whole journey
  // passed 30 s with every step shown (the bounds that matter, as the 3 s below, are its own).
  test.setTimeout(60_000);
  const slug = `sajek-valley-in-the-clouds-${Date.now()}`;
  const title = { en: 'Sajek Valley above the clouds', bn: 'মেঘের ওপরে সাজেক ভ্যালি' };

  // The reader has the list open already: the web holds it in its data cache, which must let go.
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const postLink = page.locator(`main a[href$="/blogs/${slug}"]`);
  await expect(postLink).toHaveCount(0);

  const staffContext = await browser.newContext({ baseURL: apiUrl });
  const staff = await staffContext.newPage();
  await staff.goto('/admin');
  await staff.getByLabel('Email').fill('editor@pothik.local');
  await staff.getByLabel('Password').fill('e2e-demo-admin-password');
  await staff.getByRole('button', { name: 'Log in' }).click();
  await expect(staff.getByRole('link', { name: 'Write a blog post' })).toBeVisible();

  await staff.getByRole('menuitem', { name: 'Blog posts' }).click();
  await staff.getByRole('link', { name: 'Create' }).click();
  await staff.getByRole('textbox', { name: /^Slug/ }).fill(slug);
  await staff.getByRole('textbox', { name: /^Title \(English\)/ }).fill(title.en);
  await staff.getByRole('textbox', { name: /^Title \(বাংলা\)/ }).fill(title.bn);
  await staff
    .getByRole('textbox', { name: /^Excerpt \(English\)/ })
    .fill('Two days in the hills of Rangamati.');
  await staff.getByRole('textbox', { name: /^Excerpt \(বাংলা\)/ }).fill('রাঙামাটির পাহাড়ে দুই দিন।');
  await staff
    .locator('[data-lang="en"] [contenteditable="true"]')
    .fill('Leave Khagrachhari before the army escort at ten.');
  await staff
    .locator('[data-lang="bn"] [contenteditable="true"]')
    .fill('সকাল দশটার সেনা এসকর্টের আগেই খাগড়াছড়ি ছাড়ুন।');
  await staff.getByLabel('Upload Cover picture').setInputFiles({
    name: 'sajek.webp',
    mimeType: 'image/webp',
    buffer: cover,
  });
  await expect(staff.getByRole('img', { name: 'Cover picture preview' })).toBeVisible();
  await expect(staff.getByRole('textbox', { name: 'Cover picture' })).toHaveValue(
    /^\/images\/uploads\/content\/[0-9a-f]+-960\.webp$/,
  );
  await staff.getByRole('combobox', { name: /^Status/ }).click();
  await staff.getByRole('option', { name: 'Published' }).click();
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Element created')).toBeVisible();
  await expect(staff.getByRole('link', { name: 'View on site' })).toHaveAttribute(
    'href',
    `${webUrl}/blogs/${slug}`,
  );
  await staffContext.close();

  // The reader, right after: the API tells the web processes which pages the save dropped once it has
  // committed (site-revalidation.ts, batched over 50 ms), so within a second /blogs is served with the
  // post. Asked of the HTML alone: a whole reload (scripts, pictures) takes seconds on a slow machine,
  // and one started before the drop would leave no time for a second inside the bound.
  await expect
    .poll(async () => (await page.request.get('/blogs')).text(), { timeout: 3000, intervals: [100] })
    .toContain(`/blogs/${slug}`);
  await page.reload();
  await expect(postLink.first()).toContainText(title.en);
  await postLink.first().click();
  await expect(page.getByRole('heading', { level: 1, name: title.en })).toBeVisible();
  await expect(page.getByText('Leave Khagrachhari before the army escort at ten.')).toBeVisible();
  const picture = page.locator('main img[src*="/images/uploads/content/"]').first();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  // The cover is offered at every width the upload was kept at, each file served, and the browser takes
  // the one the article column needs (56rem at this width: the 960 px file).
  const candidates = ((await picture.getAttribute('srcset')) ?? '').split(', ').map((c) => c.split(' '));
  expect(candidates.map(([, width]) => width)).toEqual(['480w', '960w', '1600w']);
  for (const [url] of candidates) {
    const response = await page.request.get(url!);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
  }
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-960\.webp$/);

  await useLanguage(page.context(), 'bn', webUrl);
  await page.goto(`/blogs/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title.bn })).toBeVisible();
  await expect(page.getByText('সকাল দশটার সেনা এসকর্টের আগেই খাগড়াছড়ি ছাড়ুন।')).toBeVisible();
});
