import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import type { StaffSessionView, TotpEnrolment } from '@pothik/domain';
import { type FormEvent, useState } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { errorText, post, setCsrfToken } from './api';
import { T } from './i18n/fields';
import { LazyNewPasswordForm as NewPasswordForm } from './password/lazy-new-password-form';

type Step =
  | { kind: 'password' }
  | { kind: 'totp'; session: StaffSessionView; qr?: string; secret?: string }
  | { kind: 'newPassword'; session: StaffSessionView };

/**
 * Email and password; then, where the role needs it, the authenticator step (with the QR code at
 * enrolment); then, for an account whose password someone else chose, a password of one's own.
 */
export function LoginPage() {
  const login = useLogin();
  const translate = useTranslate();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  /** Signed in once the last step is done: a password someone else chose is changed first. */
  const finish = async (session: StaffSessionView) => {
    setCsrfToken(session.csrf_token);
    if (session.password_change_required) setStep({ kind: 'newPassword', session });
    else await login(session);
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { data } = await post<{ data: StaffSessionView }>('/auth/login', { email, password });
      setCsrfToken(data.csrf_token);
      if (data.totp === 'not_required' || data.totp === 'done') return finish(data);
      if (data.totp === 'enrol') {
        const enrol = await post<{ data: TotpEnrolment }>('/auth/totp/enrol');
        setStep({ kind: 'totp', session: data, qr: enrol.data.qr_code, secret: enrol.data.secret });
      } else setStep({ kind: 'totp', session: data });
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { data } = await post<{ data: StaffSessionView }>('/auth/totp/verify', { code });
      await finish(data);
    });
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: '#f3f6f4' }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            <T>Pothik staff console</T>
          </Typography>
          {error && (
            <Typography role="alert" color="error" sx={{ mb: 2 }}>
              {translate(error)}
            </Typography>
          )}
          {step.kind === 'newPassword' ? (
            <>
              <Typography sx={{ mb: 2 }}>
                <T>Your password was chosen for you. Choose your own before you go on.</T>
              </Typography>
              <NewPasswordForm
                email={step.session.staff.email}
                currentPassword={password}
                submitLabel={translate('Save and continue')}
                onChanged={(changed) => login(changed.data)}
              />
            </>
          ) : step.kind === 'password' ? (
            <Box component="form" onSubmit={submitPassword} sx={{ display: 'grid', gap: 2 }}>
              <TextField
                label={translate('Email')}
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <TextField
                label={translate('Password')}
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <Button type="submit" variant="contained" disabled={busy}>
                <T>Log in</T>
              </Button>
            </Box>
          ) : (
            <Box component="form" onSubmit={submitCode} sx={{ display: 'grid', gap: 2 }}>
              {step.qr && (
                <>
                  <Typography>
                    <T>
                      Scan this code with an authenticator app (Google Authenticator, Aegis, 1Password), then
                      enter the six digits it shows.
                    </T>
                  </Typography>
                  <img
                    src={step.qr}
                    alt={translate('QR code for your authenticator app')}
                    width={200}
                    height={200}
                    style={{ justifySelf: 'center' }}
                  />
                  <Typography variant="body2">
                    <T>Or type this key:</T> <code>{step.secret}</code>
                  </Typography>
                </>
              )}
              <TextField
                label={translate('Authenticator code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              />
              <Button type="submit" variant="contained" disabled={busy}>
                <T>Verify</T>
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
