import { Box, Link } from '@mui/material';
import {
  Datagrid,
  DateField,
  Edit,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { API } from '../api';

const kinds = [
  { id: 'business', name: 'Business' },
  { id: 'club', name: 'Club' },
  { id: 'driver', name: 'Driver sign-up' },
  { id: 'car_rental', name: 'Car requisition' },
  { id: 'survey', name: 'Survey' },
];
const statuses = [
  { id: 'new', name: 'New' },
  { id: 'contacted', name: 'Contacted' },
  { id: 'won', name: 'Won' },
  { id: 'lost', name: 'Lost' },
];

/** Every lead as CSV, straight from the API with the session cookie (the API also takes `?filter=`). */
function ExportCsv() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 2 }}>
      <Link href={`${API}/leads/export.csv`} download underline="hover" sx={{ fontWeight: 600 }}>
        Export all leads as CSV
      </Link>
    </Box>
  );
}

export function LeadList() {
  return (
    <>
      <ExportCsv />
      <List
        title="Leads"
        filters={[
          <SearchInput key="q" source="q" alwaysOn placeholder="Name or mobile" />,
          <SelectInput key="kind" source="kind" choices={kinds} alwaysOn />,
          <SelectInput key="status" source="status" choices={statuses} alwaysOn />,
        ]}
        exporter={false}
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <FunctionField
            label="Form"
            render={(r: { kind: string }) => kinds.find((k) => k.id === r.kind)?.name}
          />
          <TextField source="name" />
          <TextField source="mobile" />
          <TextField source="status" />
          <TextField source="note" />
          <DateField source="created_at" label="Received" showTime />
        </Datagrid>
      </List>
    </>
  );
}

export function LeadEdit() {
  return (
    <Edit title="Work a lead" mutationMode="pessimistic">
      <SimpleForm>
        <TextField source="name" />
        <TextField source="mobile" />
        <FunctionField
          label="What they sent"
          render={(r: { fields: unknown }) => <pre>{JSON.stringify(r.fields, null, 2)}</pre>}
        />
        <SelectInput source="status" choices={statuses} />
        <TextInput source="note" multiline fullWidth />
      </SimpleForm>
    </Edit>
  );
}
