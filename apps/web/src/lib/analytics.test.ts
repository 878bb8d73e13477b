import { afterEach, describe, expect, it } from 'vitest';
import {
  type AnalyticsRecord,
  type analyticsEvents,
  isAllowedEvent,
  subscribeToAnalytics,
  track,
} from './analytics';

// DESIGN.md §14: no names or numbers in any event. Each event's props are a closed schema; these are the
// values a careless call could pass instead of a car type, a reason or a fare.
const personalValues: unknown[] = [
  '01712345678',
  '+8801712345678',
  '8801712345678',
  '01712-345678',
  '০১৭১২৩৪৫৬৭৮',
  1712345678,
  8801712345678,
  'Rahim Uddin',
  'রহিম উদ্দিন',
  'rahim@example.com',
  { name: 'Rahim' },
];

const validProps: { [E in keyof typeof analyticsEvents]: Record<string, string | number> } = {
  page_view: { path: '/campaign/9' },
  otp_incorrect: { reason: 'otpIncorrect' },
  trip_requested: { car_type: 'noah', trip_type: 'round_way' },
  bid_accepted: { car_type: 'sedan', fare: 4500 },
  lead_sent: { form: 'business' },
};

let unsubscribe = () => {};
afterEach(() => {
  unsubscribe();
  delete window.__pothikAnalytics;
});

function listen(): AnalyticsRecord[] {
  const records: AnalyticsRecord[] = [];
  unsubscribe = subscribeToAnalytics((record) => records.push(record));
  return records;
}

describe('analytics events', () => {
  it.each(Object.entries(validProps))('%s is sent with the props it takes', (event, props) => {
    expect(isAllowedEvent(event, props)).toBe(true);
    const records = listen();
    window.__pothikAnalytics = [];
    track(event as never, props as never);
    expect(records).toEqual([{ event, props }]);
    expect(window.__pothikAnalytics).toEqual(records);
  });

  it.each(Object.entries(validProps))(
    '%s cannot carry a mobile number or a name in any prop',
    (event, props) => {
      for (const name of Object.keys(props)) {
        for (const value of personalValues) {
          expect(isAllowedEvent(event, { ...props, [name]: value }), `${name}: ${String(value)}`).toBe(false);
        }
      }
    },
  );

  it.each(Object.entries(validProps))(
    '%s takes no prop it does not name, and needs those it does',
    (event, props) => {
      for (const extra of ['mobile', 'phone', 'name', 'full_name', 'email']) {
        expect(isAllowedEvent(event, { ...props, [extra]: 'x' })).toBe(false);
      }
      for (const name of Object.keys(props)) {
        const { [name]: _left, ...rest } = props;
        expect(isAllowedEvent(event, rest)).toBe(false);
      }
    },
  );

  it("sends a page's path without its query, and never one with a typed number in it", () => {
    expect(isAllowedEvent('page_view', { path: '/blogs/after-eid-return-to-dhaka' })).toBe(true);
    for (const path of ['/blogs?q=Rahim', '/faq#top', 'blogs', '/profile/01712345678', '/x/০১৭১২৩৪৫৬৭৮']) {
      expect(isAllowedEvent('page_view', { path })).toBe(false);
    }
  });

  it('drops an event that breaks its schema, and an unknown event', () => {
    const records = listen();
    track('trip_requested', { car_type: 'Rahim' as never, trip_type: 'one_way' });
    track('lead_sent', { form: 'business', mobile: '01712345678' } as never);
    track('signed_up' as never, {} as never);
    expect(records).toEqual([]);
  });

  it('drops events while nothing listens: none is kept for a listener that comes later', () => {
    track('lead_sent', { form: 'club' });
    const records = listen();
    expect(records).toEqual([]);
    track('lead_sent', { form: 'club' });
    expect(records).toHaveLength(1);
  });
});
