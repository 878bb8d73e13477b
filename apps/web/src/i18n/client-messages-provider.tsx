import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { type ClientFeature, pickClientMessages } from './client-messages';

/** Gives the client components below the messages of `features` as well as the shell's. */
export async function ClientMessages({
  features,
  children,
}: {
  features: readonly ClientFeature[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickClientMessages(messages, features)}>
      {children}
    </NextIntlClientProvider>
  );
}
