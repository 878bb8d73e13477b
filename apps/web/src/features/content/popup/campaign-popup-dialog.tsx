'use client';

import type { CampaignPopup } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useLang } from '@/i18n/use-lang';
import { apiAssetUrl } from '@/lib/api-client';
import { pictureSizes, pictureSrcSet } from '../ui/image-srcset';
import {
  type CampaignTracker,
  campaignSessionId,
  campaignTrackUrl,
  createCampaignTracker,
} from './campaign-tracking';

/**
 * The campaign popup itself (loaded only when there is one to show): a modal dialog, so focus stays in
 * it until it is closed with its button or Escape. Its view, click and close are tracked.
 */
export function CampaignPopupDialog({ popup }: { popup: CampaignPopup }) {
  const t = useTranslations('contentUi.popup');
  const lang = useLang();
  const { apiUrl } = useRuntimeConfig();
  const [open, setOpen] = useState(true);
  const [tracker] = useState<CampaignTracker>(() =>
    createCampaignTracker(campaignTrackUrl(apiUrl), popup.campaign_id, campaignSessionId()),
  );
  const title = lang === 'bn' && popup.title_bn.trim() ? popup.title_bn : popup.title_en;
  const image = apiAssetUrl(popup.image, apiUrl);
  const imageSrcSet = pictureSrcSet(image);

  const hasTrackedView = useRef(false);

  useEffect(() => {
    // Once per showing, though development's strict mode runs this effect twice.
    if (!hasTrackedView.current) tracker.track('view');
    hasTrackedView.current = true;
    // The tab hidden or left with the popup open: the view still counts.
    const onHide = () => {
      if (document.visibilityState === 'hidden') tracker.flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', tracker.flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', tracker.flush);
      tracker.flush();
    };
  }, [tracker]);

  const close = () => {
    tracker.track('close');
    tracker.flush();
    setOpen(false);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-backdrop fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="dialog-panel fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-4 text-ink shadow-xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-bold text-xl leading-snug">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t('close')}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-gray-100"
            >
              <span aria-hidden="true" className="text-3xl leading-none">
                ×
              </span>
            </Dialog.Close>
          </div>
          <a
            href={popup.link}
            onClick={() => {
              tracker.track('click');
              tracker.flush();
            }}
            className="mt-4 block"
          >
            {/* biome-ignore lint/performance/noImgElement: the API serves its own sized WebP images */}
            <img
              src={image}
              srcSet={imageSrcSet}
              sizes={imageSrcSet ? pictureSizes.popup : undefined}
              alt=""
              width={960}
              height={540}
              decoding="async"
              className="h-auto w-full rounded-xl bg-gray-100"
            />
            <span className="btn-primary mt-4 w-full">{t('open')}</span>
          </a>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
