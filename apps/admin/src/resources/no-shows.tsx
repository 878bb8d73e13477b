import { Button, Stack } from '@mui/material';
import type { ConsoleNotice } from '@pothik/domain';
import { Datagrid, List, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { errorText, post } from '../api';
import { DateField, T, TextField } from '../i18n/fields';

function DecisionButtons() {
  const record = useRecordContext<{ id: number; status: string; driver_name: string }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (record?.status !== 'open') return null;
  const decide = async (decision: 'confirmed' | 'dismissed') => {
    try {
      const result = await post<ConsoleNotice>(`/no-shows/${record.id}/decision`, { decision });
      notify(result.message, { type: 'success' });
    } catch (err) {
      notify(errorText(err), { type: 'error' });
    }
    refresh();
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        color="error"
        aria-label={translate('Confirm %{driver} did not come', { driver: record.driver_name })}
        onClick={() => void decide('confirmed')}
      >
        <T>Confirm</T>
      </Button>
      <Button
        size="small"
        variant="outlined"
        aria-label={translate('Dismiss the report on %{driver}', { driver: record.driver_name })}
        onClick={() => void decide('dismissed')}
      >
        <T>Dismiss</T>
      </Button>
    </Stack>
  );
}

/**
 * Passengers' "the driver did not come" (DESIGN.md §17), open ones first. Confirming counts against
 * the driver and puts the trip back to bidding; dismissing leaves the booking.
 */
export function NoShowList() {
  return (
    <List title="Driver no-shows" exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="trip_id" label="Trip" />
        <TextField source="status" label="Report" translateValue />
        <TextField source="driver_name" label="Driver" />
        <TextField source="passenger_name" label="Passenger" />
        <TextField source="pickup_address" label="Pickup" />
        <DateField source="pickup_at" label="Pickup time" showTime />
        <DateField source="reported_at" label="Reported" showTime />
        <TextField source="trip_status" label="Trip now" translateValue />
        <DecisionButtons />
      </Datagrid>
    </List>
  );
}
