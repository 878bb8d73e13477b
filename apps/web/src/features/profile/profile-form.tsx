'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { genders, makeProfileUpdateSchema, messageCatalogue, type UserView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import { errorProps, FieldError, inputClass } from '@/components/field-error';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { describeResult } from '@/lib/toast';
import { saveProfile } from './profile-api';

type Values = { full_name: string; email: string; gender: string; date_of_birth: string };

const toValues = (user: UserView): Values => ({
  full_name: user.full_name ?? '',
  email: user.email ?? '',
  gender: user.gender ?? '',
  date_of_birth: user.date_of_birth ?? '',
});

/** The body POST /user/profile-update takes: an empty choice is no choice. */
const toBody = (values: FieldValues) => ({
  full_name: String(values.full_name ?? '').trim(),
  email: String(values.email ?? '').trim(),
  ...(values.gender ? { gender: values.gender } : {}),
  ...(values.date_of_birth ? { date_of_birth: values.date_of_birth } : {}),
});

/** Name, email, gender and date of birth; the mobile number is the login and is shown, not edited. */
export function ProfileForm({ user, onSaved }: { user: UserView; onSaved: (user: UserView) => void }) {
  const t = useTranslations('profile');
  const lang = useLang();
  const id = useId();
  const schema = useMemo(() => makeProfileUpdateSchema(), []);
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: toValues(user),
    resolver: (values, context, options) =>
      zodResolver(schema)(toBody(values), context, options as never) as never,
  });

  const submit = async (values: Values) => {
    setStatus(null);
    setAlert(null);
    const result = await saveProfile(toBody(values), lang);
    if (result.ok && result.data) {
      onSaved(result.data);
      setStatus(messageCatalogue.profileUpdated[lang]);
      return;
    }
    if (result.status === 422 && result.errors) {
      let first = true;
      for (const [field, messages] of Object.entries(result.errors)) {
        if (!(field in toValues(user)) || !messages[0]) continue;
        setError(field as Path<Values>, { message: messages[0] }, { shouldFocus: first });
        first = false;
      }
      if (!first) return;
    }
    setAlert(describeResult(result, lang)?.text ?? null);
  };

  const field = (name: keyof Values) => {
    const message = errors[name]?.message;
    return { fieldId: `${id}-${name}`, message, a11y: errorProps(`${id}-${name}-error`, message) };
  };
  const text = (name: 'full_name' | 'email', type: 'text' | 'email', autoComplete: string) => {
    const { fieldId, message, a11y } = field(name);
    return (
      <div>
        <label htmlFor={fieldId} className="mb-1 block font-semibold">
          {t(`fields.${name}`)}
        </label>
        <input
          id={fieldId}
          type={type}
          autoComplete={autoComplete}
          className={inputClass(!!message)}
          {...a11y}
          {...register(name)}
        />
        <FieldError id={`${fieldId}-error`} message={message} />
      </div>
    );
  };
  const gender = field('gender');
  const birth = field('date_of_birth');

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="max-w-xl space-y-4">
      {alert && (
        <p role="alert" className="rounded-lg border border-red-600 bg-red-50 p-3 font-medium text-red-800">
          {alert}
        </p>
      )}
      <div>
        <p className="mb-1 font-semibold">{t('fields.mobile')}</p>
        <p className="text-lg">{localizeDigits(user.mobile, lang)}</p>
      </div>
      {text('full_name', 'text', 'name')}
      {text('email', 'email', 'email')}
      <div>
        <label htmlFor={gender.fieldId} className="mb-1 block font-semibold">
          {t('fields.gender')}
        </label>
        <select
          id={gender.fieldId}
          className={inputClass(!!gender.message)}
          {...gender.a11y}
          {...register('gender')}
        >
          <option value="">{t('genderUnset')}</option>
          {genders.map((g) => (
            <option key={g} value={g}>
              {t(`genders.${g}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${gender.fieldId}-error`} message={gender.message} />
      </div>
      <div>
        <label htmlFor={birth.fieldId} className="mb-1 block font-semibold">
          {t('fields.date_of_birth')}
        </label>
        <input
          id={birth.fieldId}
          type="date"
          autoComplete="bday"
          className={inputClass(!!birth.message)}
          {...birth.a11y}
          {...register('date_of_birth')}
        />
        <FieldError id={`${birth.fieldId}-error`} message={birth.message} />
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? t('saving') : t('save')}
      </button>
      <p role="status" className="font-medium text-primary-darker">
        {status}
      </p>
    </form>
  );
}
