// DESIGN.md §6: the airports the airport tab serves; coordinates are the terminals', for the pricing model.
export const airportCodes = ['DAC', 'CGP', 'ZYL', 'CXB', 'JSR', 'SPD', 'RJH', 'BZL'] as const;
export type AirportCode = (typeof airportCodes)[number];

export type Airport = {
  code: AirportCode;
  name_en: string;
  name_bn: string;
  city_en: string;
  city_bn: string;
  lat: number;
  lng: number;
};

export const airports: readonly Airport[] = [
  {
    code: 'DAC',
    name_en: 'Hazrat Shahjalal International Airport',
    name_bn: 'হযরত শাহজালাল আন্তর্জাতিক বিমানবন্দর',
    city_en: 'Dhaka',
    city_bn: 'ঢাকা',
    lat: 23.8433,
    lng: 90.3978,
  },
  {
    code: 'CGP',
    name_en: 'Shah Amanat International Airport',
    name_bn: 'শাহ আমানত আন্তর্জাতিক বিমানবন্দর',
    city_en: 'Chattogram',
    city_bn: 'চট্টগ্রাম',
    lat: 22.2496,
    lng: 91.8133,
  },
  {
    code: 'ZYL',
    name_en: 'Osmani International Airport',
    name_bn: 'ওসমানী আন্তর্জাতিক বিমানবন্দর',
    city_en: 'Sylhet',
    city_bn: 'সিলেট',
    lat: 24.9632,
    lng: 91.8668,
  },
  {
    code: 'CXB',
    name_en: "Cox's Bazar Airport",
    name_bn: 'কক্সবাজার বিমানবন্দর',
    city_en: "Cox's Bazar",
    city_bn: 'কক্সবাজার',
    lat: 21.4522,
    lng: 91.9639,
  },
  {
    code: 'JSR',
    name_en: 'Jashore Airport',
    name_bn: 'যশোর বিমানবন্দর',
    city_en: 'Jashore',
    city_bn: 'যশোর',
    lat: 23.1838,
    lng: 89.1608,
  },
  {
    code: 'SPD',
    name_en: 'Saidpur Airport',
    name_bn: 'সৈয়দপুর বিমানবন্দর',
    city_en: 'Saidpur',
    city_bn: 'সৈয়দপুর',
    lat: 25.7592,
    lng: 88.9089,
  },
  {
    code: 'RJH',
    name_en: 'Shah Makhdum Airport',
    name_bn: 'শাহ মখদুম বিমানবন্দর',
    city_en: 'Rajshahi',
    city_bn: 'রাজশাহী',
    lat: 24.4372,
    lng: 88.6165,
  },
  {
    code: 'BZL',
    name_en: 'Barishal Airport',
    name_bn: 'বরিশাল বিমানবন্দর',
    city_en: 'Barishal',
    city_bn: 'বরিশাল',
    lat: 22.801,
    lng: 90.3012,
  },
];

export function isAirportCode(value: string): value is AirportCode {
  return (airportCodes as readonly string[]).includes(value);
}

export function findAirport(code: AirportCode): Airport {
  // Every code in airportCodes has a row; a test keeps the two lists in step.
  return airports.find((a) => a.code === code)!;
}
