/**
 * Set-up calls for company journeys: a company with members in given roles (the invitation and its
 * acceptance through the UI are walked by company.spec.ts), products at a round price, and items submitted for
 * approval. Every call goes through the public GraphQL API as the person it is for.
 */
import type { APIRequestContext } from '@playwright/test';
import { apiAdmin, apiCustomer, gql } from './api';
import { uniqueEmail } from './users';

export type CompanyRoleName = 'COMPANY_ADMIN' | 'BUYER' | 'REQUESTER' | 'ACCOUNTS_PAYABLE';
export interface Person {
  email: string;
  token: string;
}

/** A new customer (verified e-mail) who runs their own company, renamed to `name`. */
export async function companyAdmin(
  request: APIRequestContext,
  name: string,
  prefix = 'co-admin',
): Promise<Person> {
  const email = uniqueEmail(prefix);
  const token = await apiCustomer(request, email, 'Ada Admin', true);
  await gql(
    request,
    'mutation($i: CompanyProfileInput!) { updateMyCompany(input: $i) { id } }',
    { i: { name } },
    token,
  );
  return { email, token };
}

/** `email` (a new verified customer) accepts the open invitation they were sent. */
export async function acceptInvitation(
  request: APIRequestContext,
  email: string,
  displayName: string,
): Promise<Person> {
  const token = await apiCustomer(request, email, displayName, true);
  const { myInvitations } = await gql<{ myInvitations: { id: string }[] }>(
    request,
    '{ myInvitations { id } }',
    {},
    token,
  );
  await gql(
    request,
    'mutation($id: ID!) { acceptCompanyInvitation(id: $id) { role } }',
    { id: myInvitations[0].id },
    token,
  );
  return { email, token };
}

/** Invites and joins a new member in `role` (both by API). */
export async function apiMember(
  request: APIRequestContext,
  admin: Person,
  role: CompanyRoleName,
  prefix: string,
): Promise<Person> {
  const email = uniqueEmail(prefix);
  await gql(
    request,
    'mutation($e: String!, $r: CompanyRole!) { inviteToCompany(email: $e, role: $r) { id } }',
    { e: email, r: role },
    admin.token,
  );
  return acceptInvitation(request, email, prefix);
}

/** Products at `priceCents` a piece, with plenty of stock and no price breaks (round totals for the journey). */
export async function roundPriceProducts(
  request: APIRequestContext,
  names: string[],
  priceCents: number,
): Promise<string[]> {
  const admin = await apiAdmin(request);
  const ids: string[] = [];
  for (const name of names) {
    const input = {
      name,
      description: 'A product of the approvals journey.',
      imageUrl: '/images/glue-gun-03.svg',
      priceCents,
      quantity: 100_000,
    };
    ids.push(
      (
        await gql<{ createProduct: { id: string } }>(
          request,
          'mutation($i: ProductInput!) { createProduct(input: $i) { id } }',
          { i: input },
          admin,
        )
      ).createProduct.id,
    );
  }
  return ids;
}

const DETAILS = {
  companyName: 'Acme Crafts Ltd',
  addressLine1: '12 Mill Road',
  city: 'Leeds',
  postalCode: 'LS1 4AP',
  country: 'GB',
  contactPhone: '+44 113 496 0000',
};

/** Checks out `itemIds` through the rules: the approval request's id, or null when it was placed at once. */
export async function apiSubmit(
  request: APIRequestContext,
  token: string,
  itemIds: string[],
): Promise<string | null> {
  const data = await gql<{ submitOrder: { approvalRequest: { id: string } | null } }>(
    request,
    'mutation($ids: [ID!]!, $d: CheckoutDetailsInput!) { submitOrder(itemIds: $ids, details: $d) { approvalRequest { id } } }',
    { ids: itemIds, d: DETAILS },
    token,
  );
  return data.submitOrder.approvalRequest?.id ?? null;
}
