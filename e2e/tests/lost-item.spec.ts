import { expect, journeyIn, test, useLanguage } from '../fixtures';
import { loginThroughApi, randomMobile, seedSession } from '../helpers/auth';
import { seriousViolations } from '../helpers/axe';
import { completedTrip } from '../helpers/completed-trip';

// Issue 46 §2 as both sides live it: a passenger who left a bag in the car opens a lost-item ticket from
// the finished trip, the trip's driver finds the question in their app and answers, and the passenger's
// ticket says so. Neither side's number is on the other's screen.

test.describe('a lost item', journeyIn('en'), () => {
  test("a passenger's lost-item ticket reaches the driver's app, and the driver's answer reaches the passenger", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const passenger = await loginThroughApi(request, randomMobile());
    const { tripId, driver, driverSession } = await completedTrip(request, passenger.access_token);

    await useLanguage(page.context(), 'en', baseURL!);
    await seedSession(page, passenger);
    await page.goto(`/trip/my-trips/${tripId}`);
    await page.getByRole('link', { name: 'Report a problem with this trip' }).click();
    await page.getByRole('combobox', { name: 'What is it about?' }).selectOption({ label: 'Lost item' });
    await page
      .getByRole('textbox', { name: 'What happened?' })
      .fill('A black backpack on the back seat, with a laptop.');
    await page.getByRole('button', { name: 'Send ticket' }).click();
    await expect(page).toHaveURL(/\/profile\/tickets\/\d+$/);
    const ticketId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const thread = page.getByRole('article', { name: `Ticket #${ticketId}` });
    await expect(thread.getByText('A black backpack on the back seat, with a laptop.')).toBeVisible();

    // The driver's phone: the question under Help, about this trip, with the passenger's words only.
    const phoneContext = await browser.newContext({
      baseURL,
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await useLanguage(phoneContext, 'en', baseURL!);
    const phone = await phoneContext.newPage();
    await seedSession(phone, driverSession, {}, 'driver');
    await phone.goto('/driver');
    await phone.getByRole('link', { name: 'Help' }).click();
    await expect(phone).toHaveURL(/\/driver\/tickets/);
    const lost = phone.getByRole('region', { name: 'Items passengers left in your car' });
    const question = lost.getByRole('listitem').filter({ hasText: `Trip #${tripId}: did you find it?` });
    await expect(question).toBeVisible();
    await expect(question).toContainText('A black backpack on the back seat, with a laptop.');
    await expect(question).not.toContainText(passenger.user.mobile as string);
    expect(await seriousViolations(phone)).toEqual([]);
    await question.getByRole('button', { name: 'Yes, I found it' }).click();
    await expect(lost.getByText('Thank you. We have told the passenger.')).toBeVisible();
    await expect(question).toContainText('Your answer: Yes, I found it');

    // The passenger's ticket says the driver found it; the driver's number is nowhere on the page.
    await page.reload();
    await expect(thread.getByText('The driver found the item.', { exact: true })).toBeVisible();
    await expect(
      thread
        .getByRole('list', { name: 'Messages' })
        .getByText('Our team will arrange its return.', { exact: false }),
    ).toBeVisible();
    await expect(page.locator('body')).not.toContainText(driver.mobile);
    await phoneContext.close();
  });
});
