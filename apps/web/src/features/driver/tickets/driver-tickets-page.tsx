'use client';

import { DriverTickets } from '@/features/support';
import { driverPushCaller } from '../driver-api';

/** /driver/tickets: the driver's support tickets and lost items, through the driver's own calls. */
export function DriverTicketsPage() {
  return <DriverTickets call={driverPushCaller} />;
}
