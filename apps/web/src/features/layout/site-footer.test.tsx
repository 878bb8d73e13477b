import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandWith } from '../../../test/fixtures/brand-fixtures';
import { renderWithProviders } from '../../../test/render';
import { SiteFooter } from './site-footer';

// Brand facts come from configuration; one not configured is not shown (until now
// the footer carried a made-up address, trade licence, phone and app store links).
const someFacts = {
  supportPhone: '09610-123456',
  addressEn: 'House 7, Road 2, Banani, Dhaka',
  addressBn: 'বাড়ি ৭, রোড ২, বনানী, ঢাকা',
  facebook: 'https://www.facebook.com/pothik.example',
  driverAndroid: 'https://play.google.com/store/apps/details?id=example.driver',
};

describe('site footer', () => {
  it('shows no contact, social or app section when no brand fact is configured', () => {
    renderWithProviders(<SiteFooter brand={brandWith()} />);
    const footer = screen.getByRole('contentinfo');
    for (const heading of ['Contact', 'Follow us', 'Get the app']) {
      expect(within(footer).queryByRole('heading', { name: heading })).not.toBeInTheDocument();
    }
    expect(within(footer).queryByText('Trade licence')).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us');
  });

  it('links the FAQ, and offers Cookie settings only when a marketing tag is configured', () => {
    const { unmount } = renderWithProviders(<SiteFooter brand={brandWith()} tags={{}} />);
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<SiteFooter brand={brandWith()} tags={{ metaPixel: '123456789012345' }} />, {
      lang: 'bn',
    });
    const legal = screen.getByRole('navigation', { name: 'আইনি তথ্য' });
    expect(within(legal).getByRole('button', { name: 'কুকি সেটিংস' })).toBeInTheDocument();
  });

  it('shows only the facts configured, in English', () => {
    renderWithProviders(<SiteFooter brand={brandWith(someFacts)} />);
    const contact = screen.getByRole('heading', { name: 'Contact' }).closest('section')!;
    expect(within(contact).getByRole('link', { name: '09610-123456' })).toHaveAttribute(
      'href',
      'tel:09610123456',
    );
    expect(within(contact).getByText('House 7, Road 2, Banani, Dhaka')).toBeInTheDocument();
    expect(within(contact).queryByText('Email')).not.toBeInTheDocument();
    expect(within(contact).queryByText('Trade licence')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pothik on Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/pothik.example',
    );
    expect(screen.queryByRole('link', { name: /Instagram|LinkedIn|YouTube/ })).not.toBeInTheDocument();
    const apps = screen.getByRole('heading', { name: 'Get the app' }).closest('section')!;
    expect(
      within(apps)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Driver app on Google Play']);
  });

  it('shows the configured facts in Bangla', () => {
    renderWithProviders(<SiteFooter brand={brandWith(someFacts)} />, { lang: 'bn' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('বাড়ি ৭, রোড ২, বনানী, ঢাকা')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '০৯৬১০-১২৩৪৫৬' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Facebook-এ পথিক' })).toBeInTheDocument();
  });
});
