// Test helpers: the messages a schema reports for an input, or the value it parses to.
import type { z } from 'zod';

/** Every issue's message, in order; [] when the input is valid. */
export function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The parsed value, failing the test with the messages when the input is rejected. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(result.error.issues.map((i) => i.message).join(' | '));
  return result.data;
}
