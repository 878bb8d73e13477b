import { type Lang, messageKeyOf, translateMessage } from '@pothik/domain';
import type { ReactNode } from 'react';
import type { ApiResult } from '@/lib/api-client';
import { describeResult, translateServerMessage } from '@/lib/toast';

type Answer = Pick<ApiResult, 'status' | 'message' | 'code'>;

/**
 * The text a refused login call shows in the dialog (SPEC.md §8: the server message in red). A message
 * the server sent with a `code` is meant for the user whatever the status (e.g. 503 smsFailed), and is
 * translated by that code; anything else reads as the status's catalogue text.
 */
export function loginAnswerText(answer: Answer, lang: Lang): string {
  if (answer.message && answer.code) return translateServerMessage(answer.message, lang, answer.code);
  return describeResult(answer, lang)?.text ?? translateMessage('somethingWentWrong', lang);
}

/** SPEC.md §8: 'Exceeded OTP limit for today.' hides the code boxes. */
export function isDailyCodeLimit(answer: Answer): boolean {
  return answer.code === 'otpLimit' || (!!answer.message && messageKeyOf(answer.message) === 'otpLimit');
}

export function LoginAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800"
    >
      {children}
    </div>
  );
}
