import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { cspNonce } from '@/config/csp-nonce';
import { CampaignPopup, HomeContentSections, OrganizationJsonLd } from '@/features/content';
import { OngoingTripsSection } from '@/features/my-trips';
import { getLang } from '@/i18n/get-lang';
import { earlyHoldSource } from '@/lib/before-hydration';
import { dropoffFromSearchParams } from '@/lib/dropoff-link';
import { localizeDigits } from '@/lib/format';
import { CarTypesError } from './car-types-error';
import { getCarTypes } from './get-car-types';
import { TripChooserIsland } from './trip-chooser-island';

const steps = ['request', 'bids', 'ride'] as const;

/** The chooser's region in the HTML, which the inline script after it watches until the page hydrates. */
const chooserRegion = 'trip-chooser';

type SearchParams = Record<string, string | string[] | undefined>;

export async function HomePage({ searchParams = {} }: { searchParams?: SearchParams }) {
  const t = await getTranslations('home');
  const lang = await getLang();
  const carTypes = await getCarTypes();

  return (
    <>
      <div className="bg-gradient-to-b from-primary-darker to-primary text-white">
        <div className="container-page grid gap-6 py-8 md:py-12 lg:grid-cols-[2fr_3fr] lg:items-start">
          <div>
            <h1 className="font-extrabold text-3xl leading-tight md:text-4xl">{t('heading')}</h1>
            <p className="mt-3 text-lg text-white/90">{t('intro')}</p>
            {carTypes.ok && carTypes.highDemand && (
              <p className="mt-4 rounded-lg bg-amber-100 p-3 text-amber-950">
                <strong>{t('highDemand')}: </strong>
                {lang === 'bn' ? carTypes.highDemand.message_bn : carTypes.highDemand.message_en}
              </p>
            )}
          </div>
          <TripChooserIsland
            regionId={chooserRegion}
            cars={carTypes.ok ? carTypes.cars : null}
            carsError={<CarTypesError />}
            initialDropoff={dropoffFromSearchParams(searchParams)}
          />
          {/* A tap or an entry in the chooser from the moment it shows is kept (lib/before-hydration.ts). */}
          <script
            nonce={await cspNonce()}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no outside text
            dangerouslySetInnerHTML={{ __html: earlyHoldSource(chooserRegion) }}
          />
        </div>
      </div>

      <OngoingTripsSection className="container-page pt-10" />

      <section aria-labelledby="how-it-works" className="container-page py-10">
        <h2 id="how-it-works" className="font-bold text-2xl text-primary-darker">
          {t('howItWorks')}
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3 rounded-xl border border-gray-200 p-4">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white"
              >
                {localizeDigits(index + 1, lang)}
              </span>
              <div>
                <h3 className="font-semibold text-lg">{t(`steps.${step}.title`)}</h3>
                <p className="text-gray-700">{t(`steps.${step}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      {/* Streamed after the chooser: a slow content API never holds the booking back. */}
      <Suspense fallback={null}>
        <HomeContentSections />
      </Suspense>
      <OrganizationJsonLd />
      <CampaignPopup />
    </>
  );
}
