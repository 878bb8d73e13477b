// Seed rows for GET /user/cancelled-reasons; admins may add more, so the API serves the table, not this list.
export type CancellationReason = { key: string; text_en: string; text_bn: string };

export const cancellationReasons: readonly CancellationReason[] = [
  { key: 'plans_changed', text_en: 'My plans have changed', text_bn: 'আমার পরিকল্পনা বদলে গেছে' },
  { key: 'found_other_ride', text_en: 'I found another ride', text_bn: 'আমি অন্য গাড়ি পেয়েছি' },
  { key: 'fare_too_high', text_en: 'The fare is too high', text_bn: 'ভাড়া অনেক বেশি' },
  { key: 'driver_late', text_en: 'The driver is late', text_bn: 'চালক দেরি করছেন' },
  {
    key: 'wrong_details',
    text_en: 'I entered the wrong trip details',
    text_bn: 'আমি ট্রিপের ভুল তথ্য দিয়েছি',
  },
  { key: 'other', text_en: 'Other reason', text_bn: 'অন্য কারণ' },
];
