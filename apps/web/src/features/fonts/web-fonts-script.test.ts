import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { webFontsScriptSource } from './web-fonts-script';

// The head script as the browser runs it, with a canvas whose text widths stand for the system's fonts.
function runWithCanvas(width: (text: string) => number) {
  const measureText = vi.fn((text: string) => ({ width: width(text) }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    font: '',
    measureText,
  } as unknown as CanvasRenderingContext2D);
  new Function(webFontsScriptSource)();
  return measureText;
}

const html = document.documentElement;
const banglaLetter = /[\u0980-\u09ff]/;

describe('the web fonts head script', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    html.removeAttribute('data-fonts');
    html.removeAttribute('data-bangla-fonts');
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for our Bangla face where Bangla letters come out as the same boxes as unassigned code points', () => {
    runWithCanvas(() => 27);
    expect(html.hasAttribute('data-bangla-fonts')).toBe(true);
    expect(localStorage.getItem(storageKeys.banglaGlyphs)).toBe('0');
    expect(html.hasAttribute('data-fonts')).toBe(false);
  });

  it('leaves Bangla to the system where its fonts draw the letters', () => {
    runWithCanvas((text) => (banglaLetter.test(text) ? 31.5 : 27));
    expect(html.hasAttribute('data-bangla-fonts')).toBe(false);
    expect(localStorage.getItem(storageKeys.banglaGlyphs)).toBe('1');
  });

  it('measures once per browser: the next page reads the kept answer', () => {
    runWithCanvas(() => 27);
    html.removeAttribute('data-bangla-fonts');
    const measureText = runWithCanvas((text) => (banglaLetter.test(text) ? 31.5 : 27));
    expect(measureText).not.toHaveBeenCalled();
    expect(html.hasAttribute('data-bangla-fonts')).toBe(true);
  });

  it('turns our fonts on once this tab has fetched them, whatever the Bangla check finds', () => {
    sessionStorage.setItem(storageKeys.webFontsCached, '1');
    runWithCanvas(() => 27);
    expect(html.hasAttribute('data-fonts')).toBe(true);
    expect(html.hasAttribute('data-bangla-fonts')).toBe(true);
  });

  it('changes nothing and throws nothing where there is no canvas', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(() => new Function(webFontsScriptSource)()).not.toThrow();
    expect(html.hasAttribute('data-bangla-fonts')).toBe(false);
    expect(localStorage.getItem(storageKeys.banglaGlyphs)).toBeNull();
  });
});
