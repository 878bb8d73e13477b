import simpleRestProvider from 'ra-data-simple-rest';
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { API, httpClient } from './api';
import { authProvider } from './auth-provider';
import { contentResources } from './content/resources';
import { DashboardPage } from './dashboard';
import { LoginPage } from './login-page';
import { ChangePasswordPage } from './password/change-password-page';
import { ConsoleLayout } from './password/console-layout';
import { resourceOf } from './resource';
import { CancelRequestList } from './resources/cancel-requests';
import { LeadEdit, LeadList } from './resources/leads';
import {
  AuditLogList,
  DriverCreate,
  DriverEdit,
  DriverList,
  GpLoyaltyCreate,
  GpLoyaltyList,
  PassengerList,
} from './resources/people';
import {
  HighDemandEdit,
  HighDemandOpen,
  PricingEdit,
  PricingOpen,
  PromoCreate,
  PromoEdit,
  PromoList,
} from './resources/pricing';
import { StaffCreate, StaffEdit, StaffList } from './resources/staff';
import { TripList, TripShow } from './resources/trips';

const dataProvider = simpleRestProvider(API, httpClient);

/** Operations' work: trips, cancellations, leads, drivers and passengers, and the high-demand notice. */
const opsResources = [
  { name: 'cancel-requests', label: 'Cancellation requests', list: CancelRequestList },
  { name: 'trips', list: TripList, show: TripShow },
  { name: 'leads', list: LeadList, edit: LeadEdit },
  // The staff a lead can be assigned to, for the lead's form to choose from.
  { name: 'assignees' },
  { name: 'drivers', list: DriverList, create: DriverCreate, edit: DriverEdit },
  { name: 'passengers', list: PassengerList },
  { name: 'gp-loyalty', label: 'GP loyalty', list: GpLoyaltyList, create: GpLoyaltyCreate },
  { name: 'settings/high-demand', label: 'High-demand notice', list: HighDemandOpen, edit: HighDemandEdit },
].map(resourceOf);

/** The admins' own: promo codes, fees and rates, staff accounts and the audit log. */
const adminResources = [
  { name: 'promos', label: 'Promo codes', list: PromoList, create: PromoCreate, edit: PromoEdit },
  { name: 'settings/pricing', label: 'Fees and rates', list: PricingOpen, edit: PricingEdit },
  { name: 'staff', label: 'Staff accounts', list: StaffList, create: StaffCreate, edit: StaffEdit },
  { name: 'audit-log', label: 'Audit log', list: AuditLogList },
].map(resourceOf);

/** Each role sees its own work; the API refuses the rest whatever the menu shows. */
export function App() {
  return (
    <Admin
      title="Pothik staff console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      layout={ConsoleLayout}
      dashboard={DashboardPage}
      requireAuth
      disableTelemetry
    >
      {(role: string | undefined) => [
        <CustomRoutes key="own-account">
          <Route path="/change-password" element={<ChangePasswordPage />} />
        </CustomRoutes>,
        ...(role === 'editor' || role === 'admin' ? contentResources : []),
        ...(role === 'ops' || role === 'admin' ? opsResources : []),
        ...(role === 'admin' ? adminResources : []),
      ]}
    </Admin>
  );
}
