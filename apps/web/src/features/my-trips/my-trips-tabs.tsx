'use client';

import { type TripListTab, tripListTabs } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { TripList } from './trip-list';
import { useTripListQuery } from './use-trip-list-query';

const tabClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-2 text-center font-semibold text-gray-700 leading-tight hover:text-primary-dark data-[state=active]:bg-primary data-[state=active]:text-white sm:px-4';

function isTripListTab(value: string): value is TripListTab {
  return (tripListTabs as readonly string[]).includes(value);
}

/** My Trips: the three tabs, the active one and its page kept in the URL. */
export function MyTripsTabs() {
  const t = useTranslations('myTrips');
  const { tab, page, show } = useTripListQuery();
  return (
    <Tabs.Root value={tab} onValueChange={(value) => isTripListTab(value) && show({ tab: value, page: 1 })}>
      <Tabs.List
        aria-label={t('tabsLabel')}
        className="mb-6 grid grid-cols-3 gap-1 rounded-xl bg-gray-100 p-1 sm:inline-grid"
      >
        {tripListTabs.map((value) => (
          <Tabs.Trigger key={value} value={value} className={tabClass}>
            {t(`tabs.${value}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tripListTabs.map((value) => (
        <Tabs.Content key={value} value={value} className="focus-visible:outline-offset-4">
          <h2 className="sr-only">{t(`tabs.${value}`)}</h2>
          {value === tab && <TripList tab={tab} page={page} onPage={(next) => show({ tab, page: next })} />}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
