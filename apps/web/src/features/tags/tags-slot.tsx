import 'server-only';
import { cookies } from 'next/headers';
import { getPublicConfig } from '@/config/public-config';
import { CONSENT_COOKIE, categoriesOf, parseConsent } from '@/features/consent';
import { ClientMessages } from '@/i18n/client-messages-provider';
import { TagsRoot } from './tags-root';

/**
 * The consent banner and the tags, for a layout to render once (before the header: the banner is then
 * among the first things a keyboard reaches). Nothing at all when no tag is configured.
 */
export async function TagsSlot() {
  if (categoriesOf(getPublicConfig().tags).length === 0) return null;
  const choice = parseConsent((await cookies()).get(CONSENT_COOKIE)?.value);
  return (
    <ClientMessages features={['consent']}>
      <TagsRoot initialChoice={choice} />
    </ClientMessages>
  );
}
