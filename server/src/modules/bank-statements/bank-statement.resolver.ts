import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import {
  BankAllocationInput,
  BankStatement,
  BankStatementFileInput,
  BankStatementImport,
  BankStatementLine,
  BankStatementLinePage,
} from './bank-statement.type';
import * as bank from './bank-statement.service';

@Resolver(() => BankStatementLine)
export class BankStatementResolver {
  @Allow('bankStatements')
  @Query(() => [BankStatement], { description: 'Imported bank statements, newest first. Admins only.' })
  bankStatements(@Ctx() ctx: Context, @Arg('take', () => Int, { nullable: true }) take?: number) {
    return bank.bankStatements(ctx, take ?? undefined);
  }

  @Allow('bankStatementLines')
  @Query(() => BankStatementLinePage, {
    description:
      'Statement lines by status (UNMATCHED: the unmatched queue; PROPOSED: awaiting review), oldest booking first. Admins only.',
  })
  async bankStatementLines(
    @Ctx() ctx: Context,
    @Arg('status', () => String, { nullable: true }) status?: string,
    @Arg('statementId', () => ID, { nullable: true }) statementId?: string,
    @Arg('take', () => Int, { nullable: true }) take?: number,
    @Arg('skip', () => Int, { nullable: true }) skip?: number,
  ) {
    const page = await bank.bankStatementLines(ctx, { status, statementId, take, skip });
    return { total: page.total, items: page.items.map(bank.presentBankLine) };
  }

  @Allow('importBankStatement')
  @Mutation(() => BankStatementImport, {
    description:
      'Upload a bank statement export (CSV or camt.053, at most 2 MB) and get match proposals for its credit lines. The same file twice adds nothing. Admins only.',
  })
  importBankStatement(
    @Ctx() ctx: Context,
    @Arg('file', () => BankStatementFileInput) file: BankStatementFileInput,
  ) {
    return bank.importBankStatement(ctx, file);
  }

  @Allow('confirmBankLine')
  @Mutation(() => BankStatementLine, {
    description:
      'Record a statement line as payments: as proposed, or re-assigned to the invoices and amounts given. Admins only.',
  })
  async confirmBankLine(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('allocations', () => [BankAllocationInput], { nullable: true }) allocations?: BankAllocationInput[],
  ) {
    return bank.presentBankLine(await bank.confirmBankLine(ctx, id, allocations ?? null));
  }

  @Allow('ignoreBankLine')
  @Mutation(() => BankStatementLine, {
    description:
      'Leave a statement line out (not a payment for an invoice: e.g. a refund from a supplier). Admins only.',
  })
  async ignoreBankLine(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { nullable: true }) reason?: string,
  ) {
    return bank.presentBankLine(await bank.ignoreBankLine(ctx, id, reason ?? null));
  }
}
