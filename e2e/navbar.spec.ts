/**
 * The signed-in navbar at its fullest: a company admin with a request waiting for approval (so Approvals and its
 * count show beside Statement, Quick Order and My company). On a laptop every link and Sign Out sit on one line at
 * 1280, 1366 and 1440 px, nothing wider than the screen; on a phone the closed menu's button shows the count (and
 * says it), and the open menu lists Approvals with it. Set-up by API: the company, its requester and the request.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiPlaceOrder, firstProductId, useSession } from './support/api';
import { apiMember, apiSubmit, companyAdmin } from './support/company';
import { nav } from './support/users';

/** Each link and button of the navbar's row: where its top is and how tall it is, and how wide the page is. */
function rowOf(page: Page) {
  return nav(page).evaluate((el) => ({
    navHeight: el.getBoundingClientRect().height,
    pageWidth: document.documentElement.scrollWidth,
    entries: Array.from(el.querySelectorAll('a, button'))
      .filter((e) => e.getBoundingClientRect().width > 0)
      .map((e) => {
        const r = e.getBoundingClientRect();
        return {
          name: (e.getAttribute('aria-label') ?? e.textContent ?? '').trim(),
          top: Math.round(r.top),
          height: Math.round(r.height),
        };
      }),
  }));
}

test('a company admin with approvals waiting: the navbar on one line on a laptop, the count on the phone menu', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  const admin = await companyAdmin(request, `Navbar Co ${Math.random().toString(36).slice(2, 8)}`);
  const requester = await apiMember(request, admin, 'REQUESTER', 'nav-requester');
  const item = await apiPlaceOrder(request, requester.token, (await firstProductId(request)).id, 150);
  expect(
    await apiSubmit(request, requester.token, [item]),
    "a requester's order waits for approval",
  ).not.toBeNull();
  await useSession(page, admin.token);
  await page.goto('/');

  if (isMobile) {
    const menu = page.getByRole('button', { name: 'Open menu, 1 approval waiting' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toContainText('1');
    await page.locator('header').screenshot({ path: testInfo.outputPath('navbar-phone-closed.png') });
    // Right after a load the app may still be taking over the pre-rendered page: tap until the menu says it is open.
    await expect(async () => {
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass();
    await expect(
      page.locator('header').getByRole('link', { name: 'Approvals 1 waiting' }).locator('visible=true'),
    ).toBeVisible();
    return;
  }

  for (const width of [1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(nav(page).getByRole('link', { name: 'Approvals 1 waiting' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Quick Order' })).toBeVisible();
    await page.locator('header').screenshot({ path: testInfo.outputPath(`navbar-${width}.png`) });
    const row = await rowOf(page);
    expect(row.entries.map((e) => e.name)).toEqual(
      expect.arrayContaining([
        'Home',
        'Blog',
        'Categories',
        'Shop',
        'My Orders',
        'Statement',
        'Approvals 1 waiting',
        'Quick Order',
        'Add a Review',
        'My company',
        'Profile',
        'Sign Out',
      ]),
    );
    // One line: no link taller than one line of text, every one at the same height on the row, the bar its 64 px.
    for (const entry of row.entries.filter((e) => e.name !== 'GlueGun Wholesale')) {
      expect(entry.height, `${entry.name} at ${width} px`).toBeLessThanOrEqual(40);
      expect(Math.abs(entry.top - row.entries[1].top), `${entry.name} at ${width} px`).toBeLessThanOrEqual(2);
    }
    expect(row.navHeight).toBe(64);
    expect(row.pageWidth, `nothing wider than ${width} px`).toBeLessThanOrEqual(width);
  }
});
