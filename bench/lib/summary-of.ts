import { vi } from 'vitest';

/**
 * What a report prints and the exit code it leaves: the `summary …` line, and process.exitCode (put
 * back afterwards, so the test run's own exit code is untouched).
 */
export function summaryOf(print: () => unknown): { line: string; exitCode: number | undefined } {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args) => {
    lines.push(args.join(' '));
  });
  const before = process.exitCode;
  process.exitCode = undefined;
  try {
    print();
    const exitCode = process.exitCode as number | undefined;
    return { line: lines.find((l) => l.startsWith('summary ')) ?? '', exitCode };
  } finally {
    process.exitCode = before;
    log.mockRestore();
  }
}
