import { randomBytes } from 'node:crypto';
import { startFakeServer } from './http-server';

// A local SSLCommerz (v4 session, transaction query, refund) speaking its form posts and JSON answers,
// for the adapter's tests (src/adapters/payments/sslcommerz.ts). The test pays or fails a session as the
// payer would on SSLCommerz's page.

export const sslCommerzStore = { storeId: 'pothik0test', storePassword: 'pothik0test@ssl' };

type Attempt = { status: string; val_id: string; bank_tran_id: string; amount: string; refunded: number };
type FakeSession = { tran_id: string; amount: string; ipn_url: string; attempts: Attempt[] };

export async function startFakeSslCommerz() {
  const sessions = new Map<string, FakeSession>();
  const failNext = new Set<'session' | 'query-500'>();

  const server = await startFakeServer((req) => {
    const url = new URL(req.path, 'http://fake');
    if (url.pathname === '/gwprocess/v4/api.php' && req.method === 'POST') {
      const form = new URLSearchParams(req.body);
      if (
        form.get('store_id') !== sslCommerzStore.storeId ||
        form.get('store_passwd') !== sslCommerzStore.storePassword
      ) {
        return {
          status: 200,
          body: { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' },
        };
      }
      if (failNext.delete('session'))
        return {
          status: 200,
          body: { status: 'FAILED', failedreason: "'total_amount' should be at least 10" },
        };
      const tranId = form.get('tran_id')!;
      sessions.set(tranId, {
        tran_id: tranId,
        amount: form.get('total_amount')!,
        ipn_url: form.get('ipn_url')!,
        attempts: [],
      });
      const sessionkey = randomBytes(16).toString('hex').toUpperCase();
      return {
        status: 200,
        body: {
          status: 'SUCCESS',
          failedreason: '',
          sessionkey,
          GatewayPageURL: `${server.url}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionkey}`,
        },
      };
    }
    if (url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') {
      const q = url.searchParams;
      if (failNext.delete('query-500')) return { status: 500, body: {} };
      if (
        q.get('store_id') !== sslCommerzStore.storeId ||
        q.get('store_passwd') !== sslCommerzStore.storePassword
      ) {
        return { status: 200, body: { APIConnect: 'INVALID_REQUEST' } };
      }
      if (q.has('bank_tran_id')) {
        const attempt = [...sessions.values()]
          .flatMap((s) => s.attempts)
          .find((a) => a.bank_tran_id === q.get('bank_tran_id'));
        const amount = Number(q.get('refund_amount'));
        if (attempt?.status !== 'VALID' || attempt.refunded + amount > Number(attempt.amount)) {
          return {
            status: 200,
            body: { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid bank transaction or amount' },
          };
        }
        attempt.refunded += amount;
        return {
          status: 200,
          body: {
            APIConnect: 'DONE',
            bank_tran_id: attempt.bank_tran_id,
            trans_id: q.get('refe_id'),
            refund_ref_id: `RF${randomBytes(5).toString('hex')}`,
            status: 'success',
            errorReason: '',
          },
        };
      }
      const session = sessions.get(q.get('tran_id') ?? '');
      const element = (session?.attempts ?? []).map((a) => ({
        ...a,
        tran_id: session!.tran_id,
        currency: 'BDT',
        risk_level: '0',
      }));
      return { status: 200, body: { APIConnect: 'DONE', no_of_trans_found: element.length, element } };
    }
    return { status: 404, body: {} };
  });

  const attempt = (tranId: string, status: string) => {
    const session = sessions.get(tranId)!;
    const made: Attempt = {
      status,
      val_id: `VAL${randomBytes(5).toString('hex')}`,
      bank_tran_id: `BTX${randomBytes(5).toString('hex')}`,
      amount: session.amount,
      refunded: 0,
    };
    session.attempts.push(made);
    return made;
  };

  return {
    url: server.url,
    requests: server.requests,
    sessions,
    /** The payer pays (VALID), or a card is declined (FAILED), on SSLCommerz's page. */
    pay: (tranId: string) => attempt(tranId, 'VALID'),
    decline: (tranId: string) => attempt(tranId, 'FAILED'),
    failNext: (what: 'session' | 'query-500') => failNext.add(what),
    close: server.close,
  };
}
