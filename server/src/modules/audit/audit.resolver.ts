/** The audit trail's queries (docs/decisions/060): the shop's and a company's, as cursor pages and as CSV. */
import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PageArgsInput, totalCountOf } from '../../lib/connection-type';
import { AuditRecordConnection, AuditTrailFilter } from './audit.type';
import * as audit from './audit.service';

@Resolver()
export class AuditTrailResolver {
  @Allow('auditTrail')
  @Query(() => AuditRecordConnection, {
    description:
      "Every change to the shop's data, newest first: who, when, from where, the operation, the row before and after. Filters combine. Shop admins.",
  })
  auditTrail(
    @Ctx() ctx: Context,
    @Args() args: PageArgsInput,
    @Arg('filter', () => AuditTrailFilter, { nullable: true }) filter?: AuditTrailFilter,
  ) {
    return audit.auditTrail(ctx, filter, args);
  }

  @Allow('myCompanyAuditTrail')
  @Query(() => AuditRecordConnection, {
    description:
      "Changes to your company's data (its members, limits, rules, keys, orders, terms), newest first. Company admins.",
  })
  myCompanyAuditTrail(
    @Ctx() ctx: Context,
    @Args() args: PageArgsInput,
    @Arg('filter', () => AuditTrailFilter, { nullable: true }) filter?: AuditTrailFilter,
  ) {
    return audit.myCompanyAuditTrail(ctx, filter, args);
  }

  @Allow('auditTrailCsv')
  @Query(() => String, {
    description: `The shop's audit trail as CSV with the same filter, newest first (at most ${audit.AUDIT_CSV_MAX_ROWS} rows). Shop admins.`,
  })
  auditTrailCsv(
    @Ctx() ctx: Context,
    @Arg('filter', () => AuditTrailFilter, { nullable: true }) filter?: AuditTrailFilter,
  ) {
    return audit.auditTrailCsv(ctx, filter);
  }

  @Allow('myCompanyAuditTrailCsv')
  @Query(() => String, {
    description: `Your company's audit trail as CSV with the same filter, newest first (at most ${audit.AUDIT_CSV_MAX_ROWS} rows). Company admins.`,
  })
  myCompanyAuditTrailCsv(
    @Ctx() ctx: Context,
    @Arg('filter', () => AuditTrailFilter, { nullable: true }) filter?: AuditTrailFilter,
  ) {
    return audit.myCompanyAuditTrailCsv(ctx, filter);
  }
}

export const AuditRecordCountResolver = totalCountOf(
  AuditRecordConnection,
  'All the records the filter matches, on every page',
);
