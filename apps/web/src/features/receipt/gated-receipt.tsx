'use client';

import dynamic from 'next/dynamic';

// The receipt shows only to its logged-in passenger, which the server never knows: its code loads in
// the browser behind the login gate.
export const GatedReceipt = dynamic(() => import('./receipt-view').then((m) => m.ReceiptView), {
  ssr: false,
  loading: () => <div className="min-h-32" aria-hidden="true" />,
});
