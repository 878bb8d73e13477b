// The outside services of `npm run cluster` (scripts/cluster.mjs) and of CI's image step
// (scripts/image-check.mjs): the SMS gateway, Cloudflare Turnstile's siteverify, a mail server and an S3
// bucket, as the same local fakes the API suite tests its adapters against (test/fakes), speaking the
// services' real formats (the bucket checks every write's Signature V4, as S3 does). A control address
// lets a journey read what was texted (login codes) and mailed, and get a token as the widget would hand
// one to the page.
//
//   GET  <control>/sms                  the messages sent so far: [{to, message, sender_id}]
//   GET  <control>/mail                 the emails received so far: [{to, data}]
//   POST <control>/turnstile?action=…   {token}: passes siteverify once, for that form
//
// Prints one JSON line with the addresses, then runs until stopped.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeS3Credentials, startFakeS3 } from '../test/fakes/s3-server';
import { FAKE_SMS_KEY, startFakeSmsGateway } from '../test/fakes/sms-gateway';
import { startSmtpInbox } from '../test/fakes/smtp-inbox';
import { FAKE_TURNSTILE_SECRET, startFakeTurnstile } from '../test/fakes/turnstile-server';

const sms = await startFakeSmsGateway();
const turnstile = await startFakeTurnstile();
const mail = await startSmtpInbox();
const s3 = await startFakeS3();

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
    // Used by the image step; the cluster keeps its shared folder unless S3_* are set in its shell.
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: fakeS3Credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: fakeS3Credentials.secretAccessKey,
    control: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
  }),
);
const stop = () => process.exit(0);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
