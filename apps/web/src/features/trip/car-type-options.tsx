import type { Lang } from '@pothik/domain';
import { getTranslations } from 'next-intl/server';
import { apiAssetUrl } from '@/lib/api-client';
import { localizeDigits } from '@/lib/format';
import type { ApiCarType } from './get-car-types';

/** The car type radio cards of the trip chooser, rendered on the server in the active language. */
export async function CarTypeOptions({
  cars,
  lang,
  imageBaseUrl,
}: {
  cars: ApiCarType[];
  lang: Lang;
  imageBaseUrl: string;
}) {
  const t = await getTranslations('home');
  const tc = await getTranslations('chooser');
  if (cars.length === 0) return <p className="text-gray-700">{t('noCars')}</p>;
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{tc('carType')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {cars.map((car, index) => (
          <label key={car.key} className="choice-card">
            <input
              type="radio"
              name="car_type"
              value={car.key}
              defaultChecked={index === 0}
              className="sr-only"
            />
            {/* biome-ignore lint/performance/noImgElement: served by the API host, known only at runtime */}
            <img
              src={apiAssetUrl(car.image, imageBaseUrl)}
              alt=""
              width={120}
              height={72}
              loading="lazy"
              decoding="async"
              className="mx-auto h-14 w-auto object-contain"
            />
            <span className="block font-semibold">{lang === 'bn' ? car.name_bn : car.name_en}</span>
            <span className="block text-gray-700 text-sm">
              {t('seats', { count: localizeDigits(car.seats, lang) })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Shown in place of the car list when the API cannot be reached; the page itself still renders. */
export async function CarTypesError() {
  const t = await getTranslations('home');
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-bold">{t('carsErrorTitle')}</p>
      <p className="mt-1">{t('carsErrorBody')}</p>
      {/* A full reload asks the server for the car types again. */}
      <a href="/" className="mt-3 inline-flex min-h-11 items-center font-semibold underline">
        {t('tryAgain')}
      </a>
    </div>
  );
}
