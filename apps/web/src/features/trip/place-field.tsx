'use client';

import { PlaceCombobox } from '@/features/places';
import { useLang } from '@/i18n/use-lang';
import { Controller, useFormContext, useFormState } from '@/lib/form';
import { useServerMessages } from '@/lib/use-server-messages';
import type { TripFormValues } from './trip-form-values';

type PlaceFieldName = 'pickup' | 'dropoff' | 'location';

/** One end of the trip as a place search field, bound to the trip form. */
export function PlaceField({
  name,
  label,
  canUseMyLocation,
}: {
  name: PlaceFieldName;
  label: string;
  canUseMyLocation?: boolean;
}) {
  const { control } = useFormContext<TripFormValues>();
  const lang = useLang();
  const { errors } = useFormState({ control });
  const messages = useServerMessages(!!errors[name]);
  const translate = (message: string) => messages?.translateValidationMessage(message, lang) ?? message;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PlaceCombobox
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          canUseMyLocation={canUseMyLocation}
          error={fieldState.error?.message ? translate(fieldState.error.message) : undefined}
        />
      )}
    />
  );
}
