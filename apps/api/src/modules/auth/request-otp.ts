import { dhakaDayNumber } from '@pothik/domain';
import type { FastifyBaseLogger } from 'fastify';
import { SmsDeliveryError, type SmsSender } from '../../adapters/sms/index';
import type { Db } from '../../db/client';
import type { UserRole } from '../../db/schema/index';
import { type AccountStanding, accountRefusal, loginRefusals } from './login-refusals';
import { consumeLoginSmsAllowance } from './login-sms-ceiling';
import { generateOtp, hashOtp, otpSmsText } from './otp-code';
import { deleteChallenge, insertChallenge, listChallengesSince, lockMobile } from './otp-repo';
import { otpRules } from './otp-rules';
import { findUserByMobile } from './users-repo';

export type RequestOtpDeps = {
  db: Db;
  otpSecret: string;
  sms: SmsSender;
  /** The brand's Latin name, which the code's SMS names. */
  brandName: string;
  log: FastifyBaseLogger;
  standing?: AccountStanding;
  /** Login codes for every number together, per clock minute, and how long the gateway may take one. */
  loginSms: { perMinute: number; timeoutMs: number };
  /** Called on the refusal that starts a pause of login codes (staff are emailed); must not throw. */
  onPause: (now: Date) => void;
};
export type RequestOtpResult =
  | { sent: true }
  | { sent: false; reason: 'resendTooSoon' | 'busy'; retryAfterSeconds: number };

/**
 * POST /login: sends a fresh code unless the account (mobile and role) must wait (180 s) or has used its
 * codes for the Dhaka day. The checks and the stored code are one transaction under the mobile's
 * advisory lock, so two requests at once cannot both pass them. The code goes to the gateway after that
 * commits, so a slow gateway holds no lock and no connection; a code the gateway did not take within
 * the timeout, or that the per-minute ceiling holds back, is voided and the user asked to try again.
 */
export async function requestOtp(
  deps: RequestOtpDeps,
  input: {
    mobile: string;
    role: UserRole;
    now: Date;
    /** A new driver's sign-up: the number must have no driver account yet (verify opens it). */
    signingUp?: boolean;
  },
): Promise<RequestOtpResult> {
  const { mobile, role, now } = input;
  type Stored = { code: string; id: number } | Extract<RequestOtpResult, { sent: false }>;
  const stored = await deps.db.transaction(async (tx): Promise<Stored> => {
    await lockMobile(tx, mobile);
    const account = await findUserByMobile(tx, mobile, role);
    if (input.signingUp && account) throw loginRefusals.driverSignUpExists();
    if (role === 'driver' && !account && !input.signingUp) throw loginRefusals.noDriverAccount();
    const refusal = account && (await accountRefusal(tx, account, deps.standing));
    if (refusal) throw refusal;

    const recent = await listChallengesSince(tx, mobile, role, new Date(now.getTime() - 86_400_000));
    const today = dhakaDayNumber(now);
    const sentToday = recent.filter((c) => dhakaDayNumber(c.createdAt) === today).length;
    if (sentToday >= otpRules.codesPerDhakaDay) throw loginRefusals.otpLimit();
    const last = recent[0];
    const waitMs = last ? last.createdAt.getTime() + otpRules.resendSeconds * 1000 - now.getTime() : 0;
    if (waitMs > 0) {
      return { sent: false, reason: 'resendTooSoon', retryAfterSeconds: Math.ceil(waitMs / 1000) };
    }

    const code = generateOtp();
    const id = await insertChallenge(tx, {
      mobile,
      role,
      codeHash: hashOtp(deps.otpSecret, { mobile, role }, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + otpRules.ttlSeconds * 1000),
    });
    return { id, code };
  });
  if ('sent' in stored) return stored;

  const allowance = await consumeLoginSmsAllowance(deps.db, { perMinute: deps.loginSms.perMinute, now });
  if (!allowance.allowed) {
    await deleteChallenge(deps.db, stored.id);
    deps.log.warn({ perMinute: deps.loginSms.perMinute }, 'login code held back: per-minute ceiling');
    if (allowance.startsPause) deps.onPause(now);
    return { sent: false, reason: 'busy', retryAfterSeconds: allowance.retryAfterSeconds };
  }
  try {
    await handToGateway(deps, {
      to: mobile,
      text: otpSmsText(stored.code, deps.brandName),
      code: stored.code,
    });
  } catch (err) {
    await deleteChallenge(deps.db, stored.id);
    if (!(err instanceof SmsDeliveryError)) throw err;
    deps.log.error({ err }, 'SMS delivery failed');
    throw loginRefusals.smsFailed();
  }
  return { sent: true };
}

type LoginSms = Parameters<SmsSender['send']>[0];

/** Sends outside any transaction; a gateway still busy after the timeout is told to stop and given up on. */
async function handToGateway(deps: RequestOtpDeps, message: LoginSms) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SmsDeliveryError(`SMS gateway took longer than ${deps.loginSms.timeoutMs} ms`));
    }, deps.loginSms.timeoutMs);
  });
  try {
    await Promise.race([deps.sms.send(message, deps.db, { signal: controller.signal }), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
