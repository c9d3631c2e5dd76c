import type { z } from 'zod';
import { controlCharacterIssues } from '@noite/shared';

/** Validation failure found outside Fastify's schema step (multipart bodies); the error handler lists the fields. */
export class InputValidationError extends Error {
  readonly issues: z.core.$ZodIssue[];
  constructor(issues: z.core.$ZodIssue[]) {
    super('invalid input');
    this.issues = issues;
  }
}

/** Checks a body read outside Fastify's schema step (multipart fields) as every other input is checked. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const controls = controlCharacterIssues(input);
  if (controls.length > 0) throw new InputValidationError(controls);
  const result = schema.safeParse(input);
  if (!result.success) throw new InputValidationError(result.error.issues);
  return result.data;
}
