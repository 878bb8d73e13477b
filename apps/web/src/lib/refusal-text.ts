import { type Lang, translateMessage } from '@pothik/domain';
import type { ApiResult } from './api-client';
import { describeResult, translateServerMessage } from './server-messages';

// Its own module, not in server-messages.ts: that one is in every page's first load (lib/toast.ts), and
// only the dialogs and panels that show a refusal inline need this.

/**
 * A refused action as a dialog or panel shows it inline: a message the server sent with a code is meant
 * for the reader, in their language; else what the status says.
 */
export function refusalText(result: Pick<ApiResult, 'status' | 'message' | 'code'>, lang: Lang): string {
  if (result.message && result.code) return translateServerMessage(result.message, lang, result.code);
  return describeResult(result, lang)?.text ?? translateMessage('somethingWentWrong', lang);
}
