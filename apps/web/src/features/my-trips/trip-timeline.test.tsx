import type { TimelineEvent } from '@pothik/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TripTimeline } from './trip-timeline';

// A booking given back (DESIGN.md §17) reads in the passenger's language, not as the API's note.

const givenBack = (note: string): TimelineEvent => ({
  from_status: 'confirmed',
  to_status: 'requested',
  at: '2030-03-15T03:00:00.000Z',
  actor: 'driver',
  note,
});

describe('the timeline of a trip its driver gave back', () => {
  it('names the driver’s reason in English and Bangla', () => {
    const { unmount } = renderWithProviders(
      <TripTimeline events={[givenBack('driver_cancelled:car_breakdown')]} />,
    );
    expect(
      screen.getByText('The driver cancelled (My car broke down): the trip is open for bids again.'),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<TripTimeline events={[givenBack('driver_cancelled:car_breakdown')]} />, {
      lang: 'bn',
    });
    expect(
      screen.getByText('চালক বাতিল করেছেন (আমার গাড়ি নষ্ট হয়ে গেছে): ট্রিপটি আবার বিডের জন্য খোলা।'),
    ).toBeInTheDocument();
  });

  it('says a confirmed no-show, and leaves other notes as written', () => {
    renderWithProviders(
      <TripTimeline
        events={[
          givenBack('driver_no_show'),
          { ...givenBack('Flight delayed'), at: '2030-03-15T04:00:00.000Z' },
        ]}
      />,
    );
    expect(screen.getByText('The driver did not come: the trip is open for bids again.')).toBeInTheDocument();
    expect(screen.getByText('Flight delayed')).toBeInTheDocument();
  });
});
