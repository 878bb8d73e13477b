// The signed-in doors bench fuzz sends its hostile requests through, opened the way people open them:
// the first admin from the operator's command (`npm run admin:create`: a generated password, changed at
// the first login, an authenticator enrolled), the editor and ops accounts added by that admin in the
// console, a driver added and approved by ops in the console, then the driver's and a passenger's
// login by code. A door the fuzz closes (a logout, a session staff ended, a token past its time) is
// opened again the same way before the next request.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Clock } from '../apps/api/src/lib/clock';
import { createStaffAccount } from '../apps/api/src/modules/admin/create-account';
import { totpAt } from '../apps/api/src/modules/admin/credentials';
import type { FuzzRole } from './checks/fuzz';

export type StaffRole = 'editor' | 'ops' | 'admin';
export const staffRoles: readonly StaffRole[] = ['editor', 'ops', 'admin'];

/** The API's time, moved by hand: a second admin sign-in needs the next 30-second TOTP step. */
export type HeldClock = Clock & { advance: (ms: number) => void };
export function heldClock(start: Date): HeldClock {
  let at = start.getTime();
  return { now: () => new Date(at), advance: (ms) => (at += ms) };
}

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;
type StaffSession = { email: string; password: string; cookie: string; csrf: string };

function expectStatus(res: Answer, status: number, step: string) {
  if (res.statusCode !== status) {
    throw new Error(`fuzz sign-in, ${step}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
}

export class Doors {
  readonly staff = {} as Record<StaffRole, StaffSession>;
  passengerToken = '';
  driverToken = '';
  renewals = 0;
  #totpSecret = '';
  #addresses = 0;
  #mobiles = 0;

  constructor(
    readonly app: FastifyInstance,
    readonly clock: HeldClock,
  ) {}

  /** Each sign-in from an address of its own: the fuzz's hostile logins spend 127.0.0.1's allowance. */
  #inject(options: InjectOptions) {
    this.#addresses += 1;
    return this.app.inject({
      ...options,
      remoteAddress: `10.77.${Math.floor(this.#addresses / 250) % 250}.${(this.#addresses % 250) + 1}`,
    });
  }

  async openAll() {
    const email = 'fuzz-admin@pothik.test';
    const { password } = await createStaffAccount(this.app.database.db, {
      email,
      role: 'admin',
      now: this.clock.now(),
    });
    this.staff.admin = await this.#staffSignIn(email, password);
    for (const role of ['editor', 'ops'] as const) {
      const created = await this.staffCall('admin', 'POST', '/admin/api/staff', {
        email: `fuzz-${role}@pothik.test`,
        role,
      });
      expectStatus(created, 201, `the admin adds the ${role} account`);
      const { email: given, password: first } = created.json() as { email: string; password: string };
      this.staff[role] = await this.#staffSignIn(given, first);
    }
    await this.#newDriver();
    await this.#newPassenger();
  }

  /** The headers a request sent as `role` carries; staff writes add the CSRF token unless told not to. */
  headersOf(role: FuzzRole, method: string, withCsrf = true): Record<string, string> {
    if (role === 'passenger') return { authorization: `Bearer ${this.passengerToken}` };
    if (role === 'driver') return { authorization: `Bearer ${this.driverToken}` };
    if (role === 'anonymous') return {};
    const s = this.staff[role];
    const write = method !== 'GET' && method !== 'HEAD';
    return { cookie: `pothik_staff=${s.cookie}`, ...(write && withCsrf ? { 'x-csrf-token': s.csrf } : {}) };
  }

  staffCall(role: StaffRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    return this.#inject({ method, url, payload, headers: this.headersOf(role, method) });
  }

  /** Every door that no longer opens is opened again (ops first: a new driver needs ops). */
  async keepOpen() {
    for (const role of ['admin', 'ops', 'editor'] as const) {
      if (await this.#staffAlive(role)) continue;
      this.renewals += 1;
      this.staff[role] = await this.#staffSignIn(this.staff[role].email, this.staff[role].password);
    }
    const profile = (role: 'user' | 'driver', token: string) =>
      this.#inject({ url: `/api/v3/${role}/profile`, headers: { authorization: `Bearer ${token}` } });
    if ((await profile('driver', this.driverToken)).statusCode !== 200) {
      this.renewals += 1;
      await this.#newDriver();
    }
    if ((await profile('user', this.passengerToken)).statusCode !== 200) {
      this.renewals += 1;
      await this.#newPassenger();
    }
  }

  async #staffAlive(role: StaffRole) {
    const me = await this.staffCall(role, 'GET', '/admin/api/auth/me');
    if (me.statusCode !== 200) return false;
    const view = (me.json() as { data: { totp: string; password_change_required: boolean } }).data;
    return (view.totp === 'done' || view.totp === 'not_required') && !view.password_change_required;
  }

  /** Email and password (waiting out a spent allowance), TOTP where the role needs it, a new password
   * where the one given was chosen by someone else. */
  async #staffSignIn(email: string, password: string): Promise<StaffSession> {
    const login = await this.#waitingOutLimits(async () =>
      this.#inject({ method: 'POST', url: '/admin/api/auth/login', payload: { email, password } }),
    );
    expectStatus(login, 200, `${email} logs in`);
    let session = sessionOf(login, email, password);
    const view = (login.json() as { data: { totp: string; password_change_required: boolean } }).data;
    // The payload is made at each try: a code entered after a wait is the code of the time after it.
    const call = (url: string, payload: () => Promise<object | undefined> = async () => undefined) =>
      this.#waitingOutLimits(async () =>
        this.#inject({
          method: 'POST',
          url,
          payload: await payload(),
          headers: { cookie: `pothik_staff=${session.cookie}`, 'x-csrf-token': session.csrf },
        }),
      );
    if (view.totp === 'enrol') {
      const enrol = await call('/admin/api/auth/totp/enrol');
      expectStatus(enrol, 200, `${email} enrols an authenticator`);
      this.#totpSecret = (enrol.json() as { data: { secret: string } }).data.secret;
    }
    if (view.totp === 'enrol' || view.totp === 'verify') {
      // A code is accepted once: the next sign-in waits for the authenticator's next one, as a person would.
      const verified = await call('/admin/api/auth/totp/verify', async () => {
        this.clock.advance(30_000);
        return { code: await totpAt(this.#totpSecret, this.clock.now()) };
      });
      expectStatus(verified, 200, `${email} enters the authenticator's code`);
      session = sessionOf(verified, email, password);
    }
    if (view.password_change_required) {
      const chosen = `fuzz ${randomBytes(12).toString('base64url')}`;
      const changed = await call('/admin/api/auth/password', async () => ({
        current_password: password,
        new_password: chosen,
      }));
      expectStatus(changed, 200, `${email} chooses a password`);
      session = { ...session, password: chosen };
    }
    return session;
  }

  /**
   * The answer to `send` once any allowance the fuzz spent (a staff login's, an account's TOTP tries)
   * has been waited out on the held clock, as a person waits the Retry-After.
   */
  async #waitingOutLimits(send: () => Promise<Answer>) {
    let answer = await send();
    for (let wait = 0; answer.statusCode === 429 && wait < 3; wait++) {
      this.clock.advance(Number(answer.headers['retry-after']) * 1000);
      answer = await send();
    }
    return answer;
  }

  async #otpLogin(role: 'user' | 'driver', mobile: string) {
    const sent = await this.#inject({
      method: 'POST',
      url: `/api/v3/${role}/login`,
      payload: { mobile, recaptcha_token: 'bench', channel: 'web' },
    });
    expectStatus(sent, 200, `${role} ${mobile} asks for a code`);
    const outbox = await this.#inject({ url: `/api/v3/dev/sms-outbox?mobile=${mobile}` });
    const code = (outbox.json() as { data: { items: { code: string }[] } }).data.items[0]!.code;
    const verified = await this.#inject({
      method: 'POST',
      url: `/api/v3/${role}/verify`,
      payload: { mobile, otp: code },
    });
    expectStatus(verified, 200, `${role} ${mobile} enters the code`);
    return (verified.json() as { data: { access_token: string } }).data.access_token;
  }

  #nextMobile(prefix: '0177' | '0178') {
    this.#mobiles += 1;
    return `${prefix}${String(this.#mobiles).padStart(7, '0')}`;
  }

  /** Ops add a driver (pending), approve them, and the driver logs in by code. */
  async #newDriver() {
    const mobile = this.#nextMobile('0178');
    const added = await this.staffCall('ops', 'POST', '/admin/api/drivers', {
      mobile,
      name: `Fuzz Driver ${this.#mobiles}`,
      car_type: 'sedan',
      car_model: 'Toyota Allion 2016',
      plate_number: `DHAKA METRO-GA 15-${String(this.#mobiles).padStart(4, '0')}`,
      district: 'Dhaka',
    });
    expectStatus(added, 201, 'ops add a driver');
    const { id } = added.json() as { id: number };
    const approved = await this.staffCall('ops', 'PUT', `/admin/api/drivers/${id}`, { status: 'approved' });
    expectStatus(approved, 200, 'ops approve the driver');
    this.driverToken = await this.#otpLogin('driver', mobile);
  }

  /** A passenger of a new number: the first login by code opens the account. */
  async #newPassenger() {
    this.passengerToken = await this.#otpLogin('user', this.#nextMobile('0177'));
  }
}

function sessionOf(res: Answer, email: string, password: string): StaffSession {
  const cookie = res.cookies.find((c) => c.name === 'pothik_staff');
  if (!cookie) throw new Error(`fuzz sign-in: no session cookie for ${email}`);
  return {
    email,
    password,
    cookie: cookie.value,
    csrf: (res.json() as { data: { csrf_token: string } }).data.csrf_token,
  };
}
