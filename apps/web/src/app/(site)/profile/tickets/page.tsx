import { Suspense } from 'react';
import { AuthGate } from '@/features/auth';
import { PassengerTicketsPage } from '@/features/support';
import { SupportPageFrame, supportMetadata } from '@/features/support/server';

export const generateMetadata = supportMetadata;

export default function Page() {
  return (
    <SupportPageFrame>
      <AuthGate>
        <Suspense>
          <PassengerTicketsPage />
        </Suspense>
      </AuthGate>
    </SupportPageFrame>
  );
}
