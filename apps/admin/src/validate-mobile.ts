import { mobileSchema } from '@pothik/domain';

/**
 * A mobile field's check: the API's own rule and message (packages/domain's mobileSchema, operator
 * prefixes 013–019), so the console refuses before saving what the API would refuse after.
 */
export function bangladeshMobile(value: unknown): string | undefined {
  // An empty field is required()'s to name.
  if (value === undefined || value === null || value === '') return undefined;
  const checked = mobileSchema.safeParse(value);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}
