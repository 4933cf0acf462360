import { z } from 'zod';

/**
 * A contracts schema as the JSON Schema MCP clients read: what a caller may send (`io:
 * 'input'`, so fields with defaults are optional). MCP wants an object at the top: a union
 * (a discriminated body) is marked as one, its branches staying as they are.
 */
export function inputJsonSchema(schema: z.ZodType): { type: 'object'; [key: string]: unknown } {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return { ...json, type: 'object' };
}
