'use client';

import type { ReactNode } from 'react';
import { useId } from 'react';
import { errorProps, inputClass } from '@/components/field-props';
import { useFormContext } from '@/lib/form';
import { FieldError } from './trip-field-error';
import type { TripFormValues } from './trip-form-values';

/** A choice of the trip form as a select: its label, the choices given, and the field's error under it. */
export function TripSelect({
  name,
  label,
  children,
}: {
  name: 'airport_code' | 'hours';
  label: string;
  children: ReactNode;
}) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<TripFormValues>();
  const error = errors[name]?.message;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      <select
        id={id}
        className={inputClass(!!error)}
        {...errorProps(`${id}-error`, error)}
        {...register(name)}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
