import type { Lang, LeadKind } from '@pothik/domain';
import { apiFetch, apiPaths } from '@/lib/api-client';

export type { LeadKind };

/** DESIGN.md §12: where each form posts; the brand's forms are named after its product slug. */
export function leadPath(kind: LeadKind, productSlug: string): string {
  if (kind === 'car_rental') return `${apiPaths.web}/request/car-rental`;
  if (kind === 'survey') return `${apiPaths.user}/survey-submit`;
  return `${apiPaths.web}/create/${productSlug}_${kind}`;
}

/** Sends a lead once per attempt: the same Idempotency-Key on a retry makes one row. */
export function sendLead(
  path: string,
  body: Record<string, unknown>,
  idempotencyKey: string,
  lang: Lang,
  /** Send the stored session with it (a signed-in passenger's survey). */
  auth = false,
) {
  return apiFetch(path, {
    method: 'POST',
    body,
    lang,
    auth,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
