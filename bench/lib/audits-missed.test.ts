import { describe, expect, it } from 'vitest';
import { type AuditedRun, auditsMissed } from './audits-missed';

const run = (consoleScore: number | null, httpsScore = 1): AuditedRun => ({
  categories: {
    'best-practices': {
      auditRefs: [
        { id: 'errors-in-console', weight: 1 },
        { id: 'is-on-https', weight: 5 },
        { id: 'valid-source-maps', weight: 0 },
      ],
    },
  },
  audits: {
    'errors-in-console': {
      score: consoleScore,
      details: {
        items: [
          {
            description: 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED',
            sourceLocation: { url: 'https://tile.example/6/47/27.png' },
          },
        ],
      },
    },
    'is-on-https': { score: httpsScore, details: { items: [{ url: 'http://127.0.0.1:3000/' }] } },
    'valid-source-maps': { score: 0 },
  },
});

describe('audits missed', () => {
  it('names each weighted audit any run failed, how often, and the first thing it found', () => {
    expect(auditsMissed([run(0), run(1), run(0, 0)], 'best-practices')).toEqual([
      'errors-in-console (2 of 3 runs): Failed to load resource: net::ERR_NAME_NOT_RESOLVED https://tile.example/6/47/27.png',
      'is-on-https (1 of 3 runs): http://127.0.0.1:3000/',
    ]);
  });

  it('leaves out audits that passed, were not applicable, or count for nothing', () => {
    expect(auditsMissed([run(1), run(null)], 'best-practices')).toEqual([]);
    expect(auditsMissed([run(0)], 'seo')).toEqual([]);
  });
});
