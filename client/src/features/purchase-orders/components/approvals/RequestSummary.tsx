/**
 * What an approval request is, the same on the queue, the request page and My Orders: requester, net, tax, total, ship-to,
 * status, who must still approve, why (the server's words), the lines and, once placed, the order it became.
 */
import { Badge, DataList, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '@gluegun/common';
import type { ApprovalRequestFieldsFragment } from '../../../../gql/graphql';
import { approvalsCopy, STATUS_LABELS } from '../../approvalsCopy';
import { FigureRows, type Figures } from './OrderFigures';

/** A request's figures as the server sends them (net, tax quoted at submission, total). */
export const figuresOf = (r: {
  netCents: number;
  taxCents: number;
  totalCents: number;
  tax: { label?: string | null };
}): Figures => ({
  netCents: r.netCents,
  taxCents: r.taxCents,
  totalCents: r.totalCents,
  taxLabel: r.tax.label,
});

const t = approvalsCopy.request;
const STATUS_PALETTE: Record<string, string> = {
  AWAITING_APPROVAL: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
  WITHDRAWN: 'gray',
};

export function RequestStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'} variant="outline">
      {STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

export function RequestSummary({ request }: { request: ApprovalRequestFieldsFragment }) {
  const waiting = request.status === 'AWAITING_APPROVAL';
  return (
    <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm" gap="2">
      <Row label={t.requester}>{request.requesterEmail}</Row>
      <FigureRows figures={figuresOf(request)} shipTo={request.shipTo} />
      <Row label={t.status}>
        <RequestStatusBadge status={request.status} />
      </Row>
      {waiting && (
        <Row label={t.waitingFor}>
          {request.waitingFor.length > 0 ? t.mustApprove(request.waitingFor) : t.nobodyLeft}
        </Row>
      )}
      {request.reasons.length > 0 && (
        <Row label={t.why}>
          <List.Root ps="4">
            {request.reasons.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List.Root>
        </Row>
      )}
      {request.poNumber && <Row label={t.poNumber}>{request.poNumber}</Row>}
      <Row label={t.lines}>
        <List.Root ps="4">
          {request.items.map((i) => (
            <List.Item key={i.id}>
              {t.line(i.productName, i.quantity, formatCents(i.unitPriceCents), formatCents(i.totalCents))}
            </List.Item>
          ))}
        </List.Root>
      </Row>
      {request.rejectionReason && (
        <Row label={STATUS_LABELS.REJECTED}>
          <Text>{request.rejectionReason}</Text>
        </Row>
      )}
      {request.purchaseOrder && (
        <Row label={t.placedAs}>
          <Link asChild color="blue.700" textDecoration="underline">
            <RouterLink to={`/my-orders/invoices/${request.purchaseOrder.id}`}>
              {request.purchaseOrder.orderNumber}
            </RouterLink>
          </Link>
        </Row>
      )}
    </DataList.Root>
  );
}
