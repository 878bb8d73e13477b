'use client';

import { useEffect } from 'react';
import type { Form } from '@/lib/form';
import type { TripFormField, TripFormValues } from './trip-form-values';

// The time inputs share the error of their date (the schema judges the instant the pair makes).
const errorFieldOf = (name: string): TripFormField => {
  if (name === 'pickup_time') return 'pickup_date';
  if (name === 'return_time') return 'return_date';
  return name.split('.')[0] as TripFormField;
};

/**
 * A field that shows an error is checked again as soon as it changes, so the message goes away when the
 * entry is fixed; other fields stay quiet until the next submit. A new trip type drops every message,
 * since it shows other fields.
 */
export function useRevalidateOnChange(form: Form<TripFormValues>): void {
  const { watch, trigger, getFieldState, clearErrors } = form;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      if (name === 'trip_type') {
        clearErrors();
        return;
      }
      const field = errorFieldOf(name);
      if (getFieldState(field).error) void trigger(field);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState, clearErrors]);
}
