/**
 * Every money-moving write of the dashboard (a payment, a credit note, applied customer credit, a refund, a
 * confirmed bank line) drops the figures it changes from the cache, so no screen shows the old ones.
 */
import { renderHook, act } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { InMemoryCache } from '@apollo/client';
import { useRecordPayment, RecordPaymentMutation } from '../src/features/purchase-orders/api/recordPayment';
import {
  useIssueCreditNote,
  IssueCreditNoteMutation,
} from '../src/features/purchase-orders/api/issueCreditNote';
import {
  useApplyCustomerCredit,
  useRecordRefund,
  ApplyCustomerCreditMutation,
  RecordRefundMutation,
} from '../src/features/company/api/customerCredit';
import { useConfirmBankLine, ConfirmBankLineMutation } from '../src/features/receivables/api/bankStatements';

const stale = () => {
  const cache = new InMemoryCache();
  cache.restore({
    ROOT_QUERY: {
      __typename: 'Query',
      agingReport: { __typename: 'AgingReport', asOf: '2026-11-24' },
      myCredit: { __typename: 'Credit', openCents: 1 },
      products: 1,
    },
  } as never);
  return cache;
};

const cases: Array<
  [string, () => (opts: { variables: never }) => Promise<unknown>, unknown, object, object]
> = [
  [
    'recordPayment',
    () => useRecordPayment()[0] as never,
    RecordPaymentMutation,
    { id: 'p1', payment: { amountCents: 100, receivedOn: '2026-11-24', reference: 'r' } },
    {
      recordPayment: {
        __typename: 'PurchaseOrder',
        id: 'p1',
        paidCents: 100,
        balanceCents: 0,
        paymentStatus: 'PAID',
        daysOverdue: 0,
        payments: [],
      },
    },
  ],
  [
    'issueCreditNote',
    () => useIssueCreditNote()[0] as never,
    IssueCreditNoteMutation,
    { purchaseOrderId: 'p1', input: { reason: 'x' } },
    {
      issueCreditNote: {
        __typename: 'CreditNote',
        id: 'n1',
        creditNoteNumber: 'CN-1',
        amountCents: 100,
        appliedToInvoiceCents: 100,
        releasedCents: 0,
        settlement: 'APPLIED',
      },
    },
  ],
  [
    'applyCustomerCredit',
    () => useApplyCustomerCredit()[0] as never,
    ApplyCustomerCreditMutation,
    { purchaseOrderId: 'p1', amountCents: 100 },
    {
      applyCustomerCredit: {
        __typename: 'PurchaseOrder',
        id: 'p1',
        balanceCents: 0,
        creditedCents: 100,
        paidCents: 0,
        paymentStatus: 'PAID',
      },
    },
  ],
  [
    'recordRefund',
    () => useRecordRefund()[0] as never,
    RecordRefundMutation,
    { companyId: 'c1', refund: { amountCents: 100 } },
    { recordRefund: { __typename: 'CustomerRefund', id: 'f1', amountCents: 100 } },
  ],
  [
    'confirmBankLine',
    () => useConfirmBankLine()[0] as never,
    ConfirmBankLineMutation,
    { id: 'l1', allocations: null },
    {
      confirmBankLine: {
        __typename: 'BankStatementLine',
        id: 'l1',
        status: 'CONFIRMED',
        unappliedCents: 0,
        allocations: [],
      },
    },
  ],
];

describe.each(cases)('%s', (_name, hook, query, variables, data) => {
  it('drops the aging report and the credit figures from the cache; other reads stay', async () => {
    const cache = stale();
    const { result } = renderHook(hook, {
      wrapper: ({ children }) => (
        <MockedProvider
          cache={cache}
          mocks={[{ request: { query: query as never, variables }, result: { data } }]}
        >
          {children}
        </MockedProvider>
      ),
    });
    await act(async () => {
      await result.current({ variables: variables as never }).catch(() => undefined);
    });
    const root = (cache.extract() as { ROOT_QUERY: Record<string, unknown> }).ROOT_QUERY;
    expect(root).not.toHaveProperty('agingReport');
    expect(root).not.toHaveProperty('myCredit');
    expect(root).toHaveProperty('products');
  });
});
