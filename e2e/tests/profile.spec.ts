import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, journeyIn, test, useLanguage } from '../fixtures';
import { loginThroughApi, randomMobile, seedSession } from '../helpers/auth';
import { apiUrl } from '../playwright.config';

// /profile edits the details and uploads a picture; the header shows both at once,
// and the API keeps them (read back with the passenger's token).

const photo = readFileSync(
  fileURLToPath(new URL('../../apps/api/public/images/content/board-1.webp', import.meta.url)),
);

const ui = {
  en: {
    name: 'Full name',
    save: 'Save changes',
    saved: 'Profile updated successfully.',
    choose: 'Choose a picture',
    uploaded: 'Profile picture updated.',
  },
  bn: {
    name: 'পুরো নাম',
    save: 'পরিবর্তন সংরক্ষণ করুন',
    saved: 'প্রোফাইল সফলভাবে হালনাগাদ হয়েছে।',
    choose: 'ছবি বেছে নিন',
    uploaded: 'প্রোফাইলের ছবি হালনাগাদ হয়েছে।',
  },
} as const;

for (const lang of ['en', 'bn'] as const) {
  const t = ui[lang];

  test(
    `a passenger renames themself and uploads a picture in ${lang}`,
    journeyIn(lang),
    async ({ page, context, baseURL, request }) => {
      await useLanguage(context, lang, baseURL!);
      const session = await loginThroughApi(request, randomMobile());
      await seedSession(page, session);
      await page.goto('/profile');

      const name = page.getByRole('textbox', { name: t.name });
      await name.fill('Farhana Islam');
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.saved)).toBeVisible();

      await page
        .getByLabel(t.choose)
        .setInputFiles({ name: 'me.webp', mimeType: 'image/webp', buffer: photo });
      await expect(page.getByText(t.uploaded)).toBeVisible();

      const profile = await request.get(`${apiUrl}/api/v3/user/profile`, {
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      const user = ((await profile.json()) as { data: { full_name: string; profile_picture: string } }).data;
      expect(user.full_name).toBe('Farhana Islam');
      expect(user.profile_picture).toMatch(/^\/images\/uploads\/avatars\/[0-9a-f]{20}-480\.webp$/);

      // The picture loads from the API, and the desktop header shows the new name and picture.
      const picture = page.locator(`main img[src$="${user.profile_picture}"]`);
      await expect(picture).toBeVisible();
      // Visible is not yet loaded: the picture has decoded once it has a width of its own.
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);
      if ((page.viewportSize()?.width ?? 0) >= 1024) {
        const account = page.getByRole('banner').getByRole('button', { name: /Farhana Islam/ });
        await expect(account.locator(`img[src$="${user.profile_picture}"]`)).toBeVisible();
      }
    },
  );
}

// The passenger's text-message choices are kept by the API, so a reload shows them as saved.
test(
  'a passenger switches off the driver-arrived text message and it stays off',
  journeyIn('bn'),
  async ({ page, context, baseURL, request }) => {
    await useLanguage(context, 'bn', baseURL!);
    const session = await loginThroughApi(request, randomMobile());
    await seedSession(page, session);
    await page.goto('/profile');

    const texts = page.getByRole('region', { name: 'টেক্সট মেসেজ' });
    const arrived = texts.getByRole('checkbox', { name: 'চালক পৌঁছেছেন' });
    await expect(arrived).toBeChecked();
    await expect(texts.getByRole('checkbox', { name: /ট্রিপ বুক হয়েছে/ })).toBeDisabled();
    await arrived.uncheck();
    await texts.getByRole('button', { name: 'মেসেজের পছন্দ সংরক্ষণ করুন' }).click();
    await expect(page.getByText('আপনার মেসেজের পছন্দ সংরক্ষিত হয়েছে।')).toBeVisible();

    await page.reload();
    await expect(texts.getByRole('checkbox', { name: 'চালক পৌঁছেছেন' })).not.toBeChecked();
    await expect(texts.getByRole('checkbox', { name: 'আমার বাতিলের অনুরোধের সিদ্ধান্ত' })).toBeChecked();
  },
);
