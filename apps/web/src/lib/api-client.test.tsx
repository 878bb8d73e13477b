import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppToaster } from '@/components/app-toaster';
import { browserSessionData } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { apiFetch } from './api-client';
import { passengerSession } from './session';
import { describeResult, notify } from './toast';

// A real HTTP server on 127.0.0.1 answers with the status and body a test asks for (?status=&message=),
// and echoes the request headers and body, so the client is exercised over the wire, not through a mock.
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const status = Number(url.searchParams.get('status') ?? 200);
    const message = url.searchParams.get('message');
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (status === 204) {
        res.writeHead(204).end();
        return;
      }
      const echo: { headers: IncomingHttpHeaders; body: string; method?: string } = {
        headers: req.headers,
        body,
        method: req.method,
      };
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ...(message ? { message } : {}), data: echo }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Echo = { headers: IncomingHttpHeaders; body: string; method: string };

function call(status: number, message?: string) {
  const query = new URLSearchParams({ status: String(status), ...(message ? { message } : {}) });
  return apiFetch<Echo>(`/api/v3/test?${query}`, { baseUrl });
}

describe('apiFetch', () => {
  it("sends the tab's access token as a bearer token when auth is requested", async () => {
    passengerSession.store(browserSessionData({ access_token: 'abc.def' }));

    const withAuth = await apiFetch<Echo>('/api/v3/user/trips', { baseUrl, auth: true });
    const withoutAuth = await apiFetch<Echo>('/web/get/blogs', { baseUrl });

    expect(withAuth.ok).toBe(true);
    expect(withAuth.data?.headers.authorization).toBe('Bearer abc.def');
    expect(withoutAuth.data?.headers.authorization).toBeUndefined();
  });

  it('sends no Authorization header when no token is stored', async () => {
    const result = await apiFetch<Echo>('/api/v3/user/trips', { baseUrl, auth: true });
    expect(result.data?.headers.authorization).toBeUndefined();
  });

  it('sends a JSON body with its content type and the language', async () => {
    const result = await apiFetch<Echo>('/api/v3/user/login', {
      baseUrl,
      method: 'POST',
      lang: 'bn',
      body: { mobile: '01712345678', channel: 'web' },
    });
    expect(result.data?.method).toBe('POST');
    expect(result.data?.headers['content-type']).toBe('application/json');
    expect(result.data?.headers['accept-language']).toBe('bn');
    expect(JSON.parse(result.data?.body ?? '')).toEqual({ mobile: '01712345678', channel: 'web' });
  });

  it('returns status, ok and the server message', async () => {
    const result = await call(400, 'Exceeded OTP limit for today.');
    expect(result).toMatchObject({ ok: false, status: 400, message: 'Exceeded OTP limit for today.' });
  });

  it('reports a network failure as status 0 instead of throwing', async () => {
    const result = await apiFetch('/api/v3/cars', { baseUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    expect(result).toMatchObject({ ok: false, status: 0, data: undefined });
  });
});

describe('apiFetch with the API contract', () => {
  const echoContract = z.object({ method: z.string(), body: z.string() });

  it('hands on an answer that keeps the contract, typed by it', async () => {
    const result = await apiFetch('/api/v3/user/trips', { baseUrl, method: 'POST', contract: echoContract });
    expect(result.data?.method).toBe('POST');
  });

  it('says outside production which field broke the contract, and still hands the answer on', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => errors.push(text));
    const contract = echoContract.extend({ trip_id: z.number() });

    const result = await apiFetch('/api/v3/user/trips', { baseUrl, contract });

    expect(result.ok).toBe(true);
    expect(result.data?.method).toBe('GET');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('GET /api/v3/user/trips: the response breaks the API contract');
    expect(errors[0]).toContain('trip_id');
  });

  it('judges only successes: an error answer carries no contract data', async () => {
    const result = await apiFetch('/api/v3/user/trips?status=400', {
      baseUrl,
      contract: z.object({}).strict(),
    });
    expect(result).toMatchObject({ ok: false, status: 400 });
  });
});

describe('status → toast (DESIGN.md §9)', () => {
  const cases: [status: number, message: string | undefined, en: string | null, bn: string | null][] = [
    [200, 'Logged In Successfully', 'Logged In Successfully', 'সফলভাবে লগ ইন হয়েছে'],
    [201, 'Trip requested', 'Trip requested', 'Trip requested'],
    [200, undefined, null, null],
    [204, undefined, 'Nothing to show.', 'দেখানোর মতো কিছু নেই।'],
    [400, 'Exceeded OTP limit for today.', 'Exceeded OTP limit for today.', 'আজকের ওটিপি সীমা শেষ হয়ে গেছে।'],
    [400, undefined, 'Something went wrong!', 'কিছু একটা ভুল হয়েছে!'],
    [406, 'Bid already accepted', 'Bid already accepted', 'Bid already accepted'],
    [401, 'jwt expired', 'Please log in again.', 'অনুগ্রহ করে আবার লগ ইন করুন।'],
    [404, 'Route not found', 'Server not found!', 'সার্ভার পাওয়া যায়নি!'],
    [422, 'Validation Error!', 'Validation Error!', 'তথ্য যাচাইয়ে ত্রুটি!'],
    [500, 'Something went wrong!', 'Something went wrong!', 'কিছু একটা ভুল হয়েছে!'],
  ];

  it.each(cases)('%i %s → en "%s", bn "%s"', async (status, message, en, bn) => {
    const result = await call(status, message);
    expect(result.status).toBe(status);
    expect(describeResult(result, 'en')?.text ?? null).toBe(en);
    expect(describeResult(result, 'bn')?.text ?? null).toBe(bn);
  });

  it('uses the catalogue key the server sends beside the message', () => {
    const notice = describeResult(
      { status: 400, message: 'Exceeded OTP limit for today', code: 'otpLimit' },
      'bn',
    );
    expect(notice).toEqual({ kind: 'error', text: 'আজকের ওটিপি সীমা শেষ হয়ে গেছে।' });
  });

  it('shows a network failure as "Something went wrong!"', async () => {
    const result = await apiFetch('/api/v3/cars', { baseUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    expect(describeResult(result, 'en')).toEqual({ kind: 'error', text: 'Something went wrong!' });
    expect(describeResult(result, 'bn')).toEqual({ kind: 'error', text: 'কিছু একটা ভুল হয়েছে!' });
  });

  it('shows the toast at the bottom left, in the active language', async () => {
    renderWithProviders(<AppToaster />, { lang: 'bn' });
    const result = await call(404);

    act(() => notify(result, 'bn'));

    expect(await screen.findByText('সার্ভার পাওয়া যায়নি!')).toBeInTheDocument();
    const toaster = screen.getByRole('region', { name: /বিজ্ঞপ্তি/ });
    expect(toaster.querySelector('[data-y-position="bottom"][data-x-position="left"]')).not.toBeNull();
  });

  it('shows a success toast with the server message in English', async () => {
    renderWithProviders(<AppToaster />);
    act(() => notify({ status: 200, message: 'Logged In Successfully', code: undefined }, 'en'));
    expect(await screen.findByText('Logged In Successfully')).toBeInTheDocument();
  });
});
