// The outside services of `npm run cluster` (scripts/cluster.mjs): the SMS gateway, Cloudflare
// Turnstile's siteverify and a mail server, as the same local fakes the API suite tests its adapters
// against (test/fakes), speaking the services' real formats. A control address lets a journey read
// what was texted (login codes) and mailed, and get a token as the widget would hand one to the page.
//
//   GET  <control>/sms                  the messages sent so far: [{to, message, sender_id}]
//   GET  <control>/mail                 the emails received so far: [{to, data}]
//   POST <control>/turnstile?action=…   {token}: passes siteverify once, for that form
//
// Prints one JSON line with the addresses, then runs until stopped.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_SMS_KEY, startFakeSmsGateway } from '../test/fakes/sms-gateway';
import { startSmtpInbox } from '../test/fakes/smtp-inbox';
import { FAKE_TURNSTILE_SECRET, startFakeTurnstile } from '../test/fakes/turnstile-server';

const sms = await startFakeSmsGateway();
const turnstile = await startFakeTurnstile();
const mail = await startSmtpInbox();

const control = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://fakes');
  const answer = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.method === 'GET' && url.pathname === '/sms') return answer(200, sms.sent());
  if (req.method === 'GET' && url.pathname === '/mail') return answer(200, mail.received);
  if (req.method === 'POST' && url.pathname === '/turnstile')
    return answer(200, { token: turnstile.solve(url.searchParams.get('action') ?? '') });
  answer(404, { error: 'not found' });
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));

console.log(
  JSON.stringify({
    SMS_HTTP_URL: sms.sendUrl,
    SMS_API_KEY: FAKE_SMS_KEY,
    TURNSTILE_VERIFY_URL: turnstile.verifyUrl,
    TURNSTILE_SECRET: FAKE_TURNSTILE_SECRET,
    SMTP_URL: mail.url,
    control: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
  }),
);
const stop = () => process.exit(0);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
