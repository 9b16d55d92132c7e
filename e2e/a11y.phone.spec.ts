import { expect, test } from '@playwright/test';
import { plan, scanPagesOf, scanTimeoutOf, viewerNames, type Viewer } from './a11y-routes';

/** On a 360 px phone (the bottom bar, folded menus, cards for tables): a11y.spec.ts's twin. */

for (const viewer of Object.keys(plan) as Viewer[]) {
  test(`the pages ${viewerNames[viewer]} sees pass axe on a phone`, async ({ browser }) => {
    test.setTimeout(scanTimeoutOf(viewer));
    const { count, report } = await scanPagesOf(browser, viewer, 'phone');
    expect(count, report).toBe(0);
  });
}
