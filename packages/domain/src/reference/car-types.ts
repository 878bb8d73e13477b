// DESIGN.md §6: the six car types, with the seat labels SPEC.md §2 shows (4, 7, 8, 11).
export const carTypeKeys = [
  'sedan_economy',
  'sedan',
  'sedan_premium',
  'noah',
  'chander_gari',
  'hiace',
] as const;
export type CarTypeKey = (typeof carTypeKeys)[number];

export type CarType = { key: CarTypeKey; seats: number; name_en: string; name_bn: string };

export const carTypes: readonly CarType[] = [
  { key: 'sedan_economy', seats: 4, name_en: 'Sedan Economy', name_bn: 'সেডান ইকোনমি' },
  { key: 'sedan', seats: 4, name_en: 'Sedan', name_bn: 'সেডান' },
  { key: 'sedan_premium', seats: 4, name_en: 'Sedan Premium', name_bn: 'সেডান প্রিমিয়াম' },
  { key: 'noah', seats: 7, name_en: 'Noah', name_bn: 'নোয়া' },
  { key: 'chander_gari', seats: 8, name_en: 'Chander Gari', name_bn: 'চান্দের গাড়ি' },
  { key: 'hiace', seats: 11, name_en: 'HiAce', name_bn: 'হায়েস' },
];

export function isCarTypeKey(value: string): value is CarTypeKey {
  return (carTypeKeys as readonly string[]).includes(value);
}
