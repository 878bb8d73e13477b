import type { AnalyticsRecord } from '@/lib/analytics';
import { appendScript } from '@/lib/load-script';
import { gtagOf } from './google-tag';
import type { TagContext } from './tag-context';

export const ga4ScriptUrl = (id: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

/**
 * Google Analytics 4 through gtag.js. Analytics only: advertising storage and Google signals stay off, and
 * page views are ours (one per route, the path without its query), not gtag's own.
 */
export function startGa4(id: string, context: TagContext): (record: AnalyticsRecord) => void {
  const gtag = gtagOf();
  gtag('consent', 'default', {
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  gtag('js', new Date());
  gtag('config', id, {
    send_page_view: false,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  appendScript(ga4ScriptUrl(id), context.nonce);
  return (record) => {
    if (record.event === 'page_view') {
      gtag('event', 'page_view', { page_location: `${window.location.origin}${record.props.path}` });
    } else {
      gtag('event', record.event, record.props);
    }
  };
}
