/**
 * The few JSON Schema builders every answer-shape file of the REST paths writes with (OpenAPI 3.1 / JSON Schema
 * 2020-12), so a shape reads as a short literal.
 */
export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const num = { type: 'number' } as const;
export const bool = { type: 'boolean' } as const;
export const nullable = (schema: object) => ({ oneOf: [schema, { type: 'null' }] });
export const obj = (properties: Record<string, object>, required = Object.keys(properties)) => ({
  type: 'object',
  required,
  properties,
});
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const list = (name: string) => ({ type: 'array', items: ref(name) });
/** A write's answer: `{ success: true, <key>: <name> }`. */
export const done = (key: string, name: string) => obj({ success: { const: true }, [key]: ref(name) });
