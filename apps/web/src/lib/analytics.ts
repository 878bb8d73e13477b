import { carTypeKeys, leadKinds, tripTypeKeys } from '@pothik/domain';

// The site's events (SPEC.md §7 and §8, DESIGN.md §14): `track` hands each one to the tag adapters that
// subscribed (features/tags, started only after the visitor's consent) and, when a page defines it, to the
// `window.__pothikAnalytics` array (how e2e tests read events). Before consent nothing has subscribed, so
// an event is dropped, never queued for later.
//
// No event may carry a name or a mobile number: each event names the props it takes, and every prop is
// one of a closed list of values or a bounded number (a path for page views), checked here at run time as
// well as by the types. An event whose props break its rule is not sent at all.

/** Checks one prop's value; `T` is the type a caller passes. */
type PropRule<T> = ((value: unknown) => boolean) & { readonly valueType?: T };

const oneOf =
  <T extends string>(values: readonly T[]): PropRule<T> =>
  (value) =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

/** Whole taka up to a million: a fare, never an 11-digit mobile number read as a number. */
const fareTaka: PropRule<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1_000_000;

/**
 * A page's path without its query (a search's words stay out). Our paths hold slugs and ids; a run of
 * seven or more digits, Latin or Bengali, is refused all the same, as a number someone might have typed.
 */
const pagePath: PropRule<string> = (value) =>
  typeof value === 'string' &&
  value.startsWith('/') &&
  value.length <= 200 &&
  !/[?#\s]/.test(value) &&
  !/[0-9০-৯]{7,}/.test(value);

export const analyticsEvents = {
  page_view: { path: pagePath },
  /** SPEC.md §8: a wrong login code. */
  otp_incorrect: { reason: oneOf(['otpIncorrect', 'otpTooManyTries']) },
  trip_requested: { car_type: oneOf(carTypeKeys), trip_type: oneOf(tripTypeKeys) },
  bid_accepted: { car_type: oneOf(carTypeKeys), fare: fareTaka },
  lead_sent: { form: oneOf(leadKinds) },
} satisfies Record<string, Record<string, PropRule<string | number>>>;

export type AnalyticsEvent = keyof typeof analyticsEvents;

type PropsOf<E extends AnalyticsEvent> = {
  [K in keyof (typeof analyticsEvents)[E]]: (typeof analyticsEvents)[E][K] extends PropRule<infer T>
    ? T
    : never;
};
export type AnalyticsProps = Record<string, string | number>;
export type AnalyticsRecord = { event: AnalyticsEvent; props: AnalyticsProps };

type Listener = (record: AnalyticsRecord) => void;

declare global {
  interface Window {
    __pothikAnalytics?: AnalyticsRecord[];
  }
}

const listeners = new Set<Listener>();

/** Whether `props` are exactly what `event` takes: every prop present and valid, nothing else. */
export function isAllowedEvent(event: string, props: Record<string, unknown>): boolean {
  if (!Object.hasOwn(analyticsEvents, event)) return false;
  const rules: Record<string, PropRule<unknown>> = analyticsEvents[event as AnalyticsEvent];
  const names = Object.keys(props);
  return (
    names.length === Object.keys(rules).length &&
    names.every((name) => Object.hasOwn(rules, name) && rules[name]?.(props[name]) === true)
  );
}

export function track<E extends AnalyticsEvent>(event: E, props: PropsOf<E>): void {
  if (!isAllowedEvent(event, props)) return;
  const record: AnalyticsRecord = { event, props: { ...(props as AnalyticsProps) } };
  for (const listener of listeners) listener(record);
  if (typeof window !== 'undefined' && Array.isArray(window.__pothikAnalytics)) {
    window.__pothikAnalytics.push(record);
  }
}

/** Receives every tracked event until the returned function is called. */
export function subscribeToAnalytics(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
