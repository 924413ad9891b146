/**
 * Checkout remembers: the form starts with the buyer's last delivery address, and what they
 * typed survives a reload and a trip back to My Orders. One entry URL, then clicks, typing and the reload button.
 */
import { expect, test } from '@playwright/test';
import { apiCustomer, apiPlaceOrder, firstProductId, gql, useSession } from './support/api';
import { uniqueEmail } from './support/users';
import { expectSeen } from './support/people';

test('checkout offers the last address and keeps a half-filled form over a reload and Back', async ({
  page,
  request,
}) => {
  const token = await apiCustomer(request, uniqueEmail('draft'), 'Dora Draft', true);
  const first = await apiPlaceOrder(request, token, (await firstProductId(request, 0)).id, 150);
  await gql(
    request,
    'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id } }',
    {
      ids: [first],
      d: {
        companyName: 'Dora Crafts',
        addressLine1: '9 Kiln Street',
        city: 'Stoke',
        postalCode: 'ST1 1AA',
        country: 'GB',
        contactPhone: '+44 1782 000000',
      },
    },
    token,
  );
  await apiPlaceOrder(request, token, (await firstProductId(request, 1)).id, 150);

  await useSession(page, token);
  await page.goto('/my-orders');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Check out', level: 1 }));
  await expect(page.getByLabel(/^Company name/)).toHaveValue('Dora Crafts');
  await expect(page.getByLabel(/^Address line 1/)).toHaveValue('9 Kiln Street');
  await expect(page.getByLabel(/^Country/)).toHaveValue('GB');

  await page.getByLabel(/^Your PO number/).fill('PO-HALF-1');
  await page.getByLabel(/^City/).fill('Hanley');
  await page.reload();
  await expect(page.getByLabel(/^Your PO number/)).toHaveValue('PO-HALF-1');
  await expect(page.getByLabel(/^City/)).toHaveValue('Hanley');

  await page.getByRole('link', { name: 'Back to My Orders' }).click();
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
  await page.getByRole('link', { name: 'Check out' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Check out', level: 1 }));
  await expect(page.getByLabel(/^Your PO number/)).toHaveValue('PO-HALF-1');
  await expect(page.getByLabel(/^Company name/)).toHaveValue('Dora Crafts');
});
