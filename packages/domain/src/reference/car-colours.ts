// The colours a car is told by at a pickup (DESIGN.md §15: the share page shows type, colour and
// plate). Kept as keys, so each reader sees the colour in their own language.
export const carColours = {
  white: { en: 'White', bn: 'সাদা' },
  silver: { en: 'Silver', bn: 'রুপালি' },
  grey: { en: 'Grey', bn: 'ধূসর' },
  black: { en: 'Black', bn: 'কালো' },
  blue: { en: 'Blue', bn: 'নীল' },
  red: { en: 'Red', bn: 'লাল' },
  green: { en: 'Green', bn: 'সবুজ' },
  brown: { en: 'Brown', bn: 'বাদামি' },
} as const;
export type CarColour = keyof typeof carColours;
export const carColourKeys = Object.keys(carColours) as [CarColour, ...CarColour[]];
