import { receiptText } from '@pothik/domain';
import type { Metadata } from 'next';
import { ReceiptPage } from '@/features/receipt';
import { getLang } from '@/i18n/get-lang';

export async function generateMetadata(): Promise<Metadata> {
  return { title: receiptText.title[await getLang()], robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ id: string }> };

export default async function Page({ params }: Props) {
  return <ReceiptPage tripId={(await params).id} />;
}
