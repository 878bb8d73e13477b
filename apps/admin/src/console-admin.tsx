import { CssBaseline } from '@mui/material';
import type { ReactNode } from 'react';
import {
  AccessDenied,
  AdminContext,
  type AdminProps,
  AuthCallback,
  AuthenticationError,
  type CatchAllComponent,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  NotFound,
  Notification,
} from 'react-admin';
import { i18nProvider } from './i18n/provider';
import { store } from './store';

// The page for an unknown path, as <Admin> gives it: its title is a string there, any title here.
const notFound = NotFound as CatchAllComponent;

/**
 * react-admin's <Admin> with only the screens the console shows: <Admin> brings its own login form (and
 * the form library with it) and its default layout even when both are replaced, as their defaults. These
 * are the rest of <Admin>'s defaults, named one by one.
 */
export function ConsoleAdmin({
  dataProvider,
  authProvider,
  loginPage,
  layout,
  dashboard,
  title,
  children,
}: Required<
  Pick<AdminProps, 'dataProvider' | 'authProvider' | 'loginPage' | 'layout' | 'dashboard' | 'title'>
> & {
  children: AdminProps['children'];
}): ReactNode {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          catchAll={notFound}
          error={ErrorPage}
          layout={layout}
          loading={LoadingPage}
          loginPage={loginPage}
          dashboard={dashboard}
          title={title}
          requireAuth
          disableTelemetry
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
