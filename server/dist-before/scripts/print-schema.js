"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
require("reflect-metadata");
const node_fs_1 = __importDefault(require("node:fs"));
const graphql_1 = require("graphql");
const schema_1 = require("../schema");
/** Writes schema.graphql from the code (`npm run schema:print`); a test fails when the committed file is stale. */
(0, schema_1.getSchema)().then((schema) => {
    node_fs_1.default.writeFileSync(schema_1.SCHEMA_FILE, `${(0, graphql_1.printSchema)(schema)}\n`);
    console.log(`wrote ${schema_1.SCHEMA_FILE}`);
});
//# sourceMappingURL=print-schema.js.map