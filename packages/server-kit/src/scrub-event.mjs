// Never sent to an error tracker: credentials, login codes and people's numbers.
const sensitiveKey =
  /^(authorization|cookie|set-cookie|x-api-key|otp|mobile|phone|password|secret|token|access_token|refresh_token|recaptcha_token)$/i;
// A Bangladeshi mobile as people and our errors write it (01XXXXXXXXX, 8801…, +8801…); PostgreSQL's
// constraint errors quote the row's values.
const mobileNumber = /(?:\+?88)?01[3-9]\d{8}/g;

const FILTERED = '[Filtered]';

function scrubValue(value, depth) {
  if (typeof value === 'string') return value.replace(mobileNumber, '[mobile]');
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      sensitiveKey.test(key) ? FILTERED : scrubValue(item, depth + 1),
    ]),
  );
}

/**
 * The last look at a report before it leaves: the request's body, cookies and query are dropped, and
 * anywhere in the report a sensitive field is masked and a mobile number replaced. We attach none of
 * these; this keeps a later addition (an integration, a `cause` with a row in it) from leaking them.
 */
export function scrubEvent(event) {
  if (event.request) {
    const { data: _data, cookies: _cookies, query_string: _query, ...rest } = event.request;
    event.request = scrubValue(rest, 0);
  }
  delete event.user;
  if (event.message) event.message = scrubValue(event.message, 0);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubValue(exception.value, 0);
  }
  for (const key of ['extra', 'contexts', 'breadcrumbs']) {
    if (event[key]) event[key] = scrubValue(event[key], 0);
  }
  return event;
}
