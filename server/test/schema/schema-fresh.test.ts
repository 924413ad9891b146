import fs from 'node:fs';
import { printSchema } from 'graphql';
import { SCHEMA_FILE, getSchema } from '../../src/schema';

describe('committed schema.graphql', () => {
  it('matches the schema built from the code', async () => {
    const fromCode = `${printSchema(await getSchema())}\n`;
    const committed = fs.readFileSync(SCHEMA_FILE, 'utf8');
    if (committed !== fromCode) {
      throw new Error(`${SCHEMA_FILE} is stale: run \`npm run schema:print\` and commit the result`);
    }
    expect(committed).toBe(fromCode);
  });
});
