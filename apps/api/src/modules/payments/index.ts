// The payments module's door (docs/decisions/0004): the only file other modules, app.ts and the seed import.

export {
  type ConsolePayment,
  ledgerCsv,
  ledgerDailyTotals,
  listPayments,
  listRefunds,
  type PaymentFilter,
  paymentsCsv,
  type RefundFilter,
  reconciliationReport,
  refundManually,
} from './finance';
export { type CaptureHandler, type PaymentRow, requestRefund } from './payment-service';
export { default as paymentsPlugin } from './plugin';
export { advancePaidByTrip, refundTripAdvance, tripAdvance } from './trip-payments';
