import { formatCountdown } from '@pothik/domain';
import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '@/lib/use-countdown';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { useLoginDialog } from './login-dialog';

vi.mock('next/navigation', async () => (await import('../../../test/next-navigation')).nextNavigationMock);

// Only the interval and the clock are fake: user events and the test server keep real timeouts.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown (SPEC.md §4)', () => {
  it('counts down once a second from the start value to zero, shown as m:ss', () => {
    const { result } = renderHook(() => useCountdown(180));
    expect(formatCountdown(result.current.secondsLeft)).toBe('3:00');
    expect(result.current.isDone).toBe(false);

    act(() => vi.advanceTimersByTime(1000));
    expect(formatCountdown(result.current.secondsLeft)).toBe('2:59');

    act(() => vi.advanceTimersByTime(119_000));
    expect(formatCountdown(result.current.secondsLeft)).toBe('1:00');

    act(() => vi.advanceTimersByTime(59_000));
    expect(formatCountdown(result.current.secondsLeft)).toBe('0:01');

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.isDone).toBe(true);
  });

  it('stops at zero and stops ticking', () => {
    const { result } = renderHook(() => useCountdown(2));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts from the start value, or from a given number of seconds', () => {
    const { result } = renderHook(() => useCountdown(180));
    act(() => vi.advanceTimersByTime(180_000));
    expect(result.current.isDone).toBe(true);

    act(() => result.current.restart());
    expect(formatCountdown(result.current.secondsLeft)).toBe('3:00');
    act(() => vi.advanceTimersByTime(5000));
    expect(formatCountdown(result.current.secondsLeft)).toBe('2:55');

    act(() => result.current.restart(75));
    expect(formatCountdown(result.current.secondsLeft)).toBe('1:15');
  });

  it('shows the true time left after the page slept through ticks', () => {
    const { result } = renderHook(() => useCountdown(180));
    // The clock jumps 100 s while no interval ran (a sleeping phone), then one tick arrives.
    act(() => {
      vi.setSystemTime(Date.now() + 100_000);
      vi.advanceTimersByTime(1000);
    });
    expect(formatCountdown(result.current.secondsLeft)).toBe('1:19');
  });
});

function OpenLogin() {
  const { openLogin } = useLoginDialog();
  return (
    <button type="button" onClick={() => openLogin()}>
      Open login
    </button>
  );
}

describe('Resend in the login dialog', () => {
  let api: FakeApi;
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => api.close());

  const otpSent = {
    status: 200,
    body: {
      message: 'A code has been sent to your mobile.',
      code: 'otpSent',
      data: { mobile: '01712345678', resend_after: 180, expires_in: 300 },
    },
  };

  it.each([
    ['en', 'Send code', 'Resend code', 'You can ask for a new code in ', '.'],
    ['bn', 'কোড পাঠান', 'আবার কোড পাঠান', '', ' পরে নতুন কোড চাইতে পারবেন।'],
  ] as const)(
    'is enabled only at zero, sends a new code and restarts the countdown (%s)',
    async (lang, send, resend, before, after) => {
      api.reset();
      api.on('POST /api/v3/user/login', otpSent);
      const user = userEvent.setup();
      renderWithProviders(<OpenLogin />, { lang, apiUrl: api.url });
      const bn = (text: string) =>
        lang === 'bn' ? text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!) : text;
      const countdown = (time: string) => `${before}${bn(time)}${after}`;

      await user.click(screen.getByRole('button', { name: 'Open login' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox'), '01712345678');
      await user.click(within(dialog).getByRole('button', { name: send }));
      const resendButton = await within(dialog).findByRole('button', { name: resend });

      expect(within(dialog).getByText(countdown('3:00'))).toBeInTheDocument();
      expect(resendButton).toBeDisabled();
      act(() => vi.advanceTimersByTime(179_000));
      expect(within(dialog).getByText(countdown('0:01'))).toBeInTheDocument();
      expect(resendButton).toBeDisabled();

      act(() => vi.advanceTimersByTime(1000));
      expect(resendButton).toBeEnabled();
      expect(within(dialog).queryByText(new RegExp(bn('0:00')))).not.toBeInTheDocument();

      await user.click(resendButton);

      expect(await within(dialog).findByText(countdown('3:00'))).toBeInTheDocument();
      expect(resendButton).toBeDisabled();
      expect(api.requestsTo('POST /api/v3/user/login')).toHaveLength(2);
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        lang === 'en' ? 'A code has been sent to your mobile.' : 'আপনার মোবাইলে একটি কোড পাঠানো হয়েছে।',
      );
    },
  );

  it('restarts from the wait the server asks for when it refuses a resend as too soon', async () => {
    api.reset();
    api.on('POST /api/v3/user/login', {
      ...otpSent,
      body: { ...otpSent.body, data: { ...otpSent.body.data, resend_after: 0 } },
    });
    const user = userEvent.setup();
    renderWithProviders(<OpenLogin />, { apiUrl: api.url });
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '01712345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    api.on('POST /api/v3/user/login', {
      status: 400,
      body: {
        message: 'Please wait before requesting a new code.',
        code: 'otpResendTooSoon',
        data: { retry_after: 42 },
      },
    });

    await user.click(await within(dialog).findByRole('button', { name: 'Resend code' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please wait before requesting a new code.',
    );
    expect(within(dialog).getByText('You can ask for a new code in 0:42.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend code' })).toBeDisabled();
  });
});
