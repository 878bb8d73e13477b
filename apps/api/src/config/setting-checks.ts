// The checks across variables that hold in every mode: what a chosen provider needs, secrets long
// enough, keys that belong together, the abuse settings. Production's own are production-checks.ts's.
import { pushServiceHostProblem } from '../adapters/push/endpoint-policy';
import { vapidKeyProblem, vapidSubjectProblem } from '../adapters/push/vapid-config';
import { parseTrustProxy } from '../lib/trust-proxy';
import type { ParsedEnv, SmsGatewayName } from './schema';

/** What a provider needs once chosen, and secrets long enough, in every mode (production: production-checks.ts). */
export function settingProblems(e: ParsedEnv): string[] {
  const problems: string[] = [];
  for (const [variable, gateway] of [
    ['SMS_PROVIDER', e.SMS_PROVIDER],
    ['SMS_FALLBACK_PROVIDER', e.SMS_FALLBACK_PROVIDER],
  ] as const) {
    if (gateway === undefined || gateway === 'console') continue;
    const missing = gatewayVariables[gateway].filter((k) => !e[k]);
    if (missing.length > 0) problems.push(`${variable}=${gateway} needs: ${missing.join(', ')}`);
  }
  if (e.SMS_FALLBACK_PROVIDER !== undefined && e.SMS_FALLBACK_PROVIDER === e.SMS_PROVIDER)
    problems.push('SMS_FALLBACK_PROVIDER must be another gateway than SMS_PROVIDER');
  if (e.SMS_FALLBACK_PROVIDER !== undefined && e.SMS_PROVIDER === 'console')
    problems.push(
      'SMS_FALLBACK_PROVIDER needs a gateway in SMS_PROVIDER (the console sends nothing to fail over from)',
    );
  problems.push(...pushSettingProblems(e));
  if (e.MAIL_PROVIDER === 'smtp' && !e.SMTP_URL) problems.push('MAIL_PROVIDER=smtp needs: SMTP_URL');
  const s3Keys = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missingS3 = e.STORAGE_PROVIDER === 's3' ? s3Keys.filter((k) => !e[k]) : [];
  if (missingS3.length > 0) problems.push(`STORAGE_PROVIDER=s3 needs: ${missingS3.join(', ')}`);
  if (e.NODE_ENV !== 'production') {
    for (const [key, min] of [
      ['JWT_SECRET', 32],
      ['OTP_SECRET', 32],
      ['SURVEY_LINK_SECRET', 32],
      ['SITE_REVALIDATE_SECRET', 16],
    ] as const) {
      const value = e[key];
      if (value !== undefined && value.length < min) problems.push(`${key}: at least ${min} characters`);
    }
  }
  return problems;
}

/**
 * Abuse limits: the human check's and TRUST_PROXY's settings, in every mode, one line each. (Production's
 * refusal of the placeholder is with the other production checks: HUMAN_CHECK=placeholder there means the
 * login and the lead forms accept the web's fixed token.)
 */
export function abuseSettingProblems(e: ParsedEnv): string[] {
  const problems: string[] = [];
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if ('problem' in trustProxy) problems.push(`TRUST_PROXY: ${trustProxy.problem}`);
  if (e.HUMAN_CHECK === 'turnstile' && !e.TURNSTILE_SECRET)
    problems.push('HUMAN_CHECK=turnstile needs: TURNSTILE_SECRET');
  if (e.RECAPTCHA_SECRET !== undefined) {
    problems.push(
      'RECAPTCHA_SECRET is no longer read: set HUMAN_CHECK=turnstile and TURNSTILE_SECRET instead',
    );
  }
  return problems;
}

/** A key without its pair, keys that do not belong together, a subject no push service accepts. */
function pushSettingProblems(e: ParsedEnv): string[] {
  const problems: string[] = [];
  const { VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv, VAPID_SUBJECT: subject } = e;
  if ((pub === undefined) !== (priv === undefined))
    problems.push(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither (npx web-push generate-vapid-keys)',
    );
  else if (pub !== undefined && priv !== undefined) {
    const problem = vapidKeyProblem(pub, priv);
    if (problem) problems.push(problem);
  }
  if (subject !== undefined) {
    const problem = vapidSubjectProblem(subject);
    if (problem) problems.push(problem);
  }
  for (const host of e.PUSH_SERVICE_HOSTS ?? []) {
    const problem = pushServiceHostProblem(host);
    if (problem) problems.push(`PUSH_SERVICE_HOSTS: ${problem}`);
  }
  return problems;
}

// --- SMS gateways --------------------------------------------------------------------------------

/** What each gateway needs set (settingProblems refuses a chosen gateway without them). */
const gatewayVariables = {
  http: ['SMS_HTTP_URL', 'SMS_API_KEY'],
  ssl_wireless: ['SSL_WIRELESS_API_TOKEN', 'SSL_WIRELESS_SID'],
  bulksmsbd: ['BULKSMSBD_API_KEY', 'BULKSMSBD_SENDER_ID'],
} as const satisfies Record<SmsGatewayName, readonly (keyof ParsedEnv)[]>;
