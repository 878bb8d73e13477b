import { type GuardianAnswer, guardianCheckViewSchema, incidentViewSchema, type Lang } from '@pothik/domain';
import { z } from 'zod';
import { apiFetch, apiPaths } from '@/lib/api-client';

// "Is everything all right?" (GET /user/trips/{id}/guardian-check and its answer), with the stored bearer
// token; each answer is checked against the contract outside production, as contacts-api.ts does.
const checked = process.env.NODE_ENV !== 'production';
const none = undefined as never;

export function fetchGuardianCheck(tripId: number, lang: Lang) {
  return apiFetch(`${apiPaths.user}/user/trips/${tripId}/guardian-check`, {
    auth: true,
    lang,
    contract: checked ? guardianCheckViewSchema.nullable() : none,
  });
}

export function answerGuardianCheck(tripId: number, answer: GuardianAnswer, lang: Lang) {
  return apiFetch(`${apiPaths.user}/user/trips/${tripId}/guardian-check/answer`, {
    method: 'POST',
    body: { answer },
    auth: true,
    lang,
    contract: checked
      ? z.object({ check: guardianCheckViewSchema, incident: incidentViewSchema.nullable() })
      : none,
  });
}
