/**
 * Approvals (docs/decisions/037): an order that needs approval waits as a request until its approvers approve it
 * (then checkout places it) or someone rejects or withdraws it; the company admins' spending limits and rules.
 */
export {
  submitOrder,
  approveOrder,
  rejectOrder,
  withdrawOrderRequest,
  orderRequest,
  myOrderRequests,
  approvalQueue,
} from './approvals';
export { requestSteps, requestWaitingFor, requestItems, requestPriceChanges } from './request-parts';
export { approvalPreview, setApprovalRules, setSpendingLimits, approvalRulesOf } from './approval-rules';
