/**
 * Where people look: a new page opens at its top and Back returns to where the
 * person was; a refusal is announced, scrolled into view below the sticky navbar and focused; the phone menu closes
 * on Escape and when focus leaves it; "Skip to content" comes first; focus rings reach 3:1; the admin's Purchase
 * Orders list does not jump when its filter goes back to All. One entry URL each, then clicks, keys and scrolls.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAdmin, apiCustomer, apiPay, apiPlaceOrder, firstProductId, gql, useSession } from './support/api';
import { clickNav, uniqueEmail } from './support/users';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The page is scrolled well down (a person scrolled to the footer). */
async function scrollToFooter(page: Page): Promise<number> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const y = await scrollY(page);
  expect(y).toBeGreaterThan(300);
  return y;
}

/** The element's top is below the sticky navbar, and it is on screen: nothing hides it. */
async function expectBelowNavbar(page: Page, target: Locator) {
  await expect(target).toBeInViewport();
  const header = await page.locator('header').first().boundingBox();
  await expect
    .poll(async () => (await target.boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(header!.y + header!.height - 1);
}

test('a link opens the new page at its top, with focus on it, and Back returns to where the person was', async ({
  page,
}) => {
  await page.goto('/shop');
  await expect(page.getByRole('link', { name: 'Added Orders' })).toHaveCount(9);
  // The shop is pre-rendered: a link tapped before the app has taken the page over simply loads the next page anew
  // (focus then starts at the top of the document, as on any page load). What is checked here is the app's move, so
  // wait until it runs (its scroll handling switches the browser's own restoration off).
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
  const shopY = await scrollToFooter(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
  await expect(page.getByRole('main')).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(shopY - 5);
  await expect(page.getByRole('contentinfo')).toBeInViewport();

  // The navbar (the phone menu on a phone) from far down the page.
  await clickNav(page, 'Log In');
  await expect(page).toHaveURL(/\/log-in$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});

test('Shop Next opens the next page at its top', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('link', { name: 'Added Orders' })).toHaveCount(9);
  await page.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(300);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeInViewport();
});

test('a refused checkout is announced, in view below the navbar and focused', async ({ page, request }) => {
  const token = await apiCustomer(request, uniqueEmail('look-buyer'), 'Lou Looker', true);
  const itemId = await apiPlaceOrder(request, token, (await firstProductId(request, 0)).id, 150);
  await apiPlaceOrder(request, token, (await firstProductId(request, 1)).id, 150);
  await useSession(page, token);
  await page.goto('/my-orders');
  await page.getByRole('link', { name: 'Check out' }).click();
  const place = page.getByRole('button', { name: 'Place order and get the invoice' });

  // The form's own check: the first missing field takes focus, its message in view, not under the navbar.
  await place.click();
  await expect(page.getByLabel(/^Company name/)).toBeFocused();
  await expectBelowNavbar(page, page.getByText('Company name is required'));

  await page.getByLabel(/^Company name/).fill('Lou Crafts');
  await page.getByLabel(/^Address line 1/).fill('1 Long Road');
  await page.getByLabel(/^City/).fill('Springfield');
  await page.getByLabel(/^Postal code/).fill('62701');
  await page.getByLabel(/^Contact phone/).fill('+1 555 0148');
  // Meanwhile one of the two items is paid from another tab: the server refuses this checkout (the other item stays).
  await apiPay(request, token, itemId);
  await place.click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The order was not placed' });
  await expect(refusal).toBeFocused();
  await expectBelowNavbar(page, refusal);
});

test('"Skip to content" comes first and focus rings stand out at 3:1 or more', async ({ page }) => {
  await page.goto('/log-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Every focus ring on the way through the log-in form, against the white page.
  const ratios: Array<{ what: string; ratio: number }> = [];
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    ratios.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const channel = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        const [r, g, b] = (style.outlineColor.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number);
        const lum = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        const what = `${el.tagName} ${el.textContent?.trim().slice(0, 30)} ${style.outlineStyle} ${style.outlineColor}`;
        return { what, ratio: style.outlineStyle === 'none' ? 0 : 1.05 / (lum + 0.05) };
      }),
    );
  }
  for (const r of ratios) expect(r.ratio, r.what).toBeGreaterThanOrEqual(3);
});

test('the phone menu closes on Escape and when focus leaves it', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu button exists at phone width only');
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Open menu' });
  const blog = page.locator('header').getByRole('link', { name: 'Blog', exact: true });
  // The home page is pre-rendered: a tap before the app has taken over does nothing, so tap until the menu opens.
  const openMenu = () =>
    expect(async () => {
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      await expect(blog).toBeVisible({ timeout: 1000 });
    }).toPass();
  const main = page.locator('main');
  const top = (await main.boundingBox())!.y;
  await openMenu();
  // The menu opens over the page: nothing below the header moves (nor moves back when a link closes it).
  expect((await main.boundingBox())!.y).toBe(top);
  await blog.focus();
  await page.keyboard.press('Escape');
  await expect(blog).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  await openMenu();
  const logIn = page.locator('header').getByRole('link', { name: 'Log In', exact: true });
  await logIn.focus();
  await page.keyboard.press('Tab'); // past the last entry, into the page
  await expect(logIn).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('Purchase Orders does not jump when the payment filter goes back to All', async ({ page, request }) => {
  const buyer = await apiCustomer(request, uniqueEmail('look-po'), 'Pat Paging', true);
  const admin = await apiAdmin(request);
  const checkout = async (index: number) => {
    const itemId = await apiPlaceOrder(request, buyer, (await firstProductId(request, index)).id, 150);
    const data = await gql<{ checkout: { id: string; orderNumber: string; totalCents: number } }>(
      request,
      'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id orderNumber totalCents } }',
      {
        ids: [itemId],
        d: {
          companyName: 'Pat Co',
          addressLine1: '1 Road',
          city: 'Town',
          postalCode: '12345',
          country: 'US',
          contactPhone: '+1 555 0100',
        },
      },
      buyer,
    );
    return data.checkout;
  };
  // A paid order, then two newer unpaid ones: under "Paid" it is near the top, under "All" two rows lower.
  const paid = await checkout(0);
  await gql(
    request,
    'mutation($id: ID!, $p: PaymentInput!) { recordPayment(id: $id, payment: $p) { id } }',
    {
      id: paid.id,
      p: {
        amountCents: paid.totalCents,
        receivedOn: new Date().toISOString().slice(0, 10),
        reference: 'WIRE LOOK',
      },
    },
    admin,
  );
  await checkout(1);
  const newest = await checkout(2);

  await useSession(page, admin);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Purchase Orders' })
    .click();
  const list = page.getByRole('list', { name: 'Purchase Orders' });
  await expect(list.getByRole('listitem', { name: newest.orderNumber })).toBeVisible();
  const filter = page.getByLabel('Payment status');

  await filter.selectOption({ label: 'Paid' });
  await expect(list.getByRole('listitem', { name: newest.orderNumber })).toHaveCount(0);
  await expect(list.getByRole('listitem', { name: paid.orderNumber })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries() as unknown as { value: number }[])
        (window as unknown as { shift: number }).shift += e.value;
    }).observe({ type: 'layout-shift' });
  });
  await filter.selectOption({ label: 'All' });
  await expect(list.getByRole('listitem', { name: newest.orderNumber })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.05);
});
