/** localhost, a loopback or the any-address: nobody else reaches it (the API's and the web's production refusals). */
export function isLocalAddress(url) {
  let host;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.startsWith('127.') ||
    host === '[::1]' ||
    host === '0.0.0.0'
  );
}
