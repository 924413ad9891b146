/** A company's credit: limit, open, available, terms and hold, in the shop's money words (@gluegun/common). */
import { DataList } from '@chakra-ui/react';
import { formatCents, termsLabel } from '@gluegun/common';
import type { CompanyCreditFieldsFragment } from '../../../gql/graphql';
import { companyCopy } from '../copy';

const t = companyCopy.credit;

export function CompanyCredit({ credit }: { credit: CompanyCreditFieldsFragment }) {
  const rows: Array<[string, string]> = [
    [t.limit, formatCents(credit.limitCents)],
    [t.open, formatCents(credit.openCents)],
    [t.available, formatCents(credit.availableCents)],
    [t.terms, termsLabel(credit.termsDays)],
    [t.hold, credit.onHold ? t.onHold(credit.overdueCount, credit.overdueCents) : t.noHold],
  ];
  if (credit.heldCreditCents > 0) rows.splice(2, 0, [t.held, formatCents(credit.heldCreditCents)]);
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
