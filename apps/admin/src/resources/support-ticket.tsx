import { Box, Button, MenuItem, TextField as MuiTextField, Paper, Stack, Typography } from '@mui/material';
import { type TicketOutcome, ticketOutcomes } from '@pothik/domain';
import { useState } from 'react';
import {
  ArrayField,
  Datagrid,
  Form,
  ReferenceInput,
  SaveButton,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { errorText, post } from '../api';
import { DateField, T, TextField, useIntl } from '../i18n/fields';
import { TimerField } from './support-inbox';
import { categoryChoices, outcomeLabels, statusChoices } from './support-labels';

// One ticket: the thread (internal notes marked), reply with a canned reply in the customer's language,
// an internal note, assignment, resolving with an outcome, and the trip and the customer's history beside.

type Message = { id: number; author: string; text: string; internal: boolean; at: string };
type Canned = { title: string; text_en: string; text_bn: string };
type TicketRecord = {
  id: number;
  status: string;
  author_lang: 'en' | 'bn';
  /** Absent while the list's copy of the record shows, before the ticket itself has loaded. */
  messages?: Message[];
  canned_replies?: Canned[];
};

function Thread() {
  const record = useRecordContext<TicketRecord>();
  const translate = useTranslate();
  const intl = useIntl();
  if (!record) return null;
  return (
    <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0 }} aria-label={translate('Thread')}>
      {(record.messages ?? []).map((m) => (
        <Paper
          key={m.id}
          component="li"
          variant="outlined"
          sx={{ p: 1, bgcolor: m.internal ? '#fff8e1' : m.author === 'staff' ? '#e3f2fd' : 'white' }}
        >
          <Typography variant="caption">
            {translate(m.internal ? 'Internal note' : m.author)} · {intl.dateTime(m.at)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{m.text}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}

function useAct(id: number | undefined) {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (path: string, body: object) => {
    try {
      const result = await post<{ message: string }>(`/tickets/${id}/${path}`, body);
      notify(result.message, { type: 'success' });
      refresh();
      return true;
    } catch (err) {
      notify(errorText(err), { type: 'error' });
      return false;
    }
  };
}

function ReplyBox() {
  const record = useRecordContext<TicketRecord>();
  const act = useAct(record?.id);
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<TicketOutcome>('no_action');
  if (!record) return null;
  const resolved = record.status === 'resolved';
  const canned = record.canned_replies ?? [];
  const send = async (path: 'replies' | 'notes') => {
    if (text.trim() && (await act(path, { text: text.trim() }))) setText('');
  };
  return (
    <Stack spacing={1}>
      {!resolved && canned.length > 0 && (
        <MuiTextField
          select
          size="small"
          label={translate(record.author_lang === 'bn' ? 'Canned reply (Bangla)' : 'Canned reply (English)')}
          value=""
          onChange={(e) => {
            const picked = canned[Number(e.target.value)];
            if (picked) setText(record.author_lang === 'bn' ? picked.text_bn : picked.text_en);
          }}
        >
          {canned.map((c, i) => (
            <MenuItem key={c.title} value={i}>
              {c.title}
            </MenuItem>
          ))}
        </MuiTextField>
      )}
      <MuiTextField
        label={translate('Message')}
        multiline
        minRows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!resolved && (
          <Button variant="contained" onClick={() => void send('replies')}>
            <T>Send reply</T>
          </Button>
        )}
        <Button variant="outlined" onClick={() => void send('notes')}>
          <T>Add internal note</T>
        </Button>
        {!resolved && (
          <>
            <MuiTextField
              select
              size="small"
              label={translate('Outcome')}
              value={outcome}
              onChange={(e) => setOutcome(e.target.value as TicketOutcome)}
            >
              {ticketOutcomes.map((o) => (
                <MenuItem key={o} value={o}>
                  {translate(outcomeLabels[o])}
                </MenuItem>
              ))}
            </MuiTextField>
            <Button variant="outlined" color="success" onClick={() => void act('resolve', { outcome })}>
              <T>Resolve</T>
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}

/** Assignment and status (open or waiting), saved through the record's PUT. */
function AssignForm() {
  const record = useRecordContext<TicketRecord & { assignee_id: number | null }>();
  const [update] = useUpdate();
  const notify = useNotify();
  if (!record || record.status === 'resolved') return null;
  return (
    <Form
      record={record}
      onSubmit={(values: { assignee_id?: number | null; status?: string }) =>
        update(
          'tickets',
          {
            id: record.id,
            data: {
              assignee_id: values.assignee_id ?? null,
              ...(values.status !== 'new' && { status: values.status }),
            },
            previousData: record,
          },
          {
            onSuccess: () => notify('Ticket updated.', { type: 'success' }),
            onError: (e) => notify(errorText(e), { type: 'error' }),
          },
        )
      }
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ReferenceInput source="assignee_id" reference="support-agents">
          <SelectInput optionText="email" label="Assignee" />
        </ReferenceInput>
        <SelectInput
          source="status"
          label="Status"
          choices={statusChoices.filter((c) => c.id === 'open' || c.id === 'waiting')}
        />
        <SaveButton label="Save" />
      </Stack>
    </Form>
  );
}

export function TicketShow() {
  return (
    <Show title="Ticket">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '2fr 1fr' } }}>
        <SimpleShowLayout>
          <TextField source="id" label="Ticket" />
          <SelectField source="category" label="Category" choices={categoryChoices} />
          <SelectField source="status" label="Status" choices={statusChoices} />
          <TimerField />
          <TextField source="author_role" label="From" translateValue />
          <TextField source="author_mobile" label="Customer's mobile" />
          <TextField source="outcome" label="Outcome" emptyText="—" translateValue />
          <TextField source="rating" label="Satisfaction (1–5)" emptyText="—" />
          <TextField source="rating_comment" label="Comment" emptyText="—" />
          <TextField
            source="lost_item_answer"
            label="Driver's lost-item answer"
            emptyText="—"
            translateValue
          />
          <AssignForm />
          <Thread />
          <ReplyBox />
        </SimpleShowLayout>
        <SimpleShowLayout>
          <TextField source="trip.id" label="Trip" emptyText="—" />
          <TextField source="trip.status" label="Trip status" emptyText="—" translateValue />
          <TextField source="trip.pickup_address" label="From" emptyText="—" />
          <TextField source="trip.dropoff_address" label="To" emptyText="—" />
          <TextField source="trip.total" label="Total (taka)" emptyText="—" />
          <TextField source="trip.driver_name" label="Driver" emptyText="—" />
          <ArrayField source="customer_trips" label="The customer's trips">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="id" label="#" />
              <TextField source="status" label="Status" translateValue />
              <DateField source="pickup_at" label="Pickup" />
            </Datagrid>
          </ArrayField>
          <ArrayField source="customer_tickets" label="The customer's other tickets">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="id" label="#" />
              <SelectField source="category" label="Category" choices={categoryChoices} />
              <SelectField source="status" label="Status" choices={statusChoices} />
            </Datagrid>
          </ArrayField>
        </SimpleShowLayout>
      </Box>
    </Show>
  );
}
