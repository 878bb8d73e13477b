import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages-provider';

export default function TripLayout({ children }: { children: ReactNode }) {
  return <ClientMessages features={['trip']}>{children}</ClientMessages>;
}
