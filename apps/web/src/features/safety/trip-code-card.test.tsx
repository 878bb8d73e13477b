import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TripCodeCard } from './trip-code-card';

describe('the driver’s trip code', () => {
  it('shows the code large, in the reader’s digits, and read out digit by digit', () => {
    renderWithProviders(<TripCodeCard code="0427" locked={false} />, { lang: 'bn' });
    const card = screen.getByRole('region', { name: 'ট্রিপ কোড' });
    expect(screen.getByTestId('trip-code')).toHaveTextContent('০৪২৭০ ৪ ২ ৭');
    expect(card).toHaveTextContent('চেক-ইন করতে যাত্রী এই কোডটি লিখবেন।');
  });

  it('says check-in is locked instead of a code', () => {
    renderWithProviders(<TripCodeCard code="0427" locked />, { lang: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('Check-in is locked after five wrong codes.');
    expect(screen.queryByTestId('trip-code')).not.toBeInTheDocument();
  });
});
