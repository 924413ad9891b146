/** Shop helpers: pick a product from the grid and read its page. */
import { expect, type Page } from '@playwright/test';

/** The /product/{id} path of the n-th card on /shop. */
export async function productPath(page: Page, index = 0): Promise<string> {
  await page.goto('/shop');
  const link = page.getByRole('link', { name: 'Added Orders' }).nth(index);
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  if (!href?.startsWith('/product/')) throw new Error(`unexpected product link ${href}`);
  return href;
}

/** Price in cents parsed from 'Price per piece: $x.yy' on the product page. */
export async function pricePerPieceCents(page: Page): Promise<number> {
  const text = await page.getByText(/^Price per piece: /).first().textContent();
  const match = text?.match(/\$([\d,]+(?:\.\d{2})?)/);
  if (!match) throw new Error(`no price in "${text}"`);
  return Math.round(Number(match[1].replace(/,/g, '')) * 100);
}

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Opens the order modal on the current product page and places an order. */
export async function placeOrder(page: Page, quantity: number, phone = '5551234567'): Promise<void> {
  await page.getByRole('button', { name: 'Added Orders' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Quantity').fill(String(quantity));
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByRole('button', { name: 'Place Order' }).click();
}
