import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RamadanTimetable } from './ramadan-timetable';

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowOf = (day: string) =>
  bodyRows().find((row) => within(row).queryByRole('rowheader', { name: new RegExp(`^${day}`) }))!;

beforeEach(() => {
  window.history.replaceState(null, '', '/ramadan-calendar-2025');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RamadanTimetable', () => {
  it('shows Dhaka’s 30 days by default, from 2 March (05:04 AM, 06:02 PM) to 31 March (04:34 AM, 06:15 PM)', () => {
    renderWithProviders(<RamadanTimetable year={2025} initialDistrict="dhaka" isDistrictInUrl={false} />);
    expect(screen.getByLabelText('District')).toHaveValue('dhaka');
    expect(
      screen.getByRole('region', { name: 'Sehri and Iftar in Dhaka, Ramadan 1446' }),
    ).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(30);
    expect(rowOf('1')).toHaveTextContent('March 2');
    expect(rowOf('1')).toHaveTextContent('Sunday');
    expect(within(rowOf('1')).getByText('05:04 AM')).toBeInTheDocument();
    expect(within(rowOf('1')).getByText('06:02 PM')).toBeInTheDocument();
    expect(within(rowOf('30')).getByText('04:34 AM')).toBeInTheDocument();
    expect(within(rowOf('30')).getByText('06:15 PM')).toBeInTheDocument();
  });

  it('changes every row when another district is chosen, remembers it and puts it in the URL', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RamadanTimetable year={2025} initialDistrict="dhaka" isDistrictInUrl={false} />);
    await user.selectOptions(screen.getByLabelText('District'), 'Sylhet');
    expect(
      screen.getByRole('region', { name: 'Sehri and Iftar in Sylhet, Ramadan 1446' }),
    ).toBeInTheDocument();
    expect(within(rowOf('1')).getByText('04:58 AM')).toBeInTheDocument();
    expect(within(rowOf('1')).getByText('05:56 PM')).toBeInTheDocument();
    expect(window.localStorage.getItem('ramadan_district')).toBe('sylhet');
    expect(new URL(window.location.href).searchParams.get('district')).toBe('sylhet');
  });

  it('opens on the district chosen last time when the URL names none', () => {
    window.localStorage.setItem('ramadan_district', 'chapai-nawabganj');
    renderWithProviders(<RamadanTimetable year={2025} initialDistrict="dhaka" isDistrictInUrl={false} />);
    expect(screen.getByLabelText('District')).toHaveValue('chapai-nawabganj');
    expect(within(rowOf('1')).getByText('05:12 AM')).toBeInTheDocument();
    expect(new URL(window.location.href).searchParams.get('district')).toBe('chapai-nawabganj');
  });

  it('keeps the district a shared link names over the remembered one', () => {
    window.localStorage.setItem('ramadan_district', 'chapai-nawabganj');
    renderWithProviders(<RamadanTimetable year={2025} initialDistrict="sylhet" isDistrictInUrl />);
    expect(screen.getByLabelText('District')).toHaveValue('sylhet');
  });

  it('ignores a remembered value that is not a district', () => {
    window.localStorage.setItem('ramadan_district', '<script>');
    renderWithProviders(<RamadanTimetable year={2025} initialDistrict="dhaka" isDistrictInUrl={false} />);
    expect(screen.getByLabelText('District')).toHaveValue('dhaka');
  });

  it('marks today’s row when today falls in the month', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 8 March 2025, 00:30 in Dhaka: still 7 March in UTC.
    vi.setSystemTime(new Date('2025-03-07T18:30:00Z'));
    renderWithProviders(<RamadanTimetable year={2025} initialDistrict="dhaka" isDistrictInUrl={false} />);
    const current = bodyRows().filter((row) => row.getAttribute('aria-current') === 'date');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('March 8');
    expect(within(current[0]!).getByText('Today')).toBeInTheDocument();
  });

  it('marks no row outside the month', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-08T06:00:00Z'));
    renderWithProviders(<RamadanTimetable year={2025} initialDistrict="dhaka" isDistrictInUrl={false} />);
    expect(bodyRows().some((row) => row.hasAttribute('aria-current'))).toBe(false);
    expect(screen.queryByText('Today')).not.toBeInTheDocument();
  });

  it('reads in Bangla with Bengali digits and Bangla names', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RamadanTimetable year={2025} initialDistrict="dhaka" isDistrictInUrl={false} />, {
      lang: 'bn',
    });
    expect(screen.getByRole('region', { name: 'ঢাকা জেলায় সেহরি ও ইফতারের সময়, রমজান ১৪৪৬' })).toBeInTheDocument();
    expect(rowOf('১')).toHaveTextContent('২ মার্চ');
    expect(rowOf('১')).toHaveTextContent('রবিবার');
    expect(within(rowOf('১')).getByText('ভোর ০৫:০৪')).toBeInTheDocument();
    expect(within(rowOf('১')).getByText('সন্ধ্যা ০৬:০২')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('জেলা'), 'সিলেট');
    expect(within(rowOf('১')).getByText('ভোর ০৪:৫৮')).toBeInTheDocument();
  });
});
