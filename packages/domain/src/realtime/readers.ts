// The pieces the hand readers of realtime messages share (server-message.ts, position-frame.ts): each
// reads one value as its schema in protocol.ts would, or gives undefined.

export type Fields = Record<string, unknown>;
export type Reader<T> = (value: unknown) => T | undefined;

// Postgres `integer`: a larger id can name no row.
const MAX_ROW_ID = 2_147_483_647;

const DATE = String.raw`(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))`;
const ISO_DATETIME = new RegExp(String.raw`^${DATE}T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$`);

export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const rowId: Reader<number> = (v) =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_ROW_ID ? v : undefined;
export const finite: Reader<number> = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
/** An instant in UTC as `toISOString` writes it (zod's `iso.datetime()`). */
export const isoTime: Reader<string> = (v) => (typeof v === 'string' && ISO_DATETIME.test(v) ? v : undefined);
