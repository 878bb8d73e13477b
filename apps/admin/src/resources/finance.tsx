import {
  Button,
  TextField as MuiTextField,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { fromBengaliDigits } from '@pothik/domain';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateInput,
  List,
  NumberInput,
  SelectField,
  SelectInput,
  TextInput,
  Title,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { API, errorText, httpClient, post } from '../api';
import { DateField, NumberField, T, TextField, useIntl, useValueText } from '../i18n/fields';

// Issue 44 §6: money as finance staff (and admins) read it: payments and refunds with filters, a refund
// by hand with its reason, what reconciliation leaves to people, the ledger per day; CSV of each.

const statusNames: Record<string, string> = {
  created: 'Created',
  requested: 'Requested',
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};
const gatewayNames: Record<string, string> = { bkash: 'bKash', sslcommerz: 'SSLCommerz', demo: 'Demo' };
const purposeNames: Record<string, string> = { advance: 'Advance', subscription: 'Subscription' };
const choices = (names: Record<string, string>, ids: readonly string[]) =>
  ids.map((id) => ({ id, name: names[id] ?? id }));
const paymentFilters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={choices(statusNames, ['created', 'pending', 'completed', 'failed', 'cancelled', 'expired'])}
    alwaysOn
  />,
  <SelectInput
    key="gateway"
    source="gateway"
    label="Gateway"
    choices={choices(gatewayNames, ['bkash', 'sslcommerz', 'demo'])}
    alwaysOn
  />,
  <SelectInput
    key="purpose"
    source="purpose"
    label="Purpose"
    choices={choices(purposeNames, ['advance', 'subscription'])}
  />,
  <BooleanInput key="needs_review" source="needs_review" label="Needs review" />,
  <NumberInput key="trip_id" source="trip_id" label="Trip" />,
  <DateInput key="from" source="from" label="From (Dhaka day)" />,
  <DateInput key="to" source="to" label="To (Dhaka day)" />,
];

type PaymentRecord = { id: number; amount: number; refunded: number; status: string };

function RefundButton() {
  const record = useRecordContext<PaymentRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (record?.status !== 'completed' || record.refunded >= record.amount) return null;
  const refund = async () => {
    const left = record.amount - record.refunded;
    const answer = window.prompt(
      translate('Refund how many taka? (at most %{left})', { left }),
      String(left),
    );
    const amount = Number(fromBengaliDigits(answer ?? ''));
    if (!Number.isInteger(amount) || amount <= 0) return;
    const reason = window.prompt(translate('Why? (kept in the audit log)')) ?? '';
    try {
      const result = await post<{ message: string }>(`/payments/${record.id}/refunds`, { amount, reason });
      notify(result.message, { type: 'success' });
    } catch (err) {
      notify(errorText(err), { type: 'error' });
    }
    refresh();
  };
  return (
    <Button size="small" variant="outlined" onClick={() => void refund()}>
      <T>Refund</T>
    </Button>
  );
}

/** The list's filter as a CSV link: the same rows, every one of them. */
function CsvLink({ path }: { path: string }) {
  const { filterValues } = useListContext();
  const href = `${API}${path}?filter=${encodeURIComponent(JSON.stringify(filterValues ?? {}))}`;
  return (
    <Button size="small" href={href} download>
      <T>Export CSV</T>
    </Button>
  );
}

export function PaymentList() {
  return (
    <List
      title="Payments"
      filters={paymentFilters}
      exporter={false}
      actions={<CsvLink path="/payments/export.csv" />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" label="Id" />
        <TextField source="reference" label="Reference" />
        <TextField source="trip_id" label="Trip" />
        <SelectField
          source="purpose"
          label="Purpose"
          choices={choices(purposeNames, Object.keys(purposeNames))}
        />
        <SelectField
          source="gateway"
          label="Gateway"
          choices={choices(gatewayNames, Object.keys(gatewayNames))}
        />
        <NumberField source="amount" label="Amount (৳)" />
        <NumberField source="refunded" label="Refunded (৳)" />
        <SelectField
          source="status"
          label="Status"
          choices={choices(statusNames, Object.keys(statusNames))}
        />
        <BooleanField source="needs_review" label="Review" />
        <DateField source="created_at" label="Started" showTime />
        <RefundButton />
      </Datagrid>
    </List>
  );
}

const refundFilters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={choices(statusNames, ['requested', 'pending', 'completed', 'failed'])}
    alwaysOn
  />,
  <TextInput key="cause" source="cause" label="Cause" />,
];

export function RefundList() {
  return (
    <List title="Refunds" filters={refundFilters} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" label="Id" />
        <TextField source="payment_id" label="Payment" />
        <TextField source="trip_id" label="Trip" />
        <SelectField
          source="gateway"
          label="Gateway"
          choices={choices(gatewayNames, Object.keys(gatewayNames))}
        />
        <NumberField source="amount" label="Amount (৳)" />
        <TextField source="cause" label="Cause" translateValue />
        <TextField source="reason" label="Reason" />
        <SelectField
          source="status"
          label="Status"
          choices={choices(statusNames, Object.keys(statusNames))}
        />
        <NumberField source="attempts" label="Attempts" />
        <TextField source="last_error" label="Last error" />
        <DateField source="created_at" label="Asked" showTime />
      </Datagrid>
    </List>
  );
}

function useJson<T>(path: string | null) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    if (!path) return;
    try {
      const { json } = await httpClient(`${API}${path}`);
      setData((json as { data: T }).data);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [path]);
  useEffect(() => {
    void load();
  }, [load]);
  return { data, failed };
}

/** A report's table; its label and headings are English texts of the catalogue, shown translated. */
function SimpleTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  const translate = useTranslate();
  const intl = useIntl();
  const cell = (c: ReactNode) => (typeof c === 'number' ? intl.number(c, { useGrouping: false }) : c);
  return (
    <Table size="small" aria-label={translate(label)}>
      <TableHead>
        <TableRow>
          {head.map((h) => (
            <TableCell key={h}>{translate(h)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={head.length}>
              <T>Nothing here.</T>
            </TableCell>
          </TableRow>
        ) : (
          rows.map((cells, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed report, read once
            <TableRow key={i}>
              {cells.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed report row
                <TableCell key={j}>{cell(c)}</TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

type Report = {
  needs_review: { id: number; reference: string; amount: number; review_reason: string | null }[];
  open_after_window: { id: number; reference: string; gateway: string; amount: number; status: string }[];
  failing_refunds: {
    id: number;
    payment_id: number;
    amount: number;
    attempts: number;
    last_error: string | null;
  }[];
};

/** Data in a report's cell (a reference, an account's code, a gateway's error), shown as stored. */
const asData = (text: string | null) => <span translate="no">{text ?? ''}</span>;

export function ReconciliationPage() {
  const value = useValueText();
  const { data, failed } = useJson<Report>('/reconciliation');
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Title title="Reconciliation" />
      {failed && (
        <Typography role="alert">
          <T>The report could not be loaded.</T>
        </Typography>
      )}
      {!data && !failed && (
        <Typography>
          <T>Loading…</T>
        </Typography>
      )}
      {data && (
        <>
          <Typography variant="h6">
            <T>Payments to review</T>
          </Typography>
          <SimpleTable
            label="Payments to review"
            head={['Payment', 'Reference', 'Amount (৳)', 'Why']}
            rows={data.needs_review.map((p) => [
              p.id,
              asData(p.reference),
              p.amount,
              asData(p.review_reason),
            ])}
          />
          <Typography variant="h6">
            <T>Still open after their window</T>
          </Typography>
          <SimpleTable
            label="Still open after their window"
            head={['Payment', 'Reference', 'Gateway', 'Amount (৳)', 'Status']}
            rows={data.open_after_window.map((p) => [
              p.id,
              asData(p.reference),
              value(p.gateway),
              p.amount,
              value(p.status),
            ])}
          />
          <Typography variant="h6">
            <T>Refunds failing</T>
          </Typography>
          <SimpleTable
            label="Refunds failing"
            head={['Refund', 'Payment', 'Amount (৳)', 'Attempts', 'Last error']}
            rows={data.failing_refunds.map((r) => [
              r.id,
              r.payment_id,
              r.amount,
              r.attempts,
              asData(r.last_error),
            ])}
          />
        </>
      )}
    </Stack>
  );
}

const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

export function LedgerPage() {
  const intl = useIntl();
  const translate = useTranslate();
  const [from, setFrom] = useState(dhakaToday);
  const [to, setTo] = useState(dhakaToday);
  const query = `from=${from}&to=${to}`;
  const { data, failed } = useJson<{ day: string; account: string; amount: number }[]>(
    from && to ? `/ledger/daily?${query}` : null,
  );
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title="Ledger" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <MuiTextField
          type="date"
          label={translate('From (Dhaka day)')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <MuiTextField
          type="date"
          label={translate('To (Dhaka day)')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
        <Button href={`${API}/ledger/daily.csv?${query}`} download>
          <T>Export CSV</T>
        </Button>
      </Stack>
      {failed && (
        <Typography role="alert">
          <T>The ledger could not be loaded.</T>
        </Typography>
      )}
      {data && (
        <SimpleTable
          label="Daily totals per account"
          head={['Day', 'Account', 'Amount (৳)']}
          rows={data.map((r) => [intl.date(`${r.day}T12:00:00+06:00`), asData(r.account), r.amount])}
        />
      )}
    </Stack>
  );
}
