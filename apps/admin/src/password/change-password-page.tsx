import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { T } from '../i18n/fields';
import { LazyNewPasswordForm as NewPasswordForm } from './lazy-new-password-form';

/** /change-password, from the user menu: a signed-in staff member chooses a new password. */
export function ChangePasswordPage() {
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title="Change password" />
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          <T>Change your password</T>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <T>Your other sessions end when it changes; this one goes on.</T>
        </Typography>
        <NewPasswordForm
          email={String(identity?.email ?? '')}
          submitLabel={translate('Change password')}
          onChanged={(changed) => notify(changed.message, { type: 'success' })}
        />
      </CardContent>
    </Card>
  );
}
