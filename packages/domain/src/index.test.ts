import { describe, expect, it } from 'vitest';
import * as domain from './index';

// The API and the web import these by name; renaming one breaks them, so the list is pinned here.
describe('public surface of @pothik/domain', () => {
  it.each([
    'carTypeKeys',
    'carTypes',
    'isCarTypeKey',
    'toBengaliDigits',
    'fromBengaliDigits',
    'messageCatalogue',
    'translateMessage',
    'messageKeyOf',
    'defaultMessageKeyForStatus',
    'calculateFare',
    'FareInputError',
    'estimateTripFare',
    'estimateAirportTripFare',
    'calculatePlatformFee',
    'defaultPricingSettings',
    'canTransitionTrip',
    'canTransitionBid',
    'airports',
    'cancellationReasons',
    'tripRequestSchema',
    'airportRequestSchema',
    'translateValidationMessage',
    'formatDateTime',
    'formatLongDateTime',
    'formatBengaliDate',
    'formatCountdown',
    'formatTaka',
    'tripViewSchema',
    'tripDetailSchema',
    'tripListTabs',
    'tripListTabStatuses',
    'tripActors',
    'bidListSchema',
    'promoViewSchema',
    'geoPlaceSchema',
    'carListSchema',
    'fareEstimateListSchema',
    'userViewSchema',
    'sessionViewSchema',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });
});
