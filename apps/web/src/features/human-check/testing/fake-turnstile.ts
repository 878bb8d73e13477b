import type { TurnstileApi, TurnstileRenderOptions } from '../turnstile-script';

/** A site whose forms render Cloudflare Turnstile (the runtime config the root layout would pass). */
export const turnstileConfig = {
  humanCheck: {
    provider: 'turnstile' as const,
    siteKey: '1x00000000000000000000AA',
    scriptUrl: 'https://challenges.test/turnstile/v0/api.js',
  },
  nonce: 'bm9uY2UtZm9yLXRlc3Rz',
};

type Widget = { id: string; container: HTMLElement; options: TurnstileRenderOptions; removed: boolean };

/**
 * Stands in for Turnstile's browser API (window.turnstile, what its script defines): records what the
 * page renders, resets and removes, and lets a test play the visitor passing the check or the widget
 * failing.
 */
export function installFakeTurnstile() {
  const widgets: Widget[] = [];
  const resets: string[] = [];
  const api: TurnstileApi = {
    render(container, options) {
      const id = `widget-${widgets.length + 1}`;
      widgets.push({ id, container, options, removed: false });
      const frame = document.createElement('div');
      frame.textContent = 'Verify you are human';
      container.append(frame);
      return id;
    },
    reset: (id) => {
      resets.push(id);
    },
    remove: (id) => {
      const widget = widgets.find((w) => w.id === id);
      if (widget) widget.removed = true;
    },
  };
  window.turnstile = api;
  const live = () => {
    const widget = widgets.filter((w) => !w.removed).at(-1);
    if (!widget) throw new Error('no Turnstile widget is rendered');
    return widget;
  };
  return {
    widgets,
    resets,
    live,
    /** The visitor passes the check: the widget hands the page its token. */
    solve(token: string) {
      live().options.callback(token);
    },
    fail(code = '300030') {
      live().options['error-callback'](code);
    },
    uninstall() {
      delete window.turnstile;
    },
  };
}
