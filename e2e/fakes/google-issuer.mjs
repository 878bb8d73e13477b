import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

// e2e's stand-in for Google as an ID token issuer (DESIGN.md §14): the API under test fetches its keys
// (GOOGLE_JWKS_URL) from GET /oauth2/v3/certs, published as Google publishes them, and the tests get
// tokens signed with its private key from POST /sign (claims in the JSON body, over Google's usual ones;
// the page's `nonce` among them). The browser never reaches it: the fake Google script the tests serve
// asks the test runner, which asks here (helpers/google.ts).

const port = Number(process.env.PORT ?? 4190);
const clientId = process.env.GOOGLE_CLIENT_ID ?? '';
const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
const kid = 'e2e-google-key';
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };

async function sign(claims) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: clientId,
    azp: clientId,
    email_verified: true,
    iat: now,
    exp: now + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .sign(privateKey);
}

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', async () => {
    const answer = (status, value) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'GET' && req.url === '/oauth2/v3/certs') return answer(200, jwks);
    if (req.method === 'POST' && req.url === '/sign') {
      return answer(200, { token: await sign(JSON.parse(body || '{}')) });
    }
    return answer(404, { error: 'not found' });
  });
});
server.listen(port, '127.0.0.1');
