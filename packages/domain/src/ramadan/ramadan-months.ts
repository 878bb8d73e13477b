/**
 * The Ramadan months the site publishes a timetable for. The first day depends on the crescent being
 * sighted, so it is recorded here as Bangladesh's moon-sighting committee announced it, never computed.
 *
 * `foundation` is how far the Islamic Foundation's published Dhaka figures for that month sit from the
 * astronomy (README.md beside this file): Sehri is 18° dawn less `sehriLeadSeconds` plus
 * `sehriLeadGrowth` seconds for every day of the month gone by, rounded down; Iftar is sunset plus
 * `iftarLagSeconds`, rounded up. A month without a published table to measure against must not be added
 * with guessed numbers.
 */
export const ramadanMonths = {
  // Ramadan 1446: the crescent was seen on 1 March 2025, so the first fast was on 2 March (30 days).
  2025: {
    hijriYear: 1446,
    firstDay: '2025-03-02',
    days: 30,
    foundation: { sehriLeadSeconds: 12, sehriLeadGrowth: 2.5, iftarLagSeconds: 8 },
  },
} as const;

export type RamadanYear = keyof typeof ramadanMonths;
