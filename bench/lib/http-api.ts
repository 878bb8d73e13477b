// The benchmarks talk to the API over real HTTP, as the web does.

/** One API call; the `data` of its envelope, or an error naming the status. */
export async function api<T>(
  base: string,
  path: string,
  init: { body?: object; token?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await fetch(`${base}/api/v3${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** Logs in through the dev SMS outbox, as e2e does. */
export async function logIn(base: string, role: 'user' | 'driver', mobile: string): Promise<string> {
  await api(base, `/${role}/login`, { body: { mobile, recaptcha_token: 'bench', channel: 'web' } });
  const outbox = await api<{ items: { code: string }[] }>(base, `/dev/sms-outbox?mobile=${mobile}`);
  const verified = await api<{ access_token: string }>(base, `/${role}/verify`, {
    body: { mobile, otp: outbox.items[0]!.code },
  });
  return verified.access_token;
}
