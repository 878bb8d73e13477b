import '@/app/globals.css';
import type { ReactNode } from 'react';
import { BareChrome } from '@/features/layout';
import { TagsSlot } from '@/features/tags';

export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TagsSlot />
      <BareChrome>{children}</BareChrome>
    </>
  );
}
