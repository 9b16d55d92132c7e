import { expect, test } from '@playwright/test';
import { forgottenRoutes, plan, scanPagesOf, scanTimeoutOf, viewerNames, type Viewer } from './a11y-routes';

/**
 * On a desktop, every page has no serious or critical axe finding (WCAG 2 A/AA:
 * contrast, names, roles...). The phone's twin is a11y.phone.spec.ts; the plan is a11y-routes.ts.
 */

test('every client route is scanned, or excused with a reason', () => {
  expect(forgottenRoutes(), 'routes missing from e2e/a11y-routes.ts (a visit, or a reason in notScanned)').toEqual([]);
});

for (const viewer of Object.keys(plan) as Viewer[]) {
  test(`the pages ${viewerNames[viewer]} sees pass axe on a desktop`, async ({ browser }) => {
    test.setTimeout(scanTimeoutOf(viewer));
    const { count, report } = await scanPagesOf(browser, viewer, 'desktop');
    expect(count, report).toBe(0);
  });
}
