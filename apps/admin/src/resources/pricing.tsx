import { Stack } from '@mui/material';
import { carTypes, tripTypeKeys, tripTypeNames } from '@pothik/domain';
import { useEffect } from 'react';
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateTimeInput,
  Edit,
  List,
  NumberInput,
  required,
  SelectField,
  SelectInput,
  SimpleForm,
  TextInput,
  useLocaleState,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { DateField, NumberField, TextField } from '../i18n/fields';

const categories = [
  { id: 'elevated', name: 'Elevated' },
  { id: 'actual+elevated', name: 'Actual + elevated' },
  { id: 'other', name: 'Other' },
];
const codeTypes = [
  { id: 'fixed', name: 'Fixed taka' },
  { id: 'percentage', name: 'Percentage' },
];

export function PromoList() {
  return (
    <List title="Promo codes" exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="code" label="Code" />
        <TextField source="title_en" label="Title" />
        <SelectField source="category" label="Category" choices={categories} />
        <SelectField source="code_type" label="Type" choices={codeTypes} />
        <NumberField source="promo_code_amount" label="Amount" />
        <DateField source="starts_at" label="From" />
        <DateField source="ends_at" label="Until" />
        <NumberField source="used_count" label="Used" />
        <BooleanField source="is_active" label="Active" />
      </Datagrid>
    </List>
  );
}

function PromoForm() {
  return (
    <SimpleForm>
      <TextInput source="code" label="Code" validate={required()} helperText="3 to 20 letters and digits" />
      <TextInput source="title_en" label="Title (English)" validate={required()} fullWidth />
      <TextInput source="title_bn" label="Title (বাংলা)" validate={required()} fullWidth />
      <SelectInput source="category" label="Category" choices={categories} validate={required()} />
      <SelectInput source="code_type" label="Type" choices={codeTypes} validate={required()} />
      <NumberInput source="promo_code_amount" label="Amount (taka or %)" validate={required()} />
      <NumberInput source="up_to_amount" label="Up to (taka, 0 = no cap)" />
      <DateTimeInput source="starts_at" label="From" validate={required()} />
      <DateTimeInput source="ends_at" label="Until" validate={required()} />
      <NumberInput source="per_user_limit" label="Uses per passenger" />
      <NumberInput source="total_limit" label="Uses in all (empty = no limit)" />
      <BooleanInput source="is_active" label="Active" />
    </SimpleForm>
  );
}

export const PromoCreate = () => (
  <Create title="New promo code" redirect="list">
    <PromoForm />
  </Create>
);

export const PromoEdit = () => (
  <Edit title="Edit promo code" mutationMode="pessimistic">
    <PromoForm />
  </Edit>
);

/** A settings object has one record, `current`: its list opens it. */
function OpenCurrent({ resource }: { resource: string }) {
  const redirect = useRedirect();
  useEffect(() => redirect('edit', resource, 'current'), [redirect, resource]);
  return null;
}

export const HighDemandOpen = () => <OpenCurrent resource="settings/high-demand" />;
export const PricingOpen = () => <OpenCurrent resource="settings/pricing" />;
export const PaymentSettingsOpen = () => <OpenCurrent resource="settings/payments" />;

export const HighDemandEdit = () => (
  <Edit title="High-demand notice" mutationMode="pessimistic" redirect={false}>
    <SimpleForm>
      <SelectInput
        source="status"
        label="Status"
        choices={[
          { id: 0, name: 'Off' },
          { id: 1, name: 'On: passengers see the notice' },
        ]}
      />
      <TextInput source="message_en" label="Message (English)" fullWidth />
      <TextInput source="message_bn" label="Message (বাংলা)" fullWidth />
    </SimpleForm>
  </Edit>
);

export const PricingEdit = () => <PricingForm />;

function PricingForm() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Edit title="Fees and rates" mutationMode="pessimistic" redirect={false}>
      <SimpleForm>
        <NumberInput source="insurance_fee" label="Insurance fee (taka)" />
        <NumberInput source="platform_fee_percent" label="Platform fee (%)" />
        <NumberInput source="road_factor" label="Road factor (road km ÷ straight km)" step={0.01} />
        <NumberInput source="round_way_factor" label="Round-way factor" step={0.01} />
        <NumberInput source="estimate_spread_percent" label="Estimate spread (%)" />
        <NumberInput source="rounding_step" label="Round fares to (taka)" />
        {carTypes.map((car) => (
          <NumberInput
            key={car.key}
            source={`rates.${car.key}.per_km`}
            label={translate('%{car}: taka per km', { car: locale === 'bn' ? car.name_bn : car.name_en })}
          />
        ))}
      </SimpleForm>
    </Edit>
  );
}

const ruleKinds = [
  { id: 'none', name: 'No advance' },
  { id: 'percent', name: 'A share of the fare (%)' },
  { id: 'fixed', name: 'A fixed amount (taka)' },
];

/** Issue 44: the advance each trip type asks for when a bid is accepted, and what a late cancel refunds. */
export const PaymentSettingsEdit = () => <PaymentSettingsForm />;

function PaymentSettingsForm() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Edit title="Advance payments" mutationMode="pessimistic" redirect={false}>
      <SimpleForm>
        {tripTypeKeys.map((type) => (
          <Stack key={type} direction="row" spacing={2}>
            <SelectInput
              source={`rules.${type}.kind`}
              label={translate('%{type}: advance', {
                type: tripTypeNames[type][locale === 'bn' ? 'bn' : 'en'],
              })}
              choices={ruleKinds}
            />
            <NumberInput source={`rules.${type}.percent`} label="Share (%)" />
            <NumberInput source={`rules.${type}.amount`} label="Amount (taka)" />
          </Stack>
        ))}
        <NumberInput source="window_min" label="Minutes to pay before the driver is released" />
        <NumberInput
          source="refund.full_refund_before_min"
          label="Full refund when cancelled this many minutes before pickup"
        />
        <NumberInput source="refund.late_refund_percent" label="Refund of a later cancellation (%)" />
      </SimpleForm>
    </Edit>
  );
}

export const ReliabilitySettingsOpen = () => <OpenCurrent resource="settings/reliability" />;

/** Issue 45: when a driver's last 90 days warn them, and when they pause bidding for staff review. */
export const ReliabilitySettingsEdit = () => (
  <Edit title="Driver reliability" mutationMode="pessimistic" redirect={false}>
    <SimpleForm>
      <NumberInput source="min_booked" label="Bookings needed before the completed share is judged" />
      <NumberInput source="warn_completed_percent" label="Warn below this completed share (%)" />
      <NumberInput source="warn_misses" label="Warn at this many cancellations and no-shows" />
      <NumberInput source="pause_completed_percent" label="Pause for review below this completed share (%)" />
      <NumberInput source="pause_misses" label="Pause for review at this many cancellations and no-shows" />
    </SimpleForm>
  </Edit>
);

export const SubscriptionSettingsOpen = () => <OpenCurrent resource="settings/subscription" />;

/** Issue 45 §5: the Smart Driver plan; no invoice is issued while the price is 0. */
export const SubscriptionSettingsEdit = () => (
  <Edit title="Smart Driver subscription" mutationMode="pessimistic" redirect={false}>
    <SimpleForm>
      <NumberInput source="monthly_price" label="Monthly price (taka; 0 charges nothing)" />
      <NumberInput source="grace_days" label="Days after an invoice is due before bidding pauses" />
    </SimpleForm>
  </Edit>
);
