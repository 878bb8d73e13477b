import { dhakaIsoDay } from '@pothik/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render';
import { CampaignPopup } from './campaign-popup';

const POPUP = 'GET /web/get/web-campaign-popup';
const popup = {
  campaign_id: 9,
  image: '/images/campaigns/eid.webp',
  link: '/campaign/9',
  title_en: 'Eid rides, ৳300 off',
  title_bn: 'ঈদের যাত্রায় ৳৩০০ ছাড়',
};

let api: FakeApi;
let beacons: { url: string; body: unknown }[];

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  api.on(POPUP, { status: 200, body: { data: popup } });
  beacons = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => window.setTimeout(task, 0));
  vi.stubGlobal('cancelIdleCallback', (id: number) => window.clearTimeout(id));
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    }),
  });
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The popup waits for the visitor's first input: a scroll stands in for it here. */
const renderPopup = (lang: 'en' | 'bn' = 'en') => {
  const rendered = renderWithProviders(<CampaignPopup />, { apiUrl: api.url, lang });
  fireEvent.scroll(window);
  return rendered;
};

describe('campaign popup', () => {
  it('asks for nothing until the visitor first scrolls, taps or types', async () => {
    renderWithProviders(<CampaignPopup />, { apiUrl: api.url, lang: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requestsTo(POPUP)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.pointerDown(document.body);
    expect(await screen.findByRole('dialog', { name: 'Eid rides, ৳300 off' })).toBeInTheDocument();
    expect(api.requestsTo(POPUP)).toHaveLength(1);
  });

  it('does not take the focus from a field the visitor is typing in: it opens once they leave it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <label>
          Pickup <input />
        </label>
        <button type="button">Next</button>
        <CampaignPopup />
      </>,
      { apiUrl: api.url, lang: 'en' },
    );
    const field = screen.getByRole('textbox', { name: 'Pickup' });
    await user.click(field);
    await user.keyboard('Dha');
    await waitFor(() => expect(api.requestsTo(POPUP)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    // Nothing shown yet, so nothing counts against today.
    expect(window.localStorage.getItem('campaign_popup_shown_on')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Eid rides, ৳300 off' })).toBeInTheDocument();
    expect(window.localStorage.getItem('campaign_popup_shown_on')).toBe(dhakaIsoDay(new Date()));
  });

  it('shows the active campaign once the page is idle after the first input, at most once a day', async () => {
    const { unmount } = renderPopup();
    const dialog = await screen.findByRole('dialog', { name: 'Eid rides, ৳300 off' });
    expect(within(dialog).getByRole('link', { name: 'See the offer' })).toHaveAttribute(
      'href',
      '/campaign/9',
    );
    expect(dialog.querySelector('img')).toHaveAttribute('src', `${api.url}/images/campaigns/eid.webp`);
    expect(window.localStorage.getItem('campaign_popup_shown_on')).toBe(dhakaIsoDay(new Date()));
    unmount();

    // Later the same day (another page, a reload): not shown, and the API is not even asked.
    renderPopup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requestsTo(POPUP)).toHaveLength(1);
  });

  it('shows again on a new day', async () => {
    window.localStorage.setItem('campaign_popup_shown_on', '2020-01-01');
    renderPopup('bn');
    expect(await screen.findByRole('dialog', { name: 'ঈদের যাত্রায় ৳৩০০ ছাড়' })).toBeInTheDocument();
  });

  it('keeps focus inside until closed with Escape, and reports the view and the close in one beacon', async () => {
    const user = userEvent.setup();
    renderPopup();
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const link = within(dialog).getByRole('link', { name: 'See the offer' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect([close, link]).toContain(document.activeElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(beacons).toHaveLength(1);
    const [beacon] = beacons;
    expect(beacon!.url).toBe(`${api.url}/web/store/web-campaign-track`);
    const sessionId = window.sessionStorage.getItem('campaign_session_id');
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(beacon!.body).toEqual({
      events: [
        { campaign_id: 9, event: 'view', session_id: sessionId },
        { campaign_id: 9, event: 'close', session_id: sessionId },
      ],
    });
  });

  it('closes with its button, and reports a click on the offer', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPopup();
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByRole('link', { name: 'See the offer' });
    // jsdom does not navigate; the click's beacon is what counts here.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(beacons.at(-1)!.body).toMatchObject({ events: [{ event: 'view' }, { event: 'click' }] });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(beacons.at(-1)!.body).toMatchObject({ events: [{ campaign_id: 9, event: 'close' }] });
    unmount();
    expect(beacons).toHaveLength(2);
  });

  it('shows nothing when no campaign has a popup, or the API fails', async () => {
    api.on(POPUP, { status: 200, body: { data: null } });
    const { unmount } = renderPopup();
    await waitFor(() => expect(api.requestsTo(POPUP)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Nothing was shown, so nothing counts against today.
    expect(window.localStorage.getItem('campaign_popup_shown_on')).toBeNull();
    unmount();

    api.on(POPUP, { status: 500, body: { message: 'Something went wrong!' } });
    renderPopup();
    await waitFor(() => expect(api.requestsTo(POPUP)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
