import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One uploaded bank statement export (CSV or camt.053)' })
export class BankStatement {
  @Field(() => ID) id!: string;
  @Field() fileName!: string;
  @Field({ description: 'CSV or CAMT053' }) format!: string;
  @Field({ description: 'Who uploaded it' }) importedByEmail!: string;
  @Field(() => Int, { description: 'Credit lines read from the file' }) creditLines!: number;
  @Field(() => Int, {
    description: 'Lines new to the shop (a line already imported from another file is not stored twice)',
  })
  newLines!: number;
  @Field(() => Int, { description: 'Debits (money out), reversals and pending entries: skipped' })
  debitsSkipped!: number;
  @Field() createdAt!: Date;
}

@ObjectType({
  description:
    'An import: the statement, and whether this very file had been imported before (then nothing was added)',
})
export class BankStatementImport {
  @Field(() => BankStatement) statement!: BankStatement;
  @Field() alreadyImported!: boolean;
}

@ObjectType({ description: 'Money from a statement line applied (or proposed) to one invoice' })
export class BankAllocation {
  @Field(() => ID) purchaseOrderId!: string;
  @Field() invoiceNumber!: string;
  @Field(() => Int) amountCents!: number;
}

@ObjectType({ description: 'One credit on a bank statement and what the shop proposes or recorded for it' })
export class BankStatementLine {
  @Field(() => ID) id!: string;
  @Field(() => ID) statementId!: string;
  @Field(() => Int) lineNo!: number;
  @Field({ description: 'Booking day, YYYY-MM-DD' }) bookedOn!: string;
  @Field(() => Int) amountCents!: number;
  @Field() currency!: string;
  @Field({ description: 'Reference / remittance information as the bank gave it' }) reference!: string;
  @Field({ description: 'Who sent the money, as the bank gave it' }) counterparty!: string;
  @Field(() => String, { nullable: true }) bankReference!: string | null;
  @Field({ description: 'PROPOSED, CONFIRMED, UNMATCHED or IGNORED' }) status!: string;
  @Field(() => String, {
    nullable: true,
    description: 'REFERENCE, AMOUNT_AND_NAME, NAME, MANUAL (re-assigned by an admin), or null',
  })
  matchRule!: string | null;
  @Field(() => [BankAllocation], { description: 'Proposed until CONFIRMED, then the payments recorded' })
  allocations!: BankAllocation[];
  @Field(() => Int, { description: 'Money not applied to any invoice (an overpayment), kept on the line' })
  unappliedCents!: number;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => String, { nullable: true }) decidedByEmail!: string | null;
  @Field(() => Date, { nullable: true }) decidedAt!: Date | null;
}

@ObjectType({ description: 'A page of statement lines' })
export class BankStatementLinePage {
  @Field(() => Int) total!: number;
  @Field(() => [BankStatementLine]) items!: BankStatementLine[];
}

@InputType({ description: 'A statement file: its name and its text (CSV, or camt.053 XML), at most 2 MB' })
export class BankStatementFileInput {
  @Field() fileName!: string;
  @Field() content!: string;
}

@InputType({ description: 'Pay this much of this invoice from the line' })
export class BankAllocationInput {
  @Field() invoiceNumber!: string;
  @Field(() => Int) amountCents!: number;
}
