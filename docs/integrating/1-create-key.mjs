// 1. Create an API key (as an admin, with the session token from signing in). Prints the key once: store it.
//    SHOP_URL=http://localhost:4000 ADMIN_TOKEN=... node docs/integrating/1-create-key.mjs
import { graphql, required } from './lib.mjs';

const token = required('ADMIN_TOKEN');
const scopes = (process.env.SCOPES || 'read:orders,write:orders,read:products,manage:webhooks').split(',');
const { data } = await graphql(
  `mutation($i: ApiKeyInput!) { createApiKey(input: $i) { key apiKey { id prefix scopes } } }`,
  { i: { name: process.env.KEY_NAME || 'ERP sync', scopes } },
  { authorization: `Bearer ${token}` },
);
console.log(JSON.stringify({ key: data.createApiKey.key, prefix: data.createApiKey.apiKey.prefix, scopes: data.createApiKey.apiKey.scopes }));
