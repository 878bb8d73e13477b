'use client';

import { carTypes, type DriverSignUp, districts, driverSignUpSchema } from '@pothik/domain';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { errorProps, FieldError, inputClass } from '@/components/field-error';
import { type CodeSent, CodeStep, PhoneStep } from '@/features/auth';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { notifyMessage } from '@/lib/toast';
import { driverSession } from './driver-session';

type Errors = Partial<Record<keyof DriverSignUp, string>>;

/**
 * A new driver signs up (issue 45 §1): who they are and their car, then their number and the code that
 * proves it, which opens the account (POST /driver/verify's sign_up). They land on their papers, the
 * next thing they must do before bidding. Loaded behind the login's "Sign up" tap: the schema library
 * is not in the login's first load.
 */
export function DriverSignUpSteps() {
  const t = useTranslations('driver.login');
  const lang = useLang();
  const router = useRouter();
  const [details, setDetails] = useState<DriverSignUp | null>(null);
  const [editing, setEditing] = useState(true);
  const [mobile, setMobile] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);

  if (editing || !details) {
    return (
      <DetailsForm
        initial={details}
        onDone={(next) => {
          setDetails(next);
          setEditing(false);
        }}
      />
    );
  }
  const car = carTypes.find((c) => c.key === details.car_type);
  return (
    <div className="space-y-3">
      <p className="rounded-lg bg-primary-soft p-3">
        {t('signUp.detailsFor', {
          name: details.name,
          car: `${lang === 'bn' ? car?.name_bn : car?.name_en}, ${details.plate_number}`,
        })}{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => {
            setSent(null);
            setEditing(true);
          }}
        >
          {t('signUp.edit')}
        </button>
      </p>
      {sent ? (
        <CodeStep
          account="driver"
          isInDialog={false}
          mobile={sent.mobile}
          resendAfter={sent.resendAfter}
          notice={sent.notice}
          signUp={details}
          onChangeNumber={() => setSent(null)}
          onLoggedIn={(tokens) => {
            driverSession.store(tokens);
            notifyMessage('loggedIn', lang, 'success');
            router.push('/driver/papers');
          }}
        />
      ) : (
        <PhoneStep
          account="driver"
          isInDialog={false}
          signUp
          defaultMobile={mobile}
          onCodeSent={(next) => {
            setMobile(next.mobile);
            setSent(next);
          }}
        />
      )}
    </div>
  );
}

function DetailsForm({
  initial,
  onDone,
}: {
  initial: DriverSignUp | null;
  onDone: (details: DriverSignUp) => void;
}) {
  const t = useTranslations('driver.login.signUp');
  const lang = useLang();
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => String(form.get(name) ?? '');
    const parsed = driverSignUpSchema.safeParse({
      name: read('name'),
      car_type: read('car_type'),
      car_model: read('car_model'),
      plate_number: read('plate_number'),
      district: read('district'),
    });
    if (parsed.success) {
      onDone(parsed.data);
      return;
    }
    const next: Errors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof DriverSignUp;
      next[key] ??= issue.message;
    }
    setErrors(next);
    const first = event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(next)[0]}"]`);
    first?.focus();
  };

  const field = (name: keyof DriverSignUp) => ({
    id: `${id}-${name}`,
    name,
    className: inputClass(!!errors[name]),
    ...errorProps(`${id}-${name}-error`, errors[name]),
  });
  const label = (name: keyof DriverSignUp, text: string) => (
    <label htmlFor={`${id}-${name}`} className="mb-1 block font-semibold">
      {text}
    </label>
  );
  // The driver app loads its own messages only (not the lead forms').
  const seats = (n: number) => t('seats', { count: localizeDigits(String(n), lang) });
  const districtNames = districts
    .map((d) => ({ value: d.name_en, label: lang === 'bn' ? d.name_bn : d.name_en }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('title')}>
      <div>
        {label('name', t('name'))}
        <input {...field('name')} autoComplete="name" maxLength={100} defaultValue={initial?.name} />
        <FieldError id={`${id}-name-error`} message={errors.name} />
      </div>
      <div>
        {label('car_type', t('carType'))}
        <select {...field('car_type')} defaultValue={initial?.car_type ?? ''}>
          <option value="">{t('choose')}</option>
          {carTypes.map((car) => (
            <option key={car.key} value={car.key}>
              {`${lang === 'bn' ? car.name_bn : car.name_en} (${seats(car.seats)})`}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-car_type-error`} message={errors.car_type} />
      </div>
      <div>
        {label('car_model', t('carModel'))}
        <input
          {...field('car_model')}
          maxLength={60}
          placeholder={t('carModelHint')}
          defaultValue={initial?.car_model}
        />
        <FieldError id={`${id}-car_model-error`} message={errors.car_model} />
      </div>
      <div>
        {label('plate_number', t('plate'))}
        <input
          {...field('plate_number')}
          maxLength={40}
          autoComplete="off"
          placeholder={t('plateHint')}
          defaultValue={initial?.plate_number}
        />
        <FieldError id={`${id}-plate_number-error`} message={errors.plate_number} />
      </div>
      <div>
        {label('district', t('district'))}
        <select {...field('district')} defaultValue={initial?.district ?? ''}>
          <option value="">{t('choose')}</option>
          {districtNames.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-district-error`} message={errors.district} />
      </div>
      <button type="submit" className="btn-primary w-full">
        {t('next')}
      </button>
    </form>
  );
}
