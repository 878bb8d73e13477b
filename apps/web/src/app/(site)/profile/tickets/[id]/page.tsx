import { notFound } from 'next/navigation';
import { AuthGate } from '@/features/auth';
import { PassengerTicketPage } from '@/features/support';
import { SupportPageFrame, supportMetadata } from '@/features/support/server';

export const generateMetadata = supportMetadata;

type Props = { params: Promise<{ id: string }> };

export default async function Page({ params }: Props) {
  const { id } = await params;
  const ticketId = Number(id);
  if (!Number.isInteger(ticketId) || ticketId <= 0) notFound();
  return (
    <SupportPageFrame>
      <AuthGate>
        <PassengerTicketPage ticketId={ticketId} />
      </AuthGate>
    </SupportPageFrame>
  );
}
