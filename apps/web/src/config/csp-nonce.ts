import 'server-only';
import { headers } from 'next/headers';

/** The nonce of this response's CSP (src/proxy.ts puts the policy on the request for Next.js to read). */
export async function cspNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy');
  return /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
}
