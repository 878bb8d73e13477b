import type { HighDemand, Lang } from '@pothik/domain';

/** A high-demand notice's text in the reader's language, else in the other one. */
export function highDemandMessage(value: HighDemand, lang: Lang): string {
  return (
    (lang === 'bn' ? value.message_bn : value.message_en) ||
    (lang === 'bn' ? value.message_en : value.message_bn)
  );
}
