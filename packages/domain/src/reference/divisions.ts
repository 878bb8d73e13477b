import type { DistrictId } from './districts';

export const divisionIds = [
  'barishal',
  'chattogram',
  'dhaka',
  'khulna',
  'mymensingh',
  'rajshahi',
  'rangpur',
  'sylhet',
] as const;
export type DivisionId = (typeof divisionIds)[number];

export type Division = {
  id: DivisionId;
  name_en: string;
  name_bn: string;
  /** The divisional headquarters; its coordinates are the division's centre (where a trip "to Sylhet Division" goes). */
  headquarters: DistrictId;
  /** Older spellings passengers still type (names were re-spelled in 2018). */
  aliases_en?: readonly string[];
};

// The eight administrative divisions (level-1 areas) of Bangladesh.
export const divisions: readonly Division[] = [
  {
    id: 'barishal',
    name_en: 'Barishal',
    name_bn: 'বরিশাল',
    headquarters: 'barishal',
    aliases_en: ['Barisal'],
  },
  {
    id: 'chattogram',
    name_en: 'Chattogram',
    name_bn: 'চট্টগ্রাম',
    headquarters: 'chattogram',
    aliases_en: ['Chittagong'],
  },
  { id: 'dhaka', name_en: 'Dhaka', name_bn: 'ঢাকা', headquarters: 'dhaka' },
  { id: 'khulna', name_en: 'Khulna', name_bn: 'খুলনা', headquarters: 'khulna' },
  { id: 'mymensingh', name_en: 'Mymensingh', name_bn: 'ময়মনসিংহ', headquarters: 'mymensingh' },
  { id: 'rajshahi', name_en: 'Rajshahi', name_bn: 'রাজশাহী', headquarters: 'rajshahi' },
  { id: 'rangpur', name_en: 'Rangpur', name_bn: 'রংপুর', headquarters: 'rangpur' },
  { id: 'sylhet', name_en: 'Sylhet', name_bn: 'সিলেট', headquarters: 'sylhet' },
];
