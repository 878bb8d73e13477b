import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInput } from './otp-input';

function CodeBoxes({ initial = ['', '', '', ''] }: { initial?: string[] }) {
  const [digits, setDigits] = useState(initial);
  return <OtpInput digits={digits} onChange={setDigits} labelOf={(i) => `Digit ${i + 1} of 4`} />;
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
const values = () => [1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value);

describe('code boxes (SPEC.md §5)', () => {
  it('are four numeric boxes, each named for screen readers', () => {
    render(<CodeBoxes />);
    for (const n of [1, 2, 3, 4]) {
      expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    }
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('accept one digit 0-9 only and ignore letters and signs', async () => {
    const user = userEvent.setup();
    render(<CodeBoxes />);

    await user.type(box(1), 'a-. ');
    expect(values()).toEqual(['', '', '', '']);
    expect(box(1)).toHaveFocus();

    await user.keyboard('7');
    expect(values()).toEqual(['7', '', '', '']);
  });

  it('move focus forward after each digit', async () => {
    const user = userEvent.setup();
    render(<CodeBoxes />);

    await user.type(box(1), '4');
    expect(box(2)).toHaveFocus();
    await user.keyboard('209');
    expect(values()).toEqual(['4', '2', '0', '9']);
    expect(box(4)).toHaveFocus();
  });

  it('replace the digit of a filled box, and read Bangla digits as the same digits', async () => {
    const user = userEvent.setup();
    render(<CodeBoxes initial={['1', '2', '', '']} />);

    await user.click(box(2));
    await user.keyboard('8');
    expect(values()).toEqual(['1', '8', '', '']);
    expect(box(3)).toHaveFocus();

    await user.keyboard('৫');
    expect(values()).toEqual(['1', '8', '5', '']);
  });

  it('typing the digit a box already holds still moves on, and a letter beside a digit is ignored', async () => {
    const user = userEvent.setup();
    render(<CodeBoxes initial={['1', '2', '3', '5']} />);

    await user.click(box(1));
    await user.keyboard('1234');
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(box(4)).toHaveFocus();

    await user.click(box(2));
    await user.keyboard('{ArrowRight}');
    expect(box(3)).toHaveFocus();
    await user.type(box(3), 'x', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(box(3)).toHaveFocus();
  });

  it('Backspace clears the current box when it holds a digit, and stays there', async () => {
    const user = userEvent.setup();
    render(<CodeBoxes initial={['1', '2', '3', '']} />);

    await user.click(box(3));
    await user.keyboard('{Backspace}');

    expect(values()).toEqual(['1', '2', '', '']);
    expect(box(3)).toHaveFocus();
  });

  it('Backspace on an empty box moves back and clears the previous one', async () => {
    const user = userEvent.setup();
    render(<CodeBoxes initial={['1', '2', '3', '']} />);

    await user.click(box(4));
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '']);
    expect(box(3)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '']);
    expect(box(2)).toHaveFocus();
  });

  it.each([1, 2, 3, 4])('pasting four digits into box %i fills all four', async (n) => {
    const user = userEvent.setup();
    render(<CodeBoxes initial={['9', '', '', '']} />);

    await user.click(box(n));
    await user.paste('5 6-7 8');

    expect(values()).toEqual(['5', '6', '7', '8']);
    expect(box(4)).toHaveFocus();
  });

  it('pasting fewer digits fills from the box pasted into', async () => {
    const user = userEvent.setup();
    render(<CodeBoxes />);

    await user.click(box(2));
    await user.paste('31');

    expect(values()).toEqual(['', '3', '1', '']);
    expect(box(4)).toHaveFocus();
  });

  it('the browser filling the whole code into one box fills all four', async () => {
    const user = userEvent.setup();
    render(<CodeBoxes />);

    await user.type(box(1), '2468');
    expect(values()).toEqual(['2', '4', '6', '8']);
  });
});
