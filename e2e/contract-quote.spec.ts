/**
 * A contract and a quote from start to invoice, at both widths, by clicks (docs/decisions/084 and 065): a shop admin
 * gives a company a price list on Dashboard -> Price lists (10 % off a stick, a fixed price on a gun) and ticks its
 * sales rep on Companies; a visitor and a buyer of another company read list prices; the company's buyer reads both
 * contract prices with where they come from, then asks for a quote on 5,000 sticks with a target price; the rep
 * opens the company's quotes from My companies and counters with a price (an empty price is refused beside it);
 * the buyer accepts, and checkout holds the order for the company's approval rule; the company admin approves it
 * and it is placed at the quoted price, which the invoice shows. The admin deletes the list at the end. axe and the
 * layout shift are checked on the rep's quote page. Set-up by API: the people, the approval rule, the products and
 * the rep's role (making a rep is walked by sales-reps.spec.ts). Each person opens one entry URL.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAdmin, apiCustomer, gql, useSession } from './support/api';
import { apiMember, companyAdmin, roundPriceProducts } from './support/company';
import { CLS_LIMIT, axeViolations, layoutShift, settle } from './support/audit';
import { expectAnnounced, expectRefusal, expectSeen } from './support/people';
import { clickNav, uniqueEmail } from './support/users';

test.describe.configure({ timeout: 180_000 });

type Options = {
  baseURL?: string;
  viewport: { width: number; height: number } | null;
  isMobile: boolean;
  hasTouch: boolean;
};

/** A browser of its own for another person, signed in with `token`, at its entry URL. */
async function personAt(browser: Browser, options: Options, url: string, token?: string): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  if (token) await useSession(page, token);
  await page.goto(url);
  return page;
}

/** On the Shop page, types a product's name in the search box and returns its card once the grid shows it. */
async function searchShop(page: Page, name: string) {
  const box = page.getByRole('combobox', { name: 'Search by name, part number or words' });
  await box.fill(name);
  await box.press('Enter');
  await expect(page).toHaveURL(/q=/);
  await expect(page.locator('main [aria-busy]')).toHaveAttribute('aria-busy', 'false');
  return page.locator('.chakra-card__root').filter({ hasText: name });
}

/** From the Shop page, as a person: search the product, open its card, read its page. */
async function openProduct(page: Page, name: string) {
  await (await searchShop(page, name)).getByRole('link', { name: 'Added Orders' }).click();
  await expectSeen(page.getByRole('heading', { name, level: 1 }));
}

/** The shop admin: a price list for the company with 10 % off `skus[0]` and $8.80 a unit for `skus[1]`. */
async function makeList(admin: Page, listName: string, companyName: string, skus: string[]) {
  await admin
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Price lists' })
    .click();
  await expectSeen(admin.getByRole('heading', { name: 'Price lists', level: 2 }));
  const form = admin.getByRole('form', { name: 'Add a price list' });
  await form.getByLabel(/^Name/).fill(listName);
  await form.getByLabel(/^Priority/).fill('1');
  await form.getByLabel('Find companies').fill(companyName);
  await form.getByRole('button', { name: 'Find', exact: true }).click();
  await form.getByRole('checkbox', { name: companyName }).check();
  await form.getByRole('button', { name: 'Add price list' }).click();
  await expectAnnounced(admin.getByText(`Price list ${listName} added`));
  const entries = admin.getByRole('region', { name: `Entries of ${listName}` });
  await entries.getByLabel(/^Entries to set/).fill(`${skus[0]},10%\n${skus[1]},8.80`);
  await entries.getByRole('button', { name: 'Save entries' }).click();
  await expectAnnounced(entries.getByText(`2 entries of ${listName} saved`));
  const table = entries.getByRole('table', { name: `Entries of ${listName}` });
  await expect(table.getByRole('row').filter({ hasText: skus[0] })).toContainText('10 % off');
  await expect(table.getByRole('row').filter({ hasText: skus[1] })).toContainText('$8.80 a unit');
}

/** The shop admin: Companies -> Sales reps of the company -> tick the rep. */
async function assignRep(admin: Page, rep: { email: string; name: string }, companyName: string) {
  await admin
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Companies' })
    .click();
  await expectSeen(admin.getByRole('heading', { name: 'Companies', level: 2 }));
  await admin.getByRole('searchbox', { name: 'Search by name or member e-mail' }).fill(companyName);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expectAnnounced(admin.getByText('1 company', { exact: true }));
  await admin
    .getByRole('button', { name: `Sales reps of ${companyName}` })
    .locator('visible=true')
    .click();
  const dialog = admin.getByRole('dialog', { name: `Sales reps of ${companyName}` });
  await dialog.getByRole('checkbox', { name: `${rep.name} (${rep.email})` }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expectAnnounced(admin.getByText('Sales reps saved'));
}

test("a company's contract and a quote: list prices for others, the rep counters, the approved order is invoiced at the quoted price", async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const run = `${viewport?.width ?? 0}-${Date.now() % 1_000_000}`;
  const companyName = `Acme Journey ${run}`;
  const listName = `Acme Journey 2027 ${run}`;
  const names = [`Journey Sticks ${run}`, `Journey Gun ${run}`];
  const rep = { email: uniqueEmail('cq-rep'), name: 'Rex Rep' };
  const [adminToken, owner, other, firstRepToken, ids] = await Promise.all([
    apiAdmin(request),
    companyAdmin(request, companyName, 'cq-owner'),
    companyAdmin(request, `Other Works ${run}`, 'cq-other'),
    apiCustomer(request, rep.email, rep.name, true),
    roundPriceProducts(request, names, 1000),
  ]);
  const buyer = await apiMember(request, owner, 'BUYER', 'cq-buyer');
  const skus = await Promise.all(
    ids.map(
      async (id) =>
        (
          await gql<{ product: { sku: string } }>(request, 'query($id: ID!) { product(id: $id) { sku } }', {
            id,
          })
        ).product.sku,
    ),
  );
  // The company's rule: an order over $1,000.00 waits for a company admin.
  await gql(
    request,
    'mutation($r: [ApprovalRuleInput!]!) { setApprovalRules(rules: $r) { id } }',
    { r: [{ thresholdCents: 100_000, approverRole: 'COMPANY_ADMIN' }] },
    owner.token,
  );
  const { me } = await gql<{ me: { id: string } }>(request, '{ me { id } }', {}, firstRepToken);
  await gql(
    request,
    'mutation($u: ID!) { setSalesRep(userId: $u, salesRep: true) }',
    { u: me.id },
    adminToken,
  );
  // A fresh session after the promotion: the rep's own sign-in.
  const repToken = await apiCustomer(request, rep.email, rep.name, true);
  const options = { baseURL, viewport, isMobile, hasTouch };

  // The shop admin makes the list and assigns the rep, by clicks.
  const admin = await personAt(browser, options, '/dashboard', adminToken);
  await makeList(admin, listName, companyName, skus);
  await assignRep(admin, rep, companyName);

  // A visitor (signed out) reads the list prices on the shop's cards.
  const visitor = await personAt(browser, options, '/shop');
  await expectSeen(visitor.getByRole('heading', { name: 'Shop', level: 1 }));
  for (const name of names) await expect(await searchShop(visitor, name)).toContainText('Price: $10.00');
  await visitor.context().close();

  // A buyer of another company: the list price on the product page, and no contract.
  const stranger = await personAt(browser, options, '/shop', other.token);
  await expectSeen(stranger.getByRole('heading', { name: 'Shop', level: 1 }));
  await openProduct(stranger, names[0]);
  await expect(stranger.getByText('Price per piece: $10.00')).toBeVisible();
  await expect(stranger.getByText(/^Your contract price/)).toHaveCount(0);
  await stranger.context().close();

  // The company's buyer: both contract prices, each with where it comes from.
  await useSession(page, buyer.token);
  await page.goto('/shop');
  await expectSeen(page.getByRole('heading', { name: 'Shop', level: 1 }));
  // The shop's card says it too, with the list price beside it.
  const shopCard = await searchShop(page, names[0]);
  await expect(shopCard).toContainText(`Your contract price: ${listName}, 10 % off`);
  await expect(shopCard).toContainText('Price: $9.00');
  await expect(shopCard).toContainText('List price $10.00');
  await openProduct(page, names[0]);
  await expectSeen(page.getByText(`Your contract price: ${listName}, 10 % off`));
  await expect(page.getByText('Price per piece: $9.00')).toBeVisible();
  await clickNav(page, 'Shop');
  await openProduct(page, names[1]);
  await expectSeen(page.getByText(`Your contract price: ${listName}, $8.80 a unit`));
  await expect(page.getByText('Price per piece: $8.80')).toBeVisible();

  // The buyer asks for a quote on 5,000 sticks with a target price.
  await clickNav(page, 'My Orders');
  await page.getByRole('link', { name: 'My Quotes: ask for a price' }).click();
  await page.getByRole('link', { name: 'Request a quote' }).click();
  const ask = page.getByRole('form', { name: 'Quote request' });
  await ask.getByLabel(/^Part number \(SKU\), line 1/).fill(skus[0]);
  await ask.getByLabel(/^Quantity, line 1/).fill('5000');
  await ask.getByLabel(/^Target unit price \(USD\), line 1/).fill('8.00');
  await ask.getByRole('button', { name: 'Send request' }).click();
  const heading = page.getByRole('heading', { name: /^Quote Q-\d{6}$/, level: 1 });
  await expectSeen(heading);
  const quoteNumber = (await heading.textContent())!.replace('Quote ', '');

  // The rep: My companies -> the company's quotes -> the quote, countered at $8.50 against the buyer's $9.00.
  const repPage = await personAt(browser, options, '/my-companies', repToken);
  await expectSeen(repPage.getByRole('heading', { name: 'My companies', level: 1 }));
  await repPage
    .getByRole('region', { name: companyName })
    .getByRole('link', { name: `Quotes of ${companyName}` })
    .click();
  await expectSeen(repPage.getByRole('heading', { name: `Quotes of ${companyName}`, level: 1 }));
  await repPage.getByRole('link', { name: `Open ${quoteNumber}` }).click();
  await expectSeen(repPage.getByRole('heading', { name: `Quote ${quoteNumber}`, level: 1 }));
  const form = repPage.getByRole('form', { name: 'Price and send' });
  const price = form.getByLabel(/^Unit price \(USD\), line 1/);
  await expect(price).toHaveValue('8.00');
  await expect(form.getByText("Buyer's own price: $9.00")).toBeVisible();
  await settle(repPage);
  expect(await axeViolations(repPage)).toEqual([]);
  expect(await layoutShift(repPage)).toBeLessThan(CLS_LIMIT);
  await price.fill('');
  await form.getByRole('button', { name: 'Send quote' }).click();
  await expectRefusal(form.getByText('Give every line a unit price'), price);
  await price.fill('8.50');
  await form.getByLabel(/^Freight note/).fill('Free delivery on two pallets');
  await form.getByRole('button', { name: 'Send quote' }).click();
  await expectAnnounced(repPage.getByText(`${quoteNumber} sent to the buyer.`));
  await expect(repPage.getByText('Sent to the buyer', { exact: true })).toBeVisible();
  await repPage.context().close();

  // The buyer reads the rep's price and accepts it.
  await page.getByRole('link', { name: 'Back to My Quotes' }).click();
  const card = page.getByRole('listitem', { name: quoteNumber });
  await expect(card.getByText('Sent to the buyer')).toBeVisible();
  await card.getByRole('link', { name: `Open ${quoteNumber}` }).click();
  const priced = page.getByRole('region', { name: 'Version 2 by Rex Rep' });
  await expect(priced.getByText('$8.50', { exact: true })).toBeVisible();
  await expect(priced.getByText('$42,500.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Accept quote' }).click();
  await page
    .getByRole('alertdialog', { name: `Accept ${quoteNumber}?` })
    .getByRole('button', { name: 'Accept quote' })
    .click();
  await expectAnnounced(
    page.getByText(`${quoteNumber} accepted: its items are in My Orders at the quoted prices.`),
  );

  // Checkout holds the order for the company's rule.
  await page.getByRole('link', { name: 'Go to My Orders to check out the quoted items' }).click();
  await expectSeen(page.getByRole('heading', { name: 'My Orders', level: 1 }));
  await expect(
    page.getByRole('article', { name: names[0] }).getByText('Price per piece: $8.50'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Check out' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Check out', level: 1 }));
  await expect(page.getByRole('status', { name: 'Approval' })).toContainText(
    'Needs approval by a company admin',
  );
  await page.getByLabel(/^Company name/).fill(companyName);
  await page.getByLabel(/^Address line 1/).fill('12 Mill Road');
  await page.getByLabel(/^City/).fill('Leeds');
  await page.getByLabel(/^Postal code/).fill('LS1 4AP');
  await page.getByLabel(/^Contact phone/).fill('+44 113 496 0000');
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  const sent = page.getByRole('status', { name: /^Order request AR-\d{6} sent for approval$/ });
  await expectSeen(sent);
  const requestNumber = (await sent.getAttribute('aria-label'))!.match(/AR-\d{6}/)![0];

  // The company admin approves it: the order is placed.
  const approver = await personAt(browser, options, '/approval-queue', owner.token);
  const waiting = approver.getByRole('article', { name: `Order request ${requestNumber}` });
  await expect(waiting).toContainText('$42,500.00');
  await waiting.getByRole('button', { name: `Approve ${requestNumber}` }).click();
  await approver
    .getByRole('alertdialog', { name: `Approve ${requestNumber}?` })
    .getByRole('button', { name: 'Approve and place the order' })
    .click();
  await expectAnnounced(approver.getByText(`${requestNumber} approved`));
  await approver.context().close();

  // The buyer's invoice: 5,000 sticks at the quoted $8.50.
  await clickNav(page, 'Home');
  await clickNav(page, 'My Orders');
  await page
    .getByRole('article', { name: /^SO-\d{6}$/ })
    .getByRole('link', { name: 'View invoice' })
    .click();
  await expectSeen(page.getByRole('heading', { name: /^Invoice INV-\d{6}$/, level: 1 }));
  const line = page.getByRole('row').filter({ hasText: names[0] });
  await expect(line).toContainText('5,000');
  await expect(line).toContainText('$8.50');
  await expect(line).toContainText('$42,500.00');

  // The shop admin deletes the list after a confirm.
  await admin
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Price lists' })
    .click();
  await admin.getByRole('button', { name: `Delete ${listName}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Delete ${listName}?` })
    .getByRole('button', { name: 'Delete price list' })
    .click();
  await expectAnnounced(admin.getByText(`Price list ${listName} deleted`));
  await expect(admin.getByRole('button', { name: `Delete ${listName}` })).toHaveCount(0);
  await admin.context().close();
});
