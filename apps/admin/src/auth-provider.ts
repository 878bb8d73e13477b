import type { StaffSessionView } from '@pothik/domain';
import type { AuthProvider } from 'react-admin';
import { API, httpClient, post, setCsrfToken } from './api';
import { store } from './store';

let current: StaffSessionView | null = null;

/** Whether this page has taken the account's language yet: once, at login or when the page loads. */
let languageTaken = false;

/**
 * The console speaks the language kept on the staff member's account, whoever used this browser before;
 * a choice made later in another tab waits for this one's next load.
 */
function adopt(session: StaffSessionView, atLogin = false) {
  current = session;
  setCsrfToken(session.csrf_token);
  if (languageTaken && !atLogin) return;
  languageTaken = true;
  if (store.getItem('locale') !== session.staff.console_language) {
    store.setItem('locale', session.staff.console_language);
  }
}

/**
 * Asks the API who is signed in; a session still at the TOTP step, or one that must choose its own
 * password first, does not count (the login page takes it through those steps again).
 */
async function me(): Promise<StaffSessionView | null> {
  try {
    const { json } = await httpClient(`${API}/auth/me`);
    const session = (json as { data: StaffSessionView }).data;
    adopt(session);
    const signedIn = session.totp === 'done' || session.totp === 'not_required';
    return signedIn && !session.password_change_required ? session : null;
  } catch {
    current = null;
    return null;
  }
}

/**
 * The login page does the password and TOTP steps itself (login-page.tsx), then calls `login` with the
 * session it got; react-admin then asks `checkAuth` on every page.
 */
export const authProvider: AuthProvider = {
  async login(session: StaffSessionView) {
    adopt(session, true);
  },
  async logout() {
    if (current) await post('/auth/logout').catch(() => undefined);
    current = null;
    setCsrfToken('');
  },
  async checkAuth() {
    if (!(await me())) throw new Error('Please log in.');
  },
  async checkError(error: { status?: number; body?: { code?: string } }) {
    const code = error.body?.code;
    if (error.status === 401 || code === 'totpRequired' || code === 'staffPasswordChangeRequired') {
      throw new Error('Please log in again.');
    }
  },
  async getPermissions() {
    return current?.staff.role ?? (await me())?.staff.role;
  },
  async getIdentity() {
    const session = current ?? (await me());
    if (!session) throw new Error('Please log in.');
    return {
      id: session.staff.id,
      fullName: session.staff.email,
      email: session.staff.email,
    };
  },
};
