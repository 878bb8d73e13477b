import { type ConsentCategory, consentCategories } from './consent-categories';

// The visitor's choice, in a first-party cookie the server reads on the next render (the page's CSP and
// which tags it offers) and the browser reads before loading anything. The value is the format's version,
// then each category the visitor was asked about with the answer: `1.analytics:1.marketing:0`. A category
// added later is missing from it, so the visitor is asked again; a new version asks everyone again.

export const CONSENT_COOKIE = 'consent';
const VERSION = '1';
/** About six months: then the site asks again. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

/** Each category the visitor answered: true when they allowed it. */
export type ConsentChoice = Partial<Record<ConsentCategory, boolean>>;

export function serializeConsent(choice: ConsentChoice): string {
  const answers = consentCategories
    .filter((category) => choice[category] !== undefined)
    .map((category) => `${category}:${choice[category] ? 1 : 0}`);
  return [VERSION, ...answers].join('.');
}

/** The stored choice; null when there is none, it is of another version, or it cannot be read. */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  const [version, ...answers] = (value ?? '').split('.');
  if (version !== VERSION) return null;
  const choice: ConsentChoice = {};
  for (const answer of answers) {
    const [category, flag] = answer.split(':');
    if (!consentCategories.includes(category as ConsentCategory) || (flag !== '0' && flag !== '1'))
      return null;
    choice[category as ConsentCategory] = flag === '1';
  }
  return choice;
}

/** Whether the visitor must still be asked: no choice, or one that leaves a configured category out. */
export function needsChoice(choice: ConsentChoice | null, categories: readonly ConsentCategory[]): boolean {
  return !choice || categories.some((category) => choice[category] === undefined);
}

/** The categories a choice allows, of those given. */
export function grantedOf(
  choice: ConsentChoice | null,
  categories: readonly ConsentCategory[],
): ConsentCategory[] {
  return categories.filter((category) => choice?.[category] === true);
}

/** Every category given, allowed or refused alike. */
export function uniformChoice(categories: readonly ConsentCategory[], isAllowed: boolean): ConsentChoice {
  return Object.fromEntries(categories.map((category) => [category, isAllowed]));
}
