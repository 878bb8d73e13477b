import { type Lang, translateMessage } from '@pothik/domain';
import type { ApiResult } from '@/lib/api-client';
import { describeResult, translateServerMessage } from '@/lib/toast';

/** A refused ride action as the panel shows it: the server's message in the reader's language. */
export function refusalText(result: Pick<ApiResult, 'status' | 'message' | 'code'>, lang: Lang): string {
  if (result.message && result.code) return translateServerMessage(result.message, lang, result.code);
  return describeResult(result, lang)?.text ?? translateMessage('somethingWentWrong', lang);
}
