import type { Lang } from '@pothik/domain';
import { serverEnv } from './env';

// The brand in one place: the footer, page copy and the client's public config all read from here.
export type Brand = {
  name: string;
  nameBn: string;
  slug: string;
  supportEmail: string;
  supportPhone: string;
  address: Record<Lang, string>;
  tradeLicence: string;
  social: { network: 'facebook' | 'instagram' | 'linkedin' | 'youtube'; label: string; href: string }[];
  apps: {
    userAndroid: string;
    userIos: string;
    driverAndroid: string;
  };
};

const slug = serverEnv.brandSlug;

export const brand: Brand = {
  name: serverEnv.brandName,
  nameBn: serverEnv.brandNameBn,
  slug,
  supportEmail: serverEnv.supportEmail,
  supportPhone: serverEnv.supportPhone,
  address: {
    en: 'House 42, Road 11, Banani, Dhaka 1213, Bangladesh',
    bn: 'বাড়ি ৪২, রোড ১১, বনানী, ঢাকা ১২১৩, বাংলাদেশ',
  },
  tradeLicence: 'TRAD/DNCC/045612/2024',
  social: [
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/${slug}` },
    { network: 'instagram', label: 'Instagram', href: `https://www.instagram.com/${slug}` },
    { network: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/company/${slug}` },
    { network: 'youtube', label: 'YouTube', href: `https://www.youtube.com/@${slug}` },
  ],
  apps: {
    userAndroid: `https://play.google.com/store/apps/details?id=bd.${slug}.user`,
    userIos: `https://apps.apple.com/bd/app/${slug}/id6450000001`,
    driverAndroid: `https://play.google.com/store/apps/details?id=bd.${slug}.driver`,
  },
};

export function brandNameIn(lang: Lang): string {
  return lang === 'bn' ? brand.nameBn : brand.name;
}

export function earnWithPath(): string {
  return `/earn-with-${brand.slug}`;
}
