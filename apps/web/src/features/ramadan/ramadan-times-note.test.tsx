import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RamadanTimesNote } from './ramadan-times-note';

describe('RamadanTimesNote', () => {
  it('tells how to read the times and names the Islamic Foundation as the source', () => {
    renderWithProviders(<RamadanTimesNote />);
    const note = screen.getByRole('region', { name: 'Where these times come from' });
    expect(
      within(note).getByText(/^How to read them: “Sehri ends” is the last minute to eat and drink/),
    ).toHaveTextContent(
      '“Iftar” is when the fast is broken, not before. Every time is Bangladesh time (Asia/Dhaka)',
    );
    expect(
      within(note).getByText(
        /^Source: the Islamic Foundation Bangladesh’s Sehri and Iftar timetable for Ramadan 1446\./,
      ),
    ).toHaveTextContent('ours errs on the safe side: Sehri earlier, Iftar later');
  });

  it('reads in Bangla', () => {
    renderWithProviders(<RamadanTimesNote />, { lang: 'bn' });
    const note = screen.getByRole('region', { name: 'এই সময়গুলো কোথা থেকে' });
    expect(
      within(note).getByText(/^যেভাবে পড়বেন: “সেহরির শেষ সময়” হলো রোজার আগে খাওয়া-দাওয়ার শেষ মিনিট/),
    ).toHaveTextContent('“ইফতার” হলো রোজা ভাঙার সময়, এর আগে নয়। সব সময় বাংলাদেশের সময় (এশিয়া/ঢাকা)');
    expect(
      within(note).getByText(/^সূত্র: ইসলামিক ফাউন্ডেশন বাংলাদেশের রমজান ১৪৪৬-এর সেহরি ও ইফতারের সময়সূচি।/),
    ).toHaveTextContent('সেহরি আগে, ইফতার পরে');
  });
});
