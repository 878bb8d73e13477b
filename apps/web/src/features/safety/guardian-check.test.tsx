import type { GuardianCheckView, IncidentView } from '@pothik/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { storeLogin } from '../../../test/fixtures/trip-fixtures';
import { renderWithProviders } from '../../../test/render';
import { GuardianCheckPrompt } from './guardian-check';

// Issue 43 item 5: "Is everything all right?" on the passenger's trip page, in both languages, answered
// by keyboard; "I need help" hands the SOS it raised to the page.

const GET = 'GET /api/v3/user/trips/41/guardian-check';
const ANSWER = 'POST /api/v3/user/trips/41/guardian-check/answer';

const check = (overrides: Partial<GuardianCheckView> = {}): GuardianCheckView => ({
  id: 3,
  reason: 'long_stop',
  asked_at: '2030-03-15T04:00:00.000Z',
  answer_by: '2030-03-15T04:03:00.000Z',
  answered_at: null,
  answer: null,
  incident_id: null,
  ...overrides,
});
const sos: IncidentView = {
  id: 9,
  kind: 'sos',
  raised_by: 'passenger',
  state: 'open',
  outcome: null,
  raised_at: '2030-03-15T04:01:00.000Z',
  staff_alerted_at: '2030-03-15T04:01:00.000Z',
  acknowledged_at: null,
  resolved_at: null,
};

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  storeLogin();
});
afterEach(() => window.localStorage.clear());

function answerWith(answer: 'ok' | 'help') {
  api.on(ANSWER, {
    status: 200,
    body: {
      message: 'ok',
      code: answer === 'ok' ? 'guardianAnsweredOk' : 'sosRaised',
      data: {
        check: check({ answered_at: '2030-03-15T04:01:00.000Z', answer }),
        incident: answer === 'help' ? sos : null,
      },
    },
  });
}

describe('the guardian check on the trip page', () => {
  it('asks in English, takes the focus, and "I am fine" answers ok', async () => {
    api.on(GET, { status: 200, body: { data: check() } });
    answerWith('ok');
    const onHelp = vi.fn();
    renderWithProviders(<GuardianCheckPrompt tripId={41} onHelp={onHelp} />, { apiUrl: api.url, lang: 'en' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Is everything all right?' });
    expect(dialog).toHaveAccessibleDescription(/standing still for more than 10 minutes/);
    const ok = within(dialog).getByRole('button', { name: 'I am fine' });
    // The focus moves in an effect after the question is on screen: a moment later under load.
    await vi.waitFor(() => expect(ok).toHaveFocus());
    await userEvent.setup().keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. We will keep an eye on the trip.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(JSON.parse(api.requestsTo(ANSWER)[0]?.body ?? '{}')).toEqual({ answer: 'ok' });
    expect(onHelp).not.toHaveBeenCalled();
  });

  it('asks in Bangla, and "I need help" raises the SOS and hands it to the page', async () => {
    api.on(GET, { status: 200, body: { data: check({ reason: 'off_corridor' }) } });
    answerWith('help');
    const onHelp = vi.fn();
    renderWithProviders(<GuardianCheckPrompt tripId={41} onHelp={onHelp} />, { apiUrl: api.url, lang: 'bn' });
    const dialog = await screen.findByRole('alertdialog', { name: 'সব ঠিক আছে তো?' });
    expect(dialog).toHaveTextContent('স্বাভাবিক পথ থেকে অনেক দূরে');
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'আমি ঠিক আছি' })).toHaveFocus());
    const user = userEvent.setup();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'আমার সাহায্য দরকার' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('আমাদের টিমকে জানানো হয়েছে।');
    expect(JSON.parse(api.requestsTo(ANSWER)[0]?.body ?? '{}')).toEqual({ answer: 'help' });
    expect(onHelp).toHaveBeenCalledWith(sos);
  });

  it('shows nothing when no question waits, and says staff were alerted when one went unanswered', async () => {
    api.on(GET, { status: 200, body: { data: null } });
    const { unmount } = renderWithProviders(<GuardianCheckPrompt tripId={41} />, {
      apiUrl: api.url,
      lang: 'en',
    });
    await vi.waitFor(() => expect(api.requestsTo(GET)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    unmount();
    api.on(GET, { status: 200, body: { data: check({ incident_id: 5 }) } });
    renderWithProviders(<GuardianCheckPrompt tripId={41} />, { apiUrl: api.url, lang: 'en' });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'You did not answer in time, so our team has been alerted.',
    );
  });
});
