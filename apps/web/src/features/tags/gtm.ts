import type { AnalyticsRecord } from '@/lib/analytics';
import { appendScript } from '@/lib/load-script';
import { dataLayerOf, gtagOf } from './google-tag';
import type { TagContext } from './tag-context';

export const gtmScriptUrl = (id: string) =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

/**
 * Google Tag Manager. The container's tags learn the visitor's choice through consent mode (advertising
 * storage only with the marketing category), and our events arrive as data-layer events of the same name.
 */
export function startGtm(id: string, context: TagContext): (record: AnalyticsRecord) => void {
  const ads = context.granted.includes('marketing') ? 'granted' : 'denied';
  gtagOf()('consent', 'default', {
    analytics_storage: 'granted',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  });
  const dataLayer = dataLayerOf();
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  appendScript(gtmScriptUrl(id), context.nonce);
  return (record) => {
    if (record.event === 'page_view') {
      const path = record.props.path;
      dataLayer.push({
        event: 'page_view',
        page_path: path,
        page_location: `${window.location.origin}${path}`,
      });
    } else {
      dataLayer.push({ event: record.event, ...record.props });
    }
  };
}
