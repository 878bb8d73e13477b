'use client';

import type { PushSettings } from '@pothik/domain';
import { useState } from 'react';
import type { PushCaller } from './push-api';
import { PushOptIn } from './push-opt-in';
import { PushPreferences } from './push-preferences';

/** The account pages' whole push section: this device's switch, then the choices per kind. */
export function PushPanel({
  call,
  intro,
  withDistricts,
}: {
  call: PushCaller;
  intro: string;
  withDistricts: boolean;
}) {
  const [settings, setSettings] = useState<PushSettings | null>(null);
  return (
    <div className="space-y-4">
      <PushOptIn call={call} intro={intro} onSettings={setSettings} />
      {settings?.enabled && <PushPreferences call={call} settings={settings} withDistricts={withDistricts} />}
    </div>
  );
}
