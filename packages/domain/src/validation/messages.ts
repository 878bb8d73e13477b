import type { Lang } from '../messages/catalogue';

// Schemas emit the English text (the API returns it as is); the web shows `bn` through
// translateValidationMessage, so each message is written once, here.
export const validationMessages = {
  invalidInput: { en: 'Invalid input.', bn: 'ইনপুট সঠিক নয়।' },
  // SPEC.md §5: the login form shows this one message for every phone problem.
  mobileRequired: { en: 'The Mobile Number is required', bn: 'মোবাইল নম্বর আবশ্যক' },
  mobileElevenDigits: {
    en: 'Mobile number must be exactly 11 digits.',
    bn: 'মোবাইল নম্বর অবশ্যই ১১ সংখ্যার হতে হবে।',
  },
  mobileNotBangladeshi: {
    en: 'Please enter a valid Bangladeshi mobile number.',
    bn: 'অনুগ্রহ করে একটি সঠিক বাংলাদেশি মোবাইল নম্বর দিন।',
  },
  otpInvalid: { en: 'Please enter the 4-digit code.', bn: 'অনুগ্রহ করে ৪ সংখ্যার কোডটি দিন।' },
  tokenRequired: { en: 'Token is required.', bn: 'টোকেন আবশ্যক।' },
  nameRequired: { en: 'Name is required.', bn: 'নাম আবশ্যক।' },
  fullNameRequired: { en: 'Full name is required.', bn: 'পুরো নাম আবশ্যক।' },
  designationRequired: { en: 'Designation is required.', bn: 'পদবি আবশ্যক।' },
  companyNameRequired: { en: 'Company name is required.', bn: 'প্রতিষ্ঠানের নাম আবশ্যক।' },
  emailRequired: { en: 'Email is required.', bn: 'ইমেইল আবশ্যক।' },
  emailInvalid: { en: 'Please enter a valid email address.', bn: 'অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা দিন।' },
  textTooLong: { en: 'This text is too long.', bn: 'লেখাটি অনেক বড়।' },
  tripTypeInvalid: { en: 'Please choose a trip type.', bn: 'অনুগ্রহ করে ট্রিপের ধরন বেছে নিন।' },
  carTypeInvalid: { en: 'Please choose a car type.', bn: 'অনুগ্রহ করে গাড়ির ধরন বেছে নিন।' },
  airportInvalid: { en: 'Please choose an airport.', bn: 'অনুগ্রহ করে একটি বিমানবন্দর বেছে নিন।' },
  pickupRequired: { en: 'Pickup location is required.', bn: 'পিকআপের স্থান আবশ্যক।' },
  dropoffRequired: { en: 'Drop-off location is required.', bn: 'গন্তব্যের স্থান আবশ্যক।' },
  locationRequired: { en: 'Location is required.', bn: 'স্থান আবশ্যক।' },
  locationOutsideBangladesh: {
    en: 'Please choose a place in Bangladesh.',
    bn: 'অনুগ্রহ করে বাংলাদেশের মধ্যে একটি স্থান বেছে নিন।',
  },
  locationInvalid: { en: 'Please choose a location on the map.', bn: 'অনুগ্রহ করে মানচিত্রে একটি স্থান বেছে নিন।' },
  pickupTimeInvalid: { en: 'Please choose a valid pickup time.', bn: 'অনুগ্রহ করে সঠিক পিকআপের সময় বেছে নিন।' },
  pickupTimeInPast: { en: 'Pickup time must be in the future.', bn: 'পিকআপের সময় অবশ্যই ভবিষ্যতের হতে হবে।' },
  pickupTimeTooFar: {
    en: 'Pickup time can be at most 90 days ahead.',
    bn: 'পিকআপের সময় সর্বোচ্চ ৯০ দিন পরের হতে পারে।',
  },
  returnTimeRequired: {
    en: 'Return time is required for a round trip.',
    bn: 'রাউন্ড ট্রিপের জন্য ফেরার সময় আবশ্যক।',
  },
  returnTimeInvalid: { en: 'Please choose a valid return time.', bn: 'অনুগ্রহ করে সঠিক ফেরার সময় বেছে নিন।' },
  returnTooLate: {
    en: 'Return time must be within 30 days of pickup.',
    bn: 'ফেরার সময় অবশ্যই পিকআপের ৩০ দিনের মধ্যে হতে হবে।',
  },
  returnBeforePickup: {
    en: 'Return time must be after pickup time.',
    bn: 'ফেরার সময় অবশ্যই পিকআপের সময়ের পরে হতে হবে।',
  },
  hoursOutOfRange: {
    en: 'Please choose between 1 and 12 hours.',
    bn: 'অনুগ্রহ করে ১ থেকে ১২ ঘণ্টার মধ্যে বেছে নিন।',
  },
  amountInvalid: { en: 'Please enter an amount in whole taka.', bn: 'অনুগ্রহ করে পূর্ণ টাকায় পরিমাণ লিখুন।' },
  flightNumberInvalid: { en: 'Please enter a valid flight number.', bn: 'অনুগ্রহ করে সঠিক ফ্লাইট নম্বর দিন।' },
  idInvalid: { en: 'Invalid id.', bn: 'আইডি সঠিক নয়।' },
  promoCodeInvalid: { en: 'Please enter a valid promo code.', bn: 'অনুগ্রহ করে সঠিক প্রোমো কোড দিন।' },
  reasonRequired: { en: 'Please choose a reason.', bn: 'অনুগ্রহ করে একটি কারণ বেছে নিন।' },
  checkActionInvalid: {
    en: 'Please choose check in or check out.',
    bn: 'অনুগ্রহ করে চেক-ইন অথবা চেক-আউট বেছে নিন।',
  },
  ratingInvalid: { en: 'Please give a rating from 1 to 5.', bn: 'অনুগ্রহ করে ১ থেকে ৫ এর মধ্যে রেটিং দিন।' },
  answersInvalid: {
    en: 'Please answer the survey questions.',
    bn: 'অনুগ্রহ করে জরিপের প্রশ্নগুলোর উত্তর দিন।',
  },
  genderInvalid: { en: 'Please choose a gender.', bn: 'অনুগ্রহ করে লিঙ্গ বেছে নিন।' },
  dateOfBirthInvalid: { en: 'Please enter a valid date of birth.', bn: 'অনুগ্রহ করে সঠিক জন্মতারিখ দিন।' },
  addressRequired: { en: 'Address is required.', bn: 'ঠিকানা আবশ্যক।' },
  statusInvalid: { en: 'Unknown status.', bn: 'অজানা স্ট্যাটাস।' },
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** The English text a schema emits for a key. */
export function validationMessage(key: ValidationMessageKey): string {
  return validationMessages[key].en;
}

export function validationMessageKeyOf(english: string): ValidationMessageKey | undefined {
  return (Object.keys(validationMessages) as ValidationMessageKey[]).find(
    (key) => validationMessages[key].en === english,
  );
}

/** Shows a schema's (English) message in `lang`; unknown text is returned unchanged rather than lost. */
export function translateValidationMessage(english: string, lang: Lang): string {
  const key = validationMessageKeyOf(english);
  return key ? validationMessages[key][lang] : english;
}
