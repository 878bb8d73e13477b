'use client';

import { ErrorScreen } from '@/components/error-screen';
import { useLang } from '@/i18n/use-lang';

/** A driver page that failed: the driver app's layout stays, and home is the open trips. */
export default function DriverError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return <ErrorScreen lang={useLang()} retry={retry} homeHref="/driver" digest={error.digest} />;
}
