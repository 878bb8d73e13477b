import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useNotify } from 'react-admin';
import { LazyNewPasswordForm as NewPasswordForm } from './lazy-new-password-form';

/** /change-password, from the user menu: a signed-in staff member chooses a new password. */
export function ChangePasswordPage() {
  const notify = useNotify();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title="Change password" />
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          Change your password
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your other sessions end when it changes; this one goes on.
        </Typography>
        <NewPasswordForm
          email={String(identity?.email ?? '')}
          submitLabel="Change password"
          onChanged={(changed) => notify(changed.message, { type: 'success' })}
        />
      </CardContent>
    </Card>
  );
}
