// The query parameters that carry a credential, whose values no log line keeps: the survey link's
// token (`/survey?trip=…&t=…`), with which whoever reads the log could answer for the trip. The API's
// request log does the same (apps/api/src/lib/redact-url.ts).
const credential = /([?&]t=)[^&#\s]+/g;

/** `url` with every credential's value replaced. */
export const redactCredentials = (url) => url.replace(credential, '$1[redacted]');
