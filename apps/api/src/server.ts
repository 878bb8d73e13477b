import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createStaffAccount, DEMO_ADMIN_EMAIL, demoStaffEmail } from './modules/admin/create-account';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  let demoLogins: string | undefined;
  if (config.demo && config.env !== 'production') {
    // Demo mode only: console logins for trying the staff side, one per role, with one new password
    // each start.
    const { password } = await createStaffAccount(app.database.db, {
      email: DEMO_ADMIN_EMAIL,
      role: 'admin',
      password: config.demoAdminPassword,
      // The demo's printed password is meant to be used as it is.
      mustChangePassword: false,
      now: app.clock.now(),
    });
    for (const role of ['editor', 'ops'] as const) {
      await createStaffAccount(app.database.db, {
        email: demoStaffEmail(role),
        role,
        password,
        mustChangePassword: false,
        now: app.clock.now(),
      });
    }
    demoLogins =
      `\nstaff console demo logins (password ${password}): ${DEMO_ADMIN_EMAIL} (admin; enrol TOTP at first login), ` +
      `${demoStaffEmail('editor')} (editor), ${demoStaffEmail('ops')} (ops)\n`;
  }
  await app.listen({ host: config.host, port: config.port });
  // Printed once the API answers, where the start-up output ends.
  if (demoLogins) console.log(demoLogins);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
