// The admin module's door (docs/decisions/0004): the only file other modules, app.ts and the seed import.
// The seed makes the demo's staff accounts; the server names the demo admin in its start message.
export { createStaffAccount, DEMO_ADMIN_EMAIL, demoStaffEmail } from './create-account';
export { default as adminPlugin } from './plugin';
