/**
 * Text helpers with no zod in them: a screen that only normalises what is typed (the login's e-mail and password
 * fields) takes them without the schemas' code (issue 11, decision 078).
 */

/** Removes every whitespace character: the spec strips spaces from e-mails and passwords. */
export const stripSpaces = (value: string) => value.replace(/\s+/g, '');
