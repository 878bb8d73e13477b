import { fromBengaliDigits, takaAmountSchema } from '@pothik/domain';

/**
 * A fare as a driver types it: Bangla or Latin digits, with or without the taka sign and thousands
 * commas. The amount, or null when it is not one the API takes.
 */
export function parseFare(text: string): number | null {
  const plain = fromBengaliDigits(text).replace(/[৳,\s]/g, '');
  if (!/^\d+$/.test(plain)) return null;
  const parsed = takaAmountSchema.safeParse(Number(plain));
  return parsed.success ? parsed.data : null;
}
