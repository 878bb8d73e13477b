// SPEC.md §8: a wrong login code is tracked as an incorrect-OTP event. No analytics vendor is wired
// in yet, so `track` only informs subscribers (an adapter, or tests) and, when a page defines it, the
// `window.__pothikAnalytics` array (how e2e tests and a tag manager can read events). Props never
// carry the mobile number or the code.
export type AnalyticsEvent = 'otp_incorrect';
export type AnalyticsProps = Record<string, string | number | boolean>;
export type AnalyticsRecord = { event: AnalyticsEvent; props: AnalyticsProps };

type Listener = (record: AnalyticsRecord) => void;

declare global {
  interface Window {
    __pothikAnalytics?: AnalyticsRecord[];
  }
}

const listeners = new Set<Listener>();

export function track(event: AnalyticsEvent, props: AnalyticsProps = {}): void {
  const record: AnalyticsRecord = { event, props };
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
