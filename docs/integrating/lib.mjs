// What every example shares: the shop's address, one GraphQL call, and a clear failure.
export const SHOP_URL = (process.env.SHOP_URL || 'http://localhost:4000').replace(/\/$/, '');

/** POSTs one GraphQL operation; throws with the shop's own words when it refuses. */
export async function graphql(query, variables, headers = {}) {
  const res = await fetch(`${SHOP_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) {
    const e = body.errors[0];
    throw new Error(`${res.status} ${e.extensions?.code}/${e.extensions?.reason}: ${e.message}`);
  }
  return { data: body.data, cost: body.extensions?.cost, headers: res.headers };
}

export function required(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`Set ${name} first (see docs/integrating/README.md).`);
    process.exit(2);
  }
  return value;
}
