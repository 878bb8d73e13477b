'use client';

import { formatTaka } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useLang } from '@/i18n/use-lang';
import type { FareFigures } from './fare-figures';

function Row({
  label,
  children,
  isTotal = false,
}: {
  label: string;
  children: ReactNode;
  isTotal?: boolean;
}) {
  return (
    <tr className={isTotal ? 'border-gray-300 border-t font-bold text-lg' : undefined}>
      <th scope="row" className="py-1.5 pe-3 text-start font-normal">
        {isTotal ? <strong>{label}</strong> : label}
      </th>
      <td className="py-1.5 text-end tabular-nums">{children}</td>
    </tr>
  );
}

/**
 * The itemised fare (DESIGN.md §6): the ride price is `amount`, with `discount_amount` struck through
 * beside it when a promo makes them differ; the total is amount plus the fees.
 */
export function FareBreakdown({ figures, caption }: { figures: FareFigures; caption: string }) {
  const t = useTranslations('bids.breakdown');
  const lang = useLang();
  const taka = (amount: number) => formatTaka(amount, lang);
  return (
    <table className="w-full">
      <caption className="mb-1 text-start font-semibold">{caption}</caption>
      <tbody>
        <Row label={t('fare')}>{taka(figures.fare)}</Row>
        <Row label={t('discount')}>{figures.discount > 0 ? `−${taka(figures.discount)}` : taka(0)}</Row>
        <Row label={t('ridePrice')}>
          {figures.discount_amount !== figures.amount && (
            <>
              <s className="text-gray-600">
                <span className="sr-only">{t('was')} </span>
                {taka(figures.discount_amount)}
              </s>{' '}
            </>
          )}
          {taka(figures.amount)}
        </Row>
        <Row label={t('insuranceFee')}>{taka(figures.insurance_fee)}</Row>
        <Row label={t('platformFee')}>{taka(figures.platform_fee)}</Row>
        <Row label={t('total')} isTotal>
          {taka(figures.total)}
        </Row>
      </tbody>
    </table>
  );
}
