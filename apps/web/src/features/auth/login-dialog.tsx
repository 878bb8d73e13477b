'use client';

import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { saveDetailsState } from '@/lib/details-state';

// Most visits never log in: the dialog, its form and validation load when first asked for.
const loadLoginDialog = () => import('./login-dialog-panel');
const LoginDialog = lazy(loadLoginDialog);

/** Starts fetching the dialog's code ahead of a likely click (pointer over or focus on Log in). */
export function preloadLoginDialog(): void {
  void loadLoginDialog();
}

export type OpenLoginOptions = {
  /**
   * Where to go after login instead of `/?login-success` (SPEC.md §4): the gated route the user was on,
   * or a trip-request page (`/trip/trip-request` for car_rental, `/trip/airport-rental-trip-request`
   * for airport_rental) when a trip form asks for login.
   */
  returnTo?: string;
  /** A trip form's entries, saved as `detailsState` before the dialog opens and left there after login. */
  detailsState?: unknown;
};

type LoginDialogContextValue = {
  isOpen: boolean;
  /** Opens the dialog; the returned function closes it again unless another request replaced this one. */
  openLogin: (options?: OpenLoginOptions) => () => void;
  closeLogin: () => void;
};

type OpenRequest = { id: number; returnTo: string | undefined };

const LoginDialogContext = createContext<LoginDialogContextValue | null>(null);

/** One login dialog for the whole site: the header's Log in button and the gated pages open it. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  // Mounted from the first request on, so later opens and every close animate as before.
  const [wasRequested, setWasRequested] = useState(false);
  const lastId = useRef(0);

  const openLogin = useCallback((options: OpenLoginOptions = {}) => {
    if (options.detailsState !== undefined) saveDetailsState(options.detailsState);
    const id = ++lastId.current;
    setWasRequested(true);
    setRequest({ id, returnTo: options.returnTo });
    return () => setRequest((current) => (current?.id === id ? null : current));
  }, []);
  const closeLogin = useCallback(() => setRequest(null), []);
  const value = useMemo(
    () => ({ isOpen: request !== null, openLogin, closeLogin }),
    [request, openLogin, closeLogin],
  );

  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      {wasRequested && (
        <Suspense fallback={null}>
          <LoginDialog
            open={request !== null}
            returnTo={request?.returnTo}
            onOpenChange={(open) => {
              if (!open) closeLogin();
            }}
          />
        </Suspense>
      )}
    </LoginDialogContext.Provider>
  );
}

export function useLoginDialog(): LoginDialogContextValue {
  const value = useContext(LoginDialogContext);
  if (!value) throw new Error('useLoginDialog must be used inside LoginDialogProvider');
  return value;
}
