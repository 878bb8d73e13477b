import UploadIcon from '@mui/icons-material/Upload';
import { Button } from '@mui/material';
import { type ConsolePassenger, carTypes, type GpLoyaltyImported, gpLoyaltyTiers } from '@pothik/domain';
import {
  BooleanField,
  Create,
  CreateButton,
  Datagrid,
  DateField,
  DeleteButton,
  Edit,
  FunctionField,
  List,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { API, errorText, httpClient, post } from '../api';
import { bangladeshMobile } from '../validate-mobile';

// The car types and their names as the site shows them (packages/domain).
const carTypeChoices = carTypes.map((car) => ({ id: car.key, name: car.name_en }));
const driverStatuses = [
  { id: 'pending', name: 'Pending' },
  { id: 'approved', name: 'Approved' },
  { id: 'suspended', name: 'Suspended' },
];
const tiers = gpLoyaltyTiers.map((tier) => ({ id: tier, name: `${tier[0]!.toUpperCase()}${tier.slice(1)}` }));

export function DriverList() {
  return (
    <List
      title="Drivers"
      filters={[<SelectInput key="status" source="status" choices={driverStatuses} alwaysOn />]}
      exporter={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="mobile" />
        <TextField source="car_type" />
        <TextField source="plate_number" label="Plate" />
        <TextField source="status" />
        <FunctionField<{ state: string; paused_reason: string | null }>
          label="State"
          render={(d) =>
            d.paused_reason
              ? `${d.state} (${d.paused_reason.replaceAll('_', ' ')})`
              : d.state.replaceAll('_', ' ')
          }
        />
        <TextField source="rating" />
      </Datagrid>
    </List>
  );
}

export function DriverCreate() {
  return (
    <Create title="Add a driver" redirect="list">
      <SimpleForm>
        <TextInput source="name" validate={required()} />
        <TextInput source="mobile" validate={[required(), bangladeshMobile]} helperText="01XXXXXXXXX" />
        <SelectInput source="car_type" choices={carTypeChoices} validate={required()} />
        <TextInput source="car_model" validate={required()} />
        <TextInput source="plate_number" validate={required()} />
        <TextInput source="district" validate={required()} />
      </SimpleForm>
    </Create>
  );
}

export function DriverEdit() {
  return (
    <Edit title="Approve or suspend a driver" mutationMode="pessimistic">
      <SimpleForm>
        <TextField source="name" />
        <TextField source="mobile" />
        <SelectInput source="status" choices={driverStatuses.filter((s) => s.id !== 'pending')} />
      </SimpleForm>
    </Edit>
  );
}

export function GpLoyaltyList() {
  return (
    <List title="GP loyalty list" exporter={false} actions={<GpLoyaltyActions />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="mobile" />
        <TextField source="tier" />
        <DateField source="added_at" label="Added" />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
}

export function GpLoyaltyCreate() {
  return (
    <Create title="Add a GP loyalty number" redirect="list">
      <SimpleForm>
        <TextInput source="mobile" validate={[required(), bangladeshMobile]} />
        <SelectInput source="tier" choices={tiers} validate={required()} />
      </SimpleForm>
    </Create>
  );
}

// Changes first: the reads of people's lists, recorded on every page staff open, would bury them.
const auditKinds = [
  { id: 'change', name: 'Changes' },
  { id: 'read', name: "Reads of people's lists and exports" },
];
const auditFilters = [
  <SelectInput key="kind" source="kind" label="Show" choices={auditKinds} alwaysOn emptyText="Everything" />,
];

export function AuditLogList() {
  return (
    <List title="Audit log" exporter={false} filters={auditFilters} filterDefaultValues={{ kind: 'change' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="at" showTime />
        <TextField source="staff_id" label="Staff" />
        <TextField source="action" />
        <TextField source="entity" />
        <TextField source="entity_id" label="Which" />
      </Datagrid>
    </List>
  );
}

function BlockButton() {
  const record = useRecordContext<ConsolePassenger>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const action = record.is_active ? 'block' : 'unblock';
  return (
    <Button
      size="small"
      variant={record.is_active ? 'outlined' : 'contained'}
      color={record.is_active ? 'error' : 'primary'}
      onClick={async () => {
        if (action === 'block' && !window.confirm(`Block ${record.mobile}? They will be logged out.`)) return;
        try {
          await post(`/passengers/${record.id}/${action}`);
          notify(action === 'block' ? 'Passenger blocked' : 'Passenger unblocked', { type: 'success' });
        } catch (err) {
          notify(errorText(err), { type: 'error' });
        }
        refresh();
      }}
    >
      {action === 'block' ? 'Block' : 'Unblock'}
    </Button>
  );
}

export function PassengerList() {
  return (
    <List
      title="Passengers"
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Mobile or name" />]}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="mobile" />
        <TextField source="full_name" label="Name" emptyText="—" />
        <DateField source="created_at" label="Joined" />
        <BooleanField source="is_active" label="Can log in" />
        <BlockButton />
      </Datagrid>
    </List>
  );
}

/** `mobile,tier` lines from a spreadsheet; the API takes all of them or none. */
function ImportGpLoyalty() {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Button component="label" size="small" startIcon={<UploadIcon />}>
      Import CSV
      <input
        type="file"
        hidden
        accept=".csv,text/csv"
        aria-label="Import the GP loyalty list from a CSV file"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          try {
            const { json } = await httpClient(`${API}/gp-loyalty/import`, {
              method: 'POST',
              body: await file.text(),
              headers: new Headers({ 'Content-Type': 'text/csv' }),
            });
            const imported = json as GpLoyaltyImported;
            notify(`${imported.message} (${imported.data.rows} rows)`, { type: 'success' });
          } catch (err) {
            notify(errorText(err), { type: 'error', multiLine: true });
          }
          refresh();
        }}
      />
    </Button>
  );
}

export const GpLoyaltyActions = () => (
  <TopToolbar>
    <CreateButton />
    <ImportGpLoyalty />
  </TopToolbar>
);
