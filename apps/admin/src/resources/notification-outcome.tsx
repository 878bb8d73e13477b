import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ConsoleNotification } from '@pothik/domain';

// Kept apart from the resources' notification field (notifications.tsx, react-admin's Datagrid): the
// dashboard shows this list on the console's first load, the field loads with a trip's or a lead's page.

export const outcomeText: Record<ConsoleNotification['outcome'], string> = {
  pending: 'waiting',
  retrying: 'failing, will retry',
  sent: 'sent',
  delivered: 'delivered',
  undelivered: 'not delivered',
  failed: 'given up',
};

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
