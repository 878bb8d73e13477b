import type { APIRequestContext } from '@playwright/test';
import { dhakaIsoDay } from '@pothik/domain';
import { apiUrl } from '../playwright.config';

export type StoredLead = {
  id: number;
  kind: string;
  name: string | null;
  mobile: string | null;
  lang: 'en' | 'bn';
  user_id: number | null;
  fields: Record<string, unknown>;
};

/** The newest stored leads of a kind (optionally from one number), read back through the API's dev route. */
export async function storedLeads(
  request: APIRequestContext,
  kind: string,
  mobile?: string,
): Promise<StoredLead[]> {
  const response = await request.get(`${apiUrl}/api/v3/dev/leads`, {
    params: { kind, ...(mobile ? { mobile } : {}) },
  });
  if (!response.ok()) throw new Error(`dev/leads: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: StoredLead[] }).data;
}

/** A YYYY-MM-DD `days` after today in Dhaka. */
export function dhakaDayAhead(days: number): string {
  return dhakaIsoDay(new Date(Date.now() + days * 86_400_000));
}
