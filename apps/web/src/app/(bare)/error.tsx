'use client';

import { ErrorScreen } from '@/components/error-screen';
import { useLang } from '@/i18n/use-lang';

/** A page of this group that failed: the group's layout stays, this takes the page's place. */
export default function BareError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return <ErrorScreen lang={useLang()} retry={retry} homeHref="/" digest={error.digest} />;
}
