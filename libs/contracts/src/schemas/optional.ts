/** Helper for optional text fields: an empty form field ('') counts as absent instead of failing the rule. */
import * as z from 'zod';

/** `schema` or absent; `''` is read as absent. */
export function optionalText<T extends z.ZodType<string, string>>(schema: T) {
  return z.union([schema.optional(), z.literal('').transform(() => undefined)]);
}
