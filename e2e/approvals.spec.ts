/**
 * Spending limits and approvals, at both widths, each person starting from the home page
 * and then only clicking and typing: a company admin invites a buyer, a requester and accounts payable on My
 * company and sets the buyer's $2,000 per-order limit; the requester's order waits for approval; the buyer's $1,500
 * order goes straight through and their $3,000 order waits; the admin approves one from Approvals (its count in
 * the navbar) and rejects the other with a reason; accounts payable downloads the approved order's invoice PDF; a
 * member of another company sees none of it. Set-up by API: the invitees' acceptance (walked in the browser by
 * company.spec.ts), the two round-priced products and the items put in My Orders (walked by orders.spec.ts).
 * axe and layout shift on the new pages are in audit.spec.ts.
 */
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPlaceOrder, gql, useSession } from './support/api';
import { acceptInvitation, companyAdmin, roundPriceProducts, type Person } from './support/company';
import { expectAnnounced, expectRefusal, expectSeen } from './support/people';
import { clickNav, closePhoneMenu, expectNoMachineWording, navLink, uniqueEmail } from './support/users';

test.describe.configure({ timeout: 240_000 });

/** Checks out every open item from My Orders: the preview says `summary` (and `reason`) before the button is pressed. */
async function checkOut(page: Page, summary: string, reason: string | null, button: string) {
  // From the home page: My Orders opens afresh and lists the items just put in.
  await clickNav(page, 'Home');
  await clickNav(page, 'My Orders');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expectSeen(page.getByRole('heading', { name: 'Check out', level: 1 }));
  const preview = page.getByRole('status', { name: 'Approval' });
  await expect(preview).toContainText(summary);
  if (reason) await expect(preview).toContainText(reason);
  await page.getByLabel(/^Company name/).fill('Acme Crafts Ltd');
  await page.getByLabel(/^Address line 1/).fill('12 Mill Road');
  await page.getByLabel(/^City/).fill('Leeds');
  await page.getByLabel(/^Postal code/).fill('LS1 4AP');
  await page.getByLabel(/^Contact phone/).fill('+44 113 496 0000');
  await page.getByRole('button', { name: button }).click();
}

/** The confirmation of a submission on My Orders; returns the request's number. */
async function expectSentForApproval(page: Page): Promise<string> {
  const sent = page.getByRole('status', { name: /^Order request AR-\d{6} sent for approval$/ });
  await expectSeen(sent);
  await expectAnnounced(sent);
  await expect(sent).toContainText('It waits for approval by: Company admin.');
  return (await sent.getAttribute('aria-label'))!.match(/AR-\d{6}/)![0];
}

test('a company admin sets a $2,000 limit, approves one order and rejects another; accounts payable downloads the invoice; another company sees none of it', async ({
  page,
  request,
  browser,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const companyName = `Approvals Co ${suffix}`;
  const admin = await companyAdmin(request, companyName);
  const [gunA, gunB] = await roundPriceProducts(
    request,
    [`Approval Gun A ${suffix}`, `Approval Gun B ${suffix}`],
    1500,
  );
  const emails = {
    buyer: uniqueEmail('ap-buyer'),
    requester: uniqueEmail('ap-requester'),
    payable: uniqueEmail('ap-payable'),
  };
  const openAs = async (person: Person, existing?: Page) => {
    const p =
      existing ??
      (await (
        await (browser as Browser).newContext({ viewport: viewport ?? undefined, isMobile, hasTouch })
      ).newPage());
    if (!existing) await useSession(p, person.token);
    await p.goto('/');
    return p;
  };

  // The company admin invites three people on My company.
  await useSession(page, admin.token);
  await openAs(admin, page);
  await clickNav(page, 'My company');
  await expectSeen(page.getByRole('heading', { name: 'My company', level: 1 }));
  const invite = page.getByRole('form', { name: 'Send invitation' });
  for (const [email, role] of [
    [emails.buyer, 'BUYER'],
    [emails.requester, 'REQUESTER'],
    [emails.payable, 'ACCOUNTS_PAYABLE'],
  ]) {
    await invite.getByLabel('E-mail').fill(email);
    await invite.getByLabel('Role').selectOption(role);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expectAnnounced(page.getByText(`Invitation sent to ${email}`));
  }
  const buyer = await acceptInvitation(request, emails.buyer, 'Bea Buyer');
  const requester = await acceptInvitation(request, emails.requester, 'Rex Requester');
  const payable = await acceptInvitation(request, emails.payable, 'Pat Payable');

  // Back on My company, the buyer is a member now: a $2,000 per-order limit.
  await clickNav(page, 'Home');
  await clickNav(page, 'My company');
  const limits = page.getByRole('form', { name: `Spending limits of ${emails.buyer}` });
  await limits.getByLabel(/^Per-order limit/).fill('2000');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expectAnnounced(page.getByText(`Spending limits of ${emails.buyer} saved`));

  // The requester's order waits for approval, whatever its size.
  await apiPlaceOrder(request, requester.token, gunA, 100);
  const requesterPage = await openAs(requester);
  await checkOut(
    requesterPage,
    'Needs approval by a company admin',
    'Every order you place needs approval by a company admin',
    'Submit for approval',
  );
  const rejectedNumber = await expectSentForApproval(requesterPage);

  // The buyer's $1,500 order goes straight through; their $3,000 order waits (over the $2,000 limit).
  await apiPlaceOrder(request, buyer.token, gunA, 100);
  const buyerPage = await openAs(buyer);
  await checkOut(buyerPage, 'No approval needed', null, 'Place order and get the invoice');
  await expectSeen(buyerPage.getByRole('status', { name: /^Order SO-\d{6} placed$/ }));
  await expect(buyerPage.getByRole('status', { name: /^Order SO-\d{6} placed$/ })).toContainText('$1,500.00');
  await apiPlaceOrder(request, buyer.token, gunB, 200);
  await checkOut(
    buyerPage,
    'Needs approval by a company admin',
    'Over the $2,000.00 per-order limit: needs a company admin',
    'Submit for approval',
  );
  const approvedNumber = await expectSentForApproval(buyerPage);
  await buyerPage.getByRole('link', { name: 'View the request' }).click();
  await expectSeen(buyerPage.getByRole('heading', { name: `Order request ${approvedNumber}`, level: 1 }));
  await expect(buyerPage.getByText('Awaiting approval')).toBeVisible();
  await expect(buyerPage.getByRole('region', { name: 'Steps' })).toContainText(
    `Submitted for approval by ${emails.buyer}`,
  );
  await expect(buyerPage.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  // The admin comes back: two requests wait. Approve one (after a confirmation), reject the other with a reason.
  await openAs(admin, page);
  await clickNav(page, 'Approvals 2 waiting');
  await expectSeen(page.getByRole('heading', { name: 'Approvals', level: 1 }));
  const mine = page.getByRole('article', { name: `Order request ${approvedNumber}` });
  await expect(mine).toContainText(emails.buyer);
  await expect(mine).toContainText('$3,000.00');
  await expect(mine).toContainText('Over the $2,000.00 per-order limit: needs a company admin');
  await mine.getByRole('button', { name: `Approve ${approvedNumber}` }).click();
  await page
    .getByRole('alertdialog', { name: `Approve ${approvedNumber}?` })
    .getByRole('button', { name: 'Approve and place the order' })
    .click();
  await expectAnnounced(page.getByText(`${approvedNumber} approved`));
  await expect(mine).toHaveCount(0);

  const theirs = page.getByRole('article', { name: `Order request ${rejectedNumber}` });
  await expect(theirs).toContainText(emails.requester);
  await theirs.getByRole('button', { name: `Reject ${rejectedNumber}` }).click();
  const reject = page.getByRole('form', { name: `Reject ${rejectedNumber}` });
  await reject.getByRole('button', { name: 'Reject the order' }).click();
  await expectRefusal(reject.getByText('Say why the order is rejected'), reject.getByLabel(/^Reason/));
  await reject.getByLabel(/^Reason/).fill('Not this month');
  await reject.getByRole('button', { name: 'Reject the order' }).click();
  await expectAnnounced(page.getByText(`${rejectedNumber} rejected`));
  await expect(page.getByText('Nothing waits for your approval.')).toBeVisible();
  // The navbar's count follows.
  await expect(await navLink(page, 'Approvals 0 waiting')).toBeVisible();
  await closePhoneMenu(page);
  await expectNoMachineWording(page);

  // The requester reads the rejection and its reason on My Orders and on the request's page.
  await clickNav(requesterPage, 'Home');
  await clickNav(requesterPage, 'My Orders');
  const requests = requesterPage.getByRole('list', { name: 'Order requests' });
  await expect(requests).toContainText('Rejected: Not this month');
  await requests.getByRole('link', { name: `Open request ${rejectedNumber}` }).click();
  await expect(requesterPage).toHaveURL(/\/order-request\/[^/]+$/);
  await expect(requesterPage.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expect(requesterPage.getByRole('region', { name: 'Steps' })).toContainText(
    `Rejected by ${admin.email}`,
  );
  await expect(requesterPage.getByRole('region', { name: 'Steps' })).toContainText(
    'as Company admin: Not this month',
  );

  // Accounts payable finds the approved order on My Orders and downloads its invoice PDF.
  const { myPurchaseOrders } = await gql<{
    myPurchaseOrders: { orderNumber: string; invoiceNumber: string; totalCents: number }[];
  }>(request, '{ myPurchaseOrders { orderNumber invoiceNumber totalCents } }', {}, buyer.token);
  const approvedOrder = myPurchaseOrders.find((o) => o.totalCents === 300_000)!;
  const payablePage = await openAs(payable);
  await clickNav(payablePage, 'My Orders');
  const order = payablePage.getByRole('article', { name: approvedOrder.orderNumber });
  await order.getByRole('link', { name: 'View invoice' }).click();
  await expectSeen(
    payablePage.getByRole('heading', { level: 1, name: `Invoice ${approvedOrder.invoiceNumber}` }),
  );
  const download = payablePage.waitForEvent('download');
  await payablePage.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${approvedOrder.invoiceNumber}.pdf`);
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('%PDF');

  // A member of another company: nothing waits for them, none of these orders or requests shows, and the request's
  // address refuses them.
  const outsider = await companyAdmin(request, `Other Co ${suffix}`, 'ap-outsider');
  const outsiderPage = await openAs(outsider);
  await clickNav(outsiderPage, 'Approvals 0 waiting');
  await expectSeen(outsiderPage.getByText('Nothing waits for your approval.'));
  await clickNav(outsiderPage, 'My Orders');
  await expectSeen(outsiderPage.getByRole('heading', { name: 'My Orders', level: 1 }));
  await expect(outsiderPage.getByRole('list', { name: 'Order requests' })).toHaveCount(0);
  await expect(outsiderPage.getByText(approvedOrder.orderNumber)).toHaveCount(0);
  await outsiderPage.goto(new URL(requesterPage.url()).pathname);
  await expect(outsiderPage.getByRole('alert')).toContainText('This request is not yours');
  await expect(outsiderPage.getByText(companyName)).toHaveCount(0);
  await expectNoMachineWording(outsiderPage);
});
