// Bench data, written with plain SQL so seeding takes about a second: 1,000 products, 200 customers with
// 50 order items each (10,000, each user a distinct product), one admin, and 2,000 buyers for the write path.
export async function seedBench(client) {
  await client.query(`INSERT INTO "Product" (id, name, description, "imageUrl", "priceCents", quantity, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), 'Bench Glue Gun ' || g, 'A dependable hot glue gun, bench item ' || g || '.',
           '/images/glue-gun-01.svg', 500 + g, 1000000, now() - (g || ' minutes')::interval, now()
    FROM generate_series(1, 1000) g`);
  await client.query(`INSERT INTO "User" (id, email, "displayName", role, "updatedAt")
    SELECT gen_random_uuid(), 'customer' || g || '@bench.test', 'Customer ' || g, 'CUSTOMER', now() FROM generate_series(1, 200) g`);
  await client.query(`WITH u AS (SELECT id, email, row_number() OVER (ORDER BY email) - 1 AS rn FROM "User" WHERE email LIKE 'customer%'),
         p AS (SELECT id, name, "imageUrl", "priceCents", row_number() OVER (ORDER BY name) - 1 AS rn FROM "Product")
    INSERT INTO "OrderItem" (id, "productId", "userId", "productName", "imageUrl", "unitPriceCents", "userName", "userEmail",
                             "userPhone", quantity, status, "updatedAt")
    SELECT gen_random_uuid(), p.id, u.id, p.name, p."imageUrl", p."priceCents", u.email, u.email, '+1 555 0100',
           100 + (p.rn % 50), 'PENDING', now()
    FROM u JOIN p ON ((p.rn - u.rn * 5) % 1000 + 1000) % 1000 < 50`);
  const admin = await client.query(`INSERT INTO "User" (id, email, role, "updatedAt")
    VALUES (gen_random_uuid(), 'admin@bench.test', 'ADMIN', now()) RETURNING id, "tokenVersion"`);
  const buyers = await client.query(`INSERT INTO "User" (id, email, "displayName", role, "updatedAt")
    SELECT gen_random_uuid(), 'buyer' || g || '@bench.test', 'Buyer ' || g, 'CUSTOMER', now() FROM generate_series(1, 2000) g
    RETURNING id, "tokenVersion"`);
  const products = await client.query(`SELECT id FROM "Product" ORDER BY name`);
  const customers = await client.query(`SELECT id, "tokenVersion" FROM "User" WHERE email LIKE 'customer%' ORDER BY email`);
  const counts = await client.query(`SELECT (SELECT count(*) FROM "Product") AS products, (SELECT count(*) FROM "User") AS users,
    (SELECT count(*) FROM "OrderItem") AS "orderItems"`);
  return { admin: admin.rows[0], buyers: buyers.rows, customers: customers.rows, productIds: products.rows.map((r) => r.id), counts: counts.rows[0] };
}
