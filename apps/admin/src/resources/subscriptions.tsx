import { ArrayField, Datagrid, FunctionField, List, Show, SimpleShowLayout } from 'react-admin';
import { DateField, NumberField, TextField, useValueText } from '../i18n/fields';

// Issue 45 §5: the Smart Driver subscription in the console: drivers with dues (overdue first, as the
// API orders them), and one driver's plan standing with every invoice and how it was paid.

type StandingRecord = { state: string; paused_reason: string | null };

/** A driver's standing in the console's language: paused with its reason, or their state. */
function useStanding() {
  const valueText = useValueText();
  return (r: StandingRecord) =>
    r.state === 'paused' && r.paused_reason
      ? `${valueText('paused')}: ${valueText(r.paused_reason)}`
      : valueText(r.state);
}

export function SubscriptionList() {
  const standing = useStanding();
  return (
    <List title="Driver subscriptions" exporter={false} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" label="Driver" sortable={false} />
        <TextField source="mobile" label="Mobile" sortable={false} />
        <FunctionField<StandingRecord> label="Standing" render={standing} />
        <NumberField source="due_total" label="Due (taka)" sortable={false} />
        <NumberField source="overdue_count" label="Overdue invoices" sortable={false} />
        <NumberField source="paid_total" label="Paid (taka)" sortable={false} />
        <DateField source="last_paid_at" label="Last paid" showTime sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
}

type InvoiceRecord = { status: string; overdue: boolean };

export function SubscriptionShow() {
  const standing = useStanding();
  const valueText = useValueText();
  return (
    <Show title="Driver subscription">
      <SimpleShowLayout>
        <TextField source="name" label="Driver" />
        <TextField source="mobile" label="Mobile" />
        <FunctionField<StandingRecord> label="Standing" render={standing} />
        <NumberField source="due_total" label="Due (taka)" />
        <ArrayField source="invoices" label="Invoices">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="number" label="Invoice" />
            <TextField source="period" label="Month" />
            <NumberField source="amount" label="Amount (taka)" />
            <FunctionField<InvoiceRecord>
              label="Status"
              render={(i) => valueText(i.status === 'due' && i.overdue ? 'overdue' : i.status)}
            />
            <DateField source="grace_ends_at" label="Pay by" showTime />
            <DateField source="paid_at" label="Paid" showTime emptyText="—" />
            <TextField source="gateway" label="Paid through" translateValue emptyText="—" />
            <TextField source="transaction_id" label="Transaction" emptyText="—" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
