import type { Lang } from '@pothik/domain';
import { type ServerEnv, serverEnv } from './env';

// The brand in one place: the footer, page copy, structured data and the client's public config all
// read from here. Its facts come from configuration (env.ts); an unset one is absent, never made up.
export type Brand = {
  name: string;
  nameBn: string;
  slug: string;
  supportEmail?: string;
  supportPhone?: string;
  address?: Record<Lang, string>;
  tradeLicence?: string;
  social: { network: 'facebook' | 'instagram' | 'linkedin' | 'youtube'; label: string; href: string }[];
  apps: { userAndroid?: string; userIos?: string; driverAndroid?: string };
};

export type BrandFacts = ServerEnv['brandFacts'];

const networks = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
] as const;

export function brandOf(
  names: Pick<ServerEnv, 'brandName' | 'brandNameBn' | 'brandSlug'>,
  facts: BrandFacts,
): Brand {
  // One language's address stands in for the other's, as a half-translated post reads in English.
  const addressEn = facts.addressEn ?? facts.addressBn;
  const addressBn = facts.addressBn ?? facts.addressEn;
  return {
    name: names.brandName,
    nameBn: names.brandNameBn,
    slug: names.brandSlug,
    supportEmail: facts.supportEmail,
    supportPhone: facts.supportPhone,
    address: addressEn && addressBn ? { en: addressEn, bn: addressBn } : undefined,
    tradeLicence: facts.tradeLicence,
    social: networks.flatMap(([network, label]) => {
      const href = facts[network];
      return href ? [{ network, label, href }] : [];
    }),
    apps: { userAndroid: facts.userAndroid, userIos: facts.userIos, driverAndroid: facts.driverAndroid },
  };
}

export const brand: Brand = brandOf(serverEnv, serverEnv.brandFacts);

export function brandNameIn(lang: Lang): string {
  return lang === 'bn' ? brand.nameBn : brand.name;
}

export function earnWithPath(): string {
  return `/earn-with-${brand.slug}`;
}
