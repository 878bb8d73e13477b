// npm run admin:create -- --email someone@example.com --role admin [--password …]
// Creates the first staff account (or resets one), on the database the API is configured for
// (DATABASE_URL; production unless NODE_ENV names another mode, as the API). With the embedded
// database, run it while the API is stopped: PGlite is opened by one process at a time.
// Without --password a password is generated and printed; whoever logs in with it must choose their
// own first (it has been on a screen). With --password the operator chose it: no change is asked.
// Resetting an existing account also forgets its authenticator (a lost phone, a new STAFF_TOTP_KEY).
import { parseArgs } from 'node:util';
import { staffRoles } from '../src/db/schema/index';
import { createStaffAccount } from '../src/modules/admin/create-account';
import { openCommandDatabase } from './command-database';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    password: { type: 'string' },
  },
});
const role = staffRoles.find((r) => r === values.role);
if (!values.email || !/^[^@\s]+@[^@\s]+$/.test(values.email) || !role) {
  console.error(
    `usage: npm run admin:create -- --email you@example.com --role ${staffRoles.join('|')} [--password …]`,
  );
  process.exit(2);
}
if (values.password !== undefined && values.password.length < 12) {
  console.error('a password needs at least 12 characters');
  process.exit(2);
}
const { database, isProduction } = await openCommandDatabase();
try {
  const { account, password } = await createStaffAccount(database.db, {
    email: values.email,
    role,
    password: values.password,
    resetTotp: true,
    now: new Date(),
  });
  console.log(`staff account ${account.email} (${account.role}) is ready.`);
  if (!values.password)
    console.log(`password: ${password}   (shown once; a new one is asked for at the first login)`);
  if (role === 'admin' || isProduction) {
    console.log('it enrols an authenticator app (TOTP) at the next login.');
  }
} finally {
  await database.close();
}
