'use client';

import { useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import type { ApiResult } from '@/lib/api-client';
import { notify } from '@/lib/toast';

/**
 * One driver action at a time (bid, take the offer, withdraw, arrived): its answer shows as a toast in
 * the reader's language, and the page refetches after a success. True when it succeeded.
 */
export function useDriverAction(onDone: () => void) {
  const lang = useLang();
  const [pending, setPending] = useState<string | null>(null);
  const run = async (name: string, action: () => Promise<ApiResult>) => {
    if (pending) return false;
    setPending(name);
    const result = await action();
    setPending(null);
    notify(result, lang);
    if (result.ok) onDone();
    return result.ok;
  };
  return { run, pending };
}
