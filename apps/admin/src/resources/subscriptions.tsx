import {
  ArrayField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';

// Issue 45 §5: the Smart Driver subscription in the console: drivers with dues (overdue first, as the
// API orders them), and one driver's plan standing with every invoice and how it was paid.

type StandingRecord = { state: string; paused_reason: string | null };

const standing = (r: StandingRecord) =>
  r.state === 'paused' && r.paused_reason ? `paused: ${r.paused_reason.replaceAll('_', ' ')}` : r.state;

export function SubscriptionList() {
  return (
    <List title="Driver subscriptions" exporter={false} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" label="Driver" sortable={false} />
        <TextField source="mobile" sortable={false} />
        <FunctionField<StandingRecord> label="Standing" render={standing} />
        <NumberField source="due_total" label="Due (taka)" sortable={false} />
        <NumberField source="overdue_count" label="Overdue invoices" sortable={false} />
        <NumberField source="paid_total" label="Paid (taka)" sortable={false} />
        <DateField source="last_paid_at" label="Last paid" showTime sortable={false} />
      </Datagrid>
    </List>
  );
}

type InvoiceRecord = { status: string; overdue: boolean };

export function SubscriptionShow() {
  return (
    <Show title="Driver subscription">
      <SimpleShowLayout>
        <TextField source="name" label="Driver" />
        <TextField source="mobile" />
        <FunctionField<StandingRecord> label="Standing" render={standing} />
        <NumberField source="due_total" label="Due (taka)" />
        <ArrayField source="invoices" label="Invoices">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="number" label="Invoice" />
            <TextField source="period" label="Month" />
            <NumberField source="amount" label="Amount (taka)" />
            <FunctionField<InvoiceRecord>
              label="Status"
              render={(i) => (i.status === 'due' && i.overdue ? 'overdue' : i.status)}
            />
            <DateField source="grace_ends_at" label="Pay by" showTime />
            <DateField source="paid_at" label="Paid" showTime />
            <TextField source="gateway" label="Paid through" />
            <TextField source="transaction_id" label="Transaction" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
