import { dhakaDayNumber } from '@pothik/domain';
import type { FastifyBaseLogger } from 'fastify';
import { SmsDeliveryError, type SmsSender } from '../../adapters/sms/index';
import type { Db } from '../../db/client';
import type { UserRole } from '../../db/schema/index';
import { type AccountStanding, accountRefusal, loginRefusals } from './login-refusals';
import { generateOtp, hashOtp, otpSmsText } from './otp-code';
import { insertChallenge, listChallengesSince, lockMobile } from './otp-repo';
import { otpRules } from './otp-rules';
import { findUserByMobile } from './users-repo';

export type RequestOtpDeps = {
  db: Db;
  otpSecret: string;
  sms: SmsSender;
  log: FastifyBaseLogger;
  standing?: AccountStanding;
};
export type RequestOtpResult = { sent: true } | { sent: false; retryAfterSeconds: number };

/**
 * POST /login: sends a fresh code unless the mobile must wait (180 s) or has used its codes for the
 * Dhaka day. All of it runs under the mobile's advisory lock, so two requests at once cannot both
 * pass the checks; a failed SMS rolls the code back so it does not count.
 */
export async function requestOtp(
  deps: RequestOtpDeps,
  input: { mobile: string; role: UserRole; now: Date },
): Promise<RequestOtpResult> {
  const { mobile, role, now } = input;
  return deps.db.transaction(async (tx) => {
    await lockMobile(tx, mobile);
    const account = await findUserByMobile(tx, mobile, role);
    if (role === 'driver' && !account) throw loginRefusals.noDriverAccount();
    const refusal = account && (await accountRefusal(tx, account, deps.standing));
    if (refusal) throw refusal;

    const recent = await listChallengesSince(tx, mobile, new Date(now.getTime() - 86_400_000));
    const today = dhakaDayNumber(now);
    const sentToday = recent.filter((c) => dhakaDayNumber(c.createdAt) === today).length;
    if (sentToday >= otpRules.codesPerDhakaDay) throw loginRefusals.otpLimit();
    const last = recent[0];
    const waitMs = last ? last.createdAt.getTime() + otpRules.resendSeconds * 1000 - now.getTime() : 0;
    if (waitMs > 0) return { sent: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };

    const code = generateOtp();
    await insertChallenge(tx, {
      mobile,
      role,
      codeHash: hashOtp(deps.otpSecret, { mobile, role }, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + otpRules.ttlSeconds * 1000),
    });
    try {
      await deps.sms.send({ to: mobile, text: otpSmsText(code), code }, tx);
    } catch (err) {
      if (!(err instanceof SmsDeliveryError)) throw err;
      deps.log.error({ err }, 'SMS delivery failed');
      throw loginRefusals.smsFailed();
    }
    return { sent: true };
  });
}
