/** Reviews: the form posts, clears itself, and the review shows on /reviews and the home page. */
import { expect, test } from '@playwright/test';
import { apiCustomer, useSession } from './support/api';
import { clickNav, uniqueEmail } from './support/users';
import { expectAnnounced, expectSeen, scrollDown } from './support/people';

test('a posted review shows on the home page and on /reviews', async ({ page, request }) => {
  await useSession(page, await apiCustomer(request, uniqueEmail('reviewer'), 'Rita Reviewer'));
  const text = `Great glue gun, sticks well ${Date.now()}`;
  await page.goto('/add-review');
  await expectSeen(page.getByRole('heading', { name: 'Please add your Review!!!!' }));
  await expect(page.getByText('Your Review is very importent for my Shop.')).toBeVisible();
  await expect(page.getByText('Add Your Importent Review!')).toBeVisible();

  await page.getByLabel('Photo URL').fill('https://example.com/me.jpg');
  await page.getByLabel('Review description').fill(text);
  await page.getByRole('button', { name: 'Add Review' }).click();
  const added = page.getByText('Added Your Review');
  await expectSeen(added);
  await expectAnnounced(added);
  await expect(page.getByLabel('Photo URL')).toHaveValue('');
  await expect(page.getByLabel('Review description')).toHaveValue('');

  await scrollDown(page);
  await clickNav(page, 'Home');
  await expectSeen(page.getByRole('heading', { name: 'Best Glue gun 2022!' }));
  const homeReviews = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Our Company Reviews' }) });
  await expect(homeReviews.getByText(text)).toBeVisible();
  await expect(homeReviews.getByText('Demo Name').first()).toBeVisible();
  await homeReviews.getByRole('link', { name: 'All Reviews' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expectSeen(page.getByRole('heading', { level: 1 }));
  await expect(page.getByText(text)).toBeVisible();
});
