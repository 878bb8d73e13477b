import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { generate, generateSecret, generateURI, verify as verifyTotp } from 'otplib';

// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): a cheap laptop hashes in well under a second.
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, argonOptions);

export async function passwordMatches(encoded: string, password: string) {
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
}

/** A hash to compare against when the email is unknown, so a wrong email takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
};

export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A password a person can type from the log once: 16 characters, letters and digits. */
export function newPassword() {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join('');
}

export const newTotpSecret = () => generateSecret();

export const totpUri = (secret: string, email: string) =>
  generateURI({ issuer: 'Pothik staff', label: email, secret });

/**
 * The 30-second step whose TOTP of `secret` `code` is at `now`, one step either side allowed (phone
 * clocks drift), or null. The caller accepts a step once (accounts-repo acceptTotpStep).
 */
export async function totpStepOf(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verifyTotp({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code an authenticator app shows at `now` (tests and the demo use it). */
export const totpAt = (secret: string, now: Date) =>
  generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
