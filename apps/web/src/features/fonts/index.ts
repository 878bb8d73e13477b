// The web fonts' public face: what the root layout puts in the page's head.

export { WarmWebFonts } from './warm-web-fonts';
export { WebFontsScript } from './web-fonts-script';
