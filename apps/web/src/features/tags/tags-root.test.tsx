import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketingTags } from '@/config/runtime-config';
import type { ConsentChoice } from '@/features/consent';
import { track } from '@/lib/analytics';
import { navigation, nextNavigationMock } from '../../../test/next-navigation';
import { renderWithProviders } from '../../../test/render';
import { TagsRoot } from './tags-root';

vi.mock('next/navigation', () => nextNavigationMock);

const nonce = 'dGVzdC1ub25jZQ==';
const allTags: MarketingTags = {
  ga4: 'G-TEST1234',
  metaPixel: '1234567890',
  crisp: '6a2f3b1c-1d2e-4f50-8a9b-0c1d2e3f4a5b',
};

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  for (const key of [
    'dataLayer',
    'gtag',
    'fbq',
    '_fbq',
    '$crisp',
    'CRISP_WEBSITE_ID',
    'CRISP_RUNTIME_CONFIG',
  ])
    delete (window as unknown as Record<string, unknown>)[key];
  navigation.pathname = '/';
});

function renderTags({
  tags = allTags,
  stored = null,
}: {
  tags?: MarketingTags;
  stored?: ConsentChoice | null;
} = {}) {
  const view = renderWithProviders(<TagsRoot initialChoice={stored} />, { config: { tags, nonce } });
  return { ...view, user: userEvent.setup() };
}

/** The tag scripts the page asked for, with the nonce each carries. */
const requestedScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => ({ src: script.src, nonce: script.nonce }));

/** gtag's commands and events as gtag.js would read them off the data layer. */
const gtagCalls = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? [...(entry as unknown[])] : entry,
  );

const fbqCalls = () => (window.fbq?.queue ?? []).map((entry) => [...(entry as unknown[])]);

async function chooseAll(user: ReturnType<typeof userEvent.setup>, button: 'Accept all' | 'Reject all') {
  const banner = await screen.findByRole('region', { name: 'Cookies on Pothik' });
  await user.click(within(banner).getByRole('button', { name: button }));
}

describe('the marketing tags', () => {
  it('load nothing, and drop events, before the visitor chooses', async () => {
    renderTags();
    await screen.findByRole('region', { name: 'Cookies on Pothik' });
    track('lead_sent', { form: 'business' });
    expect(requestedScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('after Accept all load each configured script with the page nonce, count the page and forward events', async () => {
    const { user } = renderTags();
    await chooseAll(user, 'Accept all');

    await vi.waitFor(() => expect(requestedScripts()).toHaveLength(3));
    expect(requestedScripts()).toEqual([
      { src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST1234', nonce },
      { src: 'https://connect.facebook.net/en_US/fbevents.js', nonce },
      { src: 'https://client.crisp.chat/l.js', nonce },
    ]);
    expect(window.CRISP_WEBSITE_ID).toBe(allTags.crisp);
    expect(window.CRISP_RUNTIME_CONFIG).toEqual({ locale: 'en' });

    expect(gtagCalls()).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })],
      ['js', expect.any(Date)],
      [
        'config',
        'G-TEST1234',
        expect.objectContaining({ send_page_view: false, allow_google_signals: false }),
      ],
      ['event', 'page_view', { page_location: 'http://localhost:3000/' }],
    ]);
    expect(fbqCalls()).toEqual([
      ['set', 'autoConfig', false, '1234567890'],
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);

    track('bid_accepted', { car_type: 'noah', fare: 5200 });
    track('lead_sent', { form: 'club' });
    expect(gtagCalls().slice(4)).toEqual([
      ['event', 'bid_accepted', { car_type: 'noah', fare: 5200 }],
      ['event', 'lead_sent', { form: 'club' }],
    ]);
    expect(fbqCalls().slice(3)).toEqual([
      ['trackCustom', 'bid_accepted', { car_type: 'noah', fare: 5200 }],
      ['track', 'Lead', { form: 'club' }],
    ]);
  });

  it('count every later route as a page view', async () => {
    const { user, rerender } = renderTags({ tags: { ga4: 'G-TEST1234' } });
    await chooseAll(user, 'Accept all');
    await vi.waitFor(() => expect(gtagCalls()).toHaveLength(4));

    navigation.pathname = '/blogs';
    rerender(<TagsRoot initialChoice={null} />);
    await vi.waitFor(() =>
      expect(gtagCalls()[4]).toEqual([
        'event',
        'page_view',
        { page_location: 'http://localhost:3000/blogs' },
      ]),
    );
  });

  it('after Reject all load nothing and forward nothing', async () => {
    const { user } = renderTags();
    await chooseAll(user, 'Reject all');
    track('trip_requested', { car_type: 'sedan', trip_type: 'one_way' });
    await act(async () => {});
    expect(requestedScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('load only the categories the visitor allowed', async () => {
    const { user } = renderTags();
    const banner = await screen.findByRole('region', { name: 'Cookies on Pothik' });
    await user.click(within(banner).getByRole('button', { name: 'Choose' }));
    await user.click(within(banner).getByRole('checkbox', { name: 'Marketing' }));
    await user.click(within(banner).getByRole('button', { name: 'Save my choices' }));
    await vi.waitFor(() => expect(requestedScripts()).toHaveLength(1));
    expect(requestedScripts()[0]?.src).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(window.dataLayer).toBeUndefined();
  });

  it('for a returning visitor start at once, but open the chat only at the first interaction', async () => {
    renderTags({ stored: { analytics: true, marketing: false, support: true } });
    await vi.waitFor(() => expect(requestedScripts()).toHaveLength(1));
    expect(requestedScripts()[0]?.src).toContain('googletagmanager.com/gtag/js');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'Tab' });
    expect(requestedScripts().map((script) => script.src)).toContain('https://client.crisp.chat/l.js');
  });

  it('through Tag Manager tell the container what the visitor allowed', async () => {
    renderTags({
      tags: { gtm: 'GTM-TEST', metaPixel: '1234567890' },
      stored: { analytics: true, marketing: true },
    });
    await vi.waitFor(() => expect(requestedScripts()).toHaveLength(2));
    expect(requestedScripts()[0]).toEqual({
      src: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST',
      nonce,
    });
    const calls = gtagCalls();
    expect(calls[0]).toEqual(['consent', 'default', expect.objectContaining({ ad_storage: 'granted' })]);
    expect(calls[1]).toEqual(expect.objectContaining({ event: 'gtm.js' }));
    expect(calls[2]).toEqual({ event: 'page_view', page_path: '/', page_location: 'http://localhost:3000/' });
    track('otp_incorrect', { reason: 'otpIncorrect' });
    expect(calls.length + 1).toBe(gtagCalls().length);
    expect(gtagCalls().at(-1)).toEqual({ event: 'otp_incorrect', reason: 'otpIncorrect' });
  });
});
