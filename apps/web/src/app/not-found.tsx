import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { brandNameIn } from '@/config/brand';
import { getLang } from '@/i18n/get-lang';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('title') };
}

// Unmatched URLs render here, under the root layout alone, so the site's stylesheet (imported by each
// group's layout) is not on this page. Next.js also serialises this tree, with any stylesheet it imports,
// into every page's HTML as the root's 404 boundary: a full site header and footer here, or the
// stylesheet imported here, put 10–14 KB (gzip) more on every page a phone loads. So it stays small and
// brings its own few rules. notFound() inside a group renders that group's not-found.tsx instead.
const styles = `
.nf{box-sizing:border-box;min-height:100dvh;display:flex;flex-direction:column;justify-content:center;gap:1rem;max-width:36rem;margin:0 auto;padding:2rem 1.25rem;font-family:var(--font-noto-sans),var(--font-noto-sans-bengali),system-ui,sans-serif;color:#1e2939;line-height:1.6}
.nf-brand{margin:0;font-weight:800;font-size:1.25rem;color:#134e4a}
.nf h1{margin:0;font-size:1.875rem;line-height:1.25;color:#134e4a}
.nf p{margin:0}
.nf a{align-self:flex-start;display:inline-flex;align-items:center;min-height:2.75rem;padding:.5rem 1.25rem;border-radius:.5rem;background:#0f766e;color:#fff;font-weight:600;text-decoration:none}
.nf a:focus-visible{outline:3px solid #134e4a;outline-offset:2px}
.skip-link{position:absolute;left:.5rem;top:-4rem;padding:.75rem 1rem;border-radius:.5rem;background:#134e4a;color:#fff;font:600 1rem/1.5 system-ui,sans-serif}
.skip-link:focus{top:.5rem}
`;

export default async function NotFound() {
  const t = await getTranslations('notFound');
  const lang = await getLang();
  return (
    <main id="main-content" tabIndex={-1} className="nf">
      <style>{styles}</style>
      <p className="nf-brand">{brandNameIn(lang)}</p>
      <h1>{t('heading')}</h1>
      <p>{t('body')}</p>
      <a href="/">{t('home')}</a>
    </main>
  );
}
