// The notifications module's surface for other modules (docs/decisions/0004): they enqueue in their own
// transactions, read a lead's or trip's deliveries for the console, switch kinds off, and register channel senders;
// they never import the repo.
export {
  type ChannelSender,
  ChannelSenders,
  type DeliveryReceipt,
  type OutboxNotification,
  PermanentDeliveryError,
  standardChannels,
} from './channels';
export {
  consoleNotificationsOfLead,
  consoleNotificationsOfTrip,
  failedDeliveriesSince,
} from './console-notifications';
export { type DeliveryDeps, deliverDueNotifications, retryDelayMs } from './deliver';
export { enqueueNotifications, type NotificationToSend } from './enqueue';
export { deleteLapsedNotifications, leadsToldBy } from './housekeeping';
export { default as notificationsPlugin } from './plugin';
export { kindsSwitchedOff, saveSwitches } from './preferences';
