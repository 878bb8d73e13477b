import '@/app/globals.css';
import type { ReactNode } from 'react';
import { BareChrome } from '@/features/layout/bare-chrome';

export default function BareLayout({ children }: { children: ReactNode }) {
  return <BareChrome>{children}</BareChrome>;
}
