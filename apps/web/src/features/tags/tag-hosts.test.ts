import { describe, expect, it } from 'vitest';
import { crispScriptUrl } from './crisp';
import { ga4ScriptUrl } from './ga4';
import { gtmScriptUrl } from './gtm';
import { metaPixelScriptUrl } from './meta-pixel';
import { tagPolicySources, tagSources } from './tag-hosts';

/** Whether a CSP host source (`https://*.example.com`) matches a URL. */
function allows(source: string, url: string): boolean {
  const { protocol, hostname } = new URL(url);
  const [scheme, host = ''] = source.split('://');
  if (`${scheme}:` !== protocol) return false;
  return host.startsWith('*.') ? hostname.endsWith(host.slice(1)) : hostname === host;
}

describe('the hosts each tag adds to the page policy', () => {
  it('admits each tag’s own script', () => {
    const scripts = {
      ga4: ga4ScriptUrl('G-TEST1234'),
      gtm: gtmScriptUrl('GTM-TEST'),
      metaPixel: metaPixelScriptUrl,
      crisp: crispScriptUrl,
    } as const;
    for (const [tag, url] of Object.entries(scripts)) {
      const hosts = tagSources[tag as keyof typeof scripts]['script-src'] ?? [];
      expect(
        hosts.some((host) => allows(host, url)),
        `${tag}: ${url}`,
      ).toBe(true);
    }
  });

  it('adds nothing when no tag is configured', () => {
    expect(tagPolicySources({}, null)).toEqual({});
  });

  it("adds only the configured tags' hosts, until the visitor refuses their category", () => {
    const tags = { ga4: 'G-TEST1234', metaPixel: '1234567890' };
    const undecided = tagPolicySources(tags, null);
    expect(undecided['script-src']).toEqual([
      'https://*.googletagmanager.com',
      'https://connect.facebook.net',
    ]);
    expect(undecided['connect-src']).toContain('https://*.google-analytics.com');
    expect(undecided['img-src']).toContain('https://www.facebook.com');
    expect(undecided).not.toHaveProperty('frame-src');
    expect(JSON.stringify(undecided)).not.toContain('crisp');

    const noMarketing = tagPolicySources(tags, { analytics: true, marketing: false });
    expect(JSON.stringify(noMarketing)).not.toContain('facebook');
    expect(noMarketing['script-src']).toEqual(['https://*.googletagmanager.com']);

    expect(tagPolicySources(tags, { analytics: false, marketing: false })).toEqual({});
  });

  it('gives the chat its sockets, frames and workers', () => {
    const chat = tagPolicySources({ crisp: 'id' }, { support: true });
    expect(chat['connect-src']).toContain('wss://client.relay.crisp.chat');
    expect(chat['frame-src']).toEqual(['https://game.crisp.chat']);
    expect(chat['worker-src']).toEqual(['blob:', 'https://client.crisp.chat']);
  });
});
