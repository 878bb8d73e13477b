import { afterEach, describe, expect, it } from 'vitest';
import { fontFiles } from './warm-web-fonts';

afterEach(() => {
  for (const style of Array.from(document.querySelectorAll('style'))) style.remove();
});

function addStyle(text: string) {
  const style = document.createElement('style');
  style.textContent = text;
  document.head.append(style);
}

describe('fontFiles', () => {
  it("reads the files of the named families' faces from the inline stylesheets, each once", () => {
    addStyle('body{margin:0}.a{color:red}');
    addStyle(
      '@font-face{font-family:notoSans;src:url(/_next/static/media/latin_400.woff2)format("woff2");font-display:optional;font-weight:400}' +
        '@font-face{font-family:notoSans;src:url(/_next/static/media/latin_700.woff2)format("woff2");font-weight:700}' +
        "@font-face{font-family:'notoSansBengali';src:url('/_next/static/media/bengali_400.woff2') format('woff2')}" +
        '@font-face{font-family:takaSign;src:url(/_next/static/media/taka.woff2)format("woff2");unicode-range:U+09F3}',
    );
    // The same faces again, as a page can carry its font sheet twice.
    addStyle('@font-face{font-family:notoSans;src:url(/_next/static/media/latin_400.woff2)format("woff2")}');

    expect(fontFiles(['notoSans', 'notoSansBengali']).map((href) => new URL(href).pathname)).toEqual([
      '/_next/static/media/latin_400.woff2',
      '/_next/static/media/latin_700.woff2',
      '/_next/static/media/bengali_400.woff2',
    ]);
  });

  it('finds nothing when the page has no faces of those families', () => {
    addStyle('@font-face{font-family:takaSign;src:url(/taka.woff2)}');
    expect(fontFiles(['notoSans'])).toEqual([]);
  });
});
