import { isoDay } from '@gluegun/common';
import type { BankStatementLine as LineRow } from '../../generated/prisma/client';
import type { BankStatementLine } from './bank-statement.type';

/** A stored line as the API shows it (GraphQL and REST): the booking day as YYYY-MM-DD, allocations as a list. */
export function presentBankLine(line: LineRow): BankStatementLine {
  return {
    ...line,
    bookedOn: isoDay(line.bookedOn),
    allocations: Array.isArray(line.allocations)
      ? (line.allocations as unknown as BankStatementLine['allocations'])
      : [],
  };
}
