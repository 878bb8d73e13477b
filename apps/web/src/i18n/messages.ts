import bnBase from '../../messages/bn.json';
import enBase from '../../messages/en.json';
import bidsBn from '../../messages/parts/bids.bn.json';
import bidsEn from '../../messages/parts/bids.en.json';
import consentBn from '../../messages/parts/consent.bn.json';
import consentEn from '../../messages/parts/consent.en.json';
import contentBn from '../../messages/parts/content.bn.json';
import contentEn from '../../messages/parts/content.en.json';
import driverBn from '../../messages/parts/driver.bn.json';
import driverEn from '../../messages/parts/driver.en.json';
import leadsBn from '../../messages/parts/leads.bn.json';
import leadsEn from '../../messages/parts/leads.en.json';
import myTripsBn from '../../messages/parts/my-trips.bn.json';
import myTripsEn from '../../messages/parts/my-trips.en.json';
import placesBn from '../../messages/parts/places.bn.json';
import placesEn from '../../messages/parts/places.en.json';
import pushBn from '../../messages/parts/push.bn.json';
import pushEn from '../../messages/parts/push.en.json';
import ramadanBn from '../../messages/parts/ramadan.bn.json';
import ramadanEn from '../../messages/parts/ramadan.en.json';
import rideBn from '../../messages/parts/ride.bn.json';
import rideEn from '../../messages/parts/ride.en.json';
import routeMapBn from '../../messages/parts/route-map.bn.json';
import routeMapEn from '../../messages/parts/route-map.en.json';
import safetyBn from '../../messages/parts/safety.bn.json';
import safetyEn from '../../messages/parts/safety.en.json';
import shareBn from '../../messages/parts/share.bn.json';
import shareEn from '../../messages/parts/share.en.json';
import smsBn from '../../messages/parts/sms.bn.json';
import smsEn from '../../messages/parts/sms.en.json';
import supportBn from '../../messages/parts/support.bn.json';
import supportEn from '../../messages/parts/support.en.json';
import tripBookingBn from '../../messages/parts/trip-booking.bn.json';
import tripBookingEn from '../../messages/parts/trip-booking.en.json';

// Messages are kept in one file per feature (messages/parts/<feature>.<lang>.json) beside the shell's
// messages/<lang>.json, so that each feature's texts can change without touching the others'.
export const en = {
  ...enBase,
  ...tripBookingEn,
  ...placesEn,
  ...routeMapEn,
  ...myTripsEn,
  ...bidsEn,
  ...rideEn,
  ...contentEn,
  ...leadsEn,
  ...ramadanEn,
  ...driverEn,
  ...consentEn,
  ...pushEn,
  ...smsEn,
  ...shareEn,
  ...safetyEn,
  ...supportEn,
};
export type AppMessages = typeof en;
// Typed as the English set: a key missing in Bangla fails the typecheck.
export const bn: AppMessages = {
  ...bnBase,
  ...tripBookingBn,
  ...placesBn,
  ...routeMapBn,
  ...myTripsBn,
  ...bidsBn,
  ...rideBn,
  ...contentBn,
  ...leadsBn,
  ...ramadanBn,
  ...driverBn,
  ...consentBn,
  ...pushBn,
  ...smsBn,
  ...shareBn,
  ...safetyBn,
  ...supportBn,
};

export const messagesByLang = { en, bn } as const;
