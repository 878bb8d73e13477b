'use client';

import type { CarTypeKey, TripType } from '@pothik/domain';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { track } from '@/lib/analytics';
import { clearDetailsState } from '@/lib/details-state';
import { highDemandMessage } from '@/lib/high-demand-message';
import { createSubmitAttempts } from '@/lib/idempotency-key';
import { notify, showToast } from '@/lib/toast';
import { loadServerMessages } from '@/lib/use-server-messages';
import { storeRequestedTrip } from './requested-trip-storage';
import { postTripRequest } from './submit-trip-request';
import type { TripCategory } from './trip-types';

export type SubmitOutcome =
  | { kind: 'created' }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'unauthorized' }
  | { kind: 'failed' }
  /** A request is already on its way (a double click): nothing was sent. */
  | { kind: 'busy' };

const tripPagePath = (tripId: number) => `/trip/my-trips/${tripId}`;

/**
 * Sends a trip request once: one request at a time, with an Idempotency-Key kept for retries of the same
 * entries (DESIGN.md §8). On success the trip is remembered, `detailsState` is dropped and the trip's
 * page opens; refusals show the DESIGN.md §9 toasts, field errors go back to the form.
 */
export function useSubmitTripRequest() {
  const lang = useLang();
  const t = useTranslations('tripRequest');
  const router = useRouter();
  const [attempts] = useState(() => createSubmitAttempts());
  const inFlight = useRef(false);
  const [isSending, setIsSending] = useState(false);

  const submit = useCallback(
    async (category: TripCategory, body: Record<string, unknown>): Promise<SubmitOutcome> => {
      if (inFlight.current) return { kind: 'busy' };
      inFlight.current = true;
      setIsSending(true);
      let isCreated = false;
      try {
        const key = attempts.keyFor(JSON.stringify(body));
        const { result, created } = await postTripRequest(category, body, key, lang);
        if (created) {
          isCreated = true;
          attempts.finish();
          clearDetailsState();
          storeRequestedTrip(created);
          // The body's values as the form built them; track checks them against its closed lists.
          track('trip_requested', {
            car_type: body.car_type as CarTypeKey,
            trip_type: body.trip_type as TripType,
          });
          notify(result, lang);
          if (created.highDemand) {
            const message = highDemandMessage(created.highDemand, lang) || t('highDemandDefault');
            showToast('warning', `${t('highDemand')}: ${message}`);
          }
          router.push(tripPagePath(created.tripId));
          return { kind: 'created' };
        }
        if (result.status === 422 && result.errors) {
          // Problems of no field are shown translated, from the catalogue.
          await loadServerMessages().catch(() => undefined);
          return { kind: 'invalid', errors: result.errors };
        }
        // A 2xx without a trip in it is the server's fault.
        notify(result.ok ? { status: 500, message: undefined, code: undefined } : result, lang);
        return result.status === 401 ? { kind: 'unauthorized' } : { kind: 'failed' };
      } finally {
        // After success the button stays disabled while the trip's page loads.
        if (!isCreated) {
          inFlight.current = false;
          setIsSending(false);
        }
      }
    },
    [attempts, lang, router, t],
  );

  return { submit, isSending };
}
