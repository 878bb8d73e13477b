import type { Config } from '../../config';

// The national-ID check (issue 45 §2): the name on a driver's account against the NID's register, as
// Porichoy and commercial services offer, behind one interface. Off unless NID_CHECK_URL is set and staff
// switch it on (settings driver_papers.nid_check); its answer is kept beside the paper for the console.

export type NidCheckResult = {
  provider: string;
  status: 'matched' | 'mismatch' | 'not_found' | 'unavailable';
  name_match: boolean | null;
  checked_at: string;
};

export type NidCheck = {
  readonly provider: string;
  check(input: { nidNumber: string; name: string }, now: Date): Promise<NidCheckResult>;
};

const answers = { VERIFIED: 'matched', MISMATCH: 'mismatch', NOT_FOUND: 'not_found' } as const;

/**
 * A service answering `POST <url>/v1/nid/verify` `{ nid_number, name }` with
 * `{ status: "VERIFIED" | "MISMATCH" | "NOT_FOUND", name_match: boolean }` (the shape of the local fake,
 * test/fakes/nid-server.ts). A failure or a timeout is `unavailable`: staff check by eye.
 */
export function httpNidCheck(url: string, apiKey: string | null, fetchImpl: typeof fetch = fetch): NidCheck {
  return {
    provider: 'http',
    async check({ nidNumber, name }, now) {
      const base = { provider: 'http', checked_at: now.toISOString() };
      try {
        const res = await fetchImpl(`${url.replace(/\/+$/, '')}/v1/nid/verify`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
          },
          body: JSON.stringify({ nid_number: nidNumber, name }),
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) return { ...base, status: 'unavailable', name_match: null };
        const body = (await res.json()) as { status?: string; name_match?: unknown };
        const status = answers[body.status as keyof typeof answers] ?? 'unavailable';
        return { ...base, status, name_match: typeof body.name_match === 'boolean' ? body.name_match : null };
      } catch {
        return { ...base, status: 'unavailable', name_match: null };
      }
    },
  };
}

/** The configured check, or null when none is. */
export function nidCheckOf(config: Config['nidCheck']): NidCheck | null {
  return config.provider === 'http' ? httpNidCheck(config.url, config.apiKey) : null;
}
