import { expect, journeyIn, test, useLanguage } from '../fixtures';
import { apiUrl } from '../playwright.config';

// The site's FAQ (GET /web/get/faq/general, seeded in the demo) on /faq, reached from
// the footer, in both languages, with FAQPage structured data of the same questions.

type FaqItem = { question_en: string; question_bn: string; answer_en: string; answer_bn: string };

const ui = {
  en: { link: 'FAQ', heading: 'Frequently asked questions' },
  bn: { link: 'সচরাচর জিজ্ঞাসা', heading: 'সচরাচর জিজ্ঞাসা' },
} as const;

for (const lang of ['en', 'bn'] as const) {
  test(
    `the FAQ page lists the site's questions from the footer, with FAQPage data, in ${lang}`,
    journeyIn(lang),
    async ({ page, context, baseURL, request }) => {
      const answer = await request.get(`${apiUrl}/web/get/faq/general`);
      const { data } = (await answer.json()) as { data: FaqItem[] };
      expect(data.length).toBeGreaterThan(0);
      const text = (item: FaqItem, key: 'question' | 'answer') => item[`${key}_${lang}`] || item[`${key}_en`];

      await useLanguage(context, lang, baseURL!);
      await page.goto('/about-us');
      await page.locator('footer').getByRole('link', { name: ui[lang].link, exact: true }).click();
      await expect(page).toHaveURL(/\/faq$/);
      await expect(page.getByRole('heading', { level: 1, name: ui[lang].heading })).toBeVisible();

      // Each question is a <details> that opens to its answer.
      const question = (item: FaqItem) =>
        page.locator('details').filter({ has: page.locator('summary', { hasText: text(item, 'question') }) });
      for (const item of data) await expect(question(item)).toBeVisible();
      const first = question(data[0]!);
      await expect(first.getByText(text(data[0]!, 'answer'))).toBeHidden();
      await first.locator('summary').click();
      await expect(first.getByText(text(data[0]!, 'answer'))).toBeVisible();

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faqPage = blocks.map((block) => JSON.parse(block)).find((ld) => ld['@type'] === 'FAQPage');
      expect(faqPage.mainEntity).toEqual(
        data.map((item) => ({
          '@type': 'Question',
          name: text(item, 'question'),
          acceptedAnswer: { '@type': 'Answer', text: text(item, 'answer') },
        })),
      );
      await expect(page).toHaveTitle(new RegExp(`^${ui[lang].heading}`));
      // Reached by a link: for a moment the page before's canonical is there beside the new one (a locator
      // matching both fails at once, without retrying), so wait for it to go, then read the one left.
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveCount(1);
      await expect(canonical).toHaveAttribute('href', /\/faq$/);
    },
  );
}

test('the sitemap names the FAQ page', async ({ request, baseURL }) => {
  expect(await (await request.get(`${baseURL}/sitemap.xml`)).text()).toContain('/faq</loc>');
});
