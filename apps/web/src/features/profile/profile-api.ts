import { googleLinkViewSchema, type Lang, type ProfileUpdate, userViewSchema } from '@pothik/domain';
import { apiFetch, apiPaths } from '@/lib/api-client';

export const fetchProfile = (lang: Lang) =>
  apiFetch(`${apiPaths.user}/user/profile`, { auth: true, lang, contract: userViewSchema });

export const saveProfile = (body: ProfileUpdate, lang: Lang) =>
  apiFetch(`${apiPaths.user}/user/profile-update`, {
    method: 'POST',
    body,
    auth: true,
    lang,
    contract: userViewSchema,
  });

export function uploadPicture(file: File, lang: Lang) {
  const body = new FormData();
  body.append('image', file);
  // A phone on a slow network needs longer than a JSON call to send 2 MB.
  return apiFetch(`${apiPaths.user}/user/profile-picture`, {
    method: 'POST',
    body,
    auth: true,
    lang,
    contract: userViewSchema,
    timeoutMs: 60_000,
  });
}

// The passenger's Google sign-in link (DESIGN.md §14): shown, and removed, on /profile.
export const fetchGoogleLink = (lang: Lang) =>
  apiFetch(`${apiPaths.user}/user/profile/google`, { auth: true, lang, contract: googleLinkViewSchema });

export const unlinkGoogle = (lang: Lang) =>
  apiFetch(`${apiPaths.user}/user/profile/google`, {
    method: 'DELETE',
    auth: true,
    lang,
    contract: googleLinkViewSchema,
  });
