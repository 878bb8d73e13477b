import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { passengerBid } from '../../../test/fixtures/bid-fixtures';
import { renderWithProviders } from '../../../test/render';
import { BidCard } from './bid-card';

// DESIGN.md §17: each bid shows its driver's reliability beside the rating, in the page's language.

const now = Date.now();

describe('a bid card’s reliability line', () => {
  it('says how many booked trips the driver completes, and arrives on time, in English', () => {
    renderWithProviders(<BidCard bid={passengerBid()} now={now} onAccept={vi.fn()} />);
    expect(screen.getByText('Completes 96 % of booked trips · on time 90 %')).toBeInTheDocument();
  });

  it('says it in Bangla with Bangla digits', () => {
    renderWithProviders(<BidCard bid={passengerBid()} now={now} onAccept={vi.fn()} />, { lang: 'bn' });
    expect(screen.getByText('বুক করা ট্রিপের ৯৬ % সম্পন্ন করেন · সময়মতো ৯০ %')).toBeInTheDocument();
  });

  it('leaves out the unknown arrivals, and says when there is nothing to judge yet', () => {
    const { unmount } = renderWithProviders(
      <BidCard
        bid={passengerBid({
          reliability: {
            booked: 3,
            completed_percent: 66,
            cancellations: 1,
            no_shows: 0,
            on_time_percent: null,
          },
        })}
        now={now}
        onAccept={vi.fn()}
      />,
    );
    expect(screen.getByText('Completes 66 % of booked trips')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <BidCard
        bid={passengerBid({
          reliability: {
            booked: 0,
            completed_percent: null,
            cancellations: 0,
            no_shows: 0,
            on_time_percent: null,
          },
        })}
        now={now}
        onAccept={vi.fn()}
      />,
      { lang: 'bn' },
    );
    expect(screen.getByText('গত ৯০ দিনে কোনো বুকিং শেষ হয়নি')).toBeInTheDocument();
  });
});
