import type { Lang } from '@pothik/domain';
import type { ConsentCategory } from '@/features/consent';

/** What a tag adapter is started with. */
export type TagContext = {
  /** The page's CSP nonce, put on the tag's script. */
  nonce: string | undefined;
  lang: Lang;
  /** Every category the visitor allows (a container's consent mode reads it). */
  granted: readonly ConsentCategory[];
  /** The choice was stored before this page: the chat waits for the visitor's first interaction. */
  isReturning: boolean;
};
