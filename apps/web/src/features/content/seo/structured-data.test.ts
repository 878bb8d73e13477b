import { describe, expect, it } from 'vitest';
import { brandWith } from '../../../../test/fixtures/brand-fixtures';
import { organizationLd } from './structured-data';

// The Organization JSON-LD carries only the brand facts configured; until now it
// published a made-up address and app store ids.
describe('Organization JSON-LD', () => {
  it('names the brand and nothing else when no fact is configured', () => {
    const ld = organizationLd('en', brandWith());
    expect(Object.keys(ld).sort()).toEqual(['@context', '@type', 'alternateName', 'logo', 'name', 'url']);
    expect(ld).toMatchObject({ name: 'Pothik', alternateName: 'পথিক' });
  });

  it('carries the facts configured, and only those', () => {
    const ld = organizationLd(
      'bn',
      brandWith({
        supportEmail: 'help@pothik.example',
        addressEn: 'House 7, Road 2, Banani, Dhaka',
        instagram: 'https://www.instagram.com/pothik.example',
      }),
    );
    expect(ld).toMatchObject({
      name: 'পথিক',
      email: 'help@pothik.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'House 7, Road 2, Banani, Dhaka',
        addressCountry: 'BD',
      },
      sameAs: ['https://www.instagram.com/pothik.example'],
      contactPoint: { '@type': 'ContactPoint', email: 'help@pothik.example' },
    });
    expect(ld).not.toHaveProperty('telephone');
    expect(ld.contactPoint).not.toHaveProperty('telephone');
  });
});
