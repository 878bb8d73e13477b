import { connectionDrainer } from '@pothik/server-kit/drain-connections';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedDemoStaff } from './db/seed/demo-staff';
import { DEMO_ADMIN_EMAIL, demoStaffEmail } from './modules/admin';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  const drain = connectionDrainer(app.server);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    drain();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  let demoLogins: string | undefined;
  if (config.demo && config.env !== 'production') {
    // Demo mode only: console logins for trying the staff side, one per role, with one new password
    // each start.
    const password = await seedDemoStaff(app.database.db, {
      password: config.demoAdminPassword,
      now: app.clock.now(),
    });
    demoLogins =
      `\nstaff console demo logins (password ${password}): ${DEMO_ADMIN_EMAIL} (admin; enrol TOTP at first login), ` +
      `${demoStaffEmail('editor')} (editor), ${demoStaffEmail('ops')} (ops), ${demoStaffEmail('support')} (support), ${demoStaffEmail('finance')} (finance)\n`;
  }
  await app.listen({ host: config.host, port: config.port });
  // Printed once the API answers, where the start-up output ends.
  if (demoLogins) console.log(demoLogins);
}

main().catch((err) => {
  // A refusal (configuration, or in production the database) is its lines, without a stack.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
