"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.PageArgsInput = exports.PageInfo = void 0;
exports.connectionOf = connectionOf;
exports.totalCountOf = totalCountOf;
const type_graphql_1 = require("type-graphql");
/** GraphQL shapes of the Relay connections (docs/decisions/029-cursor-pages.md); the reading is lib/connection.ts. */
let PageInfo = class PageInfo {
    hasNextPage;
    hasPreviousPage;
    startCursor;
    endCursor;
};
exports.PageInfo = PageInfo;
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Boolean)
], PageInfo.prototype, "hasNextPage", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Boolean)
], PageInfo.prototype, "hasPreviousPage", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], PageInfo.prototype, "startCursor", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], PageInfo.prototype, "endCursor", void 0);
exports.PageInfo = PageInfo = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'Relay page info' })
], PageInfo);
/**
 * `<Name>Edge` and `<Name>Connection` for a node type: edges (cursor and node), nodes, pageInfo. Each list's resolver
 * adds totalCount as a field resolver calling the root's `count`.
 */
function connectionOf(node, name, description) {
    let Edge = class Edge {
        cursor;
        node;
    };
    __decorate([
        (0, type_graphql_1.Field)({ description: 'Pass as `after` (or `before`) to read on from this row' }),
        __metadata("design:type", String)
    ], Edge.prototype, "cursor", void 0);
    __decorate([
        (0, type_graphql_1.Field)(() => node),
        __metadata("design:type", Object)
    ], Edge.prototype, "node", void 0);
    Edge = __decorate([
        (0, type_graphql_1.ObjectType)(`${name}Edge`)
    ], Edge);
    let Connection = class Connection {
        edges;
        nodes;
        pageInfo;
        count;
    };
    __decorate([
        (0, type_graphql_1.Field)(() => [Edge]),
        __metadata("design:type", Array)
    ], Connection.prototype, "edges", void 0);
    __decorate([
        (0, type_graphql_1.Field)(() => [node], { description: 'The edges\' nodes, in the same order' }),
        __metadata("design:type", Array)
    ], Connection.prototype, "nodes", void 0);
    __decorate([
        (0, type_graphql_1.Field)(() => PageInfo),
        __metadata("design:type", PageInfo)
    ], Connection.prototype, "pageInfo", void 0);
    Connection = __decorate([
        (0, type_graphql_1.ObjectType)(`${name}Connection`, { description })
    ], Connection);
    return Connection;
}
/** first/after or last/before: the page arguments every connection takes. */
let PageArgsInput = class PageArgsInput {
    first;
    after;
    last;
    before;
};
exports.PageArgsInput = PageArgsInput;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true, description: 'Rows after `after` (1 to 100; default 20)' }),
    __metadata("design:type", Number)
], PageArgsInput.prototype, "first", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'A cursor from this list: read on past it' }),
    __metadata("design:type", String)
], PageArgsInput.prototype, "after", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.Int, { nullable: true, description: 'Rows before `before` (1 to 100), reading backwards' }),
    __metadata("design:type", Number)
], PageArgsInput.prototype, "last", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'A cursor from this list: read back from it' }),
    __metadata("design:type", String)
], PageArgsInput.prototype, "before", void 0);
exports.PageArgsInput = PageArgsInput = __decorate([
    (0, type_graphql_1.ArgsType)()
], PageArgsInput);
/** The `totalCount` field of a connection type: a field resolver calling the root's `count` (run only when asked for). */
function totalCountOf(connection, description) {
    let TotalCountResolver = class TotalCountResolver {
        totalCount(root) {
            return root.count();
        }
    };
    __decorate([
        (0, type_graphql_1.FieldResolver)(() => type_graphql_1.Int, { description }),
        __param(0, (0, type_graphql_1.Root)()),
        __metadata("design:type", Function),
        __metadata("design:paramtypes", [Object]),
        __metadata("design:returntype", void 0)
    ], TotalCountResolver.prototype, "totalCount", null);
    TotalCountResolver = __decorate([
        (0, type_graphql_1.Resolver)(() => connection)
    ], TotalCountResolver);
    return TotalCountResolver;
}
//# sourceMappingURL=connection-type.js.map