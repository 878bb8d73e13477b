import { type Lang, receiptSchema } from '@pothik/domain';
import { apiFetch, apiPaths } from '@/lib/api-client';
import { passengerAccessToken } from '@/lib/session';

// The passenger's receipt (issue 44 §5): its figures for the page, and the PDF, fetched with the tab's
// token (a plain link could not carry it) and handed to the browser as a file.
const checked = process.env.NODE_ENV !== 'production';
const none = undefined as never;
const receiptPath = (tripId: number) => `${apiPaths.user}/user/trips/${tripId}/receipt`;

export function fetchReceipt(tripId: number, lang: Lang) {
  return apiFetch(receiptPath(tripId), { auth: true, lang, contract: checked ? receiptSchema : none });
}

/** The PDF as a Blob, or null when it could not be had. */
export async function fetchReceiptPdf(tripId: number, lang: Lang, apiUrl: string): Promise<Blob | null> {
  const token = await passengerAccessToken();
  try {
    const res = await fetch(`${apiUrl.replace(/\/+$/, '')}${receiptPath(tripId)}.pdf?lang=${lang}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return res.ok ? await res.blob() : null;
  } catch {
    return null;
  }
}
