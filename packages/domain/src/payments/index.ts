export * from './advance';
export * from './ledger';
export * from './receipt-text';
export * from './refund-policy';
