const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long until an end, in the unit a reader wants: days and hours while days remain ("3 days 4 h
 * left"), hours and minutes on the last day, and a ticking m:ss in the last hour.
 */
export type TimeLeft =
  | { unit: 'days'; days: number; hours: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'seconds'; seconds: number }
  | { unit: 'ended' };

export function timeLeft(endsAt: number, now: number): TimeLeft {
  const left = endsAt - now;
  if (!(left > 0)) return { unit: 'ended' };
  if (left >= DAY)
    return { unit: 'days', days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR) };
  if (left >= HOUR) {
    return { unit: 'hours', hours: Math.floor(left / HOUR), minutes: Math.floor((left % HOUR) / MINUTE) };
  }
  return { unit: 'seconds', seconds: Math.ceil(left / 1000) };
}

/**
 * How soon the shown value next changes: every second in the last hour, else just after the time left
 * crosses its next whole minute.
 */
export function nextTickIn(left: TimeLeft, endsAt: number, now: number): number | null {
  if (left.unit === 'ended') return null;
  if (left.unit === 'seconds') return 1000;
  return ((endsAt - now) % MINUTE) + 20;
}
