import { type ComponentProps, lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import type { NewPasswordForm } from './new-password-form';

// The form's checks come with the schema library (zod), which the login screen and the dashboard do not
// otherwise need: it loads when a password is to be changed.
const Form = lazy(async () => ({ default: (await import('./new-password-form')).NewPasswordForm }));

/** NewPasswordForm, loaded when first shown. */
export function LazyNewPasswordForm(props: ComponentProps<typeof NewPasswordForm>) {
  return (
    <Suspense fallback={<Loading />}>
      <Form {...props} />
    </Suspense>
  );
}
