import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ConsoleNotice, StaffAccountCreated, StaffAccountView } from '@pothik/domain';
import { useState } from 'react';
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  List,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { errorText, post } from '../api';
import { NumberField, T, TextField } from '../i18n/fields';

const roles = [
  { id: 'admin', name: 'Admin (everything; needs an authenticator app)' },
  { id: 'editor', name: 'Editor (content)' },
  { id: 'ops', name: 'Ops (leads, trips, drivers, passengers)' },
  { id: 'support', name: 'Support (tickets)' },
  { id: 'finance', name: 'Finance (payments, refunds, ledger)' },
];

function EndSessionsButton() {
  const record = useRecordContext<StaffAccountView>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={record.live_sessions === 0}
      onClick={async (event) => {
        event.stopPropagation();
        if (!window.confirm(translate('End every session of %{email}?', { email: record.email }))) return;
        try {
          notify((await post<ConsoleNotice>(`/staff/${record.id}/revoke-sessions`)).message, {
            type: 'success',
          });
        } catch (err) {
          notify(errorText(err), { type: 'error' });
        }
        refresh();
      }}
    >
      <T>End sessions</T>
    </Button>
  );
}

export function StaffList() {
  return (
    <List title="Staff accounts" exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="email" label="Email" />
        <TextField source="role" label="Role" translateValue />
        <BooleanField source="is_active" label="Open" />
        <BooleanField source="totp_enrolled" label="Authenticator" />
        <BooleanField source="must_change_password" label="Must choose own password" />
        <NumberField source="live_sessions" label="Live sessions" />
        <EndSessionsButton />
      </Datagrid>
    </List>
  );
}

/** The new account's password is shown here once; the API keeps only its hash. */
export function StaffCreate() {
  const redirect = useRedirect();
  const translate = useTranslate();
  const [created, setCreated] = useState<StaffAccountCreated | null>(null);
  return (
    <>
      <Create title="Add a staff account" mutationOptions={{ onSuccess: (data) => setCreated(data) }}>
        <SimpleForm>
          <TextInput source="email" label="Email" type="email" validate={required()} />
          <SelectInput source="role" label="Role" choices={roles} validate={required()} />
        </SimpleForm>
      </Create>
      <Dialog open={created !== null} aria-labelledby="new-password-title">
        <DialogTitle id="new-password-title">
          <T>Account added</T>
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="new-password-help">
            {translate(
              'Give %{email} this first password in person or by phone; it is not shown again, and they choose their own at their first login:',
              { email: created?.email ?? '' },
            )}
          </DialogContentText>
          <output
            aria-describedby="new-password-help"
            style={{ fontSize: '1.2rem', fontFamily: 'monospace', userSelect: 'all' }}
          >
            {created?.password}
          </output>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => redirect('list', 'staff')}>
            <T>Done</T>
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function StaffEdit() {
  return (
    <Edit title="Staff account" mutationMode="pessimistic">
      <SimpleForm>
        <TextField source="email" label="Email" translate="no" />
        <SelectInput source="role" label="Role" choices={roles} validate={required()} />
        <BooleanInput source="is_active" label="Open (closing ends its sessions)" />
      </SimpleForm>
    </Edit>
  );
}
