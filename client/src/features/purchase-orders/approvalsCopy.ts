/**
 * Visible strings of approvals: checkout's preview and confirmation, the approvals queue, a request's
 * page and the buyer's requests on My Orders. Why approval is needed comes in the server's own words.
 */
import { COMPANY_ROLE_LABELS, type CompanyRoleName } from '@gluegun/common';

const roleList = (roles: readonly string[]) =>
  roles.map((r) => COMPANY_ROLE_LABELS[r as CompanyRoleName] ?? r).join(' and ');

export const STATUS_LABELS: Record<string, string> = {
  AWAITING_APPROVAL: 'Awaiting approval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
};

export const STEP_LABELS: Record<string, string> = {
  SUBMITTED: 'Submitted for approval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
  PLACED: 'Order placed',
  CHANGED: "Changed by the buyer's EDI change request",
};

/** The money of an order as every approvals screen and the Pay dialog name it: net, tax, total, and where it ships. */
export const figuresCopy = {
  net: 'Net',
  tax: (label: string | null | undefined) => (label ? `Tax (${label})` : 'Tax'),
  total: 'Total',
  shipTo: 'Ship to',
  toBeConfirmed: 'To be confirmed',
} as const;

export const approvalsCopy = {
  nav: 'Approvals',
  navWithCount: (n: number) => `Approvals, ${n} waiting`,
  preview: {
    label: 'Approval',
    checking: 'Checking whether this order needs approval…',
    none: 'No approval needed',
    submitForApproval: 'Submit for approval',
  },
  sent: {
    title: (number: string) => `Order request ${number} sent for approval`,
    waitsFor: (roles: readonly string[]) =>
      `It waits for approval by: ${roleList(roles)}. It holds no stock and no credit until approved.`,
    view: 'View the request',
  },
  queue: {
    title: 'Approvals',
    intro: 'Orders of your company waiting for your approval, oldest first.',
    loading: 'Loading the approvals…',
    empty: 'Nothing waits for your approval.',
    notApprover: 'Only buyers and company admins approve orders.',
    loadMore: 'Load more orders waiting for approval',
  },
  request: {
    heading: (number: string) => `Order request ${number}`,
    requester: 'Requested by',
    total: 'Total',
    status: 'Status',
    why: 'Why it needs approval',
    waitingFor: 'Waiting for',
    mustApprove: (roles: readonly string[]) => roleList(roles),
    nobodyLeft: 'Nobody',
    lines: 'Lines',
    line: (name: string, qty: number, unit: string, total: string) =>
      `${name}: ${qty} pieces × ${unit} = ${total}`,
    poNumber: 'Your PO number',
    rejectedBecause: (reason: string) => `Rejected: ${reason}`,
    placedAs: 'Placed as order',
    viewInvoice: 'View the invoice',
    open: (number: string) => `Open request ${number}`,
    steps: 'Steps',
    step: (kind: string, who: string, when: string) => `${STEP_LABELS[kind] ?? kind} by ${who}, ${when}`,
    asRole: (role: string) => `as ${COMPANY_ROLE_LABELS[role as CompanyRoleName] ?? role}`,
    loading: 'Loading the request…',
    back: 'Back to Approvals',
    backToOrders: 'Back to My Orders',
    priceChanges: 'Prices changed since it was asked for',
    priceChange: (name: string, qty: number, from: string, to: string) =>
      `${name}: ${qty} pieces, ${from} a unit then, ${to} now`,
    priceChangesNet: (delta: string, up: boolean) =>
      `Approving places these lines at today's contract prices: the net is ${delta} ${up ? 'more' : 'less'} than when it was asked for.`,
  },
  approve: {
    button: 'Approve',
    buttonFor: (number: string) => `Approve ${number}`,
    confirmTitle: (number: string) => `Approve ${number}?`,
    confirmText: (total: string) =>
      `The order is placed now for ${total} (tax included): stock, credit and prices are checked at this moment.`,
    keep: 'Not now',
    confirm: 'Approve and place the order',
    done: (number: string) => `${number} approved`,
    refusedTitle: 'The order was not approved',
  },
  reject: {
    button: 'Reject',
    buttonFor: (number: string) => `Reject ${number}`,
    title: (number: string) => `Reject ${number}`,
    reason: 'Reason',
    reasonHint: 'The requester reads it.',
    reasonRequired: 'Say why the order is rejected',
    reasonTooLong: (max: number) => `The reason must be at most ${max} characters`,
    cancel: 'Cancel',
    confirm: 'Reject the order',
    done: (number: string) => `${number} rejected`,
  },
  withdraw: {
    button: 'Withdraw',
    confirmTitle: (number: string) => `Withdraw ${number}?`,
    confirmText: 'Its items go back to your open items.',
    keep: 'Keep waiting',
    confirm: 'Withdraw the request',
    done: (number: string) => `${number} withdrawn`,
  },
  mine: {
    heading: 'Order requests',
    intro: 'Orders you submitted for approval.',
    loadMore: 'Load more order requests',
  },
} as const;
