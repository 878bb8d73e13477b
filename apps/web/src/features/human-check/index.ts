// The human check's public face: the hook a form uses to get a token (Turnstile, or the demo's placeholder).

export { useHumanCheck } from './use-human-check';
