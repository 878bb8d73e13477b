import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { CampaignCountdown } from './campaign-countdown';
import { timeLeft } from './time-left';

const now = Date.parse('2025-03-20T06:00:00Z');
const later = (ms: number) => new Date(now + ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('time left until a campaign ends', () => {
  it.each([
    [3 * DAY + 4 * HOUR + 59 * MINUTE, { unit: 'days', days: 3, hours: 4 }],
    [DAY, { unit: 'days', days: 1, hours: 0 }],
    [4 * HOUR + 12 * MINUTE + 30 * SECOND, { unit: 'hours', hours: 4, minutes: 12 }],
    [HOUR, { unit: 'hours', hours: 1, minutes: 0 }],
    [12 * MINUTE + 4500, { unit: 'seconds', seconds: 725 }],
    [0, { unit: 'ended' }],
    [-5 * MINUTE, { unit: 'ended' }],
  ])('%i ms → %o', (left, expected) => {
    expect(timeLeft(now + left, now)).toEqual(expected);
  });
});

describe('CampaignCountdown', () => {
  it('says days and hours while days remain, in both languages', () => {
    const endsAt = later(3 * DAY + 4 * HOUR + 30 * MINUTE);
    const { unmount } = renderWithProviders(<CampaignCountdown endsAt={endsAt} />);
    expect(screen.getByRole('timer')).toHaveTextContent('3 days 4 h left');
    unmount();
    renderWithProviders(<CampaignCountdown endsAt={endsAt} />, { lang: 'bn' });
    expect(screen.getByRole('timer')).toHaveTextContent('আর ৩ দিন ৪ ঘণ্টা বাকি');
  });

  it('says "1 day" for a single day', () => {
    renderWithProviders(<CampaignCountdown endsAt={later(DAY + 2 * HOUR)} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1 day 2 h left');
  });

  it('moves to hours and minutes on the last day, following the clock', () => {
    renderWithProviders(<CampaignCountdown endsAt={later(4 * HOUR + 12 * MINUTE + 30 * SECOND)} />);
    expect(screen.getByRole('timer')).toHaveTextContent('4 h 12 min left');
    act(() => vi.advanceTimersByTime(31 * SECOND));
    expect(screen.getByRole('timer')).toHaveTextContent('4 h 11 min left');
  });

  it('ticks as m:ss in the last hour and ends with "Ended"', () => {
    renderWithProviders(<CampaignCountdown endsAt={later(12 * MINUTE + 5 * SECOND)} />, { lang: 'bn' });
    expect(screen.getByRole('timer')).toHaveTextContent('আর ১২:০৫ বাকি');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(screen.getByRole('timer')).toHaveTextContent('আর ১২:০৪ বাকি');
    act(() => vi.advanceTimersByTime(12 * MINUTE + 4 * SECOND));
    expect(screen.getByRole('timer')).toHaveTextContent('শেষ হয়েছে');
    // Nothing keeps ticking once it has ended.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('carries on from the true time after the phone slept through its ticks', () => {
    renderWithProviders(<CampaignCountdown endsAt={later(30 * MINUTE)} />);
    expect(screen.getByRole('timer')).toHaveTextContent('30:00 left');
    act(() => {
      vi.setSystemTime(now + 20 * MINUTE);
      vi.advanceTimersByTime(SECOND);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('9:59 left');
  });
});
