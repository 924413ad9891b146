/**
 * Checkout's requested delivery date per line (docs/decisions/101), each optional: its hint names the earliest day
 * that line can arrive by the server's own rule (common lineEarliestDay, with the shop's holidays); the server checks
 * again against the stock it takes and answers beside the same field.
 */
import { Stack, Text } from '@chakra-ui/react';
import {
  addWorkingDays,
  formatDay,
  lineEarliestDay,
  lineRequestedProblem,
  utcToday,
  type Holidays,
  type LineDeliveryFacts,
} from '@gluegun/common';
import { TextField } from '../../../components/form/TextField';
import { purchaseOrderCopy } from '../copy';

const t = purchaseOrderCopy.checkout;

/** A chosen item as the form reads it: what the earliest day of its line is counted from. */
export interface DeliveryLine extends LineDeliveryFacts {
  id: string;
  productName: string;
}

/** The form field of one line's day (the item id as the key). */
export const lineDateField = (itemId: string) => `lineDates.${itemId}`;

/** The earliest day of a line; with stock awaited and no restock day known, its lead time from today. */
const earliestOf = (line: DeliveryLine, today: string, holidays: Holidays) =>
  lineEarliestDay(today, line, holidays) ?? addWorkingDays(today, line.leadTimeDays, holidays);

/** The lines' own checks, beside each field. */
export function lineDateErrors(
  lines: readonly DeliveryLine[],
  dates: Readonly<Record<string, string>> | undefined,
  holidays: Holidays,
) {
  const today = utcToday(new Date());
  const errors: Record<string, string> = {};
  for (const line of lines) {
    const day = dates?.[line.id]?.trim();
    const problem = day ? lineRequestedProblem(day, today, line, holidays) : null;
    if (problem) errors[line.id] = problem;
  }
  return errors;
}

/** What is sent: the filled days, in the order of the lines. */
export const lineDeliveryDatesOf = (
  lines: readonly DeliveryLine[],
  dates: Readonly<Record<string, string>> | undefined,
) =>
  lines.flatMap((l) =>
    dates?.[l.id]?.trim() ? [{ itemId: l.id, requestedDeliveryDate: dates[l.id].trim() }] : [],
  );

export function LineDeliveryDates({
  lines,
  holidays,
}: {
  lines: readonly DeliveryLine[];
  holidays: Holidays;
}) {
  if (lines.length === 0) return null;
  const today = utcToday(new Date());
  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="bold" mb="1">
        {t.lineDatesLegend}
      </Text>
      <Text fontSize="sm">{t.lineDatesIntro}</Text>
      {lines.map((line) => (
        <TextField
          key={line.id}
          name={lineDateField(line.id)}
          type="date"
          label={t.lineDate(line.productName)}
          hint={t.lineEarliest(formatDay(earliestOf(line, today, holidays)))}
        />
      ))}
    </Stack>
  );
}
