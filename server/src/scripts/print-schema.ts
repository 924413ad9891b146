import 'reflect-metadata';
import fs from 'node:fs';
import { printSchema } from 'graphql';
import { SCHEMA_FILE, getSchema } from '../schema';

/** Writes schema.graphql from the code (`npm run schema:print`); a test fails when the committed file is stale. */
getSchema().then((schema) => {
  fs.writeFileSync(SCHEMA_FILE, `${printSchema(schema)}\n`);
  console.log(`wrote ${SCHEMA_FILE}`);
});
