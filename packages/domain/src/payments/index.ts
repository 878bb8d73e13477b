export * from './advance';
export * from './advance-hold';
export * from './ledger';
export * from './receipt-text';
export * from './refund-policy';
export * from './subscription';
