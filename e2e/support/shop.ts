/** Shop helpers: prices on a product page and the order modal. */
import { expect, type Page } from '@playwright/test';

/** Price in cents parsed from 'Price per piece: $x.yy' on the product page. */
export async function pricePerPieceCents(page: Page): Promise<number> {
  const text = await page
    .getByText(/^Price per piece: /)
    .first()
    .textContent();
  const match = text?.match(/\$([\d,]+(?:\.\d{2})?)/);
  if (!match) throw new Error(`no price in "${text}"`);
  return Math.round(Number(match[1].replace(/,/g, '')) * 100);
}

/** Units in stock, from 'Quantity available: n' on the product page. */
export async function stockOnPage(page: Page): Promise<number> {
  const text = await page
    .getByText(/^Quantity available: /)
    .first()
    .textContent();
  return Number(text?.replace(/\D/g, ''));
}

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export const orderDialog = (page: Page) => page.getByRole('dialog', { name: 'Order this product' });

/** Opens the order modal on the current product page. */
export async function openOrderModal(page: Page) {
  await page.getByRole('button', { name: 'Added Orders' }).click();
  const dialog = orderDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types quantity and phone into the open order modal and sends it. */
export async function submitOrder(
  page: Page,
  quantity: string | number,
  phone = '5551234567',
): Promise<void> {
  const dialog = orderDialog(page);
  await dialog.getByLabel('Quantity').fill(String(quantity));
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByRole('button', { name: 'Place Order' }).click();
}

/**
 * On the Shop page, find a product by typing its name in the search box and open its card, as a person looking for
 * one item does: other journeys add products (newest first), so a seed product may be past the first page.
 */
export async function openFromShopSearch(page: Page, name: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search by name, part number or words' });
  await box.fill(name);
  // Enter searches with what was typed and closes the box's suggestions, which would cover the first cards.
  await box.press('Enter');
  // The grid swaps in the search's answer after a pause in typing: read the results once they are there.
  await expect(page).toHaveURL(/q=/);
  await expect(page.locator('main [aria-busy]')).toHaveAttribute('aria-busy', 'false');
  await page
    .locator('.chakra-card__root')
    .filter({ hasText: name })
    .getByRole('link', { name: 'Added Orders' })
    .click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}
