import {
  ArrayField,
  Datagrid,
  DateInput,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
} from 'react-admin';
import { DateField, NumberField, T, TextField } from '../i18n/fields';
import { NotificationsField } from './notifications';

const statuses = [
  { id: 'requested', name: 'Requested' },
  { id: 'confirmed', name: 'Confirmed' },
  { id: 'cancel_requested', name: 'Cancel requested' },
  { id: 'started', name: 'Started' },
  { id: 'completed', name: 'Completed' },
  { id: 'cancelled', name: 'Cancelled' },
  { id: 'expired', name: 'Expired' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Trip number or mobile" />,
  <SelectInput key="status" source="status" choices={statuses} alwaysOn />,
  <DateInput key="from" source="pickup_from" label="Pickup from" />,
  <DateInput key="to" source="pickup_to" label="Pickup until" />,
];

/** Every trip, newest pickup first, searched by number or by the passenger's or driver's mobile. */
export function TripList() {
  return (
    <List title="Trips" filters={filters} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" label="Trip" />
        <TextField source="status" label="Status" translateValue />
        <TextField source="trip_type" label="Type" translateValue />
        <DateField source="pickup_at" label="Pickup" showTime />
        <TextField source="pickup_address" label="From" />
        <TextField source="dropoff_address" label="To" emptyText="—" />
        <TextField source="passenger_mobile" label="Passenger" />
        <TextField source="driver_name" label="Driver" emptyText="—" />
        <NumberField source="total" label="Total (৳)" emptyText="—" />
      </Datagrid>
    </List>
  );
}

/** One trip: what was asked, who drives, its timeline and every bid. */
export function TripShow() {
  return (
    <Show title="Trip">
      <SimpleShowLayout>
        <TextField source="id" label="Trip" />
        <TextField source="status" label="Status" translateValue />
        <TextField source="trip_type" label="Type" translateValue />
        <TextField source="car_type" label="Car" translateValue />
        <DateField source="pickup_at" label="Pickup" showTime />
        <TextField source="pickup_address" label="From" />
        <TextField source="dropoff_address" label="To" emptyText="—" />
        <TextField source="passenger_name" label="Passenger" emptyText="—" />
        <TextField source="passenger_mobile" label="Passenger's mobile" />
        {/* The passenger's last 90 days (DESIGN.md §17): booked trips, and how many they cancelled. */}
        <NumberField source="passenger_cancellations.booked" label="Passenger's bookings (90 days)" />
        <NumberField
          source="passenger_cancellations.cancelled_after_booking"
          label="Cancelled after booking (90 days)"
        />
        <NumberField source="passenger_cancellations.late_cancellations" label="Of those, late" />
        <TextField source="driver_name" label="Driver" emptyText="—" />
        <TextField source="driver_mobile" label="Driver's mobile" emptyText="—" />
        <NumberField source="estimate_fare" label="Estimate (৳)" />
        <NumberField source="total" label="Total (৳)" emptyText="—" />
        <TextField source="promo_code" label="Promo" emptyText="—" />
        <TextField source="cancel_note" label="Cancellation note" emptyText="—" />
        <ArrayField source="timeline" label="Timeline">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <DateField source="at" label="At" showTime />
            <TextField source="from_status" label="From" emptyText="—" translateValue />
            <TextField source="to_status" label="To" translateValue />
            <TextField source="actor" label="By" translateValue />
            <TextField source="note" label="Note" emptyText="" />
          </Datagrid>
        </ArrayField>
        <ArrayField source="bids" label="Bids">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<T>No bids.</T>}>
            <TextField source="driver_name" label="Driver" />
            <NumberField source="driver_fare" label="Fare (৳)" />
            <NumberField source="bid_amount" label="At the passenger's offer (৳)" emptyText="—" />
            <TextField source="status" label="Status" translateValue />
            <DateField source="created_at" label="Sent" showTime />
          </Datagrid>
        </ArrayField>
        <DateField source="on_my_way_at" label="Driver set off" showTime emptyText="—" />
        <DateField source="arrived_at" label="Driver arrived" showTime emptyText="—" />
        <ArrayField source="track" label="The car's track (a point per 30 s or 200 m; the latest last)">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<T>No positions.</T>}>
            <DateField source="at" label="At" showTime />
            <NumberField source="lat" label="Latitude" options={{ maximumFractionDigits: 5 }} />
            <NumberField source="lng" label="Longitude" options={{ maximumFractionDigits: 5 }} />
            <NumberField source="accuracy_m" label="Accuracy (m)" />
          </Datagrid>
        </ArrayField>
        <DateField source="position.at" label="Latest position at" showTime emptyText="—" />
        <NumberField
          source="position.lat"
          label="Latest latitude"
          options={{ maximumFractionDigits: 5 }}
          emptyText="—"
        />
        <NumberField
          source="position.lng"
          label="Latest longitude"
          options={{ maximumFractionDigits: 5 }}
          emptyText="—"
        />
        <NotificationsField />
      </SimpleShowLayout>
    </Show>
  );
}
