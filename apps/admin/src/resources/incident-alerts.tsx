import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { API, errorText, httpClient } from '../api';

// Incident alerts on this console device (issue 43 §4): the console's own service worker shows the
// pushes the API sends every alert round until someone acknowledges the incident.

type State = 'loading' | 'unsupported' | 'serverOff' | 'off' | 'on' | 'denied' | 'busy';

const keyBytes = (base64url: string) => {
  const raw = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  );
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

async function registration() {
  return navigator.serviceWorker.register('/admin/sw.js', { scope: '/admin/' });
}

async function pushSettings(endpoint?: string) {
  const query = endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : '';
  const { json } = await httpClient(`${API}/push${query}`);
  return json as { enabled: boolean; public_key: string | null; subscribed: boolean | null };
}

export function IncidentAlertsSwitch() {
  const translate = useTranslate();
  const [state, setState] = useState<State>('loading');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    (async () => {
      if (!('serviceWorker' in navigator) || !('PushManager' in window)) return setState('unsupported');
      const sub = await (await registration()).pushManager.getSubscription();
      const settings = await pushSettings(sub?.endpoint);
      if (!settings.enabled) return setState('serverOff');
      if (Notification.permission === 'denied') return setState('denied');
      setState(settings.subscribed ? 'on' : 'off');
    })().catch((e) => {
      setError(errorText(e));
      setState('off');
    });
  }, []);

  const turnOn = async () => {
    setError(null);
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const settings = await pushSettings();
      if (!settings.public_key) return setState('serverOff');
      const reg = await registration();
      const sub =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(settings.public_key),
        }));
      const { endpoint, keys } = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      await httpClient(`${API}/push/subscriptions`, {
        method: 'POST',
        body: JSON.stringify({ endpoint, keys, lang: document.documentElement.lang === 'bn' ? 'bn' : 'en' }),
      });
      setState('on');
    } catch (e) {
      setError(errorText(e));
      setState('off');
    }
  };

  const turnOff = async () => {
    setError(null);
    setState('busy');
    try {
      const sub = await (await registration()).pushManager.getSubscription();
      if (sub) {
        await httpClient(`${API}/push/subscriptions?endpoint=${encodeURIComponent(sub.endpoint)}`, {
          method: 'DELETE',
        });
        await sub.unsubscribe();
      }
      setState('off');
    } catch (e) {
      setError(errorText(e));
      setState('on');
    }
  };

  if (state === 'loading') return null;
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ my: 1, alignItems: 'center' }}
      role="group"
      aria-label={translate('Incident alerts')}
    >
      <Typography role="status">
        {state === 'on' && translate('This device gets incident alerts, even with the console closed.')}
        {state === 'off' && translate('This device gets no incident alerts while the console is closed.')}
        {state === 'busy' && translate('One moment…')}
        {state === 'denied' &&
          translate('This browser blocks notifications for the console: allow them in its settings.')}
        {state === 'unsupported' && translate('This browser cannot show incident alerts.')}
        {state === 'serverOff' &&
          translate('Push alerts are not set up on this server; staff are alerted by email.')}
      </Typography>
      {state === 'off' && (
        <Button variant="contained" onClick={() => void turnOn()}>
          {translate('Turn on incident alerts on this device')}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="outlined" onClick={() => void turnOff()}>
          {translate('Turn off on this device')}
        </Button>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
