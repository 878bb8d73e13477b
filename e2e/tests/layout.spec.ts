import type { APIRequestContext, Page } from '@playwright/test';
import { expect, oneWidth, test, useLanguage } from '../fixtures';
import { loginThroughApi, randomMobile, seedSession } from '../helpers/auth';
import { apiUrl } from '../playwright.config';
import { alwaysStickyPaths, barePaths } from '../routes';

const header = (page: Page) => page.locator('header').first();

test.describe('header and footer', () => {
  test('are hidden on the bare paths, and the survey body takes the primary colour', async ({ page }) => {
    for (const path of barePaths) {
      await page.goto(path);
      await expect(page.locator('header')).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
    }
    await page.goto('/survey');
    const surveyBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.goto('/tutorial');
    const tutorialBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(surveyBg).not.toBe(tutorialBg);
    expect(surveyBg).not.toMatch(/^rgba?\(255, 255, 255|rgba\(0, 0, 0, 0\)/);
  });

  test('show the menu, the support contacts and the current year', async ({ page, isMobile }) => {
    await page.goto('/about-us');
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of ['Business', 'Club', 'Earn With', 'About us', 'Blogs', 'Campaign']) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    const footer = page.locator('footer');
    await expect(footer).toContainText('support@pothik.com.bd');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer.getByRole('link', { name: /terms/i }).first()).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(footer.getByRole('link', { name: /privacy/i }).first()).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute('href', '/faq');
    // Tags are configured for e2e, so the consent choice can be changed from every page's footer.
    await expect(footer.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  });

  test('the footer year and phone are in Bengali digits in bn', async ({ page, context, baseURL }) => {
    await useLanguage(context, 'bn', baseURL!);
    await page.goto('/about-us');
    const year = String(new Date().getFullYear()).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
    await expect(page.locator('footer')).toContainText(year);
  });
});

test.describe('scrolling', () => {
  test('the header becomes sticky after any scroll, and the top button appears after 300 px', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await expect(header(page)).toHaveAttribute('data-sticky', 'false');
    const top = page.getByRole('button', { name: 'Scroll to top' });
    await expect(top).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header(page)).toHaveAttribute('data-sticky', 'true');
    await expect(top).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header(page)).toHaveAttribute('data-sticky', 'false');
  });

  test('the header is always sticky on blogs, newsrooms, campaign and the ramadan calendar', async ({
    page,
  }) => {
    for (const path of alwaysStickyPaths) {
      await page.goto(path);
      await expect(header(page)).toHaveAttribute('data-sticky', 'true');
    }
  });
});

test.describe('logged-in header', () => {
  // A real session: the home page also asks the API for the user's ongoing trips with the token, and
  // the page load's refresh stores the user the API answers, so a name is the account's own.
  const storeSession = async (page: Page, request: APIRequestContext, user: { full_name?: string }) => {
    const session = await loginThroughApi(request, randomMobile());
    if (user.full_name) {
      const updated = await request.post(`${apiUrl}/api/v3/user/profile-update`, {
        headers: { Authorization: `Bearer ${session.access_token}` },
        data: { full_name: user.full_name },
      });
      expect(updated.status()).toBe(200);
    }
    await seedSession(page, session);
  };

  test('shows the full name with My Profile, My Trip and Logout (desktop)', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the user dropdown is the desktop variant; the mobile menu is tested below');
    await storeSession(page, request, { full_name: 'Rahima Akter' });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: /Rahima Akter/ }).click();
    for (const item of ['My Profile', 'My Trip', 'Logout']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
  });

  test('falls back to "Pothik User" without a name', async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'the user dropdown is the desktop variant');
    await storeSession(page, request, {});
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Pothik User/ })).toBeVisible();
  });

  test('adds My Profile and My Trip to the mobile menu', async ({ page, request, isMobile }) => {
    test.skip(!isMobile, 'the mobile menu variant');
    await storeSession(page, request, { full_name: 'Rahima Akter' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Trip' })).toBeVisible();
  });

  test('is rechecked on route change: a login removed elsewhere shows Log in on the next page', async ({
    page,
    request,
    isMobile,
  }) => {
    await storeSession(page, request, { full_name: 'Rahima Akter' });
    // The page load renews the access token through the cookie and stores the login's end again: the
    // login is removed after that, as another tab would remove it, not while it is on its way.
    const renewed = page.waitForResponse((r) => r.url().endsWith('/api/v3/user/refresh-token'));
    await page.goto('/about-us');
    expect((await renewed).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
    await page.evaluate(() => localStorage.removeItem('refresh_token_expires'));
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Club', exact: true })
      .click();
    await expect(page).toHaveURL(/\/club$/);
    await expect(page.getByRole('button', { name: 'Log in', exact: true }).first()).toBeVisible();
  });
});

test('the language toggle switches to Bangla and survives a reload', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'EN — Switch language' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0980-\u09FF]/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('button', { name: 'বাংলা — ভাষা পরিবর্তন করুন' })).toBeVisible();
});

// Names and labels, and what a page fetches and draws its letters with, do not change with the layout.
test(
  'the home page offers the car types from the API with seat labels, in both languages',
  oneWidth,
  async ({ page, context, baseURL }) => {
    await page.goto('/');
    const group = page.getByRole('group', { name: 'Car type' });
    await expect(group.getByRole('radio')).toHaveCount(6);
    for (const name of ['Sedan Economy 4 seats', 'Noah 7 seats', 'Chander Gari 8 seats', 'HiAce 11 seats']) {
      await expect(group.getByRole('radio', { name })).toBeAttached();
    }
    await useLanguage(context, 'bn', baseURL!);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'নোয়া ৭ আসন' })).toBeAttached();
    await expect(page.getByRole('radio', { name: 'হায়েস ১১ আসন' })).toBeAttached();
  },
);

test('a page opens the connection to the host of its pictures from its head', oneWidth, async ({ page }) => {
  await page.goto('/blogs');
  const picture = await page.locator('main img').first().getAttribute('src');
  const preconnects = await page
    .locator('head link[rel="preconnect"]')
    .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href')!, location.href).origin));
  expect(preconnects).toContain(new URL(picture!).origin);
});

test.describe('web fonts', oneWidth, () => {
  /** Our fonts the page fetched before its load, but for the Bangla faces a system with none gets at once. */
  const fontsFetchedBeforeLoad = (page: Page) =>
    page.evaluate(() => {
      const loadEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventEnd;
      const banglaFallback = document.documentElement.hasAttribute('data-bangla-fonts');
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2') && entry.startTime < loadEnd)
        .filter((entry) => !(banglaFallback && /noto_sans_bengali|taka_sign/.test(entry.name)))
        .map((entry) => entry.name);
    });
  // The system's fonts for everything; before them, on a system with no Bangla font, our Bangla-only faces.
  const systemFontsFirst = /^(takaSign, notoSansBengaliSwap, )?ui-sans-serif, system-ui, sans-serif$/;

  test('a visit downloads ours only after its first page has loaded, and its next pages read in them', async ({
    page,
    context,
  }) => {
    await page.goto('/blogs');
    expect(await fontsFetchedBeforeLoad(page)).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(systemFontsFirst);
    await page.waitForFunction(() => sessionStorage.getItem('web_fonts_cached') === '1');
    // Fetched for the next page, not loaded as faces of this one: a face that loads lays the page out again.
    const faces = await page.evaluate(() => {
      const statuses = new Set<string>();
      document.fonts.forEach((face) => {
        if (face.family.replace(/"/g, '') === 'notoSans') statuses.add(face.status);
      });
      return [...statuses];
    });
    expect(faces).toEqual(['unloaded']);

    await page.goto('/campaign');
    const next = await page.evaluate(async () => {
      await document.fonts.ready;
      let oursLoaded = false;
      document.fonts.forEach((face) => {
        if (face.family.replace(/"/g, '') === 'notoSans' && face.status === 'loaded') oursLoaded = true;
      });
      return {
        fontFamily: getComputedStyle(document.body).fontFamily,
        rendersInOurs: oursLoaded && document.fonts.check('16px notoSans'),
      };
    });
    expect(next.fontFamily).toMatch(/^"?notoSans"?,/);
    expect(next.rendersInOurs).toBe(true);

    // A later visit (another tab) cannot know the HTTP cache still holds them: its first page again
    // reads in system fonts and fetches nothing before its load.
    const laterVisit = await context.newPage();
    await laterVisit.goto('/campaign');
    expect(await fontsFetchedBeforeLoad(laterVisit)).toEqual([]);
    expect(await laterVisit.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      systemFontsFirst,
    );
  });

  // A system with no Bangla font of its own (a bare Linux, as on CI) draws Bangla letters, and the taka
  // sign on English pages, as empty boxes unless the page brings ours; a phone's own fonts have them.
  for (const [lang, path, heading] of [
    ['bn', '/blogs', 'main h1'],
    ['en', '/campaign', 'main h2'],
  ] as const) {
    test(`the first page of a visit draws Bangla letters, not boxes (${lang} ${path})`, async ({
      page,
      context,
      baseURL,
    }) => {
      if (lang === 'bn') await useLanguage(context, 'bn', baseURL!);
      await page.goto(path);
      await page.waitForLoadState('load');
      const drawn = await page.evaluate(
        async ({ heading, unassigned }) => {
          await document.fonts.ready;
          const widthOf = (element: Element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return Array.from(range.getClientRects()).reduce((sum, rect) => sum + rect.width, 0);
          };
          const element = Array.from(document.querySelectorAll(heading)).find((h) =>
            /[\u0980-\u09ff]/.test(h.textContent ?? ''),
          )!;
          // As the page drew it, before anything here lays it out again.
          const onPage = widthOf(element);
          // The same text laid out afresh, and its letters as the boxes of code points nothing assigns.
          const copy = element.cloneNode(true) as Element;
          const boxes = element.cloneNode() as Element;
          boxes.textContent = (element.textContent ?? '').replace(/[\u0980-\u09ff]/g, unassigned);
          element.after(copy, boxes);
          copy.getBoundingClientRect();
          await document.fonts.ready;
          return { text: element.textContent, onPage, afresh: widthOf(copy), boxes: widthOf(boxes) };
        },
        { heading, unassigned: '\u0378' },
      );
      expect(drawn.afresh, drawn.text ?? '').not.toBeCloseTo(drawn.boxes, 0);
      expect(drawn.onPage, drawn.text ?? '').toBeCloseTo(drawn.afresh, 0);
    });
  }

  test('Bangla pages put the Bengali face first once the fonts are in', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, 'bn', baseURL!);
    await page.goto('/blogs');
    await page.waitForFunction(() => sessionStorage.getItem('web_fonts_cached') === '1');
    await page.reload();
    const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(fontFamily).toMatch(/^"?notoSansBengali"?,/);
  });
});
