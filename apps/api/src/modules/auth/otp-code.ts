import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@pothik/domain';
import type { UserRole } from '../../db/schema/index';
import { otpRules } from './otp-rules';

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

// The code is stored only as an HMAC bound to mobile and role: a leaked table row is useless without
// OTP_SECRET, and a code sent for one account cannot be replayed against another.
export function hashOtp(secret: string, subject: { mobile: string; role: UserRole }, code: string): string {
  return createHmac('sha256', secret).update(`${subject.role}:${subject.mobile}:${code}`).digest('hex');
}

export function isOtpMatch(
  secret: string,
  subject: { mobile: string; role: UserRole },
  code: string,
  storedHash: string,
): boolean {
  const candidate = Buffer.from(hashOtp(secret, subject, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}

export function otpSmsText(code: string, brandName: string): string {
  // English only (the configured brand's Latin name): one SMS segment on every handset, whatever its
  // language setting.
  return `Your ${brandName} code is ${code}. It expires in ${otpRules.ttlSeconds / 60} minutes.`;
}
