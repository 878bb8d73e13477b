import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn, en } from '@/i18n/messages';
import { renderWithProviders } from '../../../../test/render';
import { ContentPageBody } from './content-page-body';

// Production starts with about, terms and privacy unwritten (the API answers 404);
// the site says the page is being written, in the reader's language, until staff write it.
describe('about, terms and privacy', () => {
  it.each([
    ['en', en, 'This page is being written. Please check back soon.'],
    ['bn', bn, 'এই পাতাটি এখনো লেখা হচ্ছে। কিছুদিন পরে আবার দেখুন।'],
  ] as const)('say in %s that a page staff have not written is being written', (lang, messages, line) => {
    renderWithProviders(
      <ContentPageBody
        page={{ ok: false, status: 404 }}
        lang={lang}
        notWritten={messages.content.pages.beingWritten}
        retryHref="/about-us"
      />,
      { lang },
    );
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('show the text staff wrote, in the reader’s language', () => {
    const page = {
      key: 'terms',
      title_en: 'Terms',
      title_bn: 'শর্তাবলি',
      body_en: '<p>Book with care.</p>',
      body_bn: '<p>যত্ন নিয়ে বুক করুন।</p>',
    };
    renderWithProviders(
      <ContentPageBody
        page={{ ok: true, data: page }}
        lang="bn"
        notWritten={bn.content.pages.beingWritten}
        retryHref="/terms-and-conditions"
      />,
      { lang: 'bn' },
    );
    expect(screen.getByText('যত্ন নিয়ে বুক করুন।')).toBeInTheDocument();
    expect(screen.queryByText(bn.content.pages.beingWritten)).not.toBeInTheDocument();
  });
});
