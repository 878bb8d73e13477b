import type { Lang } from '@pothik/domain';
import type { AppMessages } from './messages';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Lang;
    Messages: AppMessages;
  }
}
