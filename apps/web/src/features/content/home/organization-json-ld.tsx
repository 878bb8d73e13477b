import { getLang } from '@/i18n/get-lang';
import { JsonLd } from '../seo/json-ld';
import { organizationLd } from '../seo/structured-data';

/** The brand as an Organization for search engines (on the home page). */
export async function OrganizationJsonLd() {
  const lang = await getLang();
  return <JsonLd data={organizationLd(lang)} />;
}
