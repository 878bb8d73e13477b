import type { FareGuidance } from '@pothik/domain';
import { describe, expect, it } from 'vitest';
import { fareGuidanceText } from './fare-guidance-text';

const dhaka = { id: 'dhaka', name_en: 'Dhaka', name_bn: 'ঢাকা' } as const;
const coxs = { id: 'coxs-bazar', name_en: "Cox's Bazar", name_bn: 'কক্সবাজার' } as const;

const guidance = (overrides: Partial<FareGuidance> = {}): FareGuidance => ({
  source: 'bids',
  low: 11500,
  high: 13000,
  median: 12200,
  sample_size: 14,
  pickup_district: dhaka,
  dropoff_district: coxs,
  ...overrides,
});

// The messages' shape, without next-intl: the key and its values.
const t = (key: string, values: Record<string, string>) => `${key} ${JSON.stringify(values)}`;

describe('the fare guidance line', () => {
  it('names the route and the accepted fares when bids back it', () => {
    expect(fareGuidanceText(guidance(), 'en', t, { showEstimate: false })).toBe(
      'bookedOnRoute {"low":"৳11,500","high":"৳13,000","from":"Dhaka","to":"Cox\'s Bazar"}',
    );
    expect(fareGuidanceText(guidance(), 'bn', t, { showEstimate: false })).toContain('"from":"ঢাকা"');
    expect(fareGuidanceText(guidance(), 'bn', t, { showEstimate: false })).toContain('"low":"৳১১,৫০০"');
  });

  it('leaves the route out within one district or when a district is unknown', () => {
    const within = guidance({ dropoff_district: guidance().pickup_district });
    expect(fareGuidanceText(within, 'en', t, { showEstimate: false })).toMatch(/^booked /);
    expect(fareGuidanceText(guidance({ dropoff_district: null }), 'en', t, { showEstimate: false })).toMatch(
      /^booked /,
    );
  });

  it('shows the estimate only where no other estimate is in view', () => {
    const estimate = guidance({ source: 'estimate', median: null, sample_size: 2 });
    expect(fareGuidanceText(estimate, 'en', t, { showEstimate: false })).toBeNull();
    expect(fareGuidanceText(estimate, 'en', t, { showEstimate: true })).toBe(
      'estimate {"low":"৳11,500","high":"৳13,000"}',
    );
  });
});
