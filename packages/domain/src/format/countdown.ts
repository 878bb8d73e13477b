import type { Lang } from '../messages/catalogue';
import { toBengaliDigits } from './bengali-digits';

/** `m:ss` for the OTP resend countdown (180 → `3:00`); never below `0:00`. */
export function formatCountdown(totalSeconds: number, lang: Lang = 'en'): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.ceil(totalSeconds)) : 0;
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return lang === 'bn' ? toBengaliDigits(text) : text;
}
