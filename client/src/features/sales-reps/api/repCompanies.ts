import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The calling rep's companies with the members they may act as (docs/decisions/084). */
export const MyRepCompaniesQuery = graphql(`
  query MyRepCompanies {
    myRepCompanies {
      id
      name
      members {
        id
        email
        displayName
        companyRole
      }
    }
  }
`);

/** One company's orders and quotes, as its rep sees them. */
export const RepCompanyActivityQuery = graphql(`
  query RepCompanyActivity($companyId: ID!) {
    repCompanyOrders(companyId: $companyId, take: 20) {
      id
      invoiceNumber
      buyerName
      poNumber
      totalCents
      paymentStatus
      fulfilmentStatus
      createdAt
    }
    repQuotes(companyId: $companyId, take: 20) {
      id
      quoteNumber
      statusLabel
      createdAt
    }
  }
`);

/** "See the shop as company X": a page of the catalog with the company's contract price beside the list price. */
export const CompanyPricesQuery = graphql(`
  query CompanyPrices($companyId: ID!, $search: String) {
    products(search: $search, pageSize: 20) {
      items {
        id
        name
        sku
        priceCents
        companyPrice(companyId: $companyId) {
          unitPriceCents
          explanation
        }
        offeredToCompany(companyId: $companyId)
      }
    }
  }
`);

export const useMyRepCompanies = () => useQuery(MyRepCompaniesQuery, { fetchPolicy: 'network-only' });
export const useRepCompanyActivity = (companyId: string | null) =>
  useQuery(RepCompanyActivityQuery, {
    variables: { companyId: companyId ?? '' },
    skip: companyId === null,
    fetchPolicy: 'network-only',
  });
export const useCompanyPrices = (companyId: string | null, search: string) =>
  useQuery(CompanyPricesQuery, {
    variables: { companyId: companyId ?? '', search: search || null },
    skip: companyId === null,
    fetchPolicy: 'network-only',
  });

/**
 * "See the shop as company X" on the dashboard (docs/decisions/084): the catalog's products with the company's price
 * steps (the server's companyPrice, under its rule of reach) and the list's, so a chosen quantity picks its step.
 */
export const ShopAsCompanyQuery = graphql(`
  query ShopAsCompany($companyId: ID!, $search: String) {
    products(search: $search, pageSize: 20) {
      items {
        id
        name
        sku
        priceCents
        priceBreaks {
          minQuantity
          unitPriceCents
        }
        quantityRule {
          minimum
        }
        companyPrice(companyId: $companyId) {
          unitPriceCents
          explanation
          tiers {
            minQuantity
            unitPriceCents
            explanation
          }
        }
        offeredToCompany(companyId: $companyId)
      }
    }
  }
`);
export const ShopAsCompanyCompaniesQuery = graphql(`
  query ShopAsCompanyCompanies($search: String) {
    companies(search: $search, take: 20) {
      rows {
        id
        name
      }
    }
  }
`);
export const useShopAsCompany = (companyId: string | null, search: string) =>
  useQuery(ShopAsCompanyQuery, {
    variables: { companyId: companyId ?? '', search: search || null },
    skip: companyId === null,
    fetchPolicy: 'network-only',
  });
export const useShopAsCompanyCompanies = (search: string) =>
  useQuery(ShopAsCompanyCompaniesQuery, {
    variables: { search: search || null },
    fetchPolicy: 'network-only',
  });
