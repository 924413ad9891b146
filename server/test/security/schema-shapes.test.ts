/**
 * Every input rule the shop exports, fed a value of the wrong shape in each field: a list, a list in a list, an
 * object, a number, true. Each is refused with the rule's own words or accepted, never a TypeError (a 500 on every
 * transport). yup's own `.trim()` and `.lowercase()` call the string method on whatever arrives, which is how a photo
 * link sent as a list broke a return request; this walks all schemas, so a new field written that way fails here.
 */
import * as yup from 'yup';
import * as common from '@gluegun/common';

type Described = { type: string; fields?: Record<string, unknown>; innerType?: unknown };

const WRONG_SHAPES: unknown[] = [[], [[]], [{}], {}, { a: [] }, 5, true];

/** Each way to put `wrong` into one field of `schema`, nested lists of objects included (one element each). */
function placements(schema: yup.Schema, wrong: unknown, depth = 0): Array<{ path: string; value: unknown }> {
  const d = schema as unknown as Described;
  if (depth > 4) return [];
  if (d.type === 'object' && d.fields) {
    return Object.entries(d.fields).flatMap(([key, field]) => [
      { path: key, value: { [key]: wrong } },
      ...placements(field as yup.Schema, wrong, depth + 1).map((p) => ({
        path: `${key}.${p.path}`,
        value: { [key]: p.value },
      })),
    ]);
  }
  if (d.type === 'array' && d.innerType) {
    return [
      { path: '[0]', value: [wrong] },
      ...placements(d.innerType as yup.Schema, wrong, depth + 1).map((p) => ({
        path: `[0].${p.path}`,
        value: [p.value],
      })),
    ];
  }
  return [];
}

const schemas = Object.entries(common).filter(
  ([, v]) => yup.isSchema(v) && (v as unknown as Described).type === 'object',
) as Array<[string, yup.Schema]>;

test("the walk finds the shop's input rules", () => {
  expect(schemas.length).toBeGreaterThan(20);
  expect(schemas.map(([name]) => name)).toEqual(
    expect.arrayContaining(['returnRequestSchema', 'checkoutDetailsSchema', 'paymentInputSchema']),
  );
});

test.each(schemas)(
  '%s refuses a wrong shape in any field in words, never with a TypeError',
  async (_name, schema) => {
    const broke: string[] = [];
    for (const wrong of WRONG_SHAPES) {
      for (const { path, value } of placements(schema, wrong)) {
        try {
          await schema.validate(value, { abortEarly: false });
        } catch (e) {
          if (!(e instanceof yup.ValidationError))
            broke.push(`${path} = ${JSON.stringify(wrong)}: ${(e as Error).name}: ${(e as Error).message}`);
        }
      }
    }
    expect(broke).toEqual([]);
  },
);
