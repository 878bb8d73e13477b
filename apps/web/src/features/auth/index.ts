// The login's public face: the dialog (and the hook that opens it), the session's check and store as other
// features read them, the login steps the driver app reuses, and logging out.

export { AuthGate } from './auth-gate';
export { checkStoredSession, createSessionCheck } from './check-session';
export { CodeStep } from './code-step';
export { LoginDialogProvider, preloadLoginDialog, useLoginDialog } from './login-dialog';
export { type CodeSent, PhoneStep } from './phone-step';
export { SessionCheck } from './session-check';
export { endLogin, useLogout } from './use-logout';
export { useStoredSession } from './use-stored-session';
