'use client';

import { UserIcon } from '@/components/icons';
import { useRuntimeConfig } from '@/config/runtime-config';
import { apiAssetUrl } from '@/lib/api-client';
import type { StoredUser } from '@/lib/session';

/** The signed-in person's picture, or the plain user icon until they upload one. Decorative: the name is beside it. */
export function Avatar({ user, size = 'size-8' }: { user: StoredUser | null; size?: string }) {
  const { apiUrl } = useRuntimeConfig();
  const picture = typeof user?.profile_picture === 'string' ? user.profile_picture : null;
  if (!picture) return <UserIcon />;
  return (
    // biome-ignore lint/performance/noImgElement: an uploaded 480 px WebP from the API; next/image would fetch it again to resize
    <img
      src={apiAssetUrl(picture, apiUrl)}
      alt=""
      width={32}
      height={32}
      className={`${size} shrink-0 rounded-full object-cover`}
    />
  );
}
