import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ConsoleNotification } from '@pothik/domain';
import { ArrayField, Datagrid, DateField, FunctionField, NumberField, TextField } from 'react-admin';

// What the outbox did for a trip or a lead (issue 31 item 5): each notification's channel, recipient,
// tries, the gateway that took it and how it ended, so staff can answer "did they get our SMS?".

const outcomeText: Record<ConsoleNotification['outcome'], string> = {
  pending: 'waiting',
  retrying: 'failing, will retry',
  sent: 'sent',
  delivered: 'delivered',
  undelivered: 'not delivered',
  failed: 'given up',
};

/** The record's `notifications` (a trip's or a lead's) as a table. */
export function NotificationsField({ label = 'Notifications' }: { label?: string }) {
  return (
    <ArrayField source="notifications" label={label}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<span>No notifications.</span>}>
        <TextField source="kind" />
        <TextField source="channel" />
        <TextField source="to" label="To" emptyText="their devices" />
        <NumberField source="attempts" label="Tries" />
        <TextField source="provider" label="Sent by" emptyText="—" />
        <FunctionField
          label="Outcome"
          render={(n: ConsoleNotification) => outcomeText[n.outcome] ?? n.outcome}
        />
        <TextField source="last_error" label="Last error" emptyText="" />
        <DateField source="created_at" label="Queued" showTime />
      </Datagrid>
    </ArrayField>
  );
}

/** The dashboard's list of deliveries that went wrong. */
export function FailedDeliveries({ rows }: { rows: ConsoleNotification[] }) {
  if (rows.length === 0) return <Typography>No failed deliveries in the last day.</Typography>;
  return (
    <Table size="small" aria-label="Failed deliveries of the last day">
      <TableHead>
        <TableRow>
          <TableCell>Queued</TableCell>
          <TableCell>About</TableCell>
          <TableCell>Kind</TableCell>
          <TableCell>Channel</TableCell>
          <TableCell>To</TableCell>
          <TableCell>Tries</TableCell>
          <TableCell>Sent by</TableCell>
          <TableCell>Outcome</TableCell>
          <TableCell>Last error</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((n) => (
          <TableRow key={n.id}>
            <TableCell>
              {new Date(n.created_at).toLocaleString('en-GB', { timeZone: 'Asia/Dhaka' })}
            </TableCell>
            <TableCell>
              {n.trip_id !== null ? (
                <a href={`#/trips/${n.trip_id}/show`}>Trip {n.trip_id}</a>
              ) : n.lead_id !== null ? (
                <a href={`#/leads/${n.lead_id}`}>Lead {n.lead_id}</a>
              ) : (
                '—'
              )}
            </TableCell>
            <TableCell>{n.kind}</TableCell>
            <TableCell>{n.channel}</TableCell>
            <TableCell>{n.to ?? 'their devices'}</TableCell>
            <TableCell>{n.attempts}</TableCell>
            <TableCell>{n.provider ?? '—'}</TableCell>
            <TableCell>{outcomeText[n.outcome] ?? n.outcome}</TableCell>
            <TableCell>{n.last_error ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
