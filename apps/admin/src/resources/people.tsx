import UploadIcon from '@mui/icons-material/Upload';
import { Button } from '@mui/material';
import { type ConsolePassenger, carTypes, type GpLoyaltyImported, gpLoyaltyTiers } from '@pothik/domain';
import {
  BooleanField,
  Create,
  CreateButton,
  Datagrid,
  DeleteButton,
  Edit,
  FunctionField,
  List,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { API, errorText, httpClient, post } from '../api';
import { DateField, T, TextField, useValueText } from '../i18n/fields';
import { bangladeshMobile } from '../validate-mobile';

// The car types and their names as the site shows them (packages/domain).
const carTypeChoices = carTypes.map((car) => ({ id: car.key, name: car.name_en }));
const driverStatuses = [
  { id: 'pending', name: 'Pending' },
  { id: 'approved', name: 'Approved' },
  { id: 'suspended', name: 'Suspended' },
];
const tierNames: Record<(typeof gpLoyaltyTiers)[number], string> = {
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
};
const tiers = gpLoyaltyTiers.map((tier) => ({ id: tier, name: tierNames[tier] }));

export function DriverList() {
  return (
    <List
      title="Drivers"
      filters={[
        <SelectInput key="status" source="status" label="Status" choices={driverStatuses} alwaysOn />,
      ]}
      exporter={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" label="Id" />
        <TextField source="name" label="Name" />
        <TextField source="mobile" label="Mobile" />
        <TextField source="car_type" label="Car type" translateValue />
        <TextField source="plate_number" label="Plate" />
        <TextField source="status" label="Status" translateValue />
        <DriverState label="State" />
        <TextField source="rating" label="Rating" />
      </Datagrid>
    </List>
  );
}

/** Whether the driver may bid now, and why not when they are paused. */
function DriverState(_props: { label: string }) {
  const driver = useRecordContext<{ state: string; paused_reason: string | null }>();
  const translate = useTranslate();
  if (!driver) return null;
  const state = translate(driver.state.replaceAll('_', ' '));
  return (
    <span>
      {driver.paused_reason ? `${state} (${translate(driver.paused_reason.replaceAll('_', ' '))})` : state}
    </span>
  );
}

export function DriverCreate() {
  return (
    <Create title="Add a driver" redirect="list">
      <SimpleForm>
        <TextInput source="name" label="Name" validate={required()} />
        <TextInput
          source="mobile"
          label="Mobile"
          validate={[required(), bangladeshMobile]}
          helperText="01XXXXXXXXX"
        />
        <SelectInput source="car_type" label="Car type" choices={carTypeChoices} validate={required()} />
        <TextInput source="car_model" label="Car model" validate={required()} />
        <TextInput source="plate_number" label="Plate number" validate={required()} />
        <TextInput source="district" label="District" validate={required()} />
      </SimpleForm>
    </Create>
  );
}

export function DriverEdit() {
  return (
    <Edit title="Approve or suspend a driver" mutationMode="pessimistic">
      <SimpleForm>
        <TextField source="name" label="Name" translate="no" />
        <TextField source="mobile" label="Mobile" translate="no" />
        <SelectInput
          source="status"
          label="Status"
          choices={driverStatuses.filter((s) => s.id !== 'pending')}
        />
      </SimpleForm>
    </Edit>
  );
}

export function GpLoyaltyList() {
  return (
    <List title="GP loyalty list" exporter={false} actions={<GpLoyaltyActions />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="mobile" label="Mobile" />
        <TextField source="tier" label="Tier" translateValue />
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
        <TextInput source="mobile" label="Mobile" validate={[required(), bangladeshMobile]} />
        <SelectInput source="tier" label="Tier" choices={tiers} validate={required()} />
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
  const valueText = useValueText();
  // A content entry's entity is `content.<its list>` (content.blogs): each part in the console's words.
  const entityText = (entity: string) =>
    entity
      .split('.')
      .map((part) => valueText(part.replaceAll('-', '_')))
      .join(': ');
  return (
    <List title="Audit log" exporter={false} filters={auditFilters} filterDefaultValues={{ kind: 'change' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="at" label="At" showTime />
        <TextField source="staff_id" label="Staff" />
        <TextField source="action" label="Action" />
        <FunctionField<{ entity: string }> label="Entity" render={(r) => entityText(r.entity)} />
        <TextField source="entity_id" label="Which" />
      </Datagrid>
    </List>
  );
}

function BlockButton() {
  const record = useRecordContext<ConsolePassenger>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!record) return null;
  const action = record.is_active ? 'block' : 'unblock';
  return (
    <Button
      size="small"
      variant={record.is_active ? 'outlined' : 'contained'}
      color={record.is_active ? 'error' : 'primary'}
      onClick={async () => {
        const blocking = action === 'block';
        if (blocking && !window.confirm(translate('Block %{mobile}? They will be logged out.', record)))
          return;
        try {
          await post(`/passengers/${record.id}/${action}`);
          notify(action === 'block' ? 'Passenger blocked' : 'Passenger unblocked', { type: 'success' });
        } catch (err) {
          notify(errorText(err), { type: 'error' });
        }
        refresh();
      }}
    >
      {translate(action === 'block' ? 'Block' : 'Unblock')}
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
        <TextField source="id" label="Id" />
        <TextField source="mobile" label="Mobile" />
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
  const translate = useTranslate();
  const refresh = useRefresh();
  return (
    <Button component="label" size="small" startIcon={<UploadIcon />}>
      <T>Import CSV</T>
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
            notify(
              translate('%{message} (%{rows} rows)', {
                message: translate(imported.message),
                rows: imported.data.rows,
              }),
              { type: 'success' },
            );
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
