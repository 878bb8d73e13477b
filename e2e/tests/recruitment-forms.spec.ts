import { expect, journeyIn, test, useLanguage } from '../fixtures';
import { randomMobile } from '../helpers/auth';
import { dhakaDayAhead, storedLeads } from '../helpers/leads';

// The driver sign-up, the car requisition, the survey and the GP loyalty check,
// each used as a person would in Chromium (desktop and 360 px), then the stored row read back through
// the API.

const ui = {
  en: {
    driver: {
      name: 'Full name',
      mobile: 'Mobile number',
      district: 'District you live in',
      districtOption: 'Bogura',
      licence: /Driving licence number/,
      years: 'Years of driving',
      ownsCar: 'Do you own a car?',
      yes: 'Yes',
      carType: 'Car type',
      carOption: 'Noah (7 seats)',
      model: /Model/,
      submit: 'Send my sign-up',
      next: 'Our driver team will call you within two working days',
      missingLicence: 'Driving licence number is required.',
    },
    requisition: {
      organisation: 'Organisation',
      contact: 'Contact person',
      mobile: 'Mobile number',
      pickup: 'Pickup location',
      search: 'Gulshan',
      option: /^Gulshan 1/,
      from: 'From',
      carType: 'Car type',
      carOption: 'HiAce (11 seats)',
      cars: 'Number of cars',
      purpose: /Purpose of the trip/,
      submit: 'Send the requisition',
      next: 'Our corporate team will call you',
    },
    survey: {
      rating: /^4 /,
      onTime: /Did the driver arrive on time\?/,
      yes: 'Yes',
      comment: /Anything else/,
      submit: 'Send my answers',
      thanks: 'Thank you for your feedback.',
    },
    gp: {
      mobile: 'Grameenphone number',
      check: 'Check',
      gold: 'This number qualifies for the loyalty offer: Gold member.',
    },
  },
  bn: {
    driver: {
      name: 'পুরো নাম',
      mobile: 'মোবাইল নম্বর',
      district: 'আপনি কোন জেলায় থাকেন',
      districtOption: 'বগুড়া',
      licence: /ড্রাইভিং লাইসেন্স নম্বর/,
      years: 'কত বছর গাড়ি চালাচ্ছেন',
      ownsCar: 'আপনার নিজের গাড়ি আছে?',
      yes: 'হ্যাঁ',
      carType: 'গাড়ির ধরন',
      carOption: 'নোয়া (৭ আসন)',
      model: /মডেল/,
      submit: 'আবেদন পাঠান',
      next: 'আমাদের ড্রাইভার টিম দুই কর্মদিবসের মধ্যে আপনাকে ফোন করবে',
      missingLicence: 'ড্রাইভিং লাইসেন্স নম্বর আবশ্যক।',
    },
    requisition: {
      organisation: 'প্রতিষ্ঠান',
      contact: 'যোগাযোগকারী ব্যক্তি',
      mobile: 'মোবাইল নম্বর',
      pickup: 'পিকআপের স্থান',
      search: 'গুলশান',
      option: /^গুলশান ১/,
      from: 'যেদিন থেকে',
      carType: 'গাড়ির ধরন',
      carOption: 'হায়েস (১১ আসন)',
      cars: 'কয়টি গাড়ি',
      purpose: /যাত্রার উদ্দেশ্য/,
      submit: 'রিকুইজিশন পাঠান',
      next: 'আমাদের কর্পোরেট টিম এক কর্মদিবসের মধ্যে',
    },
    survey: {
      rating: /^৪ /,
      onTime: /চালক কি সময়মতো এসেছিলেন\?/,
      yes: 'হ্যাঁ',
      comment: /আর কিছু জানাতে চান\?/,
      submit: 'উত্তর পাঠান',
      thanks: 'আপনার মতামতের জন্য ধন্যবাদ।',
    },
    gp: { mobile: 'গ্রামীণফোন নম্বর', check: 'যাচাই করুন', gold: 'এই নম্বরটি লয়্যালটি অফারের জন্য যোগ্য: গোল্ড সদস্য।' },
  },
} as const;

for (const lang of ['en', 'bn'] as const) {
  const t = ui[lang];

  test.describe(`recruitment and feedback forms in ${lang}`, journeyIn(lang), () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, lang, baseURL!);
    });

    test('a driver signs up on /earn-with-pothik and the sign-up is stored as sent', async ({
      page,
      request,
    }) => {
      const mobile = randomMobile();
      await page.goto('/earn-with-pothik');
      const form = page.locator('#driver_signup');
      await form.getByRole('textbox', { name: t.driver.name }).fill('Kamal Hossain');
      await form.getByRole('textbox', { name: t.driver.mobile }).fill(mobile);
      await form
        .getByRole('combobox', { name: t.driver.district })
        .selectOption({ label: t.driver.districtOption });
      await form.getByRole('textbox', { name: t.driver.years }).fill('9');
      await form.getByRole('group', { name: t.driver.ownsCar }).getByLabel(t.driver.yes).check();
      await form
        .getByRole('combobox', { name: t.driver.carType })
        .selectOption({ label: t.driver.carOption });
      await form.getByRole('textbox', { name: t.driver.model }).fill('Toyota Noah');
      await form.getByRole('button', { name: t.driver.submit }).click();
      await expect(form.getByRole('textbox', { name: t.driver.licence })).toHaveAccessibleDescription(
        new RegExp(t.driver.missingLicence),
      );

      await form.getByRole('textbox', { name: t.driver.licence }).fill('BG0412345C00021');
      await form.getByRole('button', { name: t.driver.submit }).click();
      await expect(form.getByRole('status')).toContainText(t.driver.next);

      const [lead] = await storedLeads(request, 'driver', mobile);
      expect(lead).toMatchObject({
        name: 'Kamal Hossain',
        lang,
        fields: {
          district: 'bogura',
          licence_number: 'BG0412345C00021',
          experience_years: 9,
          has_own_car: true,
          car_type: 'noah',
          car_model: 'Toyota Noah',
        },
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test('an office requests cars with the place search and the request is stored', async ({
      page,
      request,
    }) => {
      const mobile = randomMobile();
      const start = dhakaDayAhead(3);
      await page.goto('/request-car-requisition');
      const form = page.getByRole('main');
      await form.getByRole('textbox', { name: t.requisition.organisation }).fill('Padma Pharma');
      await form.getByRole('textbox', { name: t.requisition.contact }).fill('Tanvir Rahman');
      await form.getByRole('textbox', { name: t.requisition.mobile }).fill(mobile);
      const pickup = form.getByRole('combobox', { name: t.requisition.pickup });
      await pickup.fill(t.requisition.search);
      await expect(page.getByRole('option', { name: t.requisition.option }).first()).toBeVisible();
      await pickup.press('ArrowDown');
      await pickup.press('Enter');
      await expect(pickup).toHaveValue(t.requisition.option);
      await form.getByLabel(t.requisition.from, { exact: true }).fill(start);
      await form
        .getByRole('combobox', { name: t.requisition.carType })
        .selectOption({ label: t.requisition.carOption });
      await form.getByRole('textbox', { name: t.requisition.cars }).fill('3');
      await form.getByRole('textbox', { name: t.requisition.purpose }).fill('Staff tour to Sylhet');
      await form.getByRole('button', { name: t.requisition.submit }).click();
      // The place fields have their own (empty) status lines; the thanks is the one with text.
      await expect(form.getByRole('status').filter({ hasText: t.requisition.next })).toBeVisible();

      const [lead] = await storedLeads(request, 'car_rental', mobile);
      expect(lead?.fields).toMatchObject({
        organisation: 'Padma Pharma',
        contact_name: 'Tanvir Rahman',
        start_date: start,
        car_type: 'hiace',
        cars: 3,
        purpose: 'Staff tour to Sylhet',
      });
      expect(String(lead?.fields.pickup)).toMatch(t.requisition.option);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test('a visitor answers the survey and the answers are stored', async ({ page, request }) => {
      const comment = `Polite driver, clean car (${lang} ${Date.now()})`;
      await page.goto('/survey');
      const form = page.getByRole('main');
      await form.getByLabel(t.survey.rating).check();
      await form.getByRole('group', { name: t.survey.onTime }).getByLabel(t.survey.yes).check();
      await form.getByRole('textbox', { name: t.survey.comment }).fill(comment);
      await form.getByRole('button', { name: t.survey.submit }).click();
      await expect(form.getByRole('status')).toContainText(t.survey.thanks);

      const stored = (await storedLeads(request, 'survey')).find((l) => l.fields.comment === comment);
      expect(stored).toMatchObject({
        user_id: null,
        fields: { rating: 4, answers: { driver_on_time: true } },
      });
    });

    test('a GP STAR customer checks their number on the campaign', async ({ page }) => {
      await page.goto('/campaign/3');
      await page.getByRole('textbox', { name: t.gp.mobile }).fill('01700000002');
      await page.getByRole('button', { name: t.gp.check }).click();
      await expect(page.getByRole('status').filter({ hasText: t.gp.gold })).toBeVisible();
    });
  });
}
