/** Checks the reCAPTCHA token the login form sends; resolves false when it does not pass. */
export type RecaptchaVerifier = {
  readonly mode: 'placeholder' | 'siteverify';
  verify(token: string, remoteIp: string): Promise<boolean>;
};
