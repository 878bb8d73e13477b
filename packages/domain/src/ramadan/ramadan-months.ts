/**
 * The Ramadan months the site publishes a timetable for. The first day depends on the crescent being
 * sighted, so it is recorded here as Bangladesh's moon-sighting committee announced it, never computed.
 */
export const ramadanMonths = {
  // Ramadan 1446: the crescent was seen on 1 March 2025, so the first fast was on 2 March (30 days).
  2025: { hijriYear: 1446, firstDay: '2025-03-02', days: 30 },
} as const;

export type RamadanYear = keyof typeof ramadanMonths;
