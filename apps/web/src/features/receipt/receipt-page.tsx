import { receiptText } from '@pothik/domain';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/page-heading';
import { AuthGate } from '@/features/auth';
import { getLang } from '@/i18n/get-lang';
import { GatedReceipt } from './gated-receipt';

/** /trip/my-trips/[id]/receipt: a trip's receipt, in the browser with the tab's token. */
export async function ReceiptPage({ tripId }: { tripId: string }) {
  if (!/^[1-9]\d{0,8}$/.test(tripId)) notFound();
  const lang = await getLang();
  return (
    <>
      <PageHeading title={receiptText.title[lang]} />
      <div className="container-page min-h-dvh py-8 md:py-10">
        <AuthGate>
          <GatedReceipt tripId={Number(tripId)} />
        </AuthGate>
      </div>
    </>
  );
}
