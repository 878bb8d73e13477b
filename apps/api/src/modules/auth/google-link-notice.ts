import type { Lang } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';

/** A passenger to tell, as the outbox needs them. */
export type LinkNoticeRecipient = { userId: number; mobile: string; lang: Lang };

/**
 * A Google account now logs in to `linkedTo` (linked by its code just now); when it logged in to another
 * passenger before, `movedFrom` is that passenger, whose account it no longer opens.
 */
export type GoogleLinkEvent = {
  email: string | null;
  linkedTo: LinkNoticeRecipient;
  movedFrom: LinkNoticeRecipient | null;
  now: Date;
};

/**
 * Tells the account's owner of a new or moved link, in the link's transaction (SMS and push through the
 * outbox). Given by whoever mounts the routes, as `AccountStanding` is, so auth needs no other module.
 */
export type GoogleLinkNotice = (tx: DbOrTx, event: GoogleLinkEvent) => Promise<void>;
