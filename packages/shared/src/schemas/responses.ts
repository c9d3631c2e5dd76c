import { z } from 'zod';

/*
 * Answers with no better home among the request schemas. Profile and login answers are `profileSchema` and
 * `loginResultSchema` in auth.ts.
 */

/** The `data` of an answer that carries only its message. */
export const noDataSchema = z.null();

/** `POST /user/sign-up` (201); no session is opened. */
export const signUpResultSchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  type: z.literal('user'),
});
export type SignUpResult = z.infer<typeof signUpResultSchema>;

/** `POST /user/set-location`: the position as saved. */
export const savedLocationSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type SavedLocation = z.infer<typeof savedLocationSchema>;
