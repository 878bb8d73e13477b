import type { Lang } from '@pothik/domain';
import type { z } from 'zod';
import { passengerSession } from './session';
import type { SessionStore } from './session-store';

// DESIGN.md §4: every response is `{ message?, code?, data?, errors? }`. The client never throws for an
// HTTP status or a network failure; it returns a result the caller (or notify) can act on.
export type ApiResult<T = unknown> = {
  ok: boolean;
  /** The HTTP status, or 0 when the request never got an answer (network failure, timeout). */
  status: number;
  data: T | undefined;
  /** The server's (English) message, if it sent one. */
  message: string | undefined;
  /** The catalogue key the server sent beside the message, if any. */
  code: string | undefined;
  /** Field errors of a 422. */
  errors: Record<string, string[]> | undefined;
};

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects are sent as JSON; FormData and URLSearchParams are sent as they are. */
  body?: unknown;
  /**
   * Send a login's access token as a bearer token: `true` for the passenger's, or the login's store (the
   * driver's). The token is renewed first when the tab has none or it lapsed (lib/session-store.ts); with
   * no one logged in the call is not sent and answers 401, as the API would. Public content calls do not.
   */
  auth?: boolean | SessionStore;
  /** An explicit token (the one a logout revokes, the web server's copy of a page's login); implies auth. */
  token?: string;
  /** `include` on the calls that set, send or clear the refresh cookie (features/auth/auth-api.ts). */
  credentials?: RequestCredentials;
  lang?: Lang;
  /** API host; server code passes API_URL, the browser defaults to the public URL from the runtime config. */
  baseUrl?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Server only: keep the answer in Next's data cache for `revalidate` seconds under `tags` (public
   * content). Without it every call goes to the API.
   */
  cache?: { revalidate: number; tags: string[] };
};

/** A call whose successful `data` is described by the API contract (packages/domain/src/contract). */
export type ContractRequest<S extends z.ZodType> = ApiRequest & { contract: S };

// DESIGN.md §4: the bases on the API host.
export const apiPaths = {
  user: '/api/v3',
  web: '/web',
  images: '/images',
} as const;

let browserBaseUrl: string | undefined;

/** Set by RuntimeConfigProvider in the browser from the server's PUBLIC_API_URL. */
export function setApiBaseUrl(url: string): void {
  browserBaseUrl = url.replace(/\/+$/, '');
}

/** Turns an API-relative asset path (e.g. `/images/cars/sedan.svg`) into an absolute URL. */
export function apiAssetUrl(path: string, baseUrl: string): string {
  return /^https?:\/\//.test(path)
    ? path
    : `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function apiFetch<S extends z.ZodType>(
  path: string,
  request: ContractRequest<S>,
): Promise<ApiResult<z.infer<S>>>;
export function apiFetch<T = unknown>(path: string, request?: ApiRequest): Promise<ApiResult<T>>;
export async function apiFetch(
  path: string,
  request: ApiRequest & { contract?: z.ZodType } = {},
): Promise<ApiResult> {
  const session =
    request.token || !request.auth ? null : request.auth === true ? passengerSession : request.auth;
  if (!session) return send(path, request, request.token ?? null);
  // Counted among the login's calls, which its logout lets finish before revoking the token they carry.
  return session.withAccessToken((bearer) => (bearer ? send(path, request, bearer) : signedOut()));
}

/** What a call that needs a login answers when no one is logged in: the API's own 401, unasked. */
async function signedOut(): Promise<ApiResult> {
  return { ok: false, status: 401, data: undefined, message: undefined, code: undefined, errors: undefined };
}

async function send(
  path: string,
  request: ApiRequest & { contract?: z.ZodType },
  bearer: string | null,
): Promise<ApiResult> {
  const { method = 'GET', body, lang, headers = {}, timeoutMs = 15_000 } = request;
  const baseUrl = request.baseUrl ?? browserBaseUrl;
  if (!baseUrl) throw new Error('apiFetch: no API base URL (pass baseUrl on the server)');

  const finalHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  if (lang) finalHeaders['Accept-Language'] = lang;
  if (bearer) finalHeaders.Authorization = `Bearer ${bearer}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof URLSearchParams) {
    payload = body;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    finalHeaders['Content-Type'] = 'application/json';
  }

  const signals = [AbortSignal.timeout(timeoutMs), request.signal].filter((s): s is AbortSignal => !!s);
  let response: Response;
  try {
    response = await fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers: finalHeaders,
      body: payload,
      signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
      ...(request.credentials ? { credentials: request.credentials } : {}),
      ...(request.cache ? { next: request.cache } : { cache: 'no-store' }),
    });
  } catch {
    return { ok: false, status: 0, data: undefined, message: undefined, code: undefined, errors: undefined };
  }

  const envelope = await readEnvelope(response);
  if (response.ok && request.contract) checkContract(`${method} ${path}`, request.contract, envelope.data);
  return {
    ok: response.ok,
    status: response.status,
    data: envelope.data,
    message: typeof envelope.message === 'string' && envelope.message ? envelope.message : undefined,
    code: typeof envelope.code === 'string' ? envelope.code : undefined,
    errors: isFieldErrors(envelope.errors) ? envelope.errors : undefined,
  };
}

// Next inlines NODE_ENV at build time: a production build never runs the check.
const checksContract = process.env.NODE_ENV !== 'production';

/**
 * A success that breaks the contract is a bug on one side or the other: development and tests say so
 * loudly (an unexpected console.error fails a test), while production hands the data on as it came.
 */
function checkContract(call: string, contract: z.ZodType, data: unknown): void {
  if (!checksContract) return;
  const parsed = contract.safeParse(data);
  if (!parsed.success) {
    // Each issue as `path: message`, without the schema library's own formatter (a page would load it).
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(the data)'}: ${issue.message}`,
    );
    console.error(`${call}: the response breaks the API contract\n${issues.join('\n')}`);
  }
}

type Envelope = { data?: unknown; message?: unknown; code?: unknown; errors?: unknown };

async function readEnvelope(response: Response): Promise<Envelope> {
  if (response.status === 204) return {};
  try {
    const text = await response.text();
    if (!text) return {};
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Envelope) : {};
  } catch {
    return {};
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
