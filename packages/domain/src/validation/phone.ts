import { z } from 'zod';
import { MOBILE_LENGTH } from '../reference/limits';
import { bangladeshMobilePattern } from './login-checks';
import { validationMessage as msg } from './messages';

/** The login form: SPEC.md §5 gives one message for every way the number can be wrong. */
export const loginMobileSchema = z
  .string({ error: msg('mobileRequired') })
  .length(MOBILE_LENGTH, { error: msg('mobileRequired'), abort: true })
  .regex(bangladeshMobilePattern, { error: msg('mobileRequired') });

/** Lead forms: wrong length and a non-Bangladesh number read differently (SPEC.md §5, Club form). */
export const mobileSchema = z
  .string({ error: msg('mobileElevenDigits') })
  .max(MOBILE_LENGTH, { error: msg('mobileElevenDigits'), abort: true })
  .regex(/^\d{11}$/, { error: msg('mobileElevenDigits'), abort: true })
  .regex(bangladeshMobilePattern, { error: msg('mobileNotBangladeshi') });
