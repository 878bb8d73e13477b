import simpleRestProvider from 'ra-data-simple-rest';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { API, httpClient } from './api';
import { authProvider } from './auth-provider';
import { ConsoleAdmin } from './console-admin';
import { contentResources } from './content/resources';
import { DashboardPage } from './dashboard';
import { LoginPage } from './login-page';
import { ChangePasswordPage } from './password/change-password-page';
import { ConsoleLayout } from './password/console-layout';
import { lazyPage, resourceOf } from './resource';

// Each resource's pages load with their first visit (resource.tsx, lazyPage).
const cancelRequests = () => import('./resources/cancel-requests');
const finance = () => import('./resources/finance');
const incidents = () => import('./resources/incidents');
const leads = () => import('./resources/leads');
const noShows = () => import('./resources/no-shows');
const liveTrips = () => import('./resources/live-trips');
const papers = () => import('./resources/papers');
const people = () => import('./resources/people');
const pricing = () => import('./resources/pricing');
const staff = () => import('./resources/staff');
const subscriptions = () => import('./resources/subscriptions');
const supportInbox = () => import('./resources/support-inbox');
const supportTicket = () => import('./resources/support-ticket');
const supportReport = () => import('./resources/support-report');
const trips = () => import('./resources/trips');

const dataProvider = simpleRestProvider(API, httpClient);

/** Operations' work: trips, cancellations, leads, drivers and passengers, and the high-demand notice. */
const opsResources = [
  // Safety first: SOS and locked trip codes, open ones at the top.
  {
    name: 'incidents',
    list: lazyPage(incidents, (m) => m.IncidentList),
    show: lazyPage(incidents, (m) => m.IncidentShow),
  },
  { name: 'live-trips', label: 'Live map', list: lazyPage(liveTrips, (m) => m.LiveTripsPage) },
  {
    name: 'cancel-requests',
    label: 'Cancellation requests',
    list: lazyPage(cancelRequests, (m) => m.CancelRequestList),
  },
  // Passengers' "the driver did not come", to confirm or dismiss (DESIGN.md §17).
  { name: 'no-shows', label: 'Driver no-shows', list: lazyPage(noShows, (m) => m.NoShowList) },
  { name: 'trips', list: lazyPage(trips, (m) => m.TripList), show: lazyPage(trips, (m) => m.TripShow) },
  { name: 'leads', list: lazyPage(leads, (m) => m.LeadList), edit: lazyPage(leads, (m) => m.LeadEdit) },
  // The staff a lead can be assigned to, for the lead's form to choose from.
  { name: 'assignees' },
  {
    name: 'drivers',
    list: lazyPage(people, (m) => m.DriverList),
    create: lazyPage(people, (m) => m.DriverCreate),
    edit: lazyPage(people, (m) => m.DriverEdit),
  },
  // Drivers' papers waiting for review (DESIGN.md §17).
  { name: 'driver-documents', label: "Drivers' papers", list: lazyPage(papers, (m) => m.PaperQueue) },
  { name: 'passengers', list: lazyPage(people, (m) => m.PassengerList) },
  {
    name: 'gp-loyalty',
    label: 'GP loyalty',
    list: lazyPage(people, (m) => m.GpLoyaltyList),
    create: lazyPage(people, (m) => m.GpLoyaltyCreate),
  },
  {
    name: 'settings/high-demand',
    label: 'High-demand notice',
    list: lazyPage(pricing, (m) => m.HighDemandOpen),
    edit: lazyPage(pricing, (m) => m.HighDemandEdit),
  },
].map(resourceOf);

/** Finance (issue 44 §6): payments, refunds, reconciliation and the ledger; admins see them too. */
const financeResources = [
  { name: 'payments', list: lazyPage(finance, (m) => m.PaymentList) },
  { name: 'refunds', list: lazyPage(finance, (m) => m.RefundList) },
  { name: 'reconciliation', label: 'Reconciliation', list: lazyPage(finance, (m) => m.ReconciliationPage) },
  { name: 'ledger', label: 'Ledger', list: lazyPage(finance, (m) => m.LedgerPage) },
  // Drivers' Smart Driver subscriptions (issue 45 §5): dues and overdue first, each driver's invoices.
  {
    name: 'driver-subscriptions',
    label: 'Subscriptions',
    list: lazyPage(subscriptions, (m) => m.SubscriptionList),
    show: lazyPage(subscriptions, (m) => m.SubscriptionShow),
  },
].map(resourceOf);

/** The support inbox (issue 46), for the support role and admins. */
const supportResources = [
  {
    name: 'tickets',
    label: 'Support inbox',
    list: lazyPage(supportInbox, (m) => m.TicketList),
    show: lazyPage(supportTicket, (m) => m.TicketShow),
  },
  // The staff a ticket can be assigned to.
  { name: 'support-agents' },
  {
    name: 'support-report',
    label: 'Support report',
    list: lazyPage(supportReport, (m) => m.SupportReportPage),
  },
].map(resourceOf);

/** The admins' own: promo codes, fees and rates, staff accounts and the audit log. */
const adminResources = [
  {
    name: 'promos',
    label: 'Promo codes',
    list: lazyPage(pricing, (m) => m.PromoList),
    create: lazyPage(pricing, (m) => m.PromoCreate),
    edit: lazyPage(pricing, (m) => m.PromoEdit),
  },
  {
    name: 'settings/pricing',
    label: 'Fees and rates',
    list: lazyPage(pricing, (m) => m.PricingOpen),
    edit: lazyPage(pricing, (m) => m.PricingEdit),
  },
  {
    name: 'settings/payments',
    label: 'Advance payments',
    list: lazyPage(pricing, (m) => m.PaymentSettingsOpen),
    edit: lazyPage(pricing, (m) => m.PaymentSettingsEdit),
  },
  {
    name: 'settings/support',
    label: 'Support settings',
    list: lazyPage(supportReport, (m) => m.SupportSettingsOpen),
    edit: lazyPage(supportReport, (m) => m.SupportSettingsEdit),
  },
  {
    name: 'settings/reliability',
    label: 'Driver reliability',
    list: lazyPage(pricing, (m) => m.ReliabilitySettingsOpen),
    edit: lazyPage(pricing, (m) => m.ReliabilitySettingsEdit),
  },
  {
    name: 'settings/subscription',
    label: 'Smart Driver plan',
    list: lazyPage(pricing, (m) => m.SubscriptionSettingsOpen),
    edit: lazyPage(pricing, (m) => m.SubscriptionSettingsEdit),
  },
  {
    name: 'staff',
    label: 'Staff accounts',
    list: lazyPage(staff, (m) => m.StaffList),
    create: lazyPage(staff, (m) => m.StaffCreate),
    edit: lazyPage(staff, (m) => m.StaffEdit),
  },
  { name: 'audit-log', label: 'Audit log', list: lazyPage(people, (m) => m.AuditLogList) },
].map(resourceOf);

/** Each role sees its own work; the API refuses the rest whatever the menu shows. */
export function App() {
  return (
    <ConsoleAdmin
      title="Pothik staff console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      layout={ConsoleLayout}
      dashboard={DashboardPage}
    >
      {(role: string | undefined) => [
        <CustomRoutes key="own-account">
          <Route path="/change-password" element={<ChangePasswordPage />} />
        </CustomRoutes>,
        ...(role === 'editor' || role === 'admin' ? contentResources : []),
        ...(role === 'ops' || role === 'admin' ? opsResources : []),
        ...(role === 'finance' || role === 'admin' ? financeResources : []),
        ...(role === 'support' || role === 'admin' ? supportResources : []),
        ...(role === 'admin' ? adminResources : []),
      ]}
    </ConsoleAdmin>
  );
}
