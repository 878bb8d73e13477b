import type { FaqItem, Lang } from '@pothik/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { BrandFacts } from '@/config/brand';
import { contactCopy } from '@/config/brand-copy';
import { messagesByLang } from '@/i18n/messages';
import { brandWith } from '../../../../test/fixtures/brand-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { JsonLd } from '../seo/json-ld';
import { faqPageLd } from '../seo/structured-data';
import { faqEntriesOf } from '../ui/faq-list';
import { FaqContent } from './faq-page';

// The page's CSP, as the proxy hands it to Next.js: JsonLd puts its nonce on the data block.
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({ 'content-security-policy': "script-src 'self' 'nonce-Zm9vYmFy' 'strict-dynamic'" }),
}));

// GET /web/get/faq/general as the API answers it (both languages; a Bangla answer left blank).
const general: FaqItem[] = [
  {
    question_en: 'How does bidding work?',
    question_bn: 'বিডিং কীভাবে কাজ করে?',
    answer_en: 'Drivers offer their fares; you accept the one you like.',
    answer_bn: 'চালকেরা ভাড়া জানান; যেটি পছন্দ, সেটি গ্রহণ করেন।',
  },
  {
    question_en: 'Can I pay by <bKash>?',
    question_bn: 'বিকাশে ভাড়া দেওয়া যাবে?',
    answer_en: 'Yes, at the end of the trip.\nOr in cash.',
    answer_bn: '',
  },
];

const bothContacts = { supportEmail: 'support@pothik.com.bd', supportPhone: '09610-000000' };

/** The page's texts as FaqPage takes them from the messages of `lang`, for a brand with `facts` set. */
function faqTexts(lang: Lang, facts: Partial<BrandFacts> = bothContacts) {
  const t = createTranslator({ locale: lang, messages: messagesByLang[lang], namespace: 'content.faq' });
  const copy = contactCopy(brandWith(facts), lang);
  return {
    heading: t('heading'),
    lead: t('lead', { brand: 'Pothik' }),
    emptyTitle: t('emptyTitle'),
    emptyBody: t('emptyBody'),
    emptyContact: copy.reach === 'none' ? undefined : t('emptyContact', copy),
  };
}

const texts = {
  en: {
    heading: 'Frequently asked questions',
    empty: 'No questions here yet',
    question: 'How does bidding work?',
  },
  bn: { heading: 'সচরাচর জিজ্ঞাসা', empty: 'এখনো কোনো প্রশ্ন নেই', question: 'বিডিং কীভাবে কাজ করে?' },
} as const;

function renderFaq(lang: Lang, items = faqEntriesOf(general, lang), facts?: Partial<BrandFacts>) {
  return renderWithProviders(
    <FaqContent items={items} texts={faqTexts(lang, facts)} error={<p role="alert">failed</p>} />,
    { lang },
  );
}

describe('the FAQ page', () => {
  it.each(['en', 'bn'] as const)(
    'lists the site’s questions, each opening to its answer (%s)',
    async (lang) => {
      const t = texts[lang];
      renderFaq(lang);
      expect(screen.getByRole('heading', { level: 1, name: t.heading })).toBeInTheDocument();
      const question = screen.getByText(t.question);
      const details = question.closest('details')!;
      expect(details).not.toHaveAttribute('open');

      await userEvent.click(question);

      expect(details).toHaveAttribute('open');
      expect(
        within(details).getByText(lang === 'en' ? /you accept the one you like/ : /সেটি গ্রহণ করেন/),
      ).toBeVisible();
    },
  );

  it('falls back on the English answer where the Bangla one is blank', () => {
    renderFaq('bn');
    expect(screen.getByText('বিকাশে ভাড়া দেওয়া যাবে?').closest('details')).toHaveTextContent(
      'Yes, at the end of the trip.',
    );
  });

  it.each(['en', 'bn'] as const)('says so when no question is published, with a way to ask (%s)', (lang) => {
    renderFaq(lang, []);
    expect(screen.getByRole('heading', { level: 2, name: texts[lang].empty })).toBeInTheDocument();
    expect(screen.getByText(/support@pothik\.com\.bd/)).toHaveTextContent(
      lang === 'en' ? '09610-000000' : '০৯৬১০-০০০০০০',
    );
    expect(document.querySelector('details')).toBeNull();
  });

  it('names only the support contact configured, and none when none is', () => {
    const { unmount } = renderFaq('en', [], { supportPhone: '09610-000000' });
    expect(screen.getByText(/will appear here/)).toHaveTextContent(
      'Answers to common questions will appear here. Until then, call 09610-000000 and our support team will help.',
    );
    unmount();

    renderFaq('bn', [], {});
    expect(screen.getByText(/এখানে দেখা যাবে/).textContent).toBe('সাধারণ প্রশ্নের উত্তর এখানে দেখা যাবে।');
  });

  it('shows the content error when the questions could not be loaded', () => {
    renderWithProviders(
      <FaqContent items={null} texts={faqTexts('en')} error={<p role="alert">failed</p>} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('failed');
    expect(screen.getByRole('heading', { level: 1, name: texts.en.heading })).toBeInTheDocument();
  });
});

describe('the FAQ page’s structured data', () => {
  it.each(['en', 'bn'] as const)(
    'is a schema.org FAQPage of the questions in the reader’s language (%s)',
    async (lang) => {
      const entries = faqEntriesOf(general, lang);
      const { container } = render(await JsonLd({ data: faqPageLd(entries) }));
      const script = container.querySelector('script[type="application/ld+json"]')!;
      expect(script.getAttribute('nonce')).toBe('Zm9vYmFy');
      // No text of the content can close the element.
      expect(script.innerHTML).not.toContain('<');
      expect(JSON.parse(script.innerHTML)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: texts[lang].question,
            acceptedAnswer: {
              '@type': 'Answer',
              text: lang === 'en' ? general[0]!.answer_en : general[0]!.answer_bn,
            },
          },
          {
            '@type': 'Question',
            name: lang === 'en' ? 'Can I pay by <bKash>?' : 'বিকাশে ভাড়া দেওয়া যাবে?',
            acceptedAnswer: { '@type': 'Answer', text: 'Yes, at the end of the trip.\nOr in cash.' },
          },
        ],
      });
    },
  );
});
