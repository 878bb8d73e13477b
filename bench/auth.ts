// bench auth: 10,000 guesses of one passenger's code through the HTTP API (DESIGN.md §7). The attacker
// rotates IPs (X-Forwarded-For), asks for a new code whenever the server allows, and guesses at random.
// What must hold: no guess succeeds beyond the handful the per-code and per-day limits let through.
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import type { Clock } from '../apps/api/src/lib/clock';
import { reportAuth } from './checks/auth';
import { percentile } from './lib/stats';
import { printTable } from './lib/table';

const totalGuesses = Number(process.env.BENCH_GUESSES ?? 10_000);
const concurrency = 20;
const victim = '01712345678';

export async function benchAuth() {
  let now = Date.parse('2026-03-10T04:00:00Z');
  const clock: Clock = { now: () => new Date(now) };
  // TRUST_PROXY: the attacker is modelled as a botnet, one IP per request (X-Forwarded-For from the
  // loopback "proxy"), so the per-IP limit never bites.
  const config = loadConfig({
    NODE_ENV: 'test',
    PGLITE_DIR: 'memory',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: '127.0.0.1',
  });
  const app = await buildApp({ config, logger: false, clock });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  let ipCounter = 0;
  const post = (path: string, body: object) =>
    fetch(`${base}/api/v3/user/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${ipCounter >> 8}.${ipCounter++ & 255}`,
      },
      body: JSON.stringify(body),
    });

  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  let succeeded = 0;
  let codesIssued = 0;
  let done = 0;
  const requestCode = async () => {
    const res = await post('login', { mobile: victim, recaptcha_token: 'bench', channel: 'web' });
    if (res.ok) codesIssued++;
    await res.arrayBuffer();
  };
  await requestCode();

  async function worker() {
    while (done < totalGuesses) {
      done++;
      // Every 400 guesses the attacker waits out the resend timer (simulated time) and asks again.
      if (done % 400 === 0) {
        now += 181_000;
        await requestCode();
      }
      const otp = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
      const started = performance.now();
      const res = await post('verify', { mobile: victim, otp });
      latencies.push(performance.now() - started);
      const body = (await res.json()) as { code?: string };
      const key = `${res.status} ${body.code ?? ''}`.trim();
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (res.status === 200) succeeded++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  await app.close();

  latencies.sort((a, b) => a - b);
  printTable([...statuses].map(([answer, count]) => ({ answer, count })));
  reportAuth({
    answered: latencies.length,
    succeeded,
    codesIssued,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  });
}
