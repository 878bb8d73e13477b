// The consent feature's public face: the visitor's choice (cookie, categories), the banner that asks for
// it and the footer's button that reopens it.

export { type ConsentCategory, categoriesOf, consentCategories } from './consent-categories';
export {
  CONSENT_COOKIE,
  type ConsentChoice,
  grantedOf,
  needsChoice,
  parseConsent,
} from './consent-cookie';
export { ConsentManager } from './consent-manager';
export { CookieSettingsButton } from './cookie-settings-button';
