import type { z } from 'zod';

/** Validation failure found outside Fastify's schema step (multipart bodies); the error handler lists the fields. */
export class InputValidationError extends Error {
  readonly issues: z.core.$ZodIssue[];
  constructor(issues: z.core.$ZodIssue[]) {
    super('invalid input');
    this.issues = issues;
  }
}

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new InputValidationError(result.error.issues);
  return result.data;
}
