import { describe, expect, it } from 'vitest';
import { categoriesOf } from './consent-categories';
import { grantedOf, needsChoice, parseConsent, serializeConsent, uniformChoice } from './consent-cookie';

describe('the consent cookie', () => {
  it('keeps each answered category, in a fixed order, behind the format version', () => {
    expect(serializeConsent({ support: true, analytics: false })).toBe('1.analytics:0.support:1');
    expect(serializeConsent({})).toBe('1');
    expect(parseConsent('1.analytics:0.support:1')).toEqual({ analytics: false, support: true });
    expect(parseConsent('1')).toEqual({});
  });

  it('reads nothing from a missing, foreign or damaged value', () => {
    for (const value of [
      undefined,
      null,
      '',
      '2.analytics:1',
      'analytics:1',
      '1.ads:1',
      '1.analytics:yes',
      '1.analytics',
    ]) {
      expect(parseConsent(value), String(value)).toBeNull();
    }
  });

  it('asks again while a configured category has no answer', () => {
    const categories = categoriesOf({ ga4: 'G-TEST1234', crisp: 'id' });
    expect(categories).toEqual(['analytics', 'support']);
    expect(needsChoice(null, categories)).toBe(true);
    // Answered before the chat was configured.
    expect(needsChoice({ analytics: true }, categories)).toBe(true);
    expect(needsChoice({ analytics: true, support: false }, categories)).toBe(false);
    // An answer about a category no longer configured asks nothing.
    expect(needsChoice({ analytics: false, marketing: true, support: false }, categories)).toBe(false);
  });

  it('allows only what was allowed, of the categories configured', () => {
    const categories = categoriesOf({ gtm: 'GTM-TEST', metaPixel: '1234567890' });
    expect(grantedOf(uniformChoice(categories, true), categories)).toEqual(['analytics', 'marketing']);
    expect(grantedOf(uniformChoice(categories, false), categories)).toEqual([]);
    expect(grantedOf({ analytics: true, support: true }, categories)).toEqual(['analytics']);
    expect(grantedOf(null, categories)).toEqual([]);
    expect(categoriesOf(undefined)).toEqual([]);
  });
});
