import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ConsoleNotification } from '@pothik/domain';
import { useTranslate } from 'react-admin';
import { T, useIntl, useValueText } from '../i18n/fields';

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
  const translate = useTranslate();
  const intl = useIntl();
  const value = useValueText();
  if (rows.length === 0)
    return (
      <Typography>
        <T>No failed deliveries in the last day.</T>
      </Typography>
    );
  return (
    <Table size="small" aria-label={translate('Failed deliveries of the last day')}>
      <TableHead>
        <TableRow>
          <TableCell>
            <T>Queued</T>
          </TableCell>
          <TableCell>
            <T>About</T>
          </TableCell>
          <TableCell>
            <T>Kind</T>
          </TableCell>
          <TableCell>
            <T>Channel</T>
          </TableCell>
          <TableCell>
            <T>To</T>
          </TableCell>
          <TableCell>
            <T>Tries</T>
          </TableCell>
          <TableCell>
            <T>Sent by</T>
          </TableCell>
          <TableCell>
            <T>Outcome</T>
          </TableCell>
          <TableCell>
            <T>Last error</T>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((n) => (
          <TableRow key={n.id}>
            <TableCell>{intl.dateTime(n.created_at)}</TableCell>
            <TableCell>
              {n.trip_id !== null ? (
                <a href={`#/trips/${n.trip_id}/show`}>{translate('Trip %{id}', { id: n.trip_id })}</a>
              ) : n.lead_id !== null ? (
                <a href={`#/leads/${n.lead_id}`}>{translate('Lead %{id}', { id: n.lead_id })}</a>
              ) : (
                '—'
              )}
            </TableCell>
            <TableCell>{value(n.kind)}</TableCell>
            <TableCell>{value(n.channel)}</TableCell>
            <TableCell translate={n.to ? 'no' : undefined}>{n.to ?? translate('their devices')}</TableCell>
            <TableCell>{intl.number(n.attempts)}</TableCell>
            <TableCell translate="no">{n.provider ?? '—'}</TableCell>
            <TableCell>{translate(outcomeText[n.outcome] ?? n.outcome)}</TableCell>
            <TableCell translate="no">{n.last_error ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
