import type { ConsoleNotification } from '@pothik/domain';
import { ArrayField, Datagrid, useRecordContext, useTranslate } from 'react-admin';
import { DateField, NumberField, T, TextField } from '../i18n/fields';
import { outcomeText } from './notification-outcome';

// What the outbox did for a trip or a lead: each notification's channel, recipient,
// tries, the gateway that took it and how it ended, so staff can answer "did they get our SMS?".

/** How a notification ended, in the console's language. */
function OutcomeField(_props: { label: string }) {
  const n = useRecordContext<ConsoleNotification>();
  const translate = useTranslate();
  return n ? <span>{translate(outcomeText[n.outcome] ?? n.outcome)}</span> : null;
}

/** The record's `notifications` (a trip's or a lead's) as a table. */
export function NotificationsField({ label = 'Notifications' }: { label?: string }) {
  return (
    <ArrayField source="notifications" label={label}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<T>No notifications.</T>}>
        <TextField source="kind" label="Kind" translateValue />
        <TextField source="channel" label="Channel" translateValue />
        <TextField source="to" label="To" emptyText="their devices" />
        <NumberField source="attempts" label="Tries" />
        <TextField source="provider" label="Sent by" emptyText="—" />
        <OutcomeField label="Outcome" />
        <TextField source="last_error" label="Last error" emptyText="" />
        <DateField source="created_at" label="Queued" showTime />
      </Datagrid>
    </ArrayField>
  );
}
