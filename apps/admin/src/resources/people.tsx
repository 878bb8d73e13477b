import {
  Create,
  Datagrid,
  DateField,
  DeleteButton,
  Edit,
  List,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';

const carTypes = [
  { id: 'sedan_economy', name: 'Sedan Economy' },
  { id: 'sedan', name: 'Sedan' },
  { id: 'sedan_premium', name: 'Sedan Premium' },
  { id: 'noah', name: 'Noah' },
  { id: 'chander_gari', name: 'Chander Gari' },
  { id: 'hiace', name: 'HiAce' },
];
const driverStatuses = [
  { id: 'pending', name: 'Pending' },
  { id: 'approved', name: 'Approved' },
  { id: 'suspended', name: 'Suspended' },
];
const tiers = [
  { id: 'silver', name: 'Silver' },
  { id: 'gold', name: 'Gold' },
  { id: 'platinum', name: 'Platinum' },
];

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
        <TextInput source="mobile" validate={required()} helperText="01XXXXXXXXX" />
        <SelectInput source="car_type" choices={carTypes} validate={required()} />
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
    <List title="GP loyalty list" exporter={false}>
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
        <TextInput source="mobile" validate={required()} />
        <SelectInput source="tier" choices={tiers} validate={required()} />
      </SimpleForm>
    </Create>
  );
}

export function AuditLogList() {
  return (
    <List title="Audit log" exporter={false}>
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
