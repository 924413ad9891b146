// Baseline for bench/run.mjs: the same first-page products SQL as the shop, through `pg`, on bare node:http.
// Everything the real server adds (Express, Apollo, TypeGraphQL, Prisma, auth, logging) is the difference.
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const SQL = `SELECT id, name, description, "imageUrl", "priceCents", quantity, "createdAt", "updatedAt"
  FROM "Product" ORDER BY "createdAt" DESC, id DESC LIMIT 24`;

const server = http.createServer(async (_req, res) => {
  try {
    const { rows } = await pool.query(SQL);
    const body = JSON.stringify({ items: rows });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
