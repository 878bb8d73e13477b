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
  NumberField,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
} from 'react-admin';
import { errorText, post } from '../api';

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
  if (!record) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={record.live_sessions === 0}
      onClick={async (event) => {
        event.stopPropagation();
        if (!window.confirm(`End every session of ${record.email}?`)) return;
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
      End sessions
    </Button>
  );
}

export function StaffList() {
  return (
    <List title="Staff accounts" exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="email" />
        <TextField source="role" />
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
  const [created, setCreated] = useState<StaffAccountCreated | null>(null);
  return (
    <>
      <Create title="Add a staff account" mutationOptions={{ onSuccess: (data) => setCreated(data) }}>
        <SimpleForm>
          <TextInput source="email" type="email" validate={required()} />
          <SelectInput source="role" choices={roles} validate={required()} />
        </SimpleForm>
      </Create>
      <Dialog open={created !== null} aria-labelledby="new-password-title">
        <DialogTitle id="new-password-title">Account added</DialogTitle>
        <DialogContent>
          <DialogContentText id="new-password-help">
            Give {created?.email} this first password in person or by phone; it is not shown again, and they
            choose their own at their first login:
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
            Done
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
        <TextField source="email" />
        <SelectInput source="role" choices={roles} validate={required()} />
        <BooleanInput source="is_active" label="Open (closing ends its sessions)" />
      </SimpleForm>
    </Edit>
  );
}
