import { afterEach, describe, expect, it, vi } from 'vitest';

// The marketing tags' variables (DESIGN.md §14): each off unless set, checked when the server starts.
async function loadEnv(vars: Record<string, string>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  return (await import('./env')).serverEnv;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the web configuration of marketing tags', () => {
  it('has none unless set, and blank counts as unset', async () => {
    expect((await loadEnv({ GA4_MEASUREMENT_ID: '', META_PIXEL_ID: '' })).tags).toEqual({});
  });

  it('takes each tag’s id', async () => {
    const env = await loadEnv({
      GA4_MEASUREMENT_ID: 'G-AB12CD34EF',
      META_PIXEL_ID: '123456789012345',
      CRISP_WEBSITE_ID: '6a2f3b1c-1d2e-4f50-8a9b-0c1d2e3f4a5b',
    });
    expect(env.tags).toEqual({
      ga4: 'G-AB12CD34EF',
      metaPixel: '123456789012345',
      crisp: '6a2f3b1c-1d2e-4f50-8a9b-0c1d2e3f4a5b',
    });
    expect((await loadEnv({ GTM_CONTAINER_ID: 'GTM-K9X2ABC' })).tags).toEqual({ gtm: 'GTM-K9X2ABC' });
  });

  it.each([
    ['GA4_MEASUREMENT_ID', 'UA-12345-1'],
    ['GTM_CONTAINER_ID', 'G-AB12CD34EF'],
    ['META_PIXEL_ID', 'fb-123'],
    ['CRISP_WEBSITE_ID', 'not-a-uuid'],
  ])('refuses %s=%s by name', async (name, value) => {
    await expect(loadEnv({ [name]: value })).rejects.toThrow(
      new RegExp(`Invalid web configuration: ${name}`),
    );
  });

  it('refuses GA4 and Tag Manager together: a container holds the GA4 tag, pages would count twice', async () => {
    await expect(
      loadEnv({ GA4_MEASUREMENT_ID: 'G-AB12CD34EF', GTM_CONTAINER_ID: 'GTM-K9X2ABC' }),
    ).rejects.toThrow(/GTM_CONTAINER_ID: set GA4_MEASUREMENT_ID or GTM_CONTAINER_ID, not both/);
  });
});
