import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The signed-in customer's statement of account (their company's, or their own orders' for buyers and requesters). */
export const MyStatementQuery = graphql(`
  query MyStatement($from: String!, $to: String!) {
    myStatement(from: $from, to: $to) {
      companyId
      companyName
      scope
      buyerEmail
      from
      to
      asOf
      openingBalanceCents
      totalDebitCents
      totalCreditCents
      closingBalanceCents
      overdueCents
      lines {
        on
        kind
        kindLabel
        reference
        invoiceNumber
        purchaseOrderId
        debitCents
        creditCents
        balanceCents
        taxCents
        freightCents
      }
      overdue {
        purchaseOrderId
        invoiceNumber
        dueOn
        daysOverdue
        balanceCents
      }
    }
  }
`);

export function useMyStatement(range: { from: string; to: string }) {
  return useQuery(MyStatementQuery, { variables: range, fetchPolicy: 'cache-and-network' });
}

/** Admins: any customer company's statement. */
export const CompanyStatementQuery = graphql(`
  query CompanyStatement($companyId: ID!, $from: String!, $to: String!) {
    companyStatement(companyId: $companyId, from: $from, to: $to) {
      companyId
      companyName
      scope
      buyerEmail
      from
      to
      asOf
      openingBalanceCents
      totalDebitCents
      totalCreditCents
      closingBalanceCents
      overdueCents
      lines {
        on
        kind
        kindLabel
        reference
        invoiceNumber
        purchaseOrderId
        debitCents
        creditCents
        balanceCents
        taxCents
        freightCents
      }
      overdue {
        purchaseOrderId
        invoiceNumber
        dueOn
        daysOverdue
        balanceCents
      }
    }
  }
`);

export function useCompanyStatement(companyId: string, range: { from: string; to: string }) {
  return useQuery(CompanyStatementQuery, {
    variables: { companyId, ...range },
    fetchPolicy: 'cache-and-network',
  });
}

/** Admins: what every customer company owes, by days past due. */
export const AgingReportQuery = graphql(`
  query AgingReport {
    agingReport {
      asOf
      rows {
        companyId
        companyName
        currentCents
        days1To30Cents
        days31To60Cents
        days61To90Cents
        over90Cents
        totalCents
        invoiceCount
      }
      total {
        companyId
        companyName
        currentCents
        days1To30Cents
        days31To60Cents
        days61To90Cents
        over90Cents
        totalCents
        invoiceCount
      }
    }
  }
`);

export function useAgingReport() {
  return useQuery(AgingReportQuery, { fetchPolicy: 'cache-and-network' });
}

/** Where the downloads are served (REST, the same statements). */
const range = (r: { from: string; to: string }) =>
  `from=${encodeURIComponent(r.from)}&to=${encodeURIComponent(r.to)}`;
export const myStatementPath = (ext: 'pdf' | 'csv', r: { from: string; to: string }) =>
  `/my-statement.${ext}?${range(r)}`;
export const companyStatementPath = (
  companyId: string,
  ext: 'pdf' | 'csv',
  r: { from: string; to: string },
) => `/admin/companies/${encodeURIComponent(companyId)}/statement.${ext}?${range(r)}`;
export const AGING_CSV_PATH = '/admin/aging.csv';
