import type { Page } from '@playwright/test';

// The route map's region, named by its summary in either language (apps/web/messages/parts/route-map.*).
const routeMapName = /^Route from |^Route map| পর্যন্ত পথ$|^পথের মানচিত্র/;

/**
 * Scrolls to the route map as a reader would: Leaflet loads only once the map is near the screen
 * (features/route-map/use-near-viewport.ts), its drawing shows until then.
 */
export async function scrollToRouteMap(page: Page): Promise<void> {
  await page.getByRole('region', { name: routeMapName }).first().scrollIntoViewIfNeeded();
}
