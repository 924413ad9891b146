/**
 * Families and variants (docs/decisions/066): a family names its options in order (["Diameter", "Colour"]) and each
 * variant, a product of its own, holds one value per option. One combination per family; compared without letter
 * case or repeated spaces. The storefront's picker reads the same rules to say which choices exist and are in stock.
 */
export const MAX_FAMILY_OPTIONS = 3;
export const MAX_OPTION_NAME_LENGTH = 40;
export const MAX_OPTION_VALUE_LENGTH = 60;
export const MAX_FAMILY_VARIANTS = 100;

export const tidyOption = (text: string): string => text.trim().replace(/\s+/g, ' ');
const sameText = (a: string, b: string) => tidyOption(a).toLowerCase() === tidyOption(b).toLowerCase();
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Why a family's option names cannot be saved, or null. */
export function optionNamesProblem(names: readonly string[]): string | null {
  if (names.length > MAX_FAMILY_OPTIONS) return `A family has at most ${MAX_FAMILY_OPTIONS} options`;
  for (let i = 0; i < names.length; i++) {
    const name = tidyOption(names[i]);
    if (name.length === 0) return 'Every option needs a name';
    if (name.length > MAX_OPTION_NAME_LENGTH || CONTROL.test(name))
      return `An option's name has at most ${MAX_OPTION_NAME_LENGTH} characters and no control characters`;
    if (names.slice(0, i).some((n) => sameText(n, name))) return `The option ${name} is named twice`;
  }
  return null;
}

/** Why `values` are not one value for each of the family's options, or null. */
export function optionValuesProblem(
  optionNames: readonly string[],
  values: readonly string[],
): string | null {
  if (values.length !== optionNames.length) {
    return optionNames.length === 0
      ? 'This family has no options: give no values'
      : `Give one value for each option: ${optionNames.join(', ')}`;
  }
  for (let i = 0; i < values.length; i++) {
    const value = tidyOption(values[i]);
    if (value.length === 0) return `Give a value for ${optionNames[i]}`;
    if (value.length > MAX_OPTION_VALUE_LENGTH || CONTROL.test(value))
      return `${optionNames[i]}: at most ${MAX_OPTION_VALUE_LENGTH} characters and no control characters`;
  }
  return null;
}

/** Whether two combinations are the same (no letter case, repeated spaces). */
export const sameCombination = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((v, i) => sameText(v, b[i]));

export interface VariantChoice {
  id: string;
  optionValues: readonly string[];
  /** Units in stock. */
  quantity: number;
}

export type ChoiceState = 'AVAILABLE' | 'OUT_OF_STOCK' | 'MISSING';

export interface OptionChoice {
  value: string;
  state: ChoiceState;
  /** The variant this choice leads to (the exact combination, else the closest one with this value), null = none. */
  variantId: string | null;
}

/** The values of option `index` across the variants, in the order they first appear. */
export function valuesOf(variants: readonly VariantChoice[], index: number): string[] {
  const seen: string[] = [];
  for (const v of variants)
    if (v.optionValues[index] !== undefined && !seen.some((s) => sameText(s, v.optionValues[index])))
      seen.push(v.optionValues[index]);
  return seen;
}

/** The variant with `value` at `index`: the one keeping the other current values, else the one keeping the most. */
export function variantFor(
  variants: readonly VariantChoice[],
  current: readonly string[],
  index: number,
  value: string,
): VariantChoice | null {
  let best: VariantChoice | null = null;
  let bestScore = -1;
  for (const v of variants) {
    if (v.optionValues[index] === undefined || !sameText(v.optionValues[index], value)) continue;
    const score = v.optionValues.filter(
      (x, i) => i !== index && current[i] !== undefined && sameText(x, current[i]),
    ).length;
    if (score > bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}

/**
 * For each option, each value with what picking it means beside the current variant's other values: AVAILABLE (that
 * combination exists and has stock for `minimum` units), OUT_OF_STOCK (it exists, too few units), MISSING (no such
 * combination: picking it goes to the closest variant with that value).
 */
export function optionChoices(
  variants: readonly VariantChoice[],
  current: readonly string[],
  minimum: number,
): OptionChoice[][] {
  return current.map((_, index) =>
    valuesOf(variants, index).map((value) => {
      const wanted = current.map((c, i) => (i === index ? value : c));
      const exact = variants.find((v) => sameCombination(v.optionValues, wanted));
      const state: ChoiceState = !exact
        ? 'MISSING'
        : exact.quantity >= minimum
          ? 'AVAILABLE'
          : 'OUT_OF_STOCK';
      return { value, state, variantId: (exact ?? variantFor(variants, current, index, value))?.id ?? null };
    }),
  );
}

/** Families the shop keeps at most (the admin's list of them is read whole). */
export const MAX_PRODUCT_FAMILIES = 500;
