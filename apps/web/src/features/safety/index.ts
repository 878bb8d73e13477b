// Trip safety's public face (DESIGN.md §15, issue 43): the SOS panel (the caller gives its own API
// calls), the driver's trip code card, the trusted contacts of /profile, and the polled safety state.

export { type SosCalls, SosPanel } from './sos-panel';
export { TripCodeCard } from './trip-code-card';
export { TrustedContactsSection } from './trusted-contacts';
export { SAFETY_POLL_MS, useSafetyState } from './use-safety-state';
