import { writeFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * Writes each failed test (project, place, title and the first lines of its error) to E2E_FAILURES_FILE,
 * for npm test's summary: CI keeps only the end of the output, where the list reporter's own account of
 * a failure, printed minutes earlier, no longer is.
 */
export default class FailuresReporter implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus) return;
    const [, project, file, ...titles] = test.titlePath();
    // The first lines, not the first: an assertion's first line names only the check ("console errors"),
    // what it received (which error, from which address) follows.
    const error = (result.error?.message ?? result.status)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .slice(0, 8)
      .join(' ⏎ ');
    const step = failedStep(result.steps);
    // A timeout's message names only the timeout: the step it stopped in says where the test was waiting.
    const waitingFor = step?.error?.message?.match(/waiting for (.*)/)?.[1];
    const where = step
      ? ` ⏎ in: ${step.title}${step.location ? ` (line ${step.location.line})` : ''}${waitingFor ? `, waiting for ${waitingFor}` : ''}`
      : '';
    this.failures.push(
      `${project} › ${file}:${test.location.line} › ${titles.join(' › ')} (${result.status}, ${Math.round(result.duration / 1000)}s): ${stripAnsi(error ?? '')}${stripAnsi(where)}`,
    );
  }

  onEnd(_result: FullResult) {
    const file = process.env.E2E_FAILURES_FILE;
    if (file) writeFileSync(file, this.failures.join('\n'));
  }

  printsToStdio() {
    return false;
  }
}

/** The innermost of the last steps that ended with an error (an action or an expect), if any. */
function failedStep(steps: readonly TestStep[]): TestStep | undefined {
  for (const step of [...steps].reverse()) {
    if (!step.error) continue;
    return failedStep(step.steps) ?? step;
  }
  return undefined;
}

function stripAnsi(text: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape sequences of a coloured message
  return text.replace(/\u001b\[[0-9;]*m/g, '').slice(0, 900);
}
