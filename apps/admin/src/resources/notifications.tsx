import type { ConsoleNotification } from '@pothik/domain';
import { ArrayField, Datagrid, DateField, FunctionField, NumberField, TextField } from 'react-admin';
import { outcomeText } from './notification-outcome';

// What the outbox did for a trip or a lead: each notification's channel, recipient,
// tries, the gateway that took it and how it ended, so staff can answer "did they get our SMS?".

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
