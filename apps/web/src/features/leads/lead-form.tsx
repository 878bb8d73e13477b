'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useHumanCheck } from '@/features/human-check';
import { useLang } from '@/i18n/use-lang';
import { track } from '@/lib/analytics';
import { createSubmitAttempts } from '@/lib/idempotency-key';
import { describeResult } from '@/lib/toast';
import { fieldValue, type LeadField, LeadFieldInput } from './lead-field';
import { type LeadKind, leadPath, sendLead } from './leads-api';

export type { LeadField } from './lead-field';

/** Not for people: hidden from sight and from screen readers; a bot that fills it is told "thank you". */
const HONEYPOT = 'website';

const isShown = (field: LeadField, values: FieldValues) => !field.showWhen || field.showWhen(values);

type Body = Record<string, unknown>;

/** The body the API takes: each shown field's input converted (numbers, yes/no, places), plus `extra`. */
function toBody(fields: readonly LeadField[], values: FieldValues, extra: Body, shape: (body: Body) => Body) {
  const body: Body = {};
  for (const field of fields) {
    if (!isShown(field, values)) continue;
    const value = fieldValue(field, values[field.name]);
    if (value !== undefined && !(field.optional && value === '')) body[field.name] = value;
  }
  return { ...shape(body), ...extra };
}

const asIs = (body: Body) => body;

/**
 * A lead form (SPEC.md §5 rules, checked here with the API's own schema and again by the API): errors
 * under each field in the reader's language, a disabled button while sending, and a success note that
 * says what happens next.
 */
export function LeadForm<S extends z.ZodType>({
  kind,
  schema,
  fields,
  submitLabel,
  nextSteps,
  extra = {},
  shape = asIs,
  auth = false,
  thanks,
}: {
  kind: LeadKind;
  schema: S;
  fields: readonly LeadField[];
  submitLabel: string;
  /** What happens after sending, shown with the thanks. */
  nextSteps: string;
  /** Sent with the fields (e.g. the survey's trip). */
  extra?: Body;
  /** Arranges the fields as the API takes them (e.g. the survey's answers in one object). */
  shape?: (body: Body) => Body;
  auth?: boolean;
  thanks?: string;
}) {
  const tForm = useTranslations('leads.form');
  const lang = useLang();
  const { brand } = useRuntimeConfig();
  const formId = useId();
  const [attempts] = useState(() => createSubmitAttempts());
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const humanCheck = useHumanCheck('lead');
  // The schema checks the body as the API will receive it, not the raw inputs.
  const resolver = ((values, context, options) =>
    zodResolver(schema as never)(
      toBody(fields, values, extra, shape),
      context,
      options as never,
    )) as Resolver<FieldValues>;
  const form = useForm<FieldValues>({ resolver });
  const {
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const values = watch();

  const submit = async () => {
    setAlert(null);
    // The demo's forms send no token, as before the check; with Turnstile each send needs a fresh one.
    const token = humanCheck.token;
    if (humanCheck.isConfigured && !token) {
      setAlert(humanCheck.notReady);
      return;
    }
    const body = {
      ...toBody(fields, form.getValues(), extra, shape),
      [HONEYPOT]: honeypot.current?.value ?? '',
      ...(humanCheck.isConfigured ? { recaptcha_token: token } : {}),
    };
    const result = await sendLead(
      leadPath(kind, brand.slug),
      body,
      attempts.keyFor(JSON.stringify(body)),
      lang,
      auth,
    );
    if (!result.ok) humanCheck.reset();
    if (result.ok) {
      attempts.finish();
      track('lead_sent', { form: kind });
      setDone(true);
      return;
    }
    if (result.status === 422 && result.errors) {
      let first = true;
      for (const [field, messages] of Object.entries(result.errors)) {
        if (!fields.some((f) => f.name === field) || !messages[0]) continue;
        setError(field as Path<FieldValues>, { message: messages[0] }, { shouldFocus: first });
        first = false;
      }
      if (!first) return;
    }
    setAlert(describeResult(result, lang)?.text ?? null);
  };

  if (done) {
    return (
      <div role="status" className="rounded-xl border border-primary bg-primary-soft p-6 text-ink">
        <p className="font-bold text-lg text-primary-darker">{thanks ?? tForm('thanks')}</p>
        <p className="mt-2">{nextSteps}</p>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="max-w-xl space-y-4">
      {alert && (
        <p role="alert" className="rounded-lg border border-red-600 bg-red-50 p-3 font-medium text-red-800">
          {alert}
        </p>
      )}
      {fields.map((field) =>
        isShown(field, values) ? (
          <LeadFieldInput
            key={field.name}
            field={field}
            id={`${formId}-${field.name}`}
            form={form}
            message={errors[field.name]?.message as string | undefined}
          />
        ) : null,
      )}
      <div aria-hidden="true" className="hidden">
        <label htmlFor={`${formId}-${HONEYPOT}`}>Website</label>
        <input id={`${formId}-${HONEYPOT}`} ref={honeypot} name={HONEYPOT} tabIndex={-1} autoComplete="off" />
      </div>
      {humanCheck.widget}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? tForm('sending') : submitLabel}
      </button>
    </form>
  );
}
