import type { Lang } from '@pothik/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MarketingTags } from '@/config/runtime-config';
import { renderWithProviders } from '../../../test/render';
import type { ConsentChoice } from './consent-cookie';
import { ConsentManager } from './consent-manager';
import { CookieSettingsButton } from './cookie-settings-button';

const allTags: MarketingTags = { ga4: 'G-TEST1234', metaPixel: '1234567890', crisp: 'e2e' };

const texts = {
  en: {
    region: 'Cookies on Pothik',
    accept: 'Accept all',
    reject: 'Reject all',
    choose: 'Choose',
    save: 'Save my choices',
    close: 'Close',
    necessary: 'Necessary',
    analytics: 'Analytics',
    marketing: 'Marketing',
    support: 'Support chat',
    settings: 'Cookie settings',
  },
  bn: {
    region: 'পথিক-এ কুকি',
    accept: 'সব গ্রহণ করুন',
    reject: 'সব প্রত্যাখ্যান করুন',
    choose: 'বেছে নিন',
    save: 'আমার পছন্দ সংরক্ষণ করুন',
    close: 'বন্ধ করুন',
    necessary: 'প্রয়োজনীয়',
    analytics: 'বিশ্লেষণ',
    marketing: 'বিপণন',
    support: 'সহায়তা চ্যাট',
    settings: 'কুকি সেটিংস',
  },
} as const;

/** The manager as the tags root holds it, with the footer's button and a main landmark to return to. */
function Page({
  tags,
  stored,
  settingsLabel,
  onChoose,
}: {
  tags: MarketingTags;
  stored: ConsentChoice | null;
  settingsLabel: string;
  onChoose: (choice: ConsentChoice) => void;
}) {
  const [choice, setChoice] = useState(stored);
  return (
    <>
      <main id="main-content" tabIndex={-1}>
        <p>Page</p>
      </main>
      <ConsentManager
        tags={tags}
        choice={choice}
        onChoose={(next) => {
          onChoose(next);
          setChoice(next);
        }}
      />
      <footer>
        <CookieSettingsButton label={settingsLabel} />
      </footer>
    </>
  );
}

function renderManager({
  lang = 'en',
  tags = allTags,
  stored = null,
}: {
  lang?: Lang;
  tags?: MarketingTags;
  stored?: ConsentChoice | null;
} = {}) {
  const onChoose = vi.fn();
  renderWithProviders(
    <Page tags={tags} stored={stored} settingsLabel={texts[lang].settings} onChoose={onChoose} />,
    { lang },
  );
  return { onChoose, user: userEvent.setup() };
}

const consentCookie = () => /(?:^|; )consent=([^;]*)/.exec(document.cookie)?.[1];

describe('the consent banner', () => {
  it.each(['en', 'bn'] as const)(
    'asks a first-time visitor, and Accept all is one tap (%s)',
    async (lang) => {
      const t = texts[lang];
      const { onChoose, user } = renderManager({ lang });
      const banner = await screen.findByRole('region', { name: t.region });
      // A first visit's banner does not take focus from the page.
      expect(banner).not.toContainElement(document.activeElement as HTMLElement);

      await user.click(within(banner).getByRole('button', { name: t.accept }));

      expect(onChoose).toHaveBeenCalledWith({ analytics: true, marketing: true, support: true });
      expect(consentCookie()).toBe('1.analytics:1.marketing:1.support:1');
      expect(screen.queryByRole('region', { name: t.region })).not.toBeInTheDocument();
      // Focus was on the banner's button: it goes to the main content rather than being lost.
      expect(document.activeElement).toBe(document.getElementById('main-content'));
    },
  );

  it.each(['en', 'bn'] as const)(
    'Reject all is one tap too, and looks like Accept all (%s)',
    async (lang) => {
      const t = texts[lang];
      const { onChoose, user } = renderManager({ lang });
      const banner = await screen.findByRole('region', { name: t.region });
      const reject = within(banner).getByRole('button', { name: t.reject });
      expect(reject.className).toBe(within(banner).getByRole('button', { name: t.accept }).className);

      await user.click(reject);

      expect(onChoose).toHaveBeenCalledWith({ analytics: false, marketing: false, support: false });
      expect(consentCookie()).toBe('1.analytics:0.marketing:0.support:0');
    },
  );

  it.each(['en', 'bn'] as const)(
    'Choose lists the configured categories, none ticked, necessary always on (%s)',
    async (lang) => {
      const t = texts[lang];
      const { onChoose, user } = renderManager({ lang, tags: { gtm: 'GTM-TEST', crisp: 'e2e' } });
      const banner = await screen.findByRole('region', { name: t.region });
      await user.click(within(banner).getByRole('button', { name: t.choose }));

      const necessary = within(banner).getByRole('checkbox', { name: t.necessary });
      expect(necessary).toBeChecked();
      expect(necessary).toBeDisabled();
      const analytics = within(banner).getByRole('checkbox', { name: t.analytics });
      const support = within(banner).getByRole('checkbox', { name: t.support });
      expect(analytics).not.toBeChecked();
      expect(support).not.toBeChecked();
      expect(within(banner).queryByRole('checkbox', { name: t.marketing })).not.toBeInTheDocument();
      expect(within(banner).getByText(/Google Tag Manager/)).toBeInTheDocument();
      await vi.waitFor(() => expect(analytics).toHaveFocus());

      await user.click(support);
      await user.click(within(banner).getByRole('button', { name: t.save }));

      expect(onChoose).toHaveBeenCalledWith({ analytics: false, support: true });
      expect(consentCookie()).toBe('1.analytics:0.support:1');
    },
  );

  it('says nothing to a visitor who has chosen, until Cookie settings reopens the choice as stored', async () => {
    const t = texts.en;
    const { onChoose, user } = renderManager({
      stored: { analytics: true, marketing: false, support: false },
    });
    await act(async () => {});
    expect(screen.queryByRole('region', { name: t.region })).not.toBeInTheDocument();

    const settings = screen.getByRole('button', { name: t.settings });
    await user.click(settings);

    const sheet = await screen.findByRole('region', { name: t.region });
    await vi.waitFor(() => expect(within(sheet).getByRole('heading', { name: t.region })).toHaveFocus());
    expect(within(sheet).getByRole('checkbox', { name: t.analytics })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: t.marketing })).not.toBeChecked();

    // Escape leaves the choice as it was and puts focus back on the footer's button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: t.region })).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
    expect(onChoose).not.toHaveBeenCalled();

    await user.click(settings);
    const again = await screen.findByRole('region', { name: t.region });
    await user.click(within(again).getByRole('checkbox', { name: t.marketing }));
    await user.click(within(again).getByRole('button', { name: t.save }));
    expect(onChoose).toHaveBeenCalledWith({ analytics: true, marketing: true, support: false });
    expect(settings).toHaveFocus();

    await user.click(settings);
    await user.click(
      within(await screen.findByRole('region', { name: t.region })).getByRole('button', { name: t.close }),
    );
    expect(screen.queryByRole('region', { name: t.region })).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
  });

  it('asks again when a category was configured after the visitor chose', async () => {
    renderManager({ stored: { analytics: true } });
    expect(await screen.findByRole('region', { name: texts.en.region })).toBeInTheDocument();
  });

  it('shows nothing when no tag is configured', async () => {
    renderManager({ tags: {} });
    await act(async () => {});
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
