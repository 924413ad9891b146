/**
 * A company's customer credit (shop admins): what it holds and its moves, the company's open
 * invoices it can pay down, and the two writes: apply held credit to an invoice, refund held credit.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { CompaniesQuery } from './companies';
import { moneyMoved } from '../../../lib/moneyMoved';

export const CustomerCreditQuery = graphql(`
  query CustomerCredit($companyId: ID!) {
    customerCredit(companyId: $companyId) {
      companyId
      companyName
      balanceCents
      entries {
        id
        kind
        amountCents
        detail
        actorEmail
        createdAt
      }
      refunds {
        id
        amountCents
        paidOn
        method
        reference
      }
    }
  }
`);

/** The company's invoices that still owe (awaiting payment or overdue), oldest due first once sorted. */
export const CompanyOpenInvoicesQuery = graphql(`
  query CompanyOpenInvoices($companyId: ID!) {
    awaiting: purchaseOrders(companyId: $companyId, paymentStatus: AWAITING_PAYMENT, take: 100) {
      rows {
        id
        invoiceNumber
        balanceCents
        dueAt
      }
    }
    overdue: purchaseOrders(companyId: $companyId, paymentStatus: OVERDUE, take: 100) {
      rows {
        id
        invoiceNumber
        balanceCents
        dueAt
      }
    }
  }
`);

export const ApplyCustomerCreditMutation = graphql(`
  mutation ApplyCustomerCredit($purchaseOrderId: ID!, $amountCents: Int) {
    applyCustomerCredit(purchaseOrderId: $purchaseOrderId, amountCents: $amountCents) {
      id
      balanceCents
      creditedCents
      paidCents
      paymentStatus
    }
  }
`);

export const RecordRefundMutation = graphql(`
  mutation RecordRefund($companyId: ID!, $refund: RefundInput!) {
    recordRefund(companyId: $companyId, refund: $refund) {
      id
      amountCents
    }
  }
`);

export const useCustomerCredit = (companyId: string | null) =>
  useQuery(CustomerCreditQuery, {
    variables: { companyId: companyId ?? '' },
    skip: companyId === null,
    fetchPolicy: 'network-only',
  });
export const useCompanyOpenInvoices = (companyId: string | null) =>
  useQuery(CompanyOpenInvoicesQuery, {
    variables: { companyId: companyId ?? '' },
    skip: companyId === null,
    fetchPolicy: 'network-only',
  });
const refetch = {
  refetchQueries: [CompaniesQuery, CustomerCreditQuery],
  awaitRefetchQueries: true,
  ...moneyMoved,
};
export const useApplyCustomerCredit = () => useMutation(ApplyCustomerCreditMutation, refetch);
export const useRecordRefund = () => useMutation(RecordRefundMutation, refetch);
