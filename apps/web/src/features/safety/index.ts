// Trip safety's public face (DESIGN.md §15, issue 43): the SOS panel (the caller gives its own API
// calls), the passenger's "Is everything all right?" during a trip, the driver's trip code card, the
// trusted contacts of /profile, and the polled safety state.

export { GuardianCheckPrompt } from './guardian-check';
export { type SosCalls, SosPanel } from './sos-panel';
export { TripCodeCard } from './trip-code-card';
export { TrustedContactsSection } from './trusted-contacts';
export { SAFETY_POLL_MS, useSafetyState } from './use-safety-state';
