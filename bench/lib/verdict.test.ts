import { describe, expect, it } from 'vitest';
import { summaryOf } from './summary-of';
import { atLeast, atMost, below, exactly, holds, measured, report, samples, shown, verdict } from './verdict';

describe('a check of a figure', () => {
  it('holds a finite figure to its target, at the target itself included', () => {
    expect(atMost('p99 ≤ 20 ms', 20, 20)).toEqual({ target: 'p99 ≤ 20 ms', ok: true });
    expect(atMost('p99 ≤ 20 ms', 21, 20, 'GET /cars')).toEqual({
      target: 'p99 ≤ 20 ms',
      ok: false,
      why: 'GET /cars: 21',
    });
    expect(atLeast('≥ 0.6× bare', 0.6, 0.6).ok).toBe(true);
    expect(atLeast('≥ 0.6× bare', 0.59, 0.6).ok).toBe(false);
    expect(below('p99 < 50 ms', 50, 50).ok).toBe(false);
    expect(below('p99 < 50 ms', 49.9, 50).ok).toBe(true);
    expect(exactly('no guess succeeds', 0, 0).ok).toBe(true);
    expect(exactly('no guess succeeds', 1, 0).ok).toBe(false);
  });

  it.each([
    ['missing', undefined, 'not measured'],
    ['NaN', Number.NaN, 'no figure (NaN)'],
    ['Infinity', Number.POSITIVE_INFINITY, 'no figure (Infinity)'],
    ['-Infinity', Number.NEGATIVE_INFINITY, 'no figure (-Infinity)'],
  ])('fails on a %s figure whichever way the target points', (_, value, why) => {
    for (const check of [
      atMost('t', value, 100),
      atLeast('t', value, 0),
      below('t', value, 100),
      exactly('t', value, 0),
      samples('runs', value, 0),
      measured('t', value),
    ]) {
      expect(check).toEqual({ target: check.target, ok: false, why });
    }
  });

  it('shows a missed fraction to four figures', () => {
    expect(atMost('≤ 1.5× bare', 12.521521103217719, 1.5).why).toBe('12.52');
  });

  it('needs the minimum count of samples', () => {
    expect(samples('runs', 3, 3)).toEqual({ target: 'at least 3 runs', ok: true });
    expect(samples('runs', 0, 3, '/blogs')).toEqual({
      target: 'at least 3 runs',
      ok: false,
      why: '/blogs: 0',
    });
  });

  it('shows a missing figure as a dash, never as a number', () => {
    expect(shown(12.345)).toBe('12.3');
    expect(shown(12.345, 0)).toBe('12');
    expect(shown(Number.NaN)).toBe('–');
    expect(shown(undefined)).toBe('–');
    expect(shown(Number.POSITIVE_INFINITY)).toBe('–');
  });
});

describe('a verdict', () => {
  it('passes when every check holds', () => {
    expect(verdict([holds('a', true), atMost('b', 1, 2)])).toEqual({ ok: true, missed: [], text: 'pass' });
  });

  it('misses when nothing was checked', () => {
    expect(verdict([]).text).toBe('MISSED nothing was measured');
    expect(verdict([]).ok).toBe(false);
  });

  it('names each missed target once, with where and what was found', () => {
    const result = verdict([
      atMost('p99 ≤ 20 ms', 30, 20, 'GET /cars'),
      atMost('p99 ≤ 20 ms', 25, 20, 'GET /blogs'),
      atMost('p99 ≤ 20 ms', 10, 20, 'GET /offers'),
      holds('nginx', false),
    ]);
    expect(result.text).toBe('MISSED p99 ≤ 20 ms (GET /cars: 30, GET /blogs: 25), nginx');
    expect(result.missed).toHaveLength(3);
  });

  it('prints the summary line and leaves a failing exit code on a miss, none on a pass', () => {
    expect(summaryOf(() => report('x', '3 figures', [atMost('p99 ≤ 20 ms', 21, 20)]))).toEqual({
      line: 'summary x: 3 figures: MISSED p99 ≤ 20 ms (21)',
      exitCode: 1,
    });
    expect(summaryOf(() => report('x', '3 figures', [atMost('p99 ≤ 20 ms', 19, 20)]))).toEqual({
      line: 'summary x: 3 figures: pass',
      exitCode: undefined,
    });
  });
});
