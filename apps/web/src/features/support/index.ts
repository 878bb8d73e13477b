// Support tickets (issue 46): the passenger's pages, the driver's tickets and lost items (given the
// driver's caller), and the logged-out form.
export { DriverTickets } from './driver-tickets';
export { PassengerTicketPage } from './passenger-ticket-page';
export { PassengerTicketsPage } from './passenger-tickets-page';
export { PublicTicketForm } from './public-ticket-form';
export type { TicketCaller } from './tickets-api';
