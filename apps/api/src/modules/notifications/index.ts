// The notifications module's surface for other modules (docs/decisions/0004): they enqueue in their own
// transactions, read a lead's or trip's deliveries for the console, and register channel senders.
export {
  type ChannelSender,
  ChannelSenders,
  type DeliveryReceipt,
  type OutboxNotification,
  PermanentDeliveryError,
  standardChannels,
} from './channels';
export { toConsoleNotification } from './console-view';
export { type DeliveryDeps, deliverDueNotifications, retryDelayMs } from './deliver';
export { enqueueNotifications, type NotificationToSend } from './enqueue';
export { default as notificationsPlugin } from './plugin';
export {
  deleteOldSentNotifications,
  disabledKinds,
  findNotificationsOfLead,
  findNotificationsOfTrip,
  leadIdsNotifiedBy,
  listFailedSince,
  listPreferences,
  type NotificationRow,
  recordDeliveryReport,
  upsertPreferences,
} from './repo';
