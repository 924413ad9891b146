/** Customer ordering: refused inputs in words next to their field, duplicates, My Orders totals, Pay and Delete. */
import { expect, test } from '@playwright/test';
import { apiCustomer, apiPlaceOrder, firstProductId, useSession } from './support/api';
import { expectNoMachineWording, uniqueEmail } from './support/users';
import { expectAnnounced, expectRefusal, expectSeen } from './support/people';
import { formatUsd, openOrderModal, orderDialog, stockOnPage, submitOrder } from './support/shop';

const MIN_ALERT = 'please add 100+ itms becouse its wholesale market';

test('refused order inputs get a human message next to their field, never server wording', async ({
  page,
  request,
}) => {
  await useSession(page, await apiCustomer(request, uniqueEmail('orderer'), 'Otto Orderer'));
  await page.goto('/shop');
  await page.getByRole('link', { name: 'Added Orders' }).nth(2).click();
  await expectSeen(page.getByRole('heading', { level: 1 }));
  const stock = await stockOnPage(page);
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  const dialog = await openOrderModal(page);
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);

  // Each refusal: next to its field, on screen, announced, and the field takes focus.
  const refusals: Array<[string, string, string | RegExp]> = [
    ['', '5551234567', 'Quantity is required'],
    ['150.5', '5551234567', 'Quantity must be a whole number'],
    [String(stock + 100), '5551234567', new RegExp(`^Only ${stock} units of .+ are in stock$`)],
  ];
  for (const [quantity, phone, message] of refusals) {
    await submitOrder(page, quantity, phone);
    await expectRefusal(dialog.getByText(message), dialog.getByLabel('Quantity'));
    await expectNoMachineWording(page);
  }
  await submitOrder(page, '150', 'call me');
  await expectRefusal(dialog.getByText('Phone must be a phone number'), dialog.getByLabel('Phone'));
  for (const quantity of ['-5', '99']) {
    await submitOrder(page, quantity);
    await expect.poll(() => alerts.length).toBeGreaterThan(0);
    expect(alerts.pop()).toBe(MIN_ALERT);
    await expectNoMachineWording(page);
  }

  await submitOrder(page, '150');
  const added = page.getByText('Added product your Order Page');
  await expectSeen(added);
  await expectAnnounced(added);
  await expect(orderDialog(page)).toBeHidden();
  await openOrderModal(page);
  await submitOrder(page, '150');
  const duplicate = page.getByText('All ready you added this product');
  await expectSeen(duplicate);
  await expectAnnounced(duplicate);
  await expectNoMachineWording(page);
});

test('My Orders: grand total of open items, Pay asks first, a paid item becomes a purchase order, Delete removes a pending item', async ({
  page,
  request,
}) => {
  const token = await apiCustomer(request, uniqueEmail('payer'), 'Pam Payer', true);
  const first = await firstProductId(request, 3);
  const second = await firstProductId(request, 4);
  await apiPlaceOrder(request, token, first.id, 150);
  await apiPlaceOrder(request, token, second.id, 200);
  await useSession(page, token);
  await page.goto('/my-orders');
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));

  const firstItem = page.getByRole('article', { name: first.name });
  const secondItem = page.getByRole('article', { name: second.name });
  const totals = await Promise.all(
    [firstItem, secondItem].map(async (item) =>
      Number((await item.getByText(/^Total: /).textContent())!.replace(/[^\d]/g, '')),
    ),
  );
  await expect(page.getByText(`Total of open items: ${formatUsd(totals[0] + totals[1])}`)).toBeVisible();

  await firstItem.getByRole('button', { name: 'Pay', exact: true }).click();
  const pay = page.getByRole('alertdialog', { name: 'Pay by invoice' });
  // Net, Tax and Total, each labelled (no tax on this ship-to: the total is the item's).
  await expect(pay.getByText('Total', { exact: true })).toBeVisible();
  await expect(pay.getByText(formatUsd(totals[0]), { exact: true }).last()).toBeVisible();
  await expect(
    pay.getByText('The shop reserves the 150 pieces for you as soon as you confirm.', { exact: false }),
  ).toBeVisible();
  await pay.getByRole('button', { name: 'Not now' }).click();
  await expect(pay).toBeHidden();
  await expect(firstItem.getByText('Pending', { exact: true })).toBeVisible();

  await firstItem.getByRole('button', { name: 'Pay', exact: true }).click();
  await pay.getByRole('button', { name: 'Confirm and get the invoice' }).click();
  const issued = page.getByText(/^Invoice issued\./);
  await expectSeen(issued);
  await expectAnnounced(issued);
  // Paid, the item leaves the open items for a one-line purchase order with its invoice.
  await expect(firstItem).toHaveCount(0);
  const order = page.getByRole('article', { name: /^SO-\d{6}$/ });
  await expect(order.getByText('Awaiting payment')).toBeVisible();
  await expect(order.getByText('Unfulfilled')).toBeVisible();
  await expect(order.getByRole('link', { name: 'View invoice' })).toBeVisible();
  await expect(page.getByText(`Total of open items: ${formatUsd(totals[1])}`)).toBeVisible();

  await secondItem.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog', { name: 'Are you sure to Delete' });
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(secondItem).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Total of open items' })).toHaveCount(0);
});

// The order modal (not a Formik form) takes a keyboard or screen-reader user to the refused field.
// Steps: open a product, Added Orders, leave Quantity empty, type a phone, press Place Order.
test('the order modal moves focus to the refused field', async ({ page, request }) => {
  await useSession(page, await apiCustomer(request, uniqueEmail('modal-focus'), 'Mo Focus'));
  await page.goto('/shop');
  await page.getByRole('link', { name: 'Added Orders' }).first().click();
  const dialog = await openOrderModal(page);
  await submitOrder(page, '', '5551234567');
  await expectRefusal(dialog.getByText('Quantity is required'), dialog.getByLabel('Quantity'));
  await submitOrder(page, '150', 'call me');
  await expectRefusal(dialog.getByText('Phone must be a phone number'), dialog.getByLabel('Phone'));
});
