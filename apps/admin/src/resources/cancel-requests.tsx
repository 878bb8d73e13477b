import { Button, Stack } from '@mui/material';
import type { ConsoleNotice } from '@pothik/domain';
import { Datagrid, List, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { errorText, post } from '../api';
import { DateField, T, TextField } from '../i18n/fields';

const promptText = {
  approve: 'A note for the record (approve)',
  decline: 'A note for the record (decline)',
};

function DecisionButtons() {
  const record = useRecordContext<{ id: number }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!record) return null;
  const decide = async (decision: 'approve' | 'decline') => {
    const note = window.prompt(translate(promptText[decision])) ?? '';
    try {
      const result = await post<ConsoleNotice>(`/cancel-requests/${record.id}/${decision}`, { note });
      notify(result.message, { type: 'success' });
    } catch (err) {
      notify(errorText(err), { type: 'error' });
    }
    refresh();
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" color="error" onClick={() => void decide('approve')}>
        <T>Approve</T>
      </Button>
      <Button size="small" variant="outlined" onClick={() => void decide('decline')}>
        <T>Decline</T>
      </Button>
    </Stack>
  );
}

/** Passengers' requests to cancel a confirmed trip near its pickup; approving cancels, declining confirms again. */
export function CancelRequestList() {
  return (
    <List title="Cancellation requests" exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" label="Trip" />
        <TextField source="pickup_address" label="Pickup" />
        <TextField source="dropoff_address" label="Drop-off" />
        <DateField source="pickup_at" label="Pickup time" showTime />
        <TextField source="cancel_note" label="Passenger's note" />
        <DateField source="requested_at" label="Asked" showTime />
        <DecisionButtons />
      </Datagrid>
    </List>
  );
}
