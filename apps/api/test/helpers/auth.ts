import type { FastifyInstance } from 'fastify';
import { driverAccountValues } from '../../src/db/factories/drivers';
import type { UserRole } from '../../src/db/schema/index';
import { insertUser } from '../../src/modules/auth/users-repo';

let mobileSeq = 0;

/** A valid Bangladesh mobile no other test in this process has used. */
export function uniqueMobile(): string {
  mobileSeq += 1;
  const unique = (process.pid % 1000) * 100_000 + mobileSeq;
  return `017${String(unique).padStart(8, '0')}`;
}

/** A random private address, so helpers never spend a real test's per-IP allowance. */
export function randomIp(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

const base = (role: UserRole) => (role === 'driver' ? '/api/v3/driver' : '/api/v3/user');

export function sendCode(
  app: FastifyInstance,
  mobile: string,
  opts: { role?: UserRole; ip?: string; recaptcha?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `${base(opts.role ?? 'passenger')}/login`,
    remoteAddress: opts.ip ?? randomIp(),
    payload: { mobile, recaptcha_token: opts.recaptcha ?? 'web-placeholder-token', channel: 'web' },
  });
}

export function submitCode(
  app: FastifyInstance,
  mobile: string,
  otp: string,
  opts: { role?: UserRole; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `${base(opts.role ?? 'passenger')}/verify`,
    remoteAddress: opts.ip ?? randomIp(),
    payload: { mobile, otp },
  });
}

/** The newest code the console SMS adapter "sent" to a mobile, read as e2e does: from the dev outbox. */
export async function readLatestCode(app: FastifyInstance, mobile: string): Promise<string> {
  const res = await app.inject(`/api/v3/dev/sms-outbox?mobile=${mobile}`);
  const code = res.json().data?.items?.[0]?.code;
  if (res.statusCode !== 200 || typeof code !== 'string') {
    throw new Error(`no code in the outbox for ${mobile}: ${res.statusCode} ${res.body}`);
  }
  return code;
}

export type LoggedIn = {
  mobile: string;
  access_token: string;
  accessTokenExpiresIn: string;
  refresh_token: string;
  refreshTokenExpiresIn: string;
  user: { id: number; mobile: string; full_name: string | null; role: UserRole } & Record<string, unknown>;
  headers: { authorization: string };
};

/** Logs a user in end to end (login → outbox → verify); a passenger is created on first login. */
export async function loginAs(
  app: FastifyInstance,
  opts: { mobile?: string; role?: UserRole } = {},
): Promise<LoggedIn> {
  const mobile = opts.mobile ?? uniqueMobile();
  const sent = await sendCode(app, mobile, { role: opts.role });
  if (sent.statusCode !== 200) throw new Error(`login failed: ${sent.statusCode} ${sent.body}`);
  const verified = await submitCode(app, mobile, await readLatestCode(app, mobile), { role: opts.role });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  const data = verified.json().data;
  return { mobile, ...data, headers: bearer(data.access_token) };
}

/** A driver account (drivers are not self-registered); log in with `loginAs(app, { mobile, role: 'driver' })`. */
export function createDriver(app: FastifyInstance, opts: { mobile?: string; fullName?: string } = {}) {
  return insertUser(
    app.database.db,
    driverAccountValues({ mobile: opts.mobile ?? uniqueMobile(), name: opts.fullName ?? 'Test Driver' }),
  );
}
