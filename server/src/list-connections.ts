/**
 * The cursor pages beside the remaining lists (docs/decisions/029-cursor-pages.md): each module's
 * connection resolvers and their totalCount field resolvers, registered in schema.ts.
 */
import { AuditRecordCountResolver, AuditTrailResolver } from './modules/audit/audit.resolver';
import {
  ApprovalConnectionResolver,
  ApprovalQueueCountResolver,
  MyOrderRequestCountResolver,
} from './modules/approvals/approval-connections.resolver';
import {
  BankConnectionResolver,
  BankStatementCountResolver,
  BankStatementLineCountResolver,
} from './modules/bank-statements/connections.resolver';
import {
  CompanyConnectionResolver,
  CompanyCountResolver,
  CompanyInvitationCountResolver,
  MyInvitationCountResolver,
} from './modules/companies/connections.resolver';
import { PartNumberCountResolver, PartNumberResolver } from './modules/companies/part-number.resolver';
import {
  WebhookConnectionResolver,
  WebhookDeliveryCountResolver,
  WebhookEndpointCountResolver,
} from './modules/webhooks/connections.resolver';

export const LIST_CONNECTION_RESOLVERS = [
  ApprovalConnectionResolver,
  ApprovalQueueCountResolver,
  MyOrderRequestCountResolver,
  BankConnectionResolver,
  BankStatementCountResolver,
  BankStatementLineCountResolver,
  CompanyConnectionResolver,
  CompanyCountResolver,
  CompanyInvitationCountResolver,
  MyInvitationCountResolver,
  WebhookConnectionResolver,
  WebhookDeliveryCountResolver,
  WebhookEndpointCountResolver,
  PartNumberResolver,
  PartNumberCountResolver,
  AuditTrailResolver,
  AuditRecordCountResolver,
] as const;
