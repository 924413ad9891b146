/**
 * The admin's packing form as text fields and back: pack sizes one a line ("Case of 250, 250"), weight in grams and
 * the three sides in millimetres (empty = not given). The server checks every value and names the field it refuses.
 */
export interface PackingValues {
  familyId: string;
  optionValues: string[];
  packs: string;
  weightGrams: string;
  lengthMm: string;
  widthMm: string;
  heightMm: string;
  /** Working days from order to delivery (docs/decisions/083); empty = left as it is. */
  leadTimeDays: string;
}

interface Loaded {
  family?: { id: string } | null;
  options: Array<{ value: string }>;
  packSizes: Array<{ name: string; baseUnits: number }>;
  weightGrams?: number | null;
  dimensions?: { lengthMm: number; widthMm: number; heightMm: number } | null;
  leadTimeDays?: number | null;
}

export function packingValues(p: Loaded): PackingValues {
  return {
    familyId: p.family?.id ?? '',
    optionValues: p.options.map((o) => o.value),
    packs: p.packSizes
      .filter((s) => s.baseUnits > 1)
      .map((s) => `${s.name}, ${s.baseUnits}`)
      .join('\n'),
    weightGrams: p.weightGrams?.toString() ?? '',
    lengthMm: p.dimensions?.lengthMm.toString() ?? '',
    widthMm: p.dimensions?.widthMm.toString() ?? '',
    heightMm: p.dimensions?.heightMm.toString() ?? '',
    leadTimeDays: p.leadTimeDays == null ? '' : p.leadTimeDays.toString(),
  };
}

/** "Case of 250, 250" lines as packs; a line whose count is not a number is sent as NaN-free -1 so the server names it. */
export function packsOf(text: string): Array<{ name: string; baseUnits: number }> {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const at = line.lastIndexOf(',');
      const count =
        at < 0
          ? NaN
          : Number(
              line
                .slice(at + 1)
                .trim()
                .replace(/,/g, ''),
            );
      return {
        name: at < 0 ? line : line.slice(0, at).trim(),
        baseUnits: Number.isSafeInteger(count) ? count : -1,
      };
    });
}

const whole = (text: string): number | null =>
  text.trim() === '' ? null : Number.isSafeInteger(Number(text.trim())) ? Number(text.trim()) : -1;

export function packingInput(v: PackingValues) {
  const sides = [v.lengthMm, v.widthMm, v.heightMm];
  const dimensions = sides.every((s) => s.trim() === '')
    ? null
    : { lengthMm: whole(v.lengthMm) ?? 0, widthMm: whole(v.widthMm) ?? 0, heightMm: whole(v.heightMm) ?? 0 };
  return {
    packSizes: packsOf(v.packs),
    weightGrams: whole(v.weightGrams),
    dimensions,
    ...(v.leadTimeDays.trim() === '' ? {} : { leadTimeDays: whole(v.leadTimeDays) }),
  };
}
