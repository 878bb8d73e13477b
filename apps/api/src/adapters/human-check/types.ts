/** Which form a token was made for: the widget is rendered with this `action`, siteverify echoes it. */
export type HumanCheckAction = 'login' | 'lead';

/** Why a token did not pass; the user is told the same in every case, the log tells them apart. */
export type HumanCheckRefusal = 'missing' | 'placeholder' | 'rejected' | 'unavailable';

export type HumanCheckVerdict = { passed: true } | { passed: false; reason: HumanCheckRefusal };

/**
 * Checks the token a form sends as `recaptcha_token` (DESIGN.md §7, §14). The placeholder is the demo's;
 * a real provider refuses the placeholder token, a missing one, and fails closed when it cannot be asked.
 */
export type HumanCheck = {
  readonly provider: 'placeholder' | 'turnstile';
  verify(input: {
    token: string | undefined;
    remoteIp: string;
    action: HumanCheckAction;
  }): Promise<HumanCheckVerdict>;
};
