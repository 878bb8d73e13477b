'use client';

import { surveySchema } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useStoredSession } from '@/features/auth';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { type LeadField, LeadForm } from './lead-form';

/** The questions after a trip; each answer is sent under its key in `answers`. */
const questionKeys = ['booking_ease', 'driver_on_time', 'car_clean', 'would_recommend'] as const;

function toSurvey(body: Record<string, unknown>) {
  const { rating, comment, ...rest } = body;
  const answers = Object.fromEntries(questionKeys.filter((k) => k in rest).map((k) => [k, rest[k]]));
  return { rating, answers, ...(comment ? { comment } : {}) };
}

/**
 * /survey: a rating, a few questions and a comment (POST /api/v3/survey-submit). Logged out it is
 * anonymous; a signed-in passenger's answers are theirs, and `?trip=` ties them to that trip, as does
 * the completion SMS's signed link (`?trip=&t=`) for whoever holds it, logged in or not.
 */
export function SurveyForm({ tripId, surveyToken }: { tripId?: number; surveyToken?: string }) {
  const t = useTranslations('leads.survey');
  const lang = useLang();
  const session = useStoredSession();
  const signedIn = session.status === 'known' && session.isLoggedIn;
  const fields: LeadField[] = [
    {
      name: 'rating',
      label: t('fields.rating'),
      type: 'choice',
      numeric: true,
      options: [1, 2, 3, 4, 5].map((n) => ({
        value: String(n),
        label: `${localizeDigits(n, lang)} ${'★'.repeat(n)}`,
      })),
    },
    {
      name: 'booking_ease',
      label: t('fields.booking_ease'),
      type: 'choice',
      optional: true,
      options: (['easy', 'okay', 'hard'] as const).map((value) => ({ value, label: t(`ease.${value}`) })),
    },
    { name: 'driver_on_time', label: t('fields.driver_on_time'), type: 'yesno', optional: true },
    { name: 'car_clean', label: t('fields.car_clean'), type: 'yesno', optional: true },
    { name: 'would_recommend', label: t('fields.would_recommend'), type: 'yesno', optional: true },
    { name: 'comment', label: t('fields.comment'), type: 'textarea', optional: true },
  ];
  return (
    <LeadForm
      kind="survey"
      schema={surveySchema}
      fields={fields}
      shape={toSurvey}
      extra={
        tripId && surveyToken
          ? { trip_id: tripId, survey_token: surveyToken }
          : signedIn && tripId
            ? { trip_id: tripId }
            : {}
      }
      auth={signedIn}
      submitLabel={t('submit')}
      thanks={t('thanks')}
      nextSteps={t('next')}
    />
  );
}
