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
Object.defineProperty(exports, "__esModule", { value: true });
exports.CompanyLocationInput = exports.CompanyProfileInput = exports.AcceptedInvitation = exports.CompanyPage = exports.Company = exports.CompanyInvitation = exports.CompanyLocation = exports.CompanyRole = void 0;
const type_graphql_1 = require("type-graphql");
const enums_1 = require("../../generated/prisma/enums");
Object.defineProperty(exports, "CompanyRole", { enumerable: true, get: function () { return enums_1.CompanyRole; } });
(0, type_graphql_1.registerEnumType)(enums_1.CompanyRole, {
    name: 'CompanyRole',
    description: 'What a member may do for their company (issue #28)',
    valuesConfig: {
        COMPANY_ADMIN: { description: 'Members, invitations, locations, rules; every order and invoice of the company' },
        BUYER: { description: 'Orders within their spending limits; sees their own orders' },
        REQUESTER: { description: 'Every order they place waits for approval' },
        ACCOUNTS_PAYABLE: { description: 'Sees the company\'s orders and invoices and downloads them; places nothing' },
    },
});
let CompanyLocation = class CompanyLocation {
    id;
    label;
    addressLine1;
    addressLine2;
    city;
    region;
    postalCode;
    country;
    createdAt;
};
exports.CompanyLocation = CompanyLocation;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], CompanyLocation.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CompanyLocation.prototype, "label", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CompanyLocation.prototype, "addressLine1", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], CompanyLocation.prototype, "addressLine2", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CompanyLocation.prototype, "city", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], CompanyLocation.prototype, "region", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CompanyLocation.prototype, "postalCode", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'ISO 3166-1 alpha-2' }),
    __metadata("design:type", String)
], CompanyLocation.prototype, "country", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], CompanyLocation.prototype, "createdAt", void 0);
exports.CompanyLocation = CompanyLocation = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A ship-to address in a company\'s address book (offered at checkout)' })
], CompanyLocation);
let CompanyInvitation = class CompanyInvitation {
    id;
    email;
    role;
    createdAt;
    expiresAt;
    acceptedAt;
    revokedAt;
    companyId;
    invitedById;
};
exports.CompanyInvitation = CompanyInvitation;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], CompanyInvitation.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CompanyInvitation.prototype, "email", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => enums_1.CompanyRole),
    __metadata("design:type", String)
], CompanyInvitation.prototype, "role", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], CompanyInvitation.prototype, "createdAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], CompanyInvitation.prototype, "expiresAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Date, { nullable: true }),
    __metadata("design:type", Object)
], CompanyInvitation.prototype, "acceptedAt", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => Date, { nullable: true }),
    __metadata("design:type", Object)
], CompanyInvitation.prototype, "revokedAt", void 0);
exports.CompanyInvitation = CompanyInvitation = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'An invitation to join a company, accepted by whoever signs in with that e-mail verified' })
], CompanyInvitation);
let Company = class Company {
    id;
    name;
    taxId;
    billingLine1;
    billingLine2;
    billingCity;
    billingRegion;
    billingPostalCode;
    billingCountry;
    personal;
    createdAt;
    creditLimitCents;
    paymentTermsDays;
    holdLiftedAt;
};
exports.Company = Company;
__decorate([
    (0, type_graphql_1.Field)(() => type_graphql_1.ID),
    __metadata("design:type", String)
], Company.prototype, "id", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Legal name, printed on invoices' }),
    __metadata("design:type", String)
], Company.prototype, "name", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], Company.prototype, "taxId", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], Company.prototype, "billingLine1", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], Company.prototype, "billingLine2", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], Company.prototype, "billingCity", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], Company.prototype, "billingRegion", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], Company.prototype, "billingPostalCode", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], Company.prototype, "billingCountry", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'Made for one person at sign-up; an invitation may move its only member elsewhere' }),
    __metadata("design:type", Boolean)
], Company.prototype, "personal", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", Date)
], Company.prototype, "createdAt", void 0);
exports.Company = Company = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A customer company: its members buy on one credit limit and terms (issue #28)' })
], Company);
let CompanyPage = class CompanyPage {
    rows;
    total;
};
exports.CompanyPage = CompanyPage;
__decorate([
    (0, type_graphql_1.Field)(() => [Company]),
    __metadata("design:type", Array)
], CompanyPage.prototype, "rows", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'How many companies match' }),
    __metadata("design:type", Number)
], CompanyPage.prototype, "total", void 0);
exports.CompanyPage = CompanyPage = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'A page of companies (shop admins)' })
], CompanyPage);
let AcceptedInvitation = class AcceptedInvitation {
    company;
    role;
};
exports.AcceptedInvitation = AcceptedInvitation;
__decorate([
    (0, type_graphql_1.Field)(() => Company),
    __metadata("design:type", Company)
], AcceptedInvitation.prototype, "company", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => enums_1.CompanyRole),
    __metadata("design:type", String)
], AcceptedInvitation.prototype, "role", void 0);
exports.AcceptedInvitation = AcceptedInvitation = __decorate([
    (0, type_graphql_1.ObjectType)({ description: 'What accepting an invitation did' })
], AcceptedInvitation);
let CompanyProfileInput = class CompanyProfileInput {
    name;
    taxId;
    billingLine1;
    billingLine2;
    billingCity;
    billingRegion;
    billingPostalCode;
    billingCountry;
};
exports.CompanyProfileInput = CompanyProfileInput;
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CompanyProfileInput.prototype, "name", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], CompanyProfileInput.prototype, "taxId", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], CompanyProfileInput.prototype, "billingLine1", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], CompanyProfileInput.prototype, "billingLine2", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], CompanyProfileInput.prototype, "billingCity", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], CompanyProfileInput.prototype, "billingRegion", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], CompanyProfileInput.prototype, "billingPostalCode", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2' }),
    __metadata("design:type", Object)
], CompanyProfileInput.prototype, "billingCountry", void 0);
exports.CompanyProfileInput = CompanyProfileInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'A company\'s name, tax id and billing address' })
], CompanyProfileInput);
let CompanyLocationInput = class CompanyLocationInput {
    label;
    addressLine1;
    addressLine2;
    city;
    region;
    postalCode;
    country;
};
exports.CompanyLocationInput = CompanyLocationInput;
__decorate([
    (0, type_graphql_1.Field)({ description: 'What the buyers call it, e.g. "Leeds warehouse"' }),
    __metadata("design:type", String)
], CompanyLocationInput.prototype, "label", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CompanyLocationInput.prototype, "addressLine1", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], CompanyLocationInput.prototype, "addressLine2", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CompanyLocationInput.prototype, "city", void 0);
__decorate([
    (0, type_graphql_1.Field)(() => String, { nullable: true }),
    __metadata("design:type", Object)
], CompanyLocationInput.prototype, "region", void 0);
__decorate([
    (0, type_graphql_1.Field)(),
    __metadata("design:type", String)
], CompanyLocationInput.prototype, "postalCode", void 0);
__decorate([
    (0, type_graphql_1.Field)({ description: 'ISO 3166-1 alpha-2' }),
    __metadata("design:type", String)
], CompanyLocationInput.prototype, "country", void 0);
exports.CompanyLocationInput = CompanyLocationInput = __decorate([
    (0, type_graphql_1.InputType)({ description: 'A ship-to address for the company\'s address book' })
], CompanyLocationInput);
//# sourceMappingURL=company.type.js.map