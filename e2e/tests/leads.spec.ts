import { expect, journeyIn, test, useLanguage } from '../fixtures';
import { randomMobile } from '../helpers/auth';
import { apiUrl } from '../playwright.config';

// The Club and Business forms send a lead through the real stack, and the
// confirmation SMS the outbox owes the person arrives in the dev SMS outbox, in their language (each
// project runs desktop and 360 px).

const ui = {
  en: {
    club: { name: 'Full name', phone: 'Phone', email: 'Email', submit: 'Join the Club' },
    business: {
      name: "Contact person's name",
      designation: 'Designation',
      company: 'Company name',
      email: 'Email',
      phone: 'Phone',
      submit: 'Send to our business team',
    },
    thanks: 'Thank you! We have your details.',
    sms: 'Thank you for writing to us. We have your request and will call you within one working day.',
    tooShort: 'Mobile number must be exactly 11 digits.',
  },
  bn: {
    club: { name: 'পুরো নাম', phone: 'ফোন নম্বর', email: 'ইমেইল', submit: 'ক্লাবে যোগ দিন' },
    business: {
      name: 'যোগাযোগকারীর নাম',
      designation: 'পদবি',
      company: 'প্রতিষ্ঠানের নাম',
      email: 'ইমেইল',
      phone: 'ফোন নম্বর',
      submit: 'বিজনেস টিমের কাছে পাঠান',
    },
    thanks: 'ধন্যবাদ! আপনার তথ্য আমরা পেয়েছি।',
    sms: 'আমাদের লেখার জন্য ধন্যবাদ। আপনার অনুরোধ পেয়েছি, এক কর্মদিবসের মধ্যে আপনাকে ফোন করব।',
    tooShort: 'মোবাইল নম্বর অবশ্যই ১১ সংখ্যার হতে হবে।',
  },
} as const;

/** The texts the dev SMS outbox holds for `mobile`, once there are any (the outbox worker runs every second). */
async function smsTo(request: import('@playwright/test').APIRequestContext, mobile: string) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await request.get(`${apiUrl}/api/v3/dev/sms-outbox`, { params: { mobile } });
    const body = (await response.json()) as { data: { items: { message: string }[] } };
    if (body.data.items.length > 0) return body.data.items.map((m) => m.message);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return [];
}

for (const lang of ['en', 'bn'] as const) {
  const t = ui[lang];

  test.describe(`lead forms in ${lang}`, journeyIn(lang), () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, lang, baseURL!);
    });

    test('the Club form refuses a short number, then sends the lead and the SMS confirmation arrives', async ({
      page,
      request,
    }) => {
      const mobile = randomMobile();
      await page.goto('/club');
      const form = page.getByRole('main');
      await form.getByRole('textbox', { name: t.club.name }).fill('Rafiq Ahmed');
      await form.getByRole('textbox', { name: t.club.phone }).fill(mobile.slice(0, 10));
      await form.getByRole('textbox', { name: t.club.email }).fill('rafiq@example.com');
      await form.getByRole('button', { name: t.club.submit }).click();
      await expect(form.getByRole('textbox', { name: t.club.phone })).toHaveAccessibleDescription(t.tooShort);

      await form.getByRole('textbox', { name: t.club.phone }).fill(mobile);
      await form.getByRole('button', { name: t.club.submit }).click();
      await expect(form.getByRole('status')).toContainText(t.thanks);
      expect(await smsTo(request, mobile)).toEqual([t.sms]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test('the Business form sends the lead from /business#vms_services', async ({ page, request }) => {
      const mobile = randomMobile();
      await page.goto('/business#vms_services');
      const form = page.getByRole('main');
      await form.getByRole('textbox', { name: t.business.name }).fill('Nusrat Jahan');
      await form.getByRole('textbox', { name: t.business.designation }).fill('Admin Manager');
      await form.getByRole('textbox', { name: t.business.company }).fill('Meghna Textiles Ltd.');
      await form.getByRole('textbox', { name: t.business.email }).fill('nusrat@meghnatextiles.com.bd');
      await form.getByRole('textbox', { name: t.business.phone }).fill(mobile);
      await form.getByRole('button', { name: t.business.submit }).click();
      await expect(form.getByRole('status')).toContainText(t.thanks);
      expect(await smsTo(request, mobile)).toEqual([t.sms]);
    });
  });
}
