import { Router } from 'express';
import type { Context } from '../context';
import * as companies from '../modules/companies/company.service';
import type { Company, CompanyInvitation, CompanyLocation, User } from '../modules/companies/company.service';
import * as members from '../modules/companies/members';
import * as invitations from '../modules/companies/invitations';
import { handle, sendCsv } from './handler';
import { restCursorPage } from './cursor-pages';
import * as parts from '../modules/companies/part-numbers';
import { importMyPartNumbers } from '../modules/companies/part-number-import';
import { withheldFrom } from '../auth/type-scopes';
import { badInput } from '../errors';
import { bodyOf, optionalNumber, optionalText, queryText, type Body } from './body';

const PROFILE_FIELDS = [
  'name',
  'taxId',
  'billingLine1',
  'billingLine2',
  'billingCity',
  'billingRegion',
  'billingPostalCode',
  'billingCountry',
  'eInvoiceFormat',
  'eInvoiceEmail',
  'buyerReference',
] as const;
const LOCATION_FIELDS = [
  'label',
  'addressLine1',
  'addressLine2',
  'city',
  'region',
  'postalCode',
  'country',
] as const;

const fields = (body: Body, names: readonly string[]) =>
  Object.fromEntries(names.map((f) => [f, optionalText(body, f)]));

export const presentLocation = (l: CompanyLocation) => ({
  id: l.id,
  label: l.label,
  addressLine1: l.addressLine1,
  addressLine2: l.addressLine2,
  city: l.city,
  region: l.region,
  postalCode: l.postalCode,
  country: l.country,
  createdAt: l.createdAt.toISOString(),
});
export const presentInvitation = (i: CompanyInvitation) => ({
  id: i.id,
  companyId: i.companyId,
  email: i.email,
  role: i.role,
  createdAt: i.createdAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
  acceptedAt: i.acceptedAt?.toISOString() ?? null,
  revokedAt: i.revokedAt?.toISOString() ?? null,
  orderLimitCents: i.orderLimitCents,
  periodLimitCents: i.periodLimitCents,
  limitPeriod: i.limitPeriod,
});
/** An invitation's body: e-mail, role and the invitee's spending limits as PUT /my-company/members/{id}/limits takes them. */
const invitationBody = (body: Body) => ({
  email: optionalText(body, 'email'),
  role: optionalText(body, 'role'),
  limits: {
    orderLimitCents: optionalNumber(body, 'orderLimitCents') ?? null,
    periodLimitCents: optionalNumber(body, 'periodLimitCents') ?? null,
    limitPeriod: optionalText(body, 'limitPeriod') ?? null,
  },
});
export const presentPartNumber = (p: parts.PartNumberRow) => ({
  id: p.id,
  productId: p.productId,
  partNumber: p.partNumber,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});
export const presentMember = (u: User) => ({
  id: u.id,
  email: u.email,
  displayName: u.displayName,
  companyRole: u.companyRole,
  companyId: u.companyId,
});

/**
 * A company as REST answers it: its profile, members, locations and credit (as GraphQL's Company with those fields).
 * Members and credit are of other scopes than the profile (auth/type-scopes.ts): left out for a key without them.
 */
async function presentCompany(ctx: Context, c: Company) {
  const [memberRows, locations, credit] = await Promise.all([
    ctx.loaders.companyMembers.load(c.id),
    companies.locationsOf(ctx, c.id),
    ctx.loaders.companyCredit.load(c.id),
  ]);
  return withheldFrom(
    ctx,
    {
      id: c.id,
      name: c.name,
      taxId: c.taxId,
      billingLine1: c.billingLine1,
      billingLine2: c.billingLine2,
      billingCity: c.billingCity,
      billingRegion: c.billingRegion,
      billingPostalCode: c.billingPostalCode,
      billingCountry: c.billingCountry,
      eInvoiceFormat: c.eInvoiceFormat,
      eInvoiceEmail: c.eInvoiceEmail,
      buyerReference: c.buyerReference,
      personal: c.personal,
      createdAt: c.createdAt.toISOString(),
      members: memberRows.map(presentMember),
      locations: locations.map(presentLocation),
      credit,
    },
    { members: 'Company.members', credit: 'Credit' },
    { ownCompany: c.id === ctx.user?.companyId },
  );
}

/** The company's ship-to address book: a company admin adds, edits and removes (the services scope it to their company). */
function locationRoutes(r: Router) {
  r.post(
    '/my-company/locations',
    handle(
      'addCompanyLocation',
      async (ctx, req) => ({
        success: true,
        location: presentLocation(
          await companies.addCompanyLocation(ctx, fields(bodyOf(req), LOCATION_FIELDS)),
        ),
      }),
      201,
    ),
  );
  r.put(
    '/my-company/locations/:id',
    handle('updateCompanyLocation', async (ctx, req) => ({
      success: true,
      location: presentLocation(
        await companies.updateCompanyLocation(
          ctx,
          String(req.params.id),
          fields(bodyOf(req), LOCATION_FIELDS),
        ),
      ),
    })),
  );
  r.delete(
    '/my-company/locations/:id',
    handle('removeCompanyLocation', async (ctx, req) => ({
      success: await companies.removeCompanyLocation(ctx, String(req.params.id)),
    })),
  );
}

/** A company's invitations and members, and the invitations a person has been sent. */
function memberRoutes(r: Router): void {
  r.get(
    '/my-company/invitations',
    handle('companyInvitations', async (ctx) =>
      (await invitations.companyInvitations(ctx)).map(presentInvitation),
    ),
  );
  r.post(
    '/my-company/invitations',
    handle(
      'inviteToCompany',
      async (ctx, req) => ({
        success: true,
        invitation: presentInvitation(await invitations.inviteToCompany(ctx, invitationBody(bodyOf(req)))),
      }),
      201,
    ),
  );
  r.delete(
    '/my-company/invitations/:id',
    handle('revokeCompanyInvitation', async (ctx, req) => ({
      success: true,
      invitation: presentInvitation(await invitations.revokeCompanyInvitation(ctx, String(req.params.id))),
    })),
  );
  r.put(
    '/my-company/members/:id/role',
    handle('setMemberRole', async (ctx, req) => ({
      success: true,
      member: presentMember(
        await members.setMemberRole(ctx, String(req.params.id), optionalText(bodyOf(req), 'role')),
      ),
    })),
  );
  r.delete(
    '/my-company/members/:id',
    handle('removeCompanyMember', async (ctx, req) => ({
      success: true,
      member: presentMember(await members.removeCompanyMember(ctx, String(req.params.id))),
    })),
  );
  r.get(
    '/my-invitations',
    handle('myInvitations', async (ctx) => (await invitations.myInvitations(ctx)).map(presentInvitation)),
  );
  r.post(
    '/my-invitations/:id/accept',
    handle('acceptCompanyInvitation', async (ctx, req) => {
      const accepted = await invitations.acceptCompanyInvitation(ctx, String(req.params.id));
      return { success: true, role: accepted.role, company: await presentCompany(ctx, accepted.company) };
    }),
  );
}

/** The company's own part numbers: pages of ?limit= (100 without it) with a Link to the next; ?search= as GraphQL's. */
function partNumberRoutes(r: Router): void {
  r.get(
    '/my-company/part-numbers',
    handle('myPartNumberConnection', async (ctx, req, res) => {
      const read = (args: { first?: number | null; after?: string | null }) =>
        parts.myPartNumberConnection(ctx, { ...args, search: queryText(req, 'search') });
      const rows = (await restCursorPage(req, res, read)) ?? (await read({ first: 100 })).nodes;
      return rows.map(presentPartNumber);
    }),
  );
  r.get(
    '/my-company/part-numbers.csv',
    handle('myPartNumbersCsv', async (ctx, _req, res) => {
      sendCsv(res, 'part-numbers.csv', await parts.myPartNumbersCsv(ctx));
    }),
  );
  r.put(
    '/my-company/part-numbers',
    handle('setMyPartNumber', async (ctx, req) => {
      const body = bodyOf(req);
      return {
        success: true,
        partNumber: presentPartNumber(
          await parts.setMyPartNumber(ctx, {
            product: optionalText(body, 'product'),
            partNumber: optionalText(body, 'partNumber'),
          }),
        ),
      };
    }),
  );
  r.delete(
    '/my-company/part-numbers/:productId',
    handle('removeMyPartNumber', async (ctx, req) => ({
      success: await parts.removeMyPartNumber(ctx, String(req.params.productId)),
    })),
  );
  r.post(
    '/my-company/part-numbers/import',
    handle('importMyPartNumbers', async (ctx, req) => {
      const body = bodyOf(req);
      const dryRun = body.dryRun;
      if (dryRun !== undefined && typeof dryRun !== 'boolean')
        throw badInput('dryRun must be true or false', 'dryRun');
      return importMyPartNumbers(ctx, { text: optionalText(body, 'text'), dryRun });
    }),
  );
}

/** Shop admins' companies: find, create, edit, credit terms and holds, invitations and moving people. */
function adminCompanyRoutes(r: Router): void {
  r.get(
    '/admin/companies',
    handle('companies', async (ctx, req) => {
      const number = (f: string) => (queryText(req, f) ? Number(queryText(req, f)) : undefined);
      const page = await companies.companies(ctx, {
        search: queryText(req, 'search'),
        take: number('take'),
        skip: number('skip'),
      });
      return {
        total: page.total,
        companies: await Promise.all(page.rows.map((c) => presentCompany(ctx, c))),
      };
    }),
  );
  r.post(
    '/admin/companies',
    handle(
      'createCompany',
      async (ctx, req) => ({
        success: true,
        company: await presentCompany(
          ctx,
          await companies.createCompany(ctx, fields(bodyOf(req), PROFILE_FIELDS)),
        ),
      }),
      201,
    ),
  );
  r.get(
    '/admin/companies/:id',
    handle('company', async (ctx, req) =>
      presentCompany(ctx, await companies.company(ctx, String(req.params.id))),
    ),
  );
  r.put(
    '/admin/companies/:id',
    handle('updateCompany', async (ctx, req) => ({
      success: true,
      company: await presentCompany(
        ctx,
        await companies.updateCompany(ctx, String(req.params.id), fields(bodyOf(req), PROFILE_FIELDS)),
      ),
    })),
  );
  r.put(
    '/admin/companies/:id/credit',
    handle('setCompanyCreditTerms', async (ctx, req) => {
      const body = bodyOf(req);
      const company = await companies.setCompanyCreditTerms(ctx, String(req.params.id), {
        creditLimitCents: optionalNumber(body, 'creditLimitCents') ?? null,
        paymentTermsDays: optionalNumber(body, 'paymentTermsDays') ?? null,
      });
      return { success: true, company: await presentCompany(ctx, company) };
    }),
  );
  r.post(
    '/admin/companies/:id/lift-hold',
    handle('liftCompanyCreditHold', async (ctx, req) => ({
      success: true,
      company: await presentCompany(ctx, await companies.liftCompanyCreditHold(ctx, String(req.params.id))),
    })),
  );
  r.post(
    '/admin/companies/:id/invitations',
    handle(
      'adminInviteToCompany',
      async (ctx, req) => ({
        success: true,
        invitation: presentInvitation(
          await invitations.adminInviteToCompany(ctx, String(req.params.id), invitationBody(bodyOf(req))),
        ),
      }),
      201,
    ),
  );
  r.delete(
    '/admin/invitations/:id',
    handle('adminRevokeCompanyInvitation', async (ctx, req) => ({
      success: true,
      invitation: presentInvitation(
        await invitations.adminRevokeCompanyInvitation(ctx, String(req.params.id)),
      ),
    })),
  );
  r.put(
    '/admin/users/:id/company',
    handle('moveUserToCompany', async (ctx, req) => {
      const body = bodyOf(req);
      return {
        success: true,
        member: presentMember(
          await members.moveUserToCompany(
            ctx,
            String(req.params.id),
            optionalText(body, 'companyId') ?? '',
            optionalText(body, 'role'),
          ),
        ),
      };
    }),
  );
}

/** Company accounts over REST: the same services as GraphQL, declared with the same operations. */
export function companyRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/my-company',
    handle('myCompany', async (ctx) => presentCompany(ctx, await companies.myCompany(ctx))),
  );
  r.put(
    '/my-company',
    handle('updateMyCompany', async (ctx, req) => ({
      success: true,
      company: await presentCompany(
        ctx,
        await companies.updateMyCompany(ctx, fields(bodyOf(req), PROFILE_FIELDS)),
      ),
    })),
  );
  locationRoutes(r);
  memberRoutes(r);
  partNumberRoutes(r);
  // Shop admins. Registered before GET /admin/{email} (users.ts).
  adminCompanyRoutes(r);
  return r;
}
