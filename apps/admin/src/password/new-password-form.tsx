import { Box, Button, TextField } from '@mui/material';
import {
  type StaffPasswordChanged,
  staffNewPasswordProblem,
  staffPasswordChangeSchema,
} from '@pothik/domain';
import { type FormEvent, useId, useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { errorText, post } from '../api';

type Field = 'current_password' | 'new_password' | 'confirm';

// The form's own words; the rest of its messages are the API's, whose Bangla the catalogue has.
const fieldLabels: Record<Field, string> = {
  current_password: 'Current password',
  new_password: 'New password',
  confirm: 'New password again',
};
const problemText = {
  notTheSame: 'The two new passwords are not the same.',
  newPasswordHelp: 'At least 12 characters; not your email.',
};

/**
 * The rules the API holds a new password to (packages/domain's staff-password.ts: at least 12
 * characters, not and not containing the email, not the current one), checked here first so a person
 * reads them before sending; the API checks them again.
 */
function problemOf(
  next: string,
  confirm: string,
  account: { email: string; current: string },
): Partial<Record<Field, string>> {
  const length = staffPasswordChangeSchema.shape.new_password.safeParse(next);
  if (!length.success) return { new_password: length.error.issues[0]?.message };
  const problem = staffNewPasswordProblem(next, account);
  if (problem) return { new_password: problem };
  if (next !== confirm) return { confirm: problemText.notTheSame };
  return {};
}

/**
 * A new password, typed twice, for POST /auth/password. `currentPassword` given (the login step has
 * just read it), the form does not ask for it again.
 */
export function NewPasswordForm({
  email,
  currentPassword,
  submitLabel,
  onChanged,
}: {
  email: string;
  currentPassword?: string;
  submitLabel: string;
  onChanged: (changed: StaffPasswordChanged) => void | Promise<void>;
}) {
  const id = useId();
  const translate = useTranslate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const problems = problemOf(next, confirm, { email, current: currentPassword ?? current });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const changed = await post<StaffPasswordChanged>('/auth/password', {
        current_password: currentPassword ?? current,
        new_password: next,
      });
      setCurrent('');
      setNext('');
      setConfirm('');
      await onChanged(changed);
    } catch (err) {
      const fields =
        err instanceof HttpError ? (err.body?.errors as Record<string, string[]> | undefined) : undefined;
      if (fields) {
        setErrors({ current_password: fields.current_password?.[0], new_password: fields.new_password?.[0] });
      }
      if (!fields || (currentPassword && fields.current_password)) setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, value: string, set: (v: string) => void, autoComplete: string) => (
    <TextField
      id={`${id}-${name}`}
      label={translate(fieldLabels[name])}
      type="password"
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(e) => set(e.target.value)}
      error={!!errors[name]}
      helperText={translate(errors[name] ?? (name === 'new_password' ? problemText.newPasswordHelp : ' '))}
    />
  );

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }} noValidate>
      {error && (
        <Box role="alert" sx={{ color: 'error.main' }}>
          {translate(error)}
        </Box>
      )}
      {currentPassword === undefined && field('current_password', current, setCurrent, 'current-password')}
      {field('new_password', next, setNext, 'new-password')}
      {field('confirm', confirm, setConfirm, 'new-password')}
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </Box>
  );
}
