import { Button, Link } from '@mui/material';
import {
  type ConsoleLead,
  type DriverLead,
  type LeadKind,
  type LeadStatus,
  leadKinds,
  leadStatuses,
} from '@pothik/domain';
import {
  Datagrid,
  Edit,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { API } from '../api';
import { DateField, T, TextField } from '../i18n/fields';
import { NotificationsField } from './notifications';

// The kinds and statuses the API knows (packages/domain), each with the console's name for it.
const kindNames: Record<LeadKind, string> = {
  business: 'Business',
  club: 'Club',
  driver: 'Driver sign-up',
  car_rental: 'Car requisition',
  survey: 'Survey',
};
const kinds = leadKinds.map((id) => ({ id, name: kindNames[id] }));
const statusNames: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
};
const statuses = leadStatuses.map((id) => ({ id, name: statusNames[id] }));

/** The leads the list's filters show, as CSV, straight from the API with the session cookie. */
function ExportCsv() {
  const { filterValues } = useListContext();
  const filter = encodeURIComponent(JSON.stringify(filterValues ?? {}));
  return (
    <Link
      href={`${API}/leads/export.csv?filter=${filter}`}
      download
      underline="hover"
      sx={{ fontWeight: 600 }}
    >
      <T>Export these leads as CSV</T>
    </Link>
  );
}

export function LeadList() {
  return (
    <List
      title="Leads"
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder="Name or mobile" />,
        <SelectInput key="kind" source="kind" label="Form" choices={kinds} alwaysOn />,
        <SelectInput key="status" source="status" label="Status" choices={statuses} alwaysOn />,
      ]}
      actions={
        <TopToolbar>
          <ExportCsv />
        </TopToolbar>
      }
      exporter={false}
      // The filters and the export stay on screen when nothing matches.
      empty={false}
    >
      <Datagrid
        rowClick="edit"
        bulkActionButtons={false}
        empty={
          <p>
            <T>No leads match these filters.</T>
          </p>
        }
      >
        <TextField source="id" label="Id" />
        <SelectField source="kind" label="Form" choices={kinds} />
        <TextField source="name" label="Name" />
        <TextField source="mobile" label="Mobile" />
        <SelectField source="status" label="Status" choices={statuses} />
        <ReferenceField
          source="assignee_id"
          reference="assignees"
          label="Assigned to"
          link={false}
          emptyText="—"
        >
          <TextField source="email" />
        </ReferenceField>
        <TextField source="note" label="Note" />
        <DateField source="created_at" label="Received" showTime />
      </Datagrid>
    </List>
  );
}

const titleCase = (id = '') =>
  id.replace(/(^|[-_])(\w)/g, (_, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`);

/** An open driver sign-up opens the new-driver form filled from it; saving wins the lead. */
function MakeDriverButton() {
  const lead = useRecordContext<ConsoleLead>();
  if (lead?.kind !== 'driver' || lead.status === 'won' || lead.status === 'lost') return null;
  // A driver lead's fields are the sign-up form the API accepted.
  const fields = lead.fields as Partial<DriverLead>;
  const record = {
    lead_id: lead.id,
    name: lead.name,
    mobile: lead.mobile,
    car_type: fields.car_type,
    car_model: [fields.car_model, fields.car_year].filter(Boolean).join(' '),
    district: titleCase(fields.district),
  };
  return (
    <Button component={RouterLink} to="/drivers/create" state={{ record }} variant="contained" size="small">
      <T>Make this a driver</T>
    </Button>
  );
}

export function LeadEdit() {
  return (
    <Edit
      title="Work a lead"
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <MakeDriverButton />
        </TopToolbar>
      }
    >
      <SimpleForm>
        <TextField source="name" label="Name" translate="no" />
        <TextField source="mobile" label="Mobile" translate="no" />
        <FunctionField
          label="What they sent"
          render={(r: { fields: unknown }) => <pre translate="no">{JSON.stringify(r.fields, null, 2)}</pre>}
        />
        <SelectInput source="status" label="Status" choices={statuses} />
        <ReferenceInput source="assignee_id" reference="assignees">
          <SelectInput optionText="email" label="Assigned to" />
        </ReferenceInput>
        <TextInput source="note" label="Note" multiline fullWidth />
        <NotificationsField />
      </SimpleForm>
    </Edit>
  );
}
