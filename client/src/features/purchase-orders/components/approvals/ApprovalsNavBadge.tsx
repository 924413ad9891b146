/**
 * The navbar's Approvals link for buyers and company admins: how many requests wait for the signed-in
 * person, as a badge that is also part of the link's accessible name ("Approvals 2 waiting"). Loaded lazily by the
 * navbar: Apollo's query hooks stay out of the first bundle.
 */
import type { ReactNode } from 'react';
import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { isApproverRole, useApprovalQueue, useApprovalsNavRole, useCanOrder } from '../../api/approvals';

/** Whether the signed-in customer approves orders in a real company, and how many wait for them (null while unknown). */
export function useApprovalsNav(customer: boolean): { approver: boolean; count: number | null } {
  const { data } = useApprovalsNavRole(!customer);
  const approver = customer && isApproverRole(data?.me.companyRole) && data?.myCompany.personal === false;
  const queue = useApprovalQueue(!approver);
  return { approver, count: approver && queue.data ? queue.data.approvalQueueConnection.totalCount : null };
}

export function ApprovalsCount({ count }: { count: number | null }) {
  if (count === null) return null;
  return (
    <>
      {' '}
      <Badge colorPalette={count > 0 ? 'orange' : 'gray'} variant="solid" rounded="full" ms="1">
        {count}
      </Badge>
      <VisuallyHidden> waiting</VisuallyHidden>
    </>
  );
}

/** Renders the link (through `render`, the navbar's own link) for approvers only. */
export default function ApprovalsNavLink({ render }: { render(count: number | null): ReactNode }) {
  const { approver, count } = useApprovalsNav(true);
  return approver ? render(count) : null;
}

/** Renders `render` for every customer with the count of what waits for their approval (null: none to approve, or not known yet). */
export function ApprovalsWaiting({ render }: { render(count: number | null): ReactNode }) {
  const { count } = useApprovalsNav(true);
  return render(count);
}

/** Renders a link that orders (Quick Order) only for roles the server lets order; nothing while the role is unknown. */
export function OrderingNavLink({ render }: { render(): ReactNode }) {
  return useCanOrder() ? render() : null;
}
