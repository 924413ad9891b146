/**
 * Each REST route's real answers checked against the schema /openapi.json gives for it: a
 * buyer's and an admin's day through every JSON route, each 2xx body validated with Ajv (JSON Schema 2020-12, as
 * OpenAPI 3.1 uses), and refusals against the Error schema. A shape that drifts from its documentation fails here.
 */
import Ajv2020 from 'ajv/dist/2020';
import { createHarness, type Harness } from '../support/harness';
import { emailSignUp, uniqueEmail } from '../support/emulator';
import { ediWorld, interchange, postX12 } from '../edi/support';

let h: Harness;
let doc: any;
const ajv = new Ajv2020({ strict: false, allErrors: true });
const checked = new Set<string>();
beforeAll(async () => {
  h = await createHarness();
  doc = (await h.http().get('/openapi.json')).body;
});
afterAll(async () => {
  await h.close();
});

type Res = { status: number; body: unknown };
/** Validates `res` against the document's schema for `METHOD /path/{param}` and that status. */
function conforms(route: string, res: Res) {
  const [method, path] = route.split(' ');
  const op = doc.paths[path]?.[method.toLowerCase()];
  expect({ route, documented: Boolean(op) }).toEqual({ route, documented: true });
  const answer = op.responses[String(res.status)] ?? op.responses[res.status >= 400 ? '400' : ''];
  expect({ route, status: res.status, documented: Boolean(answer) }).toEqual({
    route,
    status: res.status,
    documented: true,
  });
  const schema = answer.content['application/json'].schema;
  const validate = ajv.compile({ ...schema, components: doc.components });
  const ok = validate(res.body);
  expect({ route, status: res.status, errors: ok ? null : validate.errors }).toEqual({
    route,
    status: res.status,
    errors: null,
  });
  if (res.status < 300) checked.add(route);
}

describe('REST answers match /openapi.json', () => {
  it("for a buyer's and an admin's day through every JSON route", async () => {
    const admin = await h.signedIn('ADMIN');
    const buyer = await h.signedIn('CUSTOMER');
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const get = (path: string, token?: string) =>
      h
        .http()
        .get(path)
        .set(token ? as(token) : {});
    const send = (method: 'post' | 'put' | 'delete', path: string, token: string, body: object = {}) =>
      h.http()[method](path).set(as(token)).send(body);

    const email = uniqueEmail('answers');
    const { idToken } = await emailSignUp(email);
    conforms(
      'PUT /user/{email}',
      await h
        .http()
        .put(`/user/${encodeURIComponent(email)}`)
        .send({ idToken }),
    );
    conforms('GET /admin/{email}', await get(`/admin/${encodeURIComponent(buyer.user.email)}`, buyer.token));

    const created = await send('post', '/products', admin.token, {
      name: 'Answer Gun',
      price: '12.50',
      quantity: 5000,
      img: 'https://example.com/g.png',
      des: 'A glue gun.',
    });
    conforms('POST /products', created);
    const product = (created.body as any).product;
    conforms('GET /products', await get('/products'));
    conforms('GET /products/{id}', await get(`/products/${product.id}`));
    const size = await h.db.specification.create({
      data: { key: 'answer-size', name: 'Size', kind: 'NUMBER', unit: 'mm' },
    });
    const parent = await h.db.category.create({ data: { slug: 'answer-parent', name: 'Answers' } });
    const cat = await h.db.category.create({
      data: {
        slug: 'answer-cat',
        name: 'Answer guns',
        parentId: parent.id,
        filters: { create: { specificationId: size.id } },
      },
    });
    await h.db.productCategory.create({ data: { productId: product.id, categoryId: cat.id } });
    await h.db.productSpec.create({
      data: { productId: product.id, specificationId: size.id, value: '11', numberValue: 11 },
    });
    conforms('GET /categories', await get('/categories'));
    conforms('GET /categories/{slug}', await get('/categories/answer-cat'));
    conforms(
      'GET /catalog/facets',
      await get('/catalog/facets?category=answer-parent&spec.answer-size=11,12'),
    );
    conforms(
      'GET /catalog/products',
      await get('/catalog/products?category=answer-parent&inStock=true&page=1&pageSize=5'),
    );
    conforms(
      'PUT /products/{id}',
      await send('put', `/products/${product.id}`, admin.token, {
        name: 'Answer Gun 2',
        price: 13,
        quantity: 5000,
        img: 'https://example.com/g.png',
        des: 'A glue gun.',
        version: product.version,
      }),
    );
    const family = await send('post', '/product-families', admin.token, {
      name: 'Answer guns',
      optionNames: ['Wattage'],
    });
    conforms('POST /product-families', family);
    const familyId = (family.body as any).family.id;
    conforms(
      'PUT /product-families/{id}',
      await send('put', `/product-families/${familyId}`, admin.token, {
        name: 'Answer guns',
        optionNames: ['Power'],
        version: 0,
      }),
    );
    conforms(
      'PUT /products/{id}/variant',
      await send('put', `/products/${product.id}/variant`, admin.token, {
        familyId,
        optionValues: ['100 W'],
      }),
    );
    conforms(
      'PUT /products/{id}/packing',
      await send('put', `/products/${product.id}/packing`, admin.token, {
        packSizes: [{ name: 'Box of 10', baseUnits: 10 }],
        weightGrams: 450,
        dimensions: { lengthMm: 200, widthMm: 40, heightMm: 180 },
      }),
    );
    conforms('GET /product-families', await get('/product-families'));
    const accessory = await h.factories.createProduct(h.db, { sku: 'ANSWER-STAND' });
    conforms(
      'PUT /products/{id}/related',
      await send('put', `/products/${product.id}/related`, admin.token, {
        kind: 'ACCESSORY',
        related: ['ANSWER-STAND'],
      }),
    );
    conforms('GET /products/{id}/related', await get(`/products/${product.id}/related`));
    conforms('GET /compare', await get(`/compare?ids=${product.id},${accessory.id}`));
    conforms('GET /product-families/{id}', await get(`/product-families/${familyId}`));

    const placed = await send('post', '/user-orderd-data', buyer.token, {
      productId: product.id,
      quantity: 15,
      packUnit: 'Box of 10',
      userPhone: '+1 555 0100',
    });
    conforms('POST /user-orderd-data', placed);
    const item = (placed.body as any).order;
    conforms(
      'GET /userOrder',
      await get(`/userOrder?email=${encodeURIComponent(buyer.user.email)}`, buyer.token),
    );
    conforms('GET /user-orderd-data', await get('/user-orderd-data', admin.token));
    conforms('GET /user-orderd-data', await get('/user-orderd-data?limit=1', admin.token));

    const details = {
      companyName: 'Answers Ltd',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
      country: 'GB',
      contactPhone: '+44 113 496 0000',
    };
    const checkout = await send('post', '/checkout', buyer.token, { itemIds: [item.id], ...details });
    conforms('POST /checkout', checkout);
    const po = (checkout.body as any).purchaseOrder;
    conforms('GET /purchase-orders', await get('/purchase-orders', buyer.token));
    conforms('GET /purchase-orders/{id}', await get(`/purchase-orders/${po.id}`, buyer.token));
    conforms('GET /my-credit', await get('/my-credit', buyer.token));
    conforms('GET /checkout/shipping-methods', await get('/checkout/shipping-methods', buyer.token));
    await h.db.purchaseOrder.update({ where: { id: po.id }, data: { freightPending: true } });
    conforms(
      'POST /admin/purchase-orders/{id}/freight',
      await send('post', `/admin/purchase-orders/${po.id}/freight`, admin.token, { freightCents: 0 }),
    );
    conforms(
      'POST /admin/purchase-orders/{id}/promised-delivery',
      await send('post', `/admin/purchase-orders/${po.id}/promised-delivery`, admin.token, {
        promisedDeliveryDate: new Date().toISOString().slice(0, 10),
      }),
    );
    conforms(
      'GET /admin/purchase-orders',
      await get('/admin/purchase-orders?paymentStatus=AWAITING_PAYMENT', admin.token),
    );
    conforms(
      'POST /admin/purchase-orders/{id}/payments',
      await send('post', `/admin/purchase-orders/${po.id}/payments`, admin.token, {
        amountCents: 100,
        receivedOn: new Date().toISOString().slice(0, 10),
        reference: 'BANK-1',
      }),
    );
    conforms(
      'PUT /admin/purchase-orders/{id}/fulfilment',
      await send('put', `/admin/purchase-orders/${po.id}/fulfilment`, admin.token, { status: 'SHIPPED' }),
    );
    conforms(
      'PUT /admin/users/{id}/credit',
      await send('put', `/admin/users/${buyer.user.id}/credit`, admin.token, {
        creditLimitCents: 10_000_000,
        paymentTermsDays: 45,
      }),
    );
    conforms(
      'POST /admin/users/{id}/lift-hold',
      await send('post', `/admin/users/${buyer.user.id}/lift-hold`, admin.token),
    );

    // Single items: pay, status, cancel, delete.
    const second = await createdItem(buyer.token, product.id);
    conforms(
      'POST /user-orderd-data/{id}/pay',
      await send('post', `/user-orderd-data/${second}/pay`, admin.token),
    );
    conforms(
      'PUT /user-orderd-data/{id}/status',
      await send('put', `/user-orderd-data/${second}/status`, admin.token, { status: 'SHIPPED' }),
    );
    const third = await createdItem((await h.signedIn('CUSTOMER')).token, product.id);
    conforms(
      'POST /user-orderd-data/{id}/cancel',
      await send('post', `/user-orderd-data/${third}/cancel`, admin.token),
    );
    conforms(
      'DELETE /user-orderd-data/{id}',
      await send('delete', `/user-orderd-data/${third}`, admin.token),
    );

    conforms(
      'POST /user-review',
      await send('post', '/user-review', buyer.token, {
        photoUrl: 'https://example.com/me.png',
        description: 'Sturdy and hot.',
      }),
    );
    conforms('GET /user-review', await get('/user-review'));
    conforms('GET /user', await get('/user', admin.token));
    const leaving = await h.signedIn('CUSTOMER');
    conforms('DELETE /user/{id}', await send('delete', `/user/${leaving.user.id}`, admin.token));
    const spare = await send('post', '/products', admin.token, {
      name: 'Spare Gun',
      price: 9,
      quantity: 10,
      img: 'https://example.com/s.png',
      des: 'Spare.',
    });
    conforms(
      'DELETE /products/{id}',
      await send('delete', `/products/${(spare.body as any).product.id}`, admin.token),
    );

    // Refusals have the documented error shape.
    conforms('GET /products/{id}', await get('/products/not-a-product'));
    conforms(
      'POST /user-orderd-data',
      await send('post', '/user-orderd-data', buyer.token, {
        productId: product.id,
        quantity: 5,
        userPhone: '+1 555 0100',
      }),
    );
    conforms('GET /user', await get('/user', buyer.token));

    async function createdItem(token: string, productId: string) {
      const res = await send('post', '/user-orderd-data', token, {
        productId,
        quantity: 150,
        userPhone: '+1 555 0100',
      });
      expect(res.status).toBe(201);
      return (res.body as any).order.id as string;
    }
  });

  it("for a company's day: profile, locations, invitations, roles, limits, rules, approvals, shop admin", async () => {
    const admin = await h.signedIn('ADMIN');
    const boss = await h.signedIn('CUSTOMER');
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const get = (path: string, token: string) => h.http().get(path).set(as(token));
    const send = (method: 'post' | 'put' | 'delete', path: string, token: string, body: object = {}) =>
      h.http()[method](path).set(as(token)).send(body);
    conforms(
      'PUT /my-company',
      await send('put', '/my-company', boss.token, {
        name: 'Answers Co',
        taxId: 'GB123456',
        billingCountry: 'GB',
      }),
    );
    const loc = await send('post', '/my-company/locations', boss.token, {
      label: 'Leeds',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
      country: 'GB',
    });
    conforms('POST /my-company/locations', loc);
    conforms(
      'PUT /my-company/locations/{id}',
      await send('put', `/my-company/locations/${(loc.body as any).location.id}`, boss.token, {
        label: 'York',
        addressLine1: '2 Road',
        city: 'York',
        postalCode: 'YO1 1AA',
        country: 'GB',
      }),
    );
    conforms(
      'DELETE /my-company/locations/{id}',
      await send('delete', `/my-company/locations/${(loc.body as any).location.id}`, boss.token),
    );
    const inv = await send('post', '/my-company/invitations', boss.token, {
      email: 'later@answers.test',
      role: 'BUYER',
      periodLimitCents: 90_000,
      limitPeriod: 'MONTH',
    });
    conforms('POST /my-company/invitations', inv);
    conforms('GET /my-company/invitations', await get('/my-company/invitations', boss.token));
    conforms(
      'DELETE /my-company/invitations/{id}',
      await send('delete', `/my-company/invitations/${(inv.body as any).invitation.id}`, boss.token),
    );
    const joiner = await h.signedIn('CUSTOMER');
    const invite = await send('post', '/my-company/invitations', boss.token, {
      email: joiner.user.email,
      role: 'REQUESTER',
    });
    conforms('GET /my-invitations', await get('/my-invitations', joiner.token));
    conforms(
      'POST /my-invitations/{id}/accept',
      await send('post', `/my-invitations/${(invite.body as any).invitation.id}/accept`, joiner.token),
    );
    conforms('GET /my-company', await get('/my-company', boss.token));
    conforms(
      'PUT /my-company/members/{id}/limits',
      await send('put', `/my-company/members/${joiner.user.id}/limits`, boss.token, {
        orderLimitCents: 100_000,
      }),
    );
    conforms(
      'PUT /my-company/approval-rules',
      await send('put', '/my-company/approval-rules', boss.token, {
        rules: [{ thresholdCents: 500_000, approverRole: 'COMPANY_ADMIN' }],
      }),
    );
    // A product of its own each time: a rejected order's item is open again, and one product is one open item.
    const ask = async () => {
      const product = await h.factories.createProduct(h.db, { quantity: 10_000 });
      return (
        await send('post', '/user-orderd-data', joiner.token, {
          productId: product.id,
          quantity: 150,
          userPhone: '+1 555 0100',
        })
      ).body.order.id as string;
    };
    const details = {
      companyName: 'Answers Co',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
      country: 'GB',
      contactPhone: '+44 113 496 0000',
    };
    const first = await ask();
    conforms('GET /approval-preview', await get(`/approval-preview?itemIds=${first}`, joiner.token));
    const submitted = await send('post', '/submit-order', joiner.token, { itemIds: [first], ...details });
    conforms('POST /submit-order', submitted);
    const requestId = (submitted.body as any).approvalRequest.id;
    conforms('GET /order-requests', await get('/order-requests', joiner.token));
    conforms('GET /order-requests/{id}', await get(`/order-requests/${requestId}`, boss.token));
    conforms('GET /approvals', await get('/approvals', boss.token));
    conforms(
      'POST /order-requests/{id}/approve',
      await send('post', `/order-requests/${requestId}/approve`, boss.token),
    );
    const second = (await send('post', '/submit-order', joiner.token, { itemIds: [await ask()], ...details }))
      .body.approvalRequest.id;
    conforms(
      'POST /order-requests/{id}/reject',
      await send('post', `/order-requests/${second}/reject`, boss.token, { reason: 'Not now' }),
    );
    const third = (await send('post', '/submit-order', joiner.token, { itemIds: [await ask()], ...details }))
      .body.approvalRequest.id;
    conforms(
      'POST /order-requests/{id}/withdraw',
      await send('post', `/order-requests/${third}/withdraw`, joiner.token),
    );
    conforms(
      'PUT /my-company/members/{id}/role',
      await send('put', `/my-company/members/${joiner.user.id}/role`, boss.token, {
        role: 'ACCOUNTS_PAYABLE',
      }),
    );
    conforms(
      'DELETE /my-company/members/{id}',
      await send('delete', `/my-company/members/${joiner.user.id}`, boss.token),
    );
    const part = await h.factories.createProduct(h.db, { sku: 'ANS-PART-1' });
    conforms(
      'PUT /my-company/part-numbers',
      await send('put', '/my-company/part-numbers', boss.token, {
        product: 'ans part 1',
        partNumber: 'BOSS-1',
      }),
    );
    conforms('GET /my-company/part-numbers', await get('/my-company/part-numbers?search=boss', boss.token));
    conforms(
      'POST /my-company/part-numbers/import',
      await send('post', '/my-company/part-numbers/import', boss.token, {
        text: 'ANS-PART-1,BOSS-2\nNOPE,X',
        dryRun: true,
      }),
    );
    conforms(
      'DELETE /my-company/part-numbers/{productId}',
      await send('delete', `/my-company/part-numbers/${part.id}`, boss.token),
    );
    const made = await send('post', '/admin/companies', admin.token, { name: 'Shop Made Ltd' });
    conforms('POST /admin/companies', made);
    const companyId = (made.body as any).company.id;
    conforms('GET /admin/companies', await get('/admin/companies?search=answers', admin.token));
    conforms('GET /admin/companies/{id}', await get(`/admin/companies/${companyId}`, admin.token));
    conforms(
      'PUT /admin/companies/{id}',
      await send('put', `/admin/companies/${companyId}`, admin.token, { name: 'Shop Made 2 Ltd' }),
    );
    conforms(
      'GET /admin/companies/{id}/punchout',
      await get(`/admin/companies/${companyId}/punchout`, admin.token),
    );
    conforms(
      'PUT /admin/companies/{id}/punchout',
      await send('put', `/admin/companies/${companyId}/punchout`, admin.token, {
        fromDomain: 'NetworkID',
        fromIdentity: 'AN01',
        toDomain: 'DUNS',
        toIdentity: 'SHOP',
        senderDomain: 'NetworkID',
        senderIdentity: 'answers',
        sharedSecret: 'an-answers-secret-long',
      }),
    );
    conforms(
      'PUT /admin/companies/{id}/credit',
      await send('put', `/admin/companies/${companyId}/credit`, admin.token, {
        creditLimitCents: 1_000_000,
        paymentTermsDays: 30,
      }),
    );
    conforms(
      'POST /admin/companies/{id}/lift-hold',
      await send('post', `/admin/companies/${companyId}/lift-hold`, admin.token),
    );
    const shopInvite = await send('post', `/admin/companies/${companyId}/invitations`, admin.token, {
      email: 'shop@answers.test',
      role: 'BUYER',
      orderLimitCents: 5_000,
    });
    conforms('POST /admin/companies/{id}/invitations', shopInvite);
    conforms(
      'DELETE /admin/invitations/{id}',
      await send('delete', `/admin/invitations/${(shopInvite.body as any).invitation.id}`, admin.token),
    );
    conforms(
      'PUT /admin/users/{id}/company',
      await send('put', `/admin/users/${joiner.user.id}/company`, admin.token, {
        companyId,
        role: 'COMPANY_ADMIN',
      }),
    );
  });

  it("for an admin's bank statement import, review and decisions", async () => {
    const admin = await h.signedIn('ADMIN');
    const buyer = await h.signedIn('CUSTOMER');
    const as = { authorization: `Bearer ${admin.token}` };
    const product = await h.factories.createProduct(h.db, { quantity: 1000 });
    const placed = await h
      .http()
      .post('/user-orderd-data')
      .set({ authorization: `Bearer ${buyer.token}` })
      .send({ productId: product.id, quantity: 150, userPhone: '+1 555 0100' });
    const details = {
      companyName: 'Answers Ltd',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
      country: 'GB',
      contactPhone: '+44 113 496 0000',
    };
    const po = (
      await h
        .http()
        .post('/checkout')
        .set({ authorization: `Bearer ${buyer.token}` })
        .send({ itemIds: [(placed.body as any).order.id], ...details })
    ).body.purchaseOrder;
    const today = new Date().toISOString().slice(0, 10);
    const content = `Date,Amount,Currency,Reference,Counterparty\n${today},1.00,USD,${po.remittance.paymentReference},Answers Ltd\n${today},2.00,USD,?,Nobody\n`;
    const imported = await h
      .http()
      .post('/admin/bank-statements')
      .set(as)
      .send({ fileName: 'answers.csv', content });
    conforms('POST /admin/bank-statements', imported);
    conforms('GET /admin/bank-statements', await h.http().get('/admin/bank-statements').set(as));
    const catalog = (await h.http().get('/admin/catalog.csv').set(as)).text;
    conforms(
      'POST /admin/catalog-import',
      await h.http().post('/admin/catalog-import').set(as).send({ content: catalog }),
    );
    conforms(
      'POST /admin/catalog-import-jobs',
      await h.http().post('/admin/catalog-import-jobs').set(as).send({ content: catalog }),
    );
    const lines = await h.http().get('/admin/bank-statement-lines').set(as);
    conforms('GET /admin/bank-statement-lines', lines);
    const byPayer = (name: string) => (lines.body as any).lines.find((l: any) => l.counterparty === name).id;
    conforms(
      'POST /admin/bank-statement-lines/{id}/confirm',
      await h
        .http()
        .post(`/admin/bank-statement-lines/${byPayer('Answers Ltd')}/confirm`)
        .set(as)
        .send({}),
    );
    conforms(
      'POST /admin/bank-statement-lines/{id}/ignore',
      await h
        .http()
        .post(`/admin/bank-statement-lines/${byPayer('Nobody')}/ignore`)
        .set(as)
        .send({ reason: 'Not ours' }),
    );
    conforms(
      'POST /admin/bank-statement-lines/{id}/confirm',
      await h
        .http()
        .post(`/admin/bank-statement-lines/${byPayer('Nobody')}/confirm`)
        .set(as)
        .send({}),
    );
  });

  it('for a statement of account and the aging report', async () => {
    const admin = await h.signedIn('ADMIN');
    const buyer = await h.signedIn('CUSTOMER');
    const product = await h.factories.createProduct(h.db, { quantity: 1000 });
    const placed = await h
      .http()
      .post('/user-orderd-data')
      .set({ authorization: `Bearer ${buyer.token}` })
      .send({ productId: product.id, quantity: 150, userPhone: '+1 555 0100' });
    const details = {
      companyName: 'Statement Ltd',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
      country: 'GB',
      contactPhone: '+44 113 496 0000',
    };
    await h
      .http()
      .post('/checkout')
      .set({ authorization: `Bearer ${buyer.token}` })
      .send({ itemIds: [(placed.body as any).order.id], ...details });
    const today = new Date().toISOString().slice(0, 10);
    const mine = await h
      .http()
      .get(`/my-statement?from=2026-01-01&to=${today}`)
      .set({ authorization: `Bearer ${buyer.token}` });
    expect((mine.body as any).lines.length).toBeGreaterThan(0);
    conforms('GET /my-statement', mine);
    conforms(
      'GET /my-statement',
      await h
        .http()
        .get('/my-statement?from=2026-02-30&to=2026-03-01')
        .set({ authorization: `Bearer ${buyer.token}` }),
    );
    const as = { authorization: `Bearer ${admin.token}` };
    conforms(
      'GET /admin/companies/{id}/statement',
      await h
        .http()
        .get(`/admin/companies/${buyer.user.companyId}/statement?from=2026-01-01&to=${today}`)
        .set(as),
    );
    const aging = await h.http().get('/admin/aging').set(as);
    expect((aging.body as any).rows.length).toBeGreaterThan(0);
    conforms('GET /admin/aging', aging);
  });

  it("for an admin's credit note, applied credit and refund, and the buyer's reading", async () => {
    const admin = await h.signedIn('ADMIN');
    const buyer = await h.signedIn('CUSTOMER');
    const as = { authorization: `Bearer ${admin.token}` };
    const details = {
      companyName: 'Answers Ltd',
      addressLine1: '1 Road',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
      country: 'GB',
      contactPhone: '+44 113 496 0000',
    };
    const order = async () => {
      const product = await h.factories.createProduct(h.db, { quantity: 1000 });
      const placed = await h
        .http()
        .post('/user-orderd-data')
        .set({ authorization: `Bearer ${buyer.token}` })
        .send({ productId: product.id, quantity: 150, userPhone: '+1 555 0100' });
      return (
        await h
          .http()
          .post('/checkout')
          .set({ authorization: `Bearer ${buyer.token}` })
          .send({ itemIds: [(placed.body as any).order.id], ...details })
      ).body.purchaseOrder;
    };
    const paid = await order();
    const open = await order();
    const today = new Date().toISOString().slice(0, 10);
    await h
      .http()
      .post(`/admin/purchase-orders/${paid.id}/payments`)
      .set(as)
      .send({ amountCents: paid.totalCents, receivedOn: today, reference: 'Answers' });
    const issued = await h
      .http()
      .post(`/admin/purchase-orders/${paid.id}/credit-notes`)
      .set(as)
      .send({
        reason: 'Damaged',
        settlement: 'HOLD',
        lines: [{ invoiceLineId: paid.lines[0].id, quantity: 10 }],
      });
    conforms('POST /admin/purchase-orders/{id}/credit-notes', issued);
    conforms(
      'GET /purchase-orders/{id}/credit-notes',
      await h
        .http()
        .get(`/purchase-orders/${paid.id}/credit-notes`)
        .set({ authorization: `Bearer ${buyer.token}` }),
    );
    conforms(
      'POST /admin/purchase-orders/{id}/apply-credit',
      await h
        .http()
        .post(`/admin/purchase-orders/${open.id}/apply-credit`)
        .set(as)
        .send({ amountCents: 100 }),
    );
    conforms(
      'GET /admin/companies/{id}/customer-credit',
      await h.http().get(`/admin/companies/${buyer.user.companyId}/customer-credit`).set(as),
    );
    conforms(
      'POST /admin/companies/{id}/refunds',
      await h
        .http()
        .post(`/admin/companies/${buyer.user.companyId}/refunds`)
        .set(as)
        .send({ amountCents: 50, paidOn: today, method: 'CHEQUE', reference: 'CHQ 1' }),
    );
    // Shipments: part of an order ships, then is delivered; the order's answer carries its shipments.
    const shipped = await h
      .http()
      .post(`/admin/purchase-orders/${open.id}/shipments`)
      .set(as)
      .send({
        lines: [{ invoiceLineId: open.lines[0].id, quantity: 100 }],
        carrier: 'UPS',
        service: 'Ground',
        trackingNumber: '1Z999AA10123456784',
      });
    conforms('POST /admin/purchase-orders/{id}/shipments', shipped);
    expect((shipped.body as any).purchaseOrder).toMatchObject({
      fulfilmentStatus: 'PARTLY_SHIPPED',
      shipments: [{ trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' }],
    });
    conforms(
      'POST /admin/purchase-orders/{id}/shipments/{shipmentId}/delivered',
      await h
        .http()
        .post(`/admin/purchase-orders/${open.id}/shipments/${(shipped.body as any).shipment.id}/delivered`)
        .set(as)
        .send({}),
    );
    // Returns of the delivered units: asked, withdrawn, asked again, rejected, asked, approved, received; the queue.
    const buyerAuth = { authorization: `Bearer ${buyer.token}` };
    const askReturn = async (quantity: number) => {
      const res = await h
        .http()
        .post(`/purchase-orders/${open.id}/returns`)
        .set(buyerAuth)
        .send({
          lines: [{ invoiceLineId: open.lines[0].id, quantity }],
          reason: 'Cracked',
          photoLinks: ['https://photos.example.com/a.jpg'],
        });
      conforms('POST /purchase-orders/{id}/returns', res);
      return (res.body as any).return.id as string;
    };
    conforms(
      'POST /returns/{id}/withdraw',
      await h
        .http()
        .post(`/returns/${await askReturn(5)}/withdraw`)
        .set(buyerAuth)
        .send({}),
    );
    conforms(
      'POST /admin/returns/{id}/reject',
      await h
        .http()
        .post(`/admin/returns/${await askReturn(5)}/reject`)
        .set(as)
        .send({ reason: 'Used' }),
    );
    const kept = await askReturn(5);
    conforms('GET /admin/returns', await h.http().get('/admin/returns?status=requested').set(as));
    conforms(
      'POST /admin/returns/{id}/approve',
      await h.http().post(`/admin/returns/${kept}/approve`).set(as).send({ restockingFeePercent: 15 }),
    );
    const received = await h
      .http()
      .post(`/admin/returns/${kept}/receive`)
      .set(as)
      .send({ disposition: 'RESTOCK' });
    conforms('POST /admin/returns/{id}/receive', received);
    expect((received.body as any).return).toMatchObject({
      status: 'RECEIVED',
      creditNoteNumber: expect.stringMatching(/^CN-/),
    });
  });

  it("for an admin's tax rates and a company's exemption", async () => {
    const admin = await h.signedIn('ADMIN');
    const buyer = await h.signedIn('CUSTOMER');
    const as = { authorization: `Bearer ${admin.token}` };
    // Norway: no order of this file ships there, so the rate changes no other test's figures (and is removed below).
    const added = await h
      .http()
      .post('/admin/tax-rates')
      .set(as)
      .send({ country: 'NO', region: 'Oslo', name: 'MVA', ratePercent: '25' });
    conforms('POST /admin/tax-rates', added);
    const rate = (added.body as any).taxRate;
    expect(rate).toMatchObject({
      country: 'NO',
      region: 'Oslo',
      rateMillionths: 250_000,
      ratePercent: '25',
      active: true,
    });
    const changed = await h
      .http()
      .post('/admin/tax-rates')
      .set(as)
      .send({ id: rate.id, country: 'NO', region: 'Oslo', name: 'MVA', ratePercent: '12.5', active: false });
    conforms('POST /admin/tax-rates', changed);
    expect((changed.body as any).taxRate).toMatchObject({
      id: rate.id,
      rateMillionths: 125_000,
      active: false,
    });
    const twice = await h
      .http()
      .post('/admin/tax-rates')
      .set(as)
      .send({ country: 'NO', region: 'oslo', name: 'MVA', ratePercent: '25' });
    expect(twice.status).toBe(409);
    conforms('POST /admin/tax-rates', twice);
    const listed = await h.http().get('/admin/tax-rates').set(as);
    conforms('GET /admin/tax-rates', listed);
    expect((listed.body as any).taxRates).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: rate.id })]),
    );
    const exempt = await h
      .http()
      .put(`/admin/companies/${buyer.user.companyId}/tax-exemption`)
      .set(as)
      .send({ certificate: 'EX-9', expiresOn: '2099-12-31' });
    conforms('PUT /admin/companies/{id}/tax-exemption', exempt);
    expect((exempt.body as any).taxExemption).toEqual({
      certificate: 'EX-9',
      expiresOn: '2099-12-31',
      activeToday: true,
    });
    conforms('DELETE /admin/tax-rates/{id}', await h.http().delete(`/admin/tax-rates/${rate.id}`).set(as));
    conforms('DELETE /admin/tax-rates/{id}', await h.http().delete(`/admin/tax-rates/${rate.id}`).set(as));
  });

  it("for the audit trail: the shop's and a company's", async () => {
    const admin = await h.signedIn('ADMIN');
    const boss = await h.signedIn('CUSTOMER');
    await h
      .http()
      .put('/my-company')
      .set({ authorization: `Bearer ${boss.token}` })
      .send({ name: 'Audit Answers Ltd' });
    const shop = await h
      .http()
      .get('/admin/audit-trail?limit=5')
      .set({ authorization: `Bearer ${admin.token}` });
    expect((shop.body as any).records.length).toBeGreaterThan(0);
    conforms('GET /admin/audit-trail', shop);
    conforms(
      'GET /admin/audit-trail',
      await h
        .http()
        .get('/admin/audit-trail?action=NOPE')
        .set({ authorization: `Bearer ${admin.token}` }),
    );
    const company = await h
      .http()
      .get('/my-company/audit-trail')
      .set({ authorization: `Bearer ${boss.token}` });
    expect((company.body as any).records.length).toBeGreaterThan(0);
    conforms('GET /my-company/audit-trail', company);
  });

  it("for a person's data: their own export, an admin's, and the erasure", async () => {
    const admin = await h.signedIn('ADMIN');
    const person = await h.signedIn('CUSTOMER', {
      email: 'data.request@answers.test',
      displayName: 'Dana Request',
    });
    const own = await h
      .http()
      .get('/user/personal-data')
      .set({ authorization: `Bearer ${person.token}` });
    expect((own.body as any).person.email).toBe('data.request@answers.test');
    conforms('GET /user/personal-data', own);
    const as = { authorization: `Bearer ${admin.token}` };
    conforms(
      'GET /admin/users/{id}/personal-data',
      await h.http().get(`/admin/users/${person.user.id}/personal-data`).set(as),
    );
    conforms(
      'GET /admin/users/{id}/personal-data',
      await h.http().get('/admin/users/00000000-0000-4000-8000-000000000000/personal-data').set(as),
    );
    conforms(
      'POST /admin/users/{id}/erase',
      await h.http().post(`/admin/users/${person.user.id}/erase`).set(as),
    );
    conforms(
      'POST /admin/users/{id}/erase',
      await h.http().post(`/admin/users/${admin.user.id}/erase`).set(as),
    );
  });

  it('for sales reps: made, assigned, listed, their companies and orders, acting and stopping', async () => {
    const admin = await h.signedIn('ADMIN');
    const rep = await h.signedIn('CUSTOMER', { email: 'rep@answers.test' });
    const buyer = await h.signedIn('CUSTOMER', { email: 'rep.buyer@answers.test', displayName: 'Rob Buyer' });
    const companyId = buyer.user.companyId;
    const shop = { authorization: `Bearer ${admin.token}` };
    const send = (method: 'get' | 'post' | 'put' | 'delete', path: string, token: string, body?: object) => {
      const http = h.http();
      const req = http[method](path).set({ authorization: `Bearer ${token}` });
      return body ? req.send(body) : req;
    };
    conforms(
      'PUT /admin/users/{id}/sales-rep',
      await send('put', `/admin/users/${rep.user.id}/sales-rep`, admin.token, { salesRep: true }),
    );
    conforms(
      'PUT /admin/companies/{id}/reps',
      await send('put', `/admin/companies/${companyId}/reps`, admin.token, { repIds: [rep.user.id] }),
    );
    const dock = await h.db.companyLocation.create({
      data: {
        companyId,
        label: 'Dock',
        addressLine1: '1 Road',
        city: 'Leeds',
        postalCode: 'LS1',
        country: 'GB',
      },
    });
    for (const locationIds of [[dock.id], []])
      conforms(
        'PUT /admin/companies/{id}/reps/{repId}/locations',
        await send('put', `/admin/companies/${companyId}/reps/${rep.user.id}/locations`, admin.token, {
          locationIds,
        }),
      );
    conforms(
      'PUT /admin/companies/{id}/reps',
      await send('put', `/admin/companies/${companyId}/reps`, admin.token, { repIds: [buyer.user.id] }),
    );
    conforms(
      'GET /admin/companies/{id}/reps',
      await h.http().get(`/admin/companies/${companyId}/reps`).set(shop),
    );
    conforms('GET /admin/sales-reps', await h.http().get('/admin/sales-reps').set(shop));
    conforms('GET /rep/companies', await send('get', '/rep/companies', rep.token));
    conforms(
      'GET /rep/companies/{id}/orders',
      await send('get', `/rep/companies/${companyId}/orders?take=5`, rep.token),
    );
    conforms(
      'GET /rep/companies/{id}/orders',
      await send('get', `/rep/companies/${admin.user.companyId}/orders`, rep.token),
    );
    const gun = await h.factories.createProduct(h.db, { priceCents: 1000, quantity: 10_000 });
    const asked = await h
      .http()
      .post('/quotes')
      .set({ authorization: `Bearer ${buyer.token}` })
      .send({ lines: [{ productId: gun.id, quantity: 500 }] });
    conforms(
      'GET /rep/companies/{id}/quotes',
      await send('get', `/rep/companies/${companyId}/quotes?take=5`, rep.token),
    );
    const until = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    conforms(
      'POST /rep/quotes/{id}/send',
      await send('post', `/rep/quotes/${asked.body.quote.id}/send`, rep.token, {
        lines: [{ productId: gun.id, quantity: 500, unitPriceCents: 950 }],
        validUntil: until,
      }),
    );
    conforms(
      'POST /rep/quotes/{id}/send',
      await send('post', `/rep/quotes/${asked.body.quote.id}/send`, buyer.token, {
        lines: [{ productId: gun.id, quantity: 500, unitPriceCents: 950 }],
        validUntil: until,
      }),
    );
    conforms('GET /act-as', await send('get', '/act-as', rep.token));
    const started = await send('post', '/act-as', rep.token, { buyerId: buyer.user.id });
    conforms('POST /act-as', started);
    const token = (started.body as any).session.token;
    conforms('GET /act-as', await send('get', '/act-as', token));
    conforms('DELETE /act-as', await send('delete', '/act-as', token));
    conforms('DELETE /act-as', await send('delete', '/act-as', rep.token));
  });

  it("for a price list's entries file: imported whole, and refused with its error file", async () => {
    const admin = await h.signedIn('ADMIN');
    const product = await h.factories.createProduct(h.db);
    const list = await h.db.priceList.create({ data: { name: 'Answers list' } });
    const upload = (content: string) =>
      h
        .http()
        .post(`/admin/price-lists/${list.id}/entries-import`)
        .set({ authorization: `Bearer ${admin.token}` })
        .send({ content });
    conforms(
      'POST /admin/price-lists/{id}/entries-import',
      await upload(`sku,unit_price_cents,percent_off_bp\n${product.sku},100,\n`),
    );
    conforms(
      'POST /admin/price-lists/{id}/entries-import',
      await upload('sku,unit_price_cents,percent_off_bp\nNOPE,100,\n'),
    );
    conforms('POST /admin/price-lists/{id}/entries-import', await upload('sku,price\n'));
  });

  it("for a price list's locations: given, and refused for an unknown one", async () => {
    const admin = await h.signedIn('ADMIN');
    const buyer = await h.signedIn('CUSTOMER');
    const site = await h.db.companyLocation.create({
      data: {
        companyId: buyer.user.companyId,
        label: 'Leeds',
        addressLine1: '1 Road',
        city: 'Leeds',
        postalCode: 'LS1 1AA',
        country: 'GB',
      },
    });
    const list = await h.db.priceList.create({ data: { name: 'Answers locations' } });
    const put = (locationIds: string[]) =>
      h
        .http()
        .put(`/admin/price-lists/${list.id}/locations`)
        .set({ authorization: `Bearer ${admin.token}` })
        .send({ locationIds });
    conforms('PUT /admin/price-lists/{id}/locations', await put([site.id]));
    conforms('PUT /admin/price-lists/{id}/locations', await put(['00000000-0000-4000-8000-000000000000']));
  });

  it("for a buyer's own prices: a contract price, a list price, and a quantity refused", async () => {
    const buyer = await h.signedIn('CUSTOMER');
    const gun = await h.factories.createProduct(h.db, { priceCents: 1_000, quantity: 100_000 });
    const sticks = await h.factories.createProduct(h.db, { priceCents: 500, quantity: 100_000 });
    await h.db.priceList.create({
      data: {
        name: 'Answers Contract',
        companies: { create: { companyId: buyer.user.companyId! } },
        entries: { create: { productId: gun.id, percentOffBp: 1_000 } },
      },
    });
    const read = (query: string) =>
      h
        .http()
        .get(`/my-prices?${query}`)
        .set({ authorization: `Bearer ${buyer.token}` });
    conforms('GET /my-prices', await read(`productIds=${gun.id},${sticks.id}&quantity=200`));
    conforms('GET /my-prices', await read(`productIds=${gun.id}&quantity=0`));
  });

  it("for a buyer's ship-to location: none, chosen, and refused for another company's", async () => {
    const buyer = await h.signedIn('CUSTOMER');
    const other = await h.signedIn('CUSTOMER');
    const site = await h.db.companyLocation.create({
      data: {
        companyId: buyer.user.companyId,
        label: 'Leeds',
        addressLine1: '1 Road',
        city: 'Leeds',
        postalCode: 'LS1 1AA',
        country: 'GB',
      },
    });
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    conforms('GET /my-ship-to-location', await h.http().get('/my-ship-to-location').set(as(buyer.token)));
    conforms(
      'PUT /my-ship-to-location',
      await h.http().put('/my-ship-to-location').set(as(buyer.token)).send({ locationId: site.id }),
    );
    conforms('GET /my-ship-to-location', await h.http().get('/my-ship-to-location').set(as(buyer.token)));
    conforms(
      'PUT /my-ship-to-location',
      await h.http().put('/my-ship-to-location').set(as(other.token)).send({ locationId: site.id }),
    );
    conforms(
      'PUT /my-ship-to-location',
      await h.http().put('/my-ship-to-location').set(as(buyer.token)).send({ locationId: null }),
    );
  });

  it('for quotes: asked, priced, held for a second admin, approved, countered, accepted, declined and withdrawn', async () => {
    const buyer = await h.signedIn('CUSTOMER');
    const admin = await h.signedIn('ADMIN');
    const second = await h.signedIn('ADMIN');
    const gun = await h.factories.createProduct(h.db, { priceCents: 1000, quantity: 10_000 });
    const me = { authorization: `Bearer ${buyer.token}` };
    const shop = { authorization: `Bearer ${admin.token}` };
    const until = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const ask = async () => {
      const res = await h
        .http()
        .post('/quotes')
        .set(me)
        .send({
          lines: [{ productId: gun.id, quantity: 500, note: 'Pallet', targetPriceCents: 800 }],
          note: 'Answers',
        });
      conforms('POST /quotes', res);
      return (res.body as any).quote.id as string;
    };
    const id = await ask();
    conforms('GET /quotes', await h.http().get('/quotes').set(me));
    conforms('GET /quotes/{id}', await h.http().get(`/quotes/${id}`).set(me));
    conforms('GET /admin/quotes', await h.http().get('/admin/quotes?status=REQUESTED').set(shop));
    const held = await h
      .http()
      .post(`/admin/quotes/${id}/send`)
      .set(shop)
      .send({
        lines: [{ productId: gun.id, quantity: 500, unitPriceCents: 700 }],
        validUntil: until,
        freightNote: 'Free',
      });
    expect((held.body as any).quote.status).toBe('APPROVAL_NEEDED');
    conforms('POST /admin/quotes/{id}/send', held);
    conforms(
      'POST /admin/quotes/{id}/approve',
      await h
        .http()
        .post(`/admin/quotes/${id}/approve`)
        .set({ authorization: `Bearer ${second.token}` })
        .send({ version: 2 }),
    );
    conforms(
      'POST /quotes/{id}/counter',
      await h
        .http()
        .post(`/quotes/${id}/counter`)
        .set(me)
        .send({ lines: [{ productId: gun.id, quantity: 500, targetPriceCents: 750 }], version: 2 }),
    );
    await h
      .http()
      .post(`/admin/quotes/${id}/send`)
      .set(shop)
      .send({
        lines: [{ productId: gun.id, quantity: 500, unitPriceCents: 900 }],
        validUntil: until,
        version: 3,
      });
    const accepted = await h.http().post(`/quotes/${id}/accept`).set(me).send({ version: 4 });
    expect((accepted.body as any).items[0]).toMatchObject({ unitPriceCents: 900, quantity: 500 });
    conforms('POST /quotes/{id}/accept', accepted);
    conforms(
      'POST /quotes/{id}/decline',
      await h
        .http()
        .post(`/quotes/${await ask()}/decline`)
        .set(me)
        .send({}),
    );
    conforms(
      'POST /admin/quotes/{id}/withdraw',
      await h
        .http()
        .post(`/admin/quotes/${await ask()}/withdraw`)
        .set(shop)
        .send({}),
    );
  });

  it('for order lists: made, read, changed, ordered, scheduled, skipped and deleted', async () => {
    const buyer = await h.signedIn('CUSTOMER');
    const gun = await h.factories.createProduct(h.db, {
      priceCents: 1000,
      quantity: 10_000,
      minOrderQuantity: 200,
    });
    const me = { authorization: `Bearer ${buyer.token}` };
    const made = await h
      .http()
      .post('/order-lists')
      .set(me)
      .send({ name: 'Answers list', lines: [{ reference: gun.sku, quantity: 300 }] });
    conforms('POST /order-lists', made);
    const id = (made.body as any).orderList.id as string;
    conforms('GET /order-lists', await h.http().get('/order-lists').set(me));
    conforms('GET /order-lists/{id}', await h.http().get(`/order-lists/${id}`).set(me));
    conforms(
      'GET /order-lists/{id}',
      await h.http().get('/order-lists/00000000-0000-4000-8000-000000000000').set(me),
    );
    conforms(
      'PUT /order-lists/{id}',
      await h
        .http()
        .put(`/order-lists/${id}`)
        .set(me)
        .send({
          lines: [
            { reference: gun.sku, quantity: 300 },
            { reference: 'GG-NOPE', quantity: 1 },
          ],
        }),
    );
    conforms(
      'PUT /order-lists/{id}',
      await h
        .http()
        .put(`/order-lists/${id}`)
        .set(me)
        .send({ name: 'Answers list', lines: [{ reference: gun.sku, quantity: 150 }] }),
    );
    const ordered = await h.http().post(`/order-lists/${id}/order`).set(me).send({ phone: '+1 555 0100' });
    expect((ordered.body as any).lines[0]).toMatchObject({ added: false, reason: expect.any(String) });
    conforms('POST /order-lists/{id}/order', ordered);
    conforms(
      'PUT /order-lists/{id}/schedule',
      await h
        .http()
        .put(`/order-lists/${id}/schedule`)
        .set(me)
        .send({ everyWeeks: 2, contactPhone: '+1 555 0100' }),
    );
    conforms(
      'POST /order-lists/{id}/schedule/{action}',
      await h.http().post(`/order-lists/${id}/schedule/skip`).set(me).send({}),
    );
    conforms('DELETE /order-lists/{id}', await h.http().delete(`/order-lists/${id}`).set(me));
  });

  it('for an X12 850 posted by a buyer and the documents an admin reads', async () => {
    // A world of its own (fixed e-mails, SKUs and the ISA sender): nothing above is read again after this.
    await h.reset();
    const { admin, buyer, companyId } = await ediWorld(h);
    const shop = { authorization: `Bearer ${admin.token}` };
    conforms(
      'PUT /admin/companies/{id}/edi',
      await h
        .http()
        .put(`/admin/companies/${companyId}/edi`)
        .set(shop)
        .send({ qualifier: 'ZZ', senderId: 'ACMEBUYER', enabled: true }),
    );
    conforms('POST /edi/x12', await postX12(h, interchange(1), buyer.token));
    conforms('POST /edi/x12', await postX12(h, interchange(2, [['VP*GG-100', 'VP*GG-NOPE']]), buyer.token));
    conforms(
      'GET /admin/edi/documents',
      await h.http().get(`/admin/edi/documents?companyId=${companyId}`).set(shop),
    );
  });

  it("for warehouses: listed, a product's stock read and set, and a warehouse's fulfilment queue", async () => {
    const { token } = await h.signedIn('ADMIN');
    const shop = { authorization: `Bearer ${token}` };
    const listed = await h.http().get('/admin/warehouses').set(shop);
    conforms('GET /admin/warehouses', listed);
    const [main] = (listed.body as any).warehouses as Array<{ id: string }>;
    const gun = await h.factories.createProduct(h.db, { priceCents: 1000, quantity: 0 });
    const set = await h
      .http()
      .put(`/admin/products/${gun.id}/stock/${main.id}`)
      .set(shop)
      .send({ quantity: 700 });
    expect((set.body as any).levels[0]).toMatchObject({ warehouseId: main.id, quantity: 700 });
    conforms('PUT /admin/products/{id}/stock/{warehouseId}', set);
    conforms(
      'GET /admin/products/{id}/stock',
      await h.http().get(`/admin/products/${gun.id}/stock`).set(shop),
    );
    const buyer = await h.signedIn('CUSTOMER');
    const item = await h.gql(
      'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { id } }',
      { i: { productId: gun.id, quantity: 300, phone: '5550100' } },
      buyer.token,
    );
    await h.gql(
      'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { checkout(itemIds: $ids, details: $d) { id } }',
      {
        ids: [item.data.placeOrder.id],
        d: {
          companyName: 'Stock Ltd',
          addressLine1: '1 Road',
          city: 'Leeds',
          postalCode: 'LS1 1AA',
          country: 'GB',
          contactPhone: '+44 113 496 0000',
        },
      },
      buyer.token,
    );
    const queue = await h.http().get(`/admin/warehouses/${main.id}/fulfilment-queue`).set(shop);
    expect((queue.body as any).lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ sku: gun.sku, quantity: 300 })]),
    );
    conforms('GET /admin/warehouses/{id}/fulfilment-queue', queue);
  });

  it("for the shop's holidays: added, read by a buyer and removed", async () => {
    const shop = { authorization: `Bearer ${(await h.signedIn('ADMIN')).token}` };
    let ms = Date.now() + 30 * 86_400_000;
    while ([0, 6].includes(new Date(ms).getUTCDay())) ms += 86_400_000;
    const day = new Date(ms).toISOString().slice(0, 10);
    conforms(
      'POST /admin/shop-holidays',
      await h.http().post('/admin/shop-holidays').set(shop).send({ day, name: 'Stocktake' }),
    );
    const buyer = await h.signedIn('CUSTOMER');
    conforms(
      'GET /checkout/shop-holidays',
      await h.http().get('/checkout/shop-holidays').set('authorization', `Bearer ${buyer.token}`),
    );
    conforms(
      'DELETE /admin/shop-holidays/{day}',
      await h.http().delete(`/admin/shop-holidays/${day}`).set(shop),
    );
  });

  it('every route the document gives a JSON answer schema for was checked above', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]: [string, any]) =>
      Object.entries(ops)
        .filter(([, op]: [string, any]) =>
          Object.keys(op.responses).some(
            (s) =>
              Number(s) < 300 &&
              Object.keys(op.responses[s].content?.['application/json']?.schema ?? {}).length > 0,
          ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((r) => !checked.has(r)).sort()).toEqual([]);
  });
});
