import type { MessageKey } from '../messages/catalogue';
import type { CarTypeKey } from '../reference/car-types';

// DESIGN.md §17: a driver's papers. Which are mandatory for which car type, which carry an expiry, and
// when a reminder is due. Bangladesh's ride-sharing guidelines ask for a checked NID and driving licence.

export const driverDocumentKinds = [
  'nid_front',
  'nid_back',
  'driving_licence',
  'vehicle_registration',
  'fitness_certificate',
  'tax_token',
  'insurance',
  'route_permit',
  'car_photo',
] as const;
export type DriverDocumentKind = (typeof driverDocumentKinds)[number];

/** Car types that carry passengers for hire in numbers and need BRTA's route permit. */
export const routePermitCarTypes: readonly CarTypeKey[] = ['chander_gari', 'hiace'];

/** Papers that lapse: each needs an expiry date when uploaded. The NID and the car photo do not. */
export const expiringDocumentKinds: readonly DriverDocumentKind[] = [
  'driving_licence',
  'vehicle_registration',
  'fitness_certificate',
  'tax_token',
  'insurance',
  'route_permit',
];

export const documentHasExpiry = (kind: DriverDocumentKind) => expiringDocumentKinds.includes(kind);

/** Every paper a driver of this car type must have approved and in date to bid. */
export function mandatoryDocumentKinds(carType: CarTypeKey | string): DriverDocumentKind[] {
  return driverDocumentKinds.filter(
    (kind) => kind !== 'route_permit' || routePermitCarTypes.includes(carType as CarTypeKey),
  );
}

export const driverDocumentReviews = ['pending', 'approved', 'rejected'] as const;
export type DriverDocumentReview = (typeof driverDocumentReviews)[number];

/** Reasons staff may give for rejecting a paper, each told to the driver in both languages. */
export const documentRejectReasons = {
  unreadable: {
    en: 'The picture cannot be read. Take it again in good light.',
    bn: 'ছবিটি পড়া যাচ্ছে না। ভালো আলোতে আবার তুলুন।',
  },
  wrong_document: { en: 'This is not the paper asked for.', bn: 'এটি চাওয়া কাগজ নয়।' },
  expired: { en: 'The paper has expired. Upload the renewed one.', bn: 'কাগজের মেয়াদ শেষ। নবায়ন করা কাগজ দিন।' },
  number_mismatch: { en: 'The number does not match the picture.', bn: 'নম্বরটি ছবির সঙ্গে মেলে না।' },
  name_mismatch: { en: 'The name does not match your account.', bn: 'নামটি আপনার অ্যাকাউন্টের সঙ্গে মেলে না।' },
  incomplete: { en: 'Part of the paper is missing from the picture.', bn: 'ছবিতে কাগজের কিছু অংশ নেই।' },
} as const;
export type DocumentRejectReason = keyof typeof documentRejectReasons;
export const documentRejectReasonKeys = Object.keys(documentRejectReasons) as DocumentRejectReason[];

/** The paper's name in both languages, for notices ("renew your insurance"). */
export const documentKindNames: Record<DriverDocumentKind, { en: string; bn: string }> = {
  nid_front: { en: 'National ID (front)', bn: 'জাতীয় পরিচয়পত্র (সামনে)' },
  nid_back: { en: 'National ID (back)', bn: 'জাতীয় পরিচয়পত্র (পেছনে)' },
  driving_licence: { en: 'Driving licence', bn: 'ড্রাইভিং লাইসেন্স' },
  vehicle_registration: { en: 'Vehicle registration', bn: 'গাড়ির রেজিস্ট্রেশন' },
  fitness_certificate: { en: 'Fitness certificate', bn: 'ফিটনেস সনদ' },
  tax_token: { en: 'Tax token', bn: 'ট্যাক্স টোকেন' },
  insurance: { en: 'Insurance', bn: 'বিমা' },
  route_permit: { en: 'Route permit', bn: 'রুট পারমিট' },
  car_photo: { en: 'Car photo', bn: 'গাড়ির ছবি' },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days before an expiry that the driver is reminded, largest first. */
export const expiryReminderDays = [30, 7, 1] as const;
export type ExpiryReminderDays = (typeof expiryReminderDays)[number];

/**
 * An expiry given with an upload: refused when the kind lapses and none is given, or when it is today or
 * already past (`now` is the request's clock). Null when it is acceptable.
 */
export function expiryRefusal(
  kind: DriverDocumentKind,
  expiresOn: Date | null,
  now: Date,
): 'expiryRequired' | 'expiryInPast' | null {
  if (!documentHasExpiry(kind)) return null;
  if (!expiresOn) return 'expiryRequired';
  return expiresOn.getTime() <= now.getTime() ? 'expiryInPast' : null;
}

/**
 * The smallest reminder threshold already reached for a paper expiring at `expiresAt` (7 when 5 days
 * are left), or null when more than 30 days are left or it has expired. A reminder is sent once per
 * threshold: the caller records the last one sent and sends only when this is smaller.
 */
export function reminderThresholdReached(expiresAt: Date, now: Date): ExpiryReminderDays | null {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return null;
  let reached: ExpiryReminderDays | null = null;
  for (const days of expiryReminderDays) if (left <= days * DAY_MS) reached = days;
  return reached;
}

/** Why a mandatory paper keeps a driver from bidding: none sent, one waiting for staff, rejected, lapsed. */
export const paperBlocks = ['missing', 'pending', 'rejected', 'expired'] as const;
export type PaperBlock = (typeof paperBlocks)[number];

/** One paper of a driver as bidding judges it. */
export type PaperStanding = {
  kind: DriverDocumentKind;
  review: DriverDocumentReview;
  expiresAt: Date | null;
};

/**
 * The first mandatory paper standing in the way of bidding, and why: missing, waiting for review,
 * rejected, or expired. `papers` may hold several of a kind (a renewal beside the approved one): a kind is fine
 * when any of them is approved and in date.
 */
export function paperBlockingBids(
  carType: string,
  papers: readonly PaperStanding[],
  now: Date,
): { kind: DriverDocumentKind; why: PaperBlock } | null {
  for (const kind of mandatoryDocumentKinds(carType)) {
    const ofKind = papers.filter((p) => p.kind === kind);
    const valid = ofKind.some(
      (p) => p.review === 'approved' && (p.expiresAt === null || p.expiresAt.getTime() > now.getTime()),
    );
    if (valid) continue;
    if (ofKind.some((p) => p.review === 'approved')) return { kind, why: 'expired' };
    if (ofKind.some((p) => p.review === 'pending')) return { kind, why: 'pending' };
    if (ofKind.length > 0) return { kind, why: 'rejected' };
    return { kind, why: 'missing' };
  }
  return null;
}

/** The message code that names the paper holding back a bid (the catalogue's paperBlocks…). */
export const paperBlockingCode = {
  nid_front: 'paperBlocksNidFront',
  nid_back: 'paperBlocksNidBack',
  driving_licence: 'paperBlocksDrivingLicence',
  vehicle_registration: 'paperBlocksVehicleRegistration',
  fitness_certificate: 'paperBlocksFitnessCertificate',
  tax_token: 'paperBlocksTaxToken',
  insurance: 'paperBlocksInsurance',
  route_permit: 'paperBlocksRoutePermit',
  car_photo: 'paperBlocksCarPhoto',
} as const satisfies Record<DriverDocumentKind, MessageKey>;
