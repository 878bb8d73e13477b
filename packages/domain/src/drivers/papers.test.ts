import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageCatalogue } from '../messages/catalogue';
import {
  documentHasExpiry,
  driverDocumentKinds,
  expiryRefusal,
  mandatoryDocumentKinds,
  type PaperStanding,
  paperBlockingBids,
  paperBlockingCode,
  reminderThresholdReached,
} from './papers';

const now = new Date('2026-06-01T06:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const allApproved = (carType: string): PaperStanding[] =>
  mandatoryDocumentKinds(carType).map((kind) => ({
    kind,
    review: 'approved',
    expiresAt: documentHasExpiry(kind) ? days(100) : null,
  }));

describe('mandatory papers', () => {
  it('asks a route permit of a HiAce and a Chander Gari only', () => {
    expect(mandatoryDocumentKinds('hiace')).toContain('route_permit');
    expect(mandatoryDocumentKinds('chander_gari')).toContain('route_permit');
    expect(mandatoryDocumentKinds('sedan')).not.toContain('route_permit');
    expect(mandatoryDocumentKinds('sedan')).toEqual(driverDocumentKinds.filter((k) => k !== 'route_permit'));
  });

  it('names every paper in a message of its own', () => {
    for (const kind of driverDocumentKinds) expect(messageCatalogue[paperBlockingCode[kind]].en).toBeTruthy();
  });
});

describe('expiry on upload', () => {
  it('refuses a lapsing paper without expiry, or expiring now or earlier', () => {
    expect(expiryRefusal('insurance', null, now)).toBe('expiryRequired');
    expect(expiryRefusal('insurance', now, now)).toBe('expiryInPast');
    expect(expiryRefusal('insurance', days(-1), now)).toBe('expiryInPast');
    expect(expiryRefusal('insurance', days(1), now)).toBeNull();
    expect(expiryRefusal('nid_front', null, now)).toBeNull();
  });
});

describe('reminders', () => {
  it('reaches 30, 7 and 1 days at their thresholds and nothing once expired', () => {
    expect(reminderThresholdReached(days(31), now)).toBeNull();
    expect(reminderThresholdReached(days(30), now)).toBe(30);
    expect(reminderThresholdReached(days(8), now)).toBe(30);
    expect(reminderThresholdReached(days(7), now)).toBe(7);
    expect(reminderThresholdReached(days(1), now)).toBe(1);
    expect(reminderThresholdReached(now, now)).toBeNull();
  });

  it('never grows as the expiry comes nearer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 * 24 * 40 }),
        fc.integer({ min: 0, max: 60 * 24 * 40 }),
        (m, d) => {
          const expires = new Date(now.getTime() + m * 60_000);
          const later = new Date(now.getTime() + Math.min(d, m - 1) * 60_000);
          const first = reminderThresholdReached(expires, now);
          const second = reminderThresholdReached(expires, later);
          return first === null || (second !== null && second <= first);
        },
      ),
    );
  });
});

describe('papers blocking bids', () => {
  it('passes a driver with every mandatory paper approved and in date', () => {
    expect(paperBlockingBids('sedan', allApproved('sedan'), now)).toBeNull();
  });

  it('names a missing, a rejected and an expired paper', () => {
    const papers = allApproved('sedan');
    expect(
      paperBlockingBids(
        'sedan',
        papers.filter((p) => p.kind !== 'tax_token'),
        now,
      ),
    ).toEqual({
      kind: 'tax_token',
      why: 'missing',
    });
    const rejected = papers.map((p) => (p.kind === 'insurance' ? { ...p, review: 'rejected' as const } : p));
    expect(paperBlockingBids('sedan', rejected, now)).toEqual({ kind: 'insurance', why: 'rejected' });
    const expired = papers.map((p) => (p.kind === 'driving_licence' ? { ...p, expiresAt: days(-1) } : p));
    expect(paperBlockingBids('sedan', expired, now)).toEqual({ kind: 'driving_licence', why: 'expired' });
  });

  it('lets an approved paper stand beside a renewal under review or rejected', () => {
    const papers = [
      ...allApproved('sedan'),
      { kind: 'insurance' as const, review: 'rejected' as const, expiresAt: days(400) },
    ];
    expect(paperBlockingBids('sedan', papers, now)).toBeNull();
  });

  it('tells a paper waiting for review from a missing one', () => {
    const papers = allApproved('sedan').map((p) =>
      p.kind === 'tax_token' ? { ...p, review: 'pending' as const } : p,
    );
    expect(paperBlockingBids('sedan', papers, now)).toEqual({ kind: 'tax_token', why: 'pending' });
  });

  it('asks the HiAce for its route permit', () => {
    expect(paperBlockingBids('hiace', allApproved('sedan'), now)).toEqual({
      kind: 'route_permit',
      why: 'missing',
    });
  });
});
