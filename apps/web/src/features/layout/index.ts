// The layout's public face: the site's and the bare pages' chrome, the language toggle the driver app's
// header shows too, and the header's account controls (the login's tests open the dialog from them).

export { AccountControls } from './account-controls';
export { BareChrome } from './bare-chrome';
export { LanguageToggle } from './language-toggle';
export { SiteChrome } from './site-chrome';
