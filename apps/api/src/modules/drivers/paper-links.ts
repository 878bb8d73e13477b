import { createHmac, timingSafeEqual } from 'node:crypto';

// A paper's pictures are private (DESIGN.md §17): nothing serves them but a link signed for one picture
// that lives PAPER_LINK_SECONDS, handed only to the paper's driver and to staff when they list it. The
// key is derived from the access tokens' secret for this use alone. A link leaked to a log or a shared
// screen stops working minutes later; a guessed picture id without the MAC gets nothing.

export const PAPER_LINK_SECONDS = 300;
export const PAPER_PICTURES_PATH = '/api/v3/driver-document-pictures';

const keyOf = (secret: string) => createHmac('sha256', secret).update('driver-document-links').digest();
const macOf = (secret: string, pictureId: number, expiry: string) =>
  createHmac('sha256', keyOf(secret)).update(`paper:${pictureId}:${expiry}`).digest('base64url').slice(0, 22);

/** `<path>/<id>?t=<expiry base 36>_<mac>`: the picture's address for the next few minutes. */
export function signedPictureUrl(secret: string, pictureId: number, now: Date) {
  const expiry = (Math.floor(now.getTime() / 1000) + PAPER_LINK_SECONDS).toString(36);
  return `${PAPER_PICTURES_PATH}/${pictureId}?t=${expiry}_${macOf(secret, pictureId, expiry)}`;
}

export function checkPictureToken(
  secret: string,
  pictureId: number,
  token: string,
  now: Date,
): 'valid' | 'expired' | 'invalid' {
  const parts = /^([0-9a-z]{1,10})_([A-Za-z0-9_-]{22})$/.exec(token);
  if (!parts) return 'invalid';
  const [, expiry, mac] = parts as unknown as [string, string, string];
  if (!timingSafeEqual(Buffer.from(mac), Buffer.from(macOf(secret, pictureId, expiry)))) return 'invalid';
  return now.getTime() < Number.parseInt(expiry, 36) * 1000 ? 'valid' : 'expired';
}
