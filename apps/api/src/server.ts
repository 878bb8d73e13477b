import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createStaffAccount, DEMO_ADMIN_EMAIL } from './modules/admin/create-account';

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
  await app.listen({ host: config.host, port: config.port });
  if (config.demo && config.env !== 'production') {
    // Demo mode only: a console login for trying the staff side, with a new password each start.
    const { password } = await createStaffAccount(app.database.db, {
      email: DEMO_ADMIN_EMAIL,
      role: 'admin',
      password: config.demoAdminPassword,
      now: app.clock.now(),
    });
    console.log(
      `\nstaff console demo login: ${DEMO_ADMIN_EMAIL} / ${password} (admin; enrol TOTP at first login)\n`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
