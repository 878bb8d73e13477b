import simpleRestProvider from 'ra-data-simple-rest';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { API, httpClient } from './api';
import { authProvider } from './auth-provider';
import { contentResources } from './content/resources';
import { DashboardPage } from './dashboard';
import { LoginPage } from './login-page';
import { ChangePasswordPage } from './password/change-password-page';
import { ConsoleLayout } from './password/console-layout';
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
        ...(role === 'ops' || role === 'admin'
          ? [
              <Resource
                key="cancel-requests"
                name="cancel-requests"
                options={{ label: 'Cancellation requests' }}
                list={CancelRequestList}
              />,
              <Resource key="trips" name="trips" list={TripList} show={TripShow} />,
              <Resource key="leads" name="leads" list={LeadList} edit={LeadEdit} />,
              <Resource key="assignees" name="assignees" />,
              <Resource
                key="drivers"
                name="drivers"
                list={DriverList}
                create={DriverCreate}
                edit={DriverEdit}
              />,
              <Resource key="passengers" name="passengers" list={PassengerList} />,
              <Resource
                key="gp-loyalty"
                name="gp-loyalty"
                options={{ label: 'GP loyalty' }}
                list={GpLoyaltyList}
                create={GpLoyaltyCreate}
              />,
              <Resource
                key="high-demand"
                name="settings/high-demand"
                options={{ label: 'High-demand notice' }}
                list={HighDemandOpen}
                edit={HighDemandEdit}
              />,
            ]
          : []),
        ...(role === 'admin'
          ? [
              <Resource
                key="promos"
                name="promos"
                options={{ label: 'Promo codes' }}
                list={PromoList}
                create={PromoCreate}
                edit={PromoEdit}
              />,
              <Resource
                key="pricing"
                name="settings/pricing"
                options={{ label: 'Fees and rates' }}
                list={PricingOpen}
                edit={PricingEdit}
              />,
              <Resource
                key="staff"
                name="staff"
                options={{ label: 'Staff accounts' }}
                list={StaffList}
                create={StaffCreate}
                edit={StaffEdit}
              />,
              <Resource
                key="audit-log"
                name="audit-log"
                options={{ label: 'Audit log' }}
                list={AuditLogList}
              />,
            ]
          : []),
      ]}
    </Admin>
  );
}
