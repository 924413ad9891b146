/**
 * The confirmation reaches the buyer: they check out and the confirmation arrives in the local inbox.
 * A buyer opens the shop at /, logs in, adds two products from the shop, checks out on My Orders, and then opens the
 * local inbox's web page, as a newcomer running `npm start` opens the URL it prints: the e2e app sends its e-mail
 * over SMTP to a real maildev started the same way (support/start-app.mjs, scripts/lib.mjs startMailCatcher).
 * There the buyer finds the order confirmation and the invoice e-mail by the order number and reads the total the
 * shop showed. After opening / (and the inbox's URL) the buyer only clicks, types and reads.
 */
import { expect, test, type Page } from '@playwright/test';
import { emulatorIdToken } from './support/api';
import { clickNav, closePhoneMenu, expectSignedIn, fillLogIn, uniqueEmail } from './support/users';
import { openFromShopSearch, openOrderModal, submitOrder } from './support/shop';
import { expectAnnounced, expectSeen, scrollDown } from './support/people';

test.describe.configure({ timeout: 120_000 });

const INBOX = `http://127.0.0.1:${process.env.E2E_MAIL_WEB_PORT}`;

/** From the shop's list, opens a seed product by name and adds `quantity` pieces to the open items. */
async function addFromShop(page: Page, name: string, quantity: number) {
  await clickNav(page, 'Shop');
  await expectSeen(page.getByRole('heading', { name: 'Shop', level: 1 }));
  await openFromShopSearch(page, name);
  await expectSeen(page.getByRole('heading', { name, level: 1 }));
  await openOrderModal(page);
  await submitOrder(page, quantity);
  // The second add's toast may sit beside the first one's (checkout below counts both items).
  const added = page.getByText('Added product your Order Page');
  await expectSeen(added.last());
  await expectAnnounced(added);
}

/** In the maildev inbox: types `words` in its search box, opens the e-mail with `subject`, returns its body frame. */
async function openMail(inbox: Page, words: string, subject: string) {
  const search = inbox.getByPlaceholder(/search/i);
  await search.fill(words);
  const item = inbox.locator('.email-item-link').filter({ hasText: subject });
  // The job runner sends within a second or two of checkout; maildev's list updates itself (web socket).
  await expect(item).toBeVisible({ timeout: 30_000 });
  await item.click();
  await expect(
    inbox.locator('.email-meta .subject, .subject').filter({ hasText: subject }).first(),
  ).toBeVisible();
  return inbox.frameLocator('iframe.panel-html');
}

test('a buyer checks out and reads the order confirmation in the local inbox', async ({
  page,
  context,
  isMobile,
}) => {
  const email = uniqueEmail('inbox-buyer');
  await emulatorIdToken(email, { displayName: 'Ingrid Inbox', verified: true });

  await page.goto('/');
  await clickNav(page, 'Log In');
  await expectSeen(page.getByRole('heading', { name: 'Log In', level: 1 }));
  await fillLogIn(page, email);
  await expectSignedIn(page);
  await closePhoneMenu(page);

  await addFromShop(page, 'ProBond 100W Industrial Glue Gun', 150);
  await addFromShop(page, 'MiniCraft 20W Glue Gun', 500);

  await scrollDown(page);
  await clickNav(page, 'My Orders');
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
  await page.getByRole('link', { name: 'Check out' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Check out', level: 1 }));
  await expect(page.getByText(/^Selected: 2 items, \$/)).toBeVisible();
  await page.getByLabel(/^Company name/).fill('Ingrid Crafts GmbH');
  await page.getByLabel(/^Address line 1/).fill('4 Stick Street');
  await page.getByLabel(/^City/).fill('Springfield');
  await page.getByLabel(/^Postal code/).fill('62704');
  await page.getByLabel(/^Contact phone/).fill('+1 555 0190');
  await page.getByRole('button', { name: 'Place order and get the invoice' }).click();

  const placed = page.getByRole('status', { name: /^Order SO-\d{6} placed$/ });
  await expectSeen(placed);
  await expectAnnounced(placed);
  const orderNumber = (await placed.getAttribute('aria-label'))!.match(/SO-\d{6}/)![0];
  const invoiceNumber = (await placed.getByText(/^Invoice INV-\d{6}$/).textContent())!.replace(
    'Invoice ',
    '',
  );
  const total = (await placed.getByText(/^Total: \$[\d,]+\.\d{2}$/).textContent())!.replace('Total: ', '');

  // The local inbox, in a tab of its own (the URL `npm start` prints; here this run's maildev).
  const inbox = await context.newPage();
  await inbox.goto(INBOX);
  await expect(inbox).toHaveTitle(/MailDev/);

  const confirmation = await openMail(inbox, orderNumber, `Order ${orderNumber} confirmed`);
  await expect(confirmation.getByText('Thank you for your order')).toBeVisible();
  await expect(
    confirmation.getByText(`Your invoice ${invoiceNumber} follows in a separate e-mail.`),
  ).toBeVisible();
  await expect(confirmation.getByText('ProBond 100W Industrial Glue Gun')).toBeVisible();
  await expect(confirmation.getByText('MiniCraft 20W Glue Gun')).toBeVisible();
  // The total as the shop showed it: in the summary and under the lines.
  await expect(
    confirmation.locator('tr').filter({ hasText: 'Total' }).filter({ hasText: total }).first(),
  ).toBeVisible();
  await expect(inbox.getByText(email).first()).toBeVisible();

  const invoice = await openMail(inbox, orderNumber, `Invoice ${invoiceNumber} for order ${orderNumber}`);
  await expect(invoice.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(
    invoice.locator('tr').filter({ hasText: 'Total' }).filter({ hasText: total }).first(),
  ).toBeVisible();
  // The PDF is attached: the list shows a paperclip on the invoice e-mail at both widths.
  await expect(
    inbox
      .locator('.email-item-link')
      .filter({ hasText: `Invoice ${invoiceNumber}` })
      .locator('.fa-paperclip'),
  ).toBeVisible();
  // maildev's own page does not fit 390 px: its sidebar covers the view menu (HTML -> Attachments), so a phone
  // stops here; on a laptop the buyer opens the attachment list and the PDF itself.
  if (isMobile) {
    await inbox.close();
    return;
  }
  const view = inbox.locator('.email-toolbar .dropdown-trigger').first();
  await view.scrollIntoViewIfNeeded();
  await view.click();
  await inbox.locator('.email-toolbar .dropdown-menu').getByRole('link', { name: 'Attachments' }).click();
  // maildev names a stored attachment by a hash: the link is the one PDF; what it serves is the invoice PDF.
  const pdf = inbox.locator('.panel-attachments').getByRole('link', { name: /\.pdf$/ });
  await expect(pdf).toHaveCount(1);
  await expect(pdf).toBeVisible();
  const served = await inbox.request.get(new URL((await pdf.getAttribute('href'))!, `${INBOX}/`).toString());
  expect(served.ok()).toBe(true);
  expect((await served.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await inbox.close();
});
