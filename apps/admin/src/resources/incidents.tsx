import { Button, MenuItem, TextField as MuiTextField, Stack } from '@mui/material';
import { type IncidentKind, type IncidentOutcome, incidentOutcomes } from '@pothik/domain';
import { useEffect, useRef, useState } from 'react';
import {
  ArrayField,
  Datagrid,
  FunctionField,
  List,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { API, errorText, httpClient, post } from '../api';
import { DateField, T, TextField } from '../i18n/fields';
import { alertTone } from './alert-tone';
import { IncidentAlertsSwitch } from './incident-alerts';
import { useStaffSocket } from './staff-socket';

// The incident queue (issue 43): SOS from a trip's passenger or driver, locked trip codes and guardian
// checks the passenger left unanswered, open ones first. Acknowledge, add a note, resolve with an outcome: each step is audited by the API.

type IncidentRecord = { id: number; state: 'open' | 'acknowledged' | 'resolved'; trip_id: number };

/** What staff read for each kind (in Bangla through the console's catalogue). */
const kindLabels: Record<IncidentKind, string> = {
  sos: 'SOS',
  trip_code_locked: 'Trip code locked',
  guardian_unanswered: 'No answer to "Is everything all right?"',
  safety_ticket: 'Safety ticket',
};
const kindChoices = Object.entries(kindLabels).map(([id, name]) => ({ id, name }));

const states = [
  { id: 'unresolved', name: 'Unresolved' },
  { id: 'open', name: 'Open' },
  { id: 'acknowledged', name: 'Acknowledged' },
  { id: 'resolved', name: 'Resolved' },
];
const outcomeNames: Record<IncidentOutcome, string> = {
  passenger_safe: 'Passenger safe',
  false_alarm: 'False alarm',
  resolved_by_call: 'Resolved by a call',
  police_called: 'Police called',
  trip_cancelled: 'Trip cancelled',
  other: 'Other',
};
const filters = [<SelectInput key="state" source="state" choices={states} alwaysOn />];

/**
 * How often the console asks whether any incident changed (a cheap, unaudited mark) while its socket is
 * down: an SOS must be in the queue within 2 s (issue 43). With the socket open each step is pushed as
 * it commits, and the mark is asked only now and then in case a push was lost.
 */
const MARK_MS = 500;
const PUSHED_MARK_MS = 5_000;

type QueueMark = { last_event_id: number; open: number };

/**
 * The queue reloads as soon as any incident changes: a pushed step at once, then the mark is read for
 * the tone (a new open incident); a polled mark that moved reloads it too. The first mark reloads it:
 * the queue shown may have been read before an incident the mark counts. Marks are read one at a time
 * (a push during a read runs one more after it).
 */
function useLiveQueue() {
  const refresh = useRefresh();
  const check = useRef((_reloaded: boolean) => {});
  const pushed = useStaffSocket('/incident-queue/live', (m) => {
    if (m.type !== 'incident' && m.type !== 'resync') return;
    refresh();
    check.current(true);
  });
  const pushedNow = useRef(pushed);
  pushedNow.current = pushed;
  useEffect(() => {
    let last: QueueMark | null = null;
    let stopped = false;
    let running = false;
    let again = false;
    // The queue was reloaded on a push since the mark was last read: the mark only sounds the tone.
    let reloaded = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readMark = async () => {
      const reloadedBefore = reloaded;
      reloaded = false;
      try {
        const { json } = await httpClient(`${API}/incident-queue-mark`);
        const mark = (json as { data: QueueMark }).data;
        if (!last || mark.last_event_id !== last.last_event_id) {
          if (last && mark.open > last.open) void alertTone();
          if (!reloadedBefore) refresh();
        }
        last = mark;
      } catch {
        // The next tick tries again.
      }
    };
    check.current = (pushedStep) => {
      if (pushedStep) reloaded = true;
      if (running) {
        again = true;
        return;
      }
      running = true;
      void (async () => {
        do {
          again = false;
          await readMark();
        } while (again && !stopped);
        running = false;
      })();
    };
    const tick = () => {
      timer = setTimeout(
        () => {
          if (stopped) return;
          check.current(false);
          tick();
        },
        pushedNow.current ? PUSHED_MARK_MS : MARK_MS,
      );
    };
    check.current(false);
    tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
      check.current = () => {};
    };
  }, [refresh]);
}

function IncidentActions() {
  const record = useRecordContext<IncidentRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [outcome, setOutcome] = useState<IncidentOutcome>('resolved_by_call');
  if (!record) return null;
  const act = async (path: string, body: object) => {
    try {
      const result = await post<{ message: string }>(`/incidents/${record.id}/${path}`, body);
      notify(result.message, { type: 'success' });
    } catch (err) {
      notify(errorText(err), { type: 'error' });
    }
    refresh();
  };
  const note = () => {
    const text = window.prompt(
      translate('A note on incident #%{id} (a call made, what was said)', { id: record.id }),
    );
    if (text?.trim()) void act('notes', { note: text.trim() });
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      onClick={(e) => e.stopPropagation()}
    >
      {record.state === 'open' && (
        <Button size="small" variant="contained" color="error" onClick={() => void act('acknowledge', {})}>
          <T>Acknowledge</T>
        </Button>
      )}
      <Button size="small" variant="outlined" onClick={note}>
        <T>Add note</T>
      </Button>
      {record.state !== 'resolved' && (
        <>
          <MuiTextField
            select
            size="small"
            label={translate('Outcome')}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value as IncidentOutcome)}
          >
            {incidentOutcomes.map((o) => (
              <MenuItem key={o} value={o}>
                {translate(outcomeNames[o])}
              </MenuItem>
            ))}
          </MuiTextField>
          <Button size="small" variant="outlined" onClick={() => void act('resolve', { outcome })}>
            <T>Resolve</T>
          </Button>
        </>
      )}
    </Stack>
  );
}

const party = (name: string, mobile: string) => (record: Record<string, string | null>) =>
  record[mobile] ? `${record[name] ?? '—'}, ${record[mobile]}` : '—';

/** Every incident, open ones first, with the trip, both parties and the steps to take. */
export function IncidentList() {
  useLiveQueue();
  return (
    <>
      <IncidentAlertsSwitch />
      <List
        title="Incidents"
        filters={filters}
        filterDefaultValues={{ state: 'unresolved' }}
        exporter={false}
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" label="#" />
          <TextField source="state" label="State" translateValue />
          <SelectField source="kind" label="Kind" choices={kindChoices} />
          <TextField source="raised_by" label="Raised by" translateValue />
          <DateField source="raised_at" label="Raised" showTime />
          <TextField source="trip_id" label="Trip" />
          <FunctionField label="Passenger" render={party('passenger_name', 'passenger_mobile')} />
          <FunctionField label="Driver" render={party('driver_name', 'driver_mobile')} />
          <TextField source="plate_number" label="Plate" emptyText="—" />
          <DateField source="acknowledged_at" label="Acknowledged" showTime emptyText="—" />
          <IncidentActions />
        </Datagrid>
      </List>
    </>
  );
}

/** One incident: the trip, both parties, and every step so far. */
export function IncidentShow() {
  return (
    <Show title="Incident">
      <SimpleShowLayout>
        <TextField source="id" label="Incident" />
        <TextField source="state" label="State" translateValue />
        <SelectField source="kind" label="Kind" choices={kindChoices} />
        <TextField source="raised_by" label="Raised by" translateValue />
        <TextField source="outcome" label="Outcome" emptyText="—" translateValue />
        <DateField source="raised_at" label="Raised" showTime />
        <DateField source="staff_alerted_at" label="Staff last alerted" showTime emptyText="—" />
        <DateField source="acknowledged_at" label="Acknowledged" showTime emptyText="—" />
        <DateField source="resolved_at" label="Resolved" showTime emptyText="—" />
        <TextField source="trip_id" label="Trip" />
        <TextField source="trip_status" label="Trip status" translateValue />
        <TextField source="pickup_address" label="From" />
        <TextField source="dropoff_address" label="To" emptyText="—" />
        <FunctionField label="Passenger" render={party('passenger_name', 'passenger_mobile')} />
        <FunctionField label="Driver" render={party('driver_name', 'driver_mobile')} />
        <TextField source="car_model" label="Car" emptyText="—" />
        <TextField source="plate_number" label="Plate" emptyText="—" />
        <IncidentActions />
        <ArrayField source="events" label="Steps">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <DateField source="at" label="At" showTime />
            <TextField source="action" label="Action" translateValue />
            <TextField source="actor" label="Actor" translateValue />
            <TextField source="note" label="Note" emptyText="—" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
