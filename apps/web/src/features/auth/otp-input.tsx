'use client';

import { fromBengaliDigits } from '@pothik/domain';
import {
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
  useImperativeHandle,
  useRef,
} from 'react';

export type OtpInputHandle = { focus: (index?: number) => void };

type Props = {
  /** One entry per box: '' or a single digit. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** The accessible name of box `index` (0-based), e.g. "Digit 1 of 4". */
  labelOf: (index: number) => string;
  isInvalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  ref?: Ref<OtpInputHandle>;
};

const ignoreChange = () => {};

/** Keeps 0-9 only; a Bangla keyboard's ০-৯ count as the same digits. */
function digitsIn(text: string): string {
  return fromBengaliDigits(text).replace(/[^0-9]/g, '');
}

/**
 * SPEC.md §5 code boxes: each holds one digit 0-9; a digit moves focus to the next box; Backspace
 * clears the current box, or on an empty box moves back and clears the previous one; pasting (or the
 * browser's one-time-code autofill of) the whole code anywhere fills all boxes.
 */
export function OtpInput({
  digits,
  onChange,
  labelOf,
  isInvalid = false,
  describedBy,
  disabled = false,
  ref,
}: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = digits.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  useImperativeHandle(ref, () => ({
    focus: (index?: number) => focusBox(index ?? Math.max(0, digits.indexOf(''))),
  }));

  const fillFrom = (start: number, incoming: string) => {
    const next = [...digits];
    const from = incoming.length >= length ? 0 : start;
    const part = incoming.slice(0, length - from);
    for (let k = 0; k < part.length; k++) next[from + k] = part[k]!;
    onChange(next);
    focusBox(from + part.length);
  };

  // `input`, not React's onChange: typing the digit a box already holds leaves its value unchanged,
  // which React does not report as a change, yet focus must still move on.
  const handleInput = (index: number, event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    if (value === '') {
      onChange(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    const typed = digitsIn(value);
    const old = digits[index];
    // A letter or sign (next to the digit already there): nothing changes, React restores the value.
    if (typed.length === 0 || (typed === old && value !== old)) return;
    // The box held a digit and the caret sat before or after it: keep the new one.
    if (typed.length === 2 && old && typed.includes(old)) {
      const fresh = typed[0] === old ? typed[1]! : typed[0]!;
      fillFrom(index, fresh);
      return;
    }
    fillFrom(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) {
        onChange(digits.map((d, i) => (i === index ? '' : d)));
      } else if (index > 0) {
        onChange(digits.map((d, i) => (i === index - 1 ? '' : d)));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsIn(event.clipboardData.getData('text'));
    if (pasted) fillFrom(index, pasted);
  };

  return (
    <div className="flex justify-center gap-3">
      {digits.map((digit, index) => (
        <input
          // The boxes are a fixed row; their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          ref={(node) => {
            boxes.current[index] = node;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={labelOf(index)}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={digit}
          onInput={(event) => handleInput(index, event)}
          // The value is driven from `digits` through onInput above.
          onChange={ignoreChange}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={`size-12 rounded-lg border bg-white text-center font-semibold text-2xl text-ink sm:size-14 ${
            isInvalid ? 'border-red-600' : 'border-gray-400 focus:border-primary'
          } disabled:bg-gray-100`}
        />
      ))}
    </div>
  );
}
