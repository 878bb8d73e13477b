import { type Lang, type TrustedContact, trustedContactSchema } from '@pothik/domain';
import { z } from 'zod';
import { apiFetch, apiPaths } from '@/lib/api-client';

// The passenger's trusted contacts (GET/PUT /user/trusted-contacts), with the stored bearer token. Each
// answer is checked against the contract outside production (features/my-trips/trips-api.ts does the same).
const checked = process.env.NODE_ENV !== 'production';
const none = undefined as never;

export function fetchTrustedContacts(lang: Lang) {
  return apiFetch(`${apiPaths.user}/user/trusted-contacts`, {
    auth: true,
    lang,
    contract: checked ? z.array(trustedContactSchema) : none,
  });
}

export function saveTrustedContacts(contacts: TrustedContact[], lang: Lang) {
  return apiFetch(`${apiPaths.user}/user/trusted-contacts`, {
    method: 'PUT',
    body: { contacts },
    auth: true,
    lang,
    contract: checked ? z.array(trustedContactSchema) : none,
  });
}
