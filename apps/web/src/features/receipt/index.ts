// A trip's receipt (issue 44 §5): its page, behind the login.
export { ReceiptPage } from './receipt-page';
