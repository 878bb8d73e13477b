import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/features/content/not-found-content';
import { SiteChrome } from '@/features/layout/site-chrome';

// Unmatched URLs render here, outside the (site) group, so this page brings its own header and footer.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('title') };
}

export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  );
}
