import { z } from 'zod';

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every API answer, success or failure: `{ status, message, data }`. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), message: z.string(), data });

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

export interface ValidationErrorData {
  errors: FieldError[];
}
