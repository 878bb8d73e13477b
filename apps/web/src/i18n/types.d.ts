import type { Lang } from '@pothik/domain';
import type en from '../../messages/en.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Lang;
    Messages: typeof en;
  }
}
