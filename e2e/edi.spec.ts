/**
 * X12 EDI at both widths, by clicks after one URL each: an admin sets a company up for EDI on Dashboard → EDI (the
 * company found by name, this run's own ISA sender id); the company's buyer sends the fixture 850 (its sender, PO
 * number and SKUs made this run's own) from My company and reads "1 order made"; the admin finds the 850, its 997,
 * 855 and 810 among the company's documents, opens the 850 and reads its segments one a line. The buyer then cancels
 * the order with an 860 and reads that it was cancelled; the admin finds the 860 and its 865. Axe finds nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiAdmin, gql, useSession } from './support/api';
import { apiMember, companyAdmin, roundPriceProducts } from './support/company';
import { expectAnnounced, expectSeen } from './support/people';
import { axeViolations } from './support/audit';
import { clickNav } from './support/users';

test.describe.configure({ timeout: 120_000 });

const FIXTURE = fs.readFileSync(
  path.join(__dirname, '..', 'server', 'test', 'edi', 'fixtures', 'acme-850.edi'),
  'utf8',
);

/** The fixture 850 from `sender`, PO `poNumber`, ordering the shop's `skus` (200 and 120 units). */
function interchange(sender: string, poNumber: string, skus: [string, string]): string {
  return FIXTURE.replace('*ACMEBUYER      *', `*${sender.padEnd(15)}*`)
    .replace('GS*PO*ACMEBUYER*', `GS*PO*${sender}*`)
    .replace('BEG*00*SA*PO-88231*', `BEG*00*SA*${poNumber}*`)
    .replace('VP*GG-100', `VP*${skus[0]}`)
    .replace('BP*ACME-STICK-7', `VP*${skus[1]}`);
}

/** An 860 from `sender` cancelling PO `poNumber` whole (BCH01 01). */
function cancellation(sender: string, poNumber: string): string {
  const body = ['ST*860*0001', `BCH*01*SA*${poNumber}**1*20261129`];
  return (
    [
      `ISA*00*          *00*          *ZZ*${sender.padEnd(15)}*ZZ*GLUEGUNSHOP    *261130*0900*U*00401*000004712*0*T*>`,
      `GS*PC*${sender}*GLUEGUNSHOP*20261130*0900*4712*X*004010`,
      ...body,
      `SE*${body.length + 1}*0001`,
      'GE*1*4712',
      'IEA*1*000004712',
    ].join('~\n') + '~\n'
  );
}

test('EDI: an admin sets a company up, its buyer sends an 850 and gets an order, the admin reads the documents', async ({
  page,
  request,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const run = `${viewport?.width ?? 0}-${Date.now() % 1_000_000}`;
  const companyName = `Edi Works ${run}`;
  const sender = `E${run}`;
  const poNumber = `PO-${run}`;
  const [adminToken, owner] = await Promise.all([
    apiAdmin(request),
    companyAdmin(request, companyName, 'edi-owner'),
  ]);
  const buyer = await apiMember(request, owner, 'BUYER', 'edi-buyer');
  const ids = await roundPriceProducts(request, [`Edi Gun ${run}`, `Edi Sticks ${run}`], 500);
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

  // The admin sets the company up on Dashboard → EDI.
  const adminContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const admin = await adminContext.newPage();
  await useSession(admin, adminToken);
  await admin.goto('/dashboard');
  await admin
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'EDI', exact: true })
    .click();
  await expectSeen(admin.getByRole('heading', { name: 'EDI', level: 2 }));
  await expect(admin).toHaveTitle('Admin Dashboard: EDI · GlueGun Wholesale');
  await admin.getByRole('button', { name: 'Set a company up for EDI' }).click();
  const form = admin.getByRole('form', { name: 'Set a company up for EDI' });
  await form.getByRole('searchbox', { name: 'Find a company by name' }).fill(companyName);
  await form.getByRole('button', { name: 'Find', exact: true }).click();
  await form.getByRole('combobox', { name: /^Company/ }).selectOption({ label: companyName });
  await form.getByRole('textbox', { name: /ISA sender id/ }).fill(sender);
  await form.getByRole('button', { name: 'Save' }).click();
  const saved = admin.getByText(`${companyName} is set up for EDI as ZZ:${sender}.`);
  await expectSeen(saved);
  await expectAnnounced(saved);
  await expect(
    admin
      .getByRole('table', { name: 'Companies set up for EDI' })
      .getByRole('row')
      .filter({ hasText: companyName }),
  ).toContainText(sender);
  expect(await axeViolations(admin)).toEqual([]);

  // The buyer sends the file from My company.
  await useSession(page, buyer.token);
  await page.goto('/');
  await clickNav(page, 'My company');
  await expectSeen(page.getByRole('heading', { name: 'My company', level: 1 }));
  const upload = page.getByRole('form', { name: 'Send an EDI file' });
  await upload
    .getByLabel('Choose a file', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({
      name: 'order.edi',
      mimeType: 'application/edi-x12',
      buffer: Buffer.from(interchange(sender, poNumber, [skus[0], skus[1]])),
    });
  await expect(upload.getByRole('textbox', { name: 'The interchange (ISA to IEA)' })).toHaveValue(/^ISA\*00/);
  await upload.getByRole('button', { name: 'Send', exact: true }).click();
  const made = upload.getByText('1 order made', { exact: true });
  await expectSeen(made);
  await expectAnnounced(made);
  const order = upload.getByRole('list', { name: 'Orders made' }).getByRole('link', { name: /^SO-\d{6}$/ });
  await expect(order).toBeVisible();
  const orderNumber = (await order.textContent())!;
  await expect(upload.getByRole('button', { name: 'Download the 997' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The buyer's system calls the order off: an 860 cancelling it whole, answered by an 865.
  await upload
    .getByRole('textbox', { name: 'The interchange (ISA to IEA)' })
    .fill(cancellation(sender, poNumber));
  await upload.getByRole('button', { name: 'Send', exact: true }).click();
  const answered = upload.getByText('1 change request answered', { exact: true });
  await expectSeen(answered);
  await expect(upload.getByRole('list', { name: 'Change requests answered' })).toContainText(
    `Your PO ${poNumber}: cancelled`,
  );

  // The admin finds the company's documents, newest first, and reads the 850.
  await admin.getByRole('combobox', { name: 'Company' }).selectOption({ label: companyName });
  const documents = admin.getByRole('table', { name: 'EDI documents, newest first' });
  for (const kind of [
    '850 Purchase order',
    '855 Order acknowledgement',
    '810 Invoice',
    '860 Order change request',
    '865 Order change acknowledgement',
  ]) {
    await expect(documents.getByRole('row').filter({ hasText: kind })).toHaveCount(1);
  }
  await expect(documents.getByRole('row').filter({ hasText: '997 Functional acknowledgement' })).toHaveCount(
    2,
  );
  const received = documents.getByRole('row').filter({ hasText: '850 Purchase order' });
  await expect(received).toContainText('Received');
  await expect(received.getByRole('link', { name: orderNumber })).toBeVisible();
  // At phone width the table scrolls inside its box (its kind column kept in place); the page itself does not.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await received.getByRole('button', { name: 'Open 850 Purchase order 4711' }).click();
  const dialog = admin.getByRole('dialog', { name: '850 Purchase order · control number 4711' });
  const segments = dialog.getByRole('region', { name: 'Segments, one a line' });
  await expectSeen(segments);
  const lines = (await segments.textContent())!.split('\n');
  expect(lines).toContain(`BEG*00*SA*${poNumber}**20261129~`);
  expect(lines).toContain(`PO1*1*200*EA*6.10**VP*${skus[0]}~`);
  expect(lines[0]).toMatch(new RegExp(`^ISA\\*00\\*.*\\*ZZ\\*${sender} *\\*ZZ\\*GLUEGUNSHOP`));
  await expect(dialog.getByRole('button', { name: 'Download' })).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  await adminContext.close();
});
