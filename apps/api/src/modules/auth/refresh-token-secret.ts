import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

export type TokenPair = {
  access_token: string;
  accessTokenExpiresIn: string;
  refresh_token: string;
  refreshTokenExpiresIn: string;
};

/** 32 random bytes; the client keeps the token, the database only its hash. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// The successor pair sits on the rotated row so a second tab presenting the same old token within the
// grace window gets the same pair back. Only hashes are stored, so the pair is sealed with AES-256-GCM
// under a key derived from the old token itself (plus the server secret): the database alone cannot
// open it, only someone who holds that old token.
function boxKey(oldToken: string, serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', oldToken, serverSecret, 'pothik refresh successor v1', 32));
}

export function sealSuccessor(oldToken: string, serverSecret: string, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', boxKey(oldToken, serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

export function openSuccessor(oldToken: string, serverSecret: string, box: string): TokenPair | null {
  const [iv, sealed, tag] = box.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !sealed || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', boxKey(oldToken, serverSecret), iv);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as TokenPair;
  } catch {
    return null;
  }
}
