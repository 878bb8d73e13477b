import { Chip } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  FunctionField,
  List,
  ReferenceField,
  SelectField,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { DateField, TextField, useIntl } from '../i18n/fields';
import { categoryChoices, statusChoices } from './support-labels';

// The support inbox (issue 46): queues by category and status, breached tickets first (the API orders
// them), each with its first-response and resolution deadlines.

type TicketRow = {
  breached: boolean;
  first_response_at: string | null;
  first_response_due_at: string;
  resolution_due_at: string;
  status: string;
};

const filters = [
  <SelectInput key="category" source="category" label="Category" choices={categoryChoices} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
  <BooleanInput key="unresolved" source="unresolved" label="Unresolved only" alwaysOn />,
];

/** The ticket's nearest running deadline, or "Breached". */
export function TimerField() {
  const translate = useTranslate();
  const intl = useIntl();
  return (
    <FunctionField<TicketRow>
      label="Timer"
      render={(t) => {
        if (t.status === 'resolved') return '—';
        if (t.breached) return <Chip size="small" color="error" label={translate('Breached')} />;
        const due = t.first_response_at === null ? t.first_response_due_at : t.resolution_due_at;
        return translate(t.first_response_at === null ? 'First response by %{due}' : 'Resolution by %{due}', {
          due: intl.dateTime(due),
        });
      }}
    />
  );
}

export function TicketList() {
  return (
    <List
      title="Support inbox"
      filters={filters}
      filterDefaultValues={{ unresolved: true }}
      exporter={false}
      sort={{ field: 'id', order: 'ASC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" label="#" />
        <SelectField source="category" label="Category" choices={categoryChoices} />
        <SelectField source="status" label="Status" choices={statusChoices} />
        <TimerField />
        <TextField source="author_role" label="From" translateValue />
        <TextField source="trip_id" label="Trip" emptyText="—" />
        <ReferenceField
          source="assignee_id"
          reference="support-agents"
          label="Assignee"
          emptyText="—"
          link={false}
        >
          <TextField source="email" label="Email" />
        </ReferenceField>
        <DateField source="created_at" label="Opened" showTime />
      </Datagrid>
    </List>
  );
}
