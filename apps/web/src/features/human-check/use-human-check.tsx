'use client';

import { HUMAN_CHECK_PLACEHOLDER } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useLang } from '@/i18n/use-lang';

export type HumanCheckAction = 'login' | 'lead';

export type HumanCheck = {
  /** Whether a real check is configured (a site key); the demo's forms send the placeholder. */
  isConfigured: boolean;
  /** What the form shows above its button: the widget, or nothing in the demo. */
  widget: ReactNode;
  /** The token to send now (`recaptcha_token`); null until the visitor has passed the check. */
  token: string | null;
  /** What to say when the form is sent without a token: the check is still running, or did not load. */
  notReady: string;
  /** A fresh check after each answer: a token passes siteverify once. */
  reset: () => void;
};

type State = { status: 'loading' | 'failed' } | { status: 'passed'; token: string };

/**
 * The human check of the login and the lead forms (DESIGN.md §7, §14): Cloudflare Turnstile, rendered
 * explicitly in the form when the site has a key; otherwise SPEC.md's fixed placeholder, as the demo's
 * API expects.
 */
export function useHumanCheck(action: HumanCheckAction): HumanCheck {
  const { humanCheck, nonce } = useRuntimeConfig();
  const t = useTranslations('humanCheck');
  const lang = useLang();
  const [state, setState] = useState<State>({ status: 'loading' });
  // A new value renders the widget again (after a failure: "Try again").
  const [attempt, setAttempt] = useState(0);
  const widget = useRef<{ reset: () => void } | null>(null);

  const reset = useCallback(() => {
    setState((current) => (current.status === 'failed' ? current : { status: 'loading' }));
    widget.current?.reset();
  }, []);

  if (!humanCheck) {
    return { isConfigured: false, widget: null, token: HUMAN_CHECK_PLACEHOLDER, notReady: '', reset };
  }
  const failed = state.status === 'failed';
  return {
    isConfigured: true,
    token: state.status === 'passed' ? state.token : null,
    notReady: failed ? t('loadFailed') : t('pending'),
    reset,
    widget: (
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('label')}</legend>
        <TurnstileWidget
          key={attempt}
          siteKey={humanCheck.siteKey}
          scriptUrl={humanCheck.scriptUrl}
          nonce={nonce}
          action={action}
          // Turnstile has no Bangla: 'auto' follows the browser's language where Turnstile has it.
          language={lang === 'en' ? 'en' : 'auto'}
          handle={widget}
          onChange={setState}
        />
        {failed && (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800"
          >
            {t('loadFailed')}{' '}
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => {
                setState({ status: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {t('retry')}
            </button>
          </p>
        )}
      </fieldset>
    ),
  };
}

function TurnstileWidget({
  siteKey,
  scriptUrl,
  nonce,
  action,
  language,
  handle,
  onChange,
}: {
  siteKey: string;
  scriptUrl: string;
  nonce: string | undefined;
  action: HumanCheckAction;
  language: string;
  handle: { current: { reset: () => void } | null };
  onChange: (state: State) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    let isMounted = true;
    let widgetId: string | undefined;
    // The loader comes when a widget is first shown, not in the page's first load: the widget waits for
    // Turnstile's own script anyway.
    import('./turnstile-script')
      .then(({ loadTurnstile }) => loadTurnstile(scriptUrl, nonce))
      .then(
        (turnstile) => {
          if (!isMounted || !container.current) return;
          widgetId = turnstile.render(container.current, {
            sitekey: siteKey,
            action,
            language,
            size: 'flexible',
            'response-field': false,
            callback: (token) => report.current({ status: 'passed', token }),
            // Handled here (Turnstile would throw otherwise): the form says so and offers to try again.
            'error-callback': () => {
              report.current({ status: 'failed' });
              return true;
            },
            'expired-callback': () => report.current({ status: 'loading' }),
            'timeout-callback': () => report.current({ status: 'loading' }),
          });
          handle.current = { reset: () => widgetId && turnstile.reset(widgetId) };
        },
        () => {
          if (isMounted) report.current({ status: 'failed' });
        },
      );
    return () => {
      isMounted = false;
      handle.current = null;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, scriptUrl, nonce, action, language, handle]);

  // Turnstile's widget is 65 px high: the space is kept while it loads, so the button does not jump.
  return <div ref={container} className="min-h-[65px]" />;
}
