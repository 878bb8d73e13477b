export * from './advance';
export * from './ledger';
export * from './refund-policy';
