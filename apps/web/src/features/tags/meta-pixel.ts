import type { AnalyticsRecord } from '@/lib/analytics';
import { appendScript } from '@/lib/load-script';
import type { TagContext } from './tag-context';

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const metaPixelScriptUrl = 'https://connect.facebook.net/en_US/fbevents.js';

/** `fbq` as Meta's snippet defines it: calls wait in its queue until fbevents.js takes them over. */
function fbqOf(): Fbq {
  if (window.fbq) return window.fbq;
  const fbq = function fbq() {
    // biome-ignore lint/complexity/noArguments: fbevents.js reads the queue as the snippet leaves it
    if (stub.callMethod) stub.callMethod.apply(stub, arguments as never);
    // biome-ignore lint/complexity/noArguments: as above
    else stub.queue.push(arguments);
  };
  const stub = fbq as unknown as Fbq;
  stub.push = stub;
  stub.loaded = true;
  stub.version = '2.0';
  stub.queue = [];
  window.fbq = stub;
  window._fbq ??= stub;
  return stub;
}

/**
 * The Meta Pixel. Its automatic configuration stays off: it would read the page's buttons and forms, and a
 * visitor's entries must never travel with an event. A sent lead is Meta's standard Lead event.
 */
export function startMetaPixel(id: string, context: TagContext): (record: AnalyticsRecord) => void {
  const fbq = fbqOf();
  fbq('set', 'autoConfig', false, id);
  fbq('init', id);
  appendScript(metaPixelScriptUrl, context.nonce);
  return (record) => {
    if (record.event === 'page_view') fbq('track', 'PageView');
    else if (record.event === 'lead_sent') fbq('track', 'Lead', record.props);
    else fbq('trackCustom', record.event, record.props);
  };
}
