// Bench data, written with plain SQL so seeding takes seconds: 1,000 products, 2,000 customers with 50 order items
// each (100,000, each user distinct products), one admin, 2,000 buyers for placeOrder, and CHECKOUT_BUYERS verified
// buyers with 5 open items each (one checkout consumes one such buyer; items dated a year back, off the admin list).
export const CHECKOUT_BUYERS = Number(process.env.BENCH_CHECKOUT_BUYERS || 44000);

export async function seedBench(client) {
  await client.query(`INSERT INTO "Product" (id, name, description, "imageUrl", "priceCents", quantity, sku, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), 'Bench Glue Gun ' || g, 'A dependable hot glue gun, bench item ' || g || '.',
           '/images/glue-gun-01.svg', 500 + g, 100000000, 'BENCH-' || g, now() - (g || ' minutes')::interval, now()
    FROM generate_series(1, 1000) g`);
  await client.query(`INSERT INTO "User" (id, email, "displayName", role, "updatedAt")
    SELECT gen_random_uuid(), 'customer' || lpad(g::text, 4, '0') || '@bench.test', 'Customer ' || g, 'CUSTOMER', now() FROM generate_series(1, 2000) g`);
  await client.query(`WITH u AS (SELECT id, email, row_number() OVER (ORDER BY email) - 1 AS rn FROM "User" WHERE email LIKE 'customer%'),
         p AS (SELECT id, name, "imageUrl", "priceCents", row_number() OVER (ORDER BY name) - 1 AS rn FROM "Product")
    INSERT INTO "OrderItem" (id, "productId", "userId", "productName", "imageUrl", "unitPriceCents", "userName", "userEmail",
                             "userPhone", quantity, status, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), p.id, u.id, p.name, p."imageUrl", p."priceCents", u.email, u.email, '+1 555 0100',
           100 + (p.rn % 50), 'PENDING', now() - (u.rn || ' seconds')::interval - (p.rn || ' milliseconds')::interval, now()
    FROM u JOIN p ON ((p.rn - u.rn * 5) % 1000 + 1000) % 1000 < 50`);
  const admin = await client.query(`INSERT INTO "User" (id, email, role, "updatedAt")
    VALUES (gen_random_uuid(), 'admin@bench.test', 'ADMIN', now()) RETURNING id, "tokenVersion"`);
  const buyers = await client.query(`INSERT INTO "User" (id, email, "displayName", role, "updatedAt")
    SELECT gen_random_uuid(), 'buyer' || g || '@bench.test', 'Buyer ' || g, 'CUSTOMER', now() FROM generate_series(1, 2000) g
    RETURNING id, "tokenVersion"`);
  await client.query(`INSERT INTO "User" (id, email, "displayName", role, "emailVerified", "updatedAt")
    SELECT gen_random_uuid(), 'cbuyer' || lpad(g::text, 5, '0') || '@bench.test', 'Checkout Buyer ' || g, 'CUSTOMER', true, now()
    FROM generate_series(1, ${CHECKOUT_BUYERS}) g`);
  await client.query(`WITH u AS (SELECT id, email, row_number() OVER (ORDER BY email) - 1 AS rn FROM "User" WHERE email LIKE 'cbuyer%'),
         p AS (SELECT id, name, "imageUrl", "priceCents", row_number() OVER (ORDER BY name) - 1 AS rn FROM "Product")
    INSERT INTO "OrderItem" (id, "productId", "userId", "productName", "imageUrl", "unitPriceCents", "userName", "userEmail",
                             "userPhone", quantity, status, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), p.id, u.id, p.name, p."imageUrl", p."priceCents", u.email, u.email, '+1 555 0100',
           100, 'PENDING', now() - interval '1 year' - (u.rn || ' seconds')::interval - (p.rn || ' milliseconds')::interval, now()
    FROM u JOIN p ON ((p.rn - u.rn * 7) % 1000 + 1000) % 1000 < 5`);
  const products = await client.query(`SELECT id FROM "Product" ORDER BY name`);
  const customers = await client.query(`SELECT id, "tokenVersion" FROM "User" WHERE email LIKE 'customer%' ORDER BY email`);
  const checkoutBuyers = await client.query(`SELECT u.id, u."tokenVersion", array_agg(i.id ORDER BY i.id) AS items
    FROM "User" u JOIN "OrderItem" i ON i."userId" = u.id WHERE u.email LIKE 'cbuyer%' GROUP BY u.id, u.email ORDER BY u.email`);
  const counts = await client.query(`SELECT (SELECT count(*) FROM "Product") AS products, (SELECT count(*) FROM "User") AS users,
    (SELECT count(*) FROM "OrderItem") AS "orderItems"`);
  return { admin: admin.rows[0], buyers: buyers.rows, customers: customers.rows, checkoutBuyers: checkoutBuyers.rows,
    productIds: products.rows.map((r) => r.id), counts: counts.rows[0] };
}
