import { messageCatalogue } from '@pothik/domain';
import { describe, expect, it } from 'vitest';
import { refuse } from '../src/lib/errors';
import { buildTestApp } from './helpers/app';

// DESIGN.md §4/§9: the web translates a refusal by its `code`. `refuse(key)` takes its English text from
// the catalogue under that key (a key the catalogue lacks does not compile), so the wire always carries
// a pair the web can put into Bangla.
describe('refusals', () => {
  it('carry the catalogue text of their key, with the status asked for', () => {
    const refusal = refuse('promoInvalid');
    expect(refusal).toMatchObject({ statusCode: 400, code: 'promoInvalid' });
    expect(refusal.message).toBe(messageCatalogue.promoInvalid.en);
    expect(refuse('tripNotFound', 404).statusCode).toBe(404);
  });

  it('reach the client as {message, code} in the envelope', async () => {
    const app = await buildTestApp();
    try {
      const res = await app.inject('/no/such/route');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: messageCatalogue.routeNotFound.en, code: 'routeNotFound' });
    } finally {
      await app.close();
    }
  });
});
