/**
 * Text people type never holds control characters: C0 controls other than tab, line feed and carriage return, DEL
 * and the C1 controls. PostgreSQL refuses NUL outright, and the others are invisible in every screen that shows the
 * text. One rule for every text of every input, whatever its schema (decision 046).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = 'validation.controlCharacters';

export interface ControlCharacterIssue {
  code: 'custom';
  path: (string | number)[];
  message: typeof CONTROL_CHARACTER_MESSAGE;
  input: unknown;
}

/**
 * An object whose own keys and values are to be looked into: any but a file's bytes (a Buffer's every byte would be an
 * entry). Query objects of Fastify's parser have a prototype of their own, so no prototype test.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer);
}

/**
 * Every place in `value` (a parsed JSON body, a query, a form) where a text, or an object's key, holds a control
 * character, as zod issues. Walks without recursion, so no nesting depth can exhaust the stack.
 */
export function controlCharacterIssues(value: unknown): ControlCharacterIssue[] {
  const issues: ControlCharacterIssue[] = [];
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) {
        issues.push({ code: 'custom', path, message: CONTROL_CHARACTER_MESSAGE, input: current });
      }
    } else if (Array.isArray(current)) {
      current.forEach((element, index) => pending.push({ value: element, path: [...path, index] }));
    } else if (isRecord(current)) {
      for (const [key, element] of Object.entries(current)) {
        if (CONTROL_CHARACTER.test(key)) {
          issues.push({ code: 'custom', path: [...path, key], message: CONTROL_CHARACTER_MESSAGE, input: key });
        } else {
          pending.push({ value: element, path: [...path, key] });
        }
      }
    }
  }
  return issues.reverse();
}
