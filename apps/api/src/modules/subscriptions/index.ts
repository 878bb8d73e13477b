// The subscriptions module's door (docs/decisions/0004): the only file other modules, app.ts and the seed import.

export { driverSubscriptionForConsole, listDriverSubscriptions } from './console';
export { assertSubscriptionPaidUp } from './paid-up';
export { default as subscriptionsPlugin } from './plugin';
export { issueInvoicesRound, pauseOverdueRound } from './subscription-jobs';
