import { cspNonce } from '@/config/csp-nonce';
import { storageKeys } from '@/lib/storage-keys';

// The server never knows whether a driver is logged in (the login is the browser's), so the first HTML
// holds both first screens: the login's heading and intro, and the pages' loading placeholder. This
// script, run as the HTML is parsed and before either paints, marks <html> when this browser keeps a
// driver login (the key driverSession's snapshot reads), and globals.css shows only the one that fits: a
// visitor reads the login's text without waiting for the code, a logged-in driver never sees it flash.
export const driverSessionMarkSource = `try{localStorage.getItem(${JSON.stringify(storageKeys.driverRefreshTokenExpires)})&&document.documentElement.setAttribute("data-driver-in","")}catch(e){}`;

/** Before the driver shell in the HTML: marks <html> for a browser holding a driver login. */
export async function DriverSessionMark() {
  return (
    <script
      nonce={await cspNonce()}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no outside text
      dangerouslySetInnerHTML={{ __html: driverSessionMarkSource }}
    />
  );
}
