import {
  type DateFieldProps,
  type NumberFieldProps,
  DateField as RaDateField,
  NumberField as RaNumberField,
  TextField as RaTextField,
  type TextFieldProps,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { intlOf } from './provider';

// react-admin's date, number and text fields in the console's language: dates on Dhaka's clock, and in
// Bangla with Bengali digits and month names; a number (an id, a count) in Bengali digits too.

/** Formats dates and numbers as the console's language shows them. */
export function useIntl() {
  const [locale] = useLocaleState();
  const { tag, numbers, dates } = intlOf(locale);
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      value.toLocaleString(tag, { ...numbers, ...options }),
    dateTime: (iso: string) => new Date(iso).toLocaleString(tag, dates),
    date: (iso: string) => new Date(iso).toLocaleDateString(tag, dates),
  };
}

export function DateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  const { tag, dates } = intlOf(locale);
  return <RaDateField locales={tag} {...props} options={{ ...dates, ...props.options }} />;
}

export function NumberField(props: NumberFieldProps) {
  const [locale] = useLocaleState();
  const { tag, numbers } = intlOf(locale);
  return <RaNumberField locales={tag} {...props} options={{ ...numbers, ...props.options }} />;
}

/**
 * A text field whose number (an id, a count) reads in the console's digits; with `translateValue`, a
 * value that is one of a fixed set (a status, a role) reads in the console's language.
 */
export function TextField({ translateValue, ...props }: TextFieldProps & { translateValue?: boolean }) {
  const record = useRecordContext(props);
  const translate = useTranslate();
  const value = props.source
    ? props.source
        .split('.')
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], record)
    : undefined;
  if (typeof value === 'number') return <NumberField {...props} options={{ useGrouping: false }} />;
  if (translateValue && typeof value === 'string' && value !== '') {
    const text = translate(value.replaceAll('_', ' '), { _: value });
    return <RaTextField {...props} source="value" record={{ id: 0, value: text }} />;
  }
  return <RaTextField {...props} />;
}

/**
 * A value of a fixed set the API sends (a status, a kind), in the console's language: Bangla finds it
 * with its underscores read as spaces; English shows it as the API sends it.
 */
export function useValueText() {
  const translate = useTranslate();
  return (value: string) => translate(value.replaceAll('_', ' '), { _: value });
}

/** A text of the console's own, in the console's language. */
export function T({ children, ...options }: { children: string } & Record<string, unknown>) {
  return <>{useTranslate()(children, { _: children, ...options })}</>;
}
