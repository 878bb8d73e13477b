import { startFakeServer } from './http-server';

export const FAKE_NID_KEY = 'fake-nid-key';

/**
 * A national-ID check service in the shape Porichoy-like services answer (POST /v1/nid/verify with a
 * bearer key, `{ nid_number, name }`): `{ status: "VERIFIED" | "MISMATCH" | "NOT_FOUND", name_match }`.
 * `register` holds the NIDs it knows and their holders' names; a wrong key is a 401.
 */
export async function startFakeNidService(register: Record<string, string>) {
  return startFakeServer((req) => {
    if (req.method !== 'POST' || req.path !== '/v1/nid/verify')
      return { status: 404, body: { error: 'not found' } };
    if (req.headers.authorization !== `Bearer ${FAKE_NID_KEY}`)
      return { status: 401, body: { error: 'unauthorised' } };
    const { nid_number, name } = JSON.parse(req.body || '{}') as { nid_number?: string; name?: string };
    const holder = nid_number ? register[nid_number] : undefined;
    if (!holder) return { status: 200, body: { status: 'NOT_FOUND', name_match: false } };
    const same = holder.toLowerCase() === String(name).trim().toLowerCase();
    return { status: 200, body: { status: same ? 'VERIFIED' : 'MISMATCH', name_match: same } };
  });
}
