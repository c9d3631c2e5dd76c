import { z } from 'zod';

/** What admins did (issue 12 part 7, decision 055). */
export const AUDIT_ACTIONS = [
  'owner.block',
  'owner.unblock',
  'owner.edit',
  'owner.delete',
  'venue.create',
  'venue.update',
  'venue.edit',
  'venue.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGETS = ['owner', 'venue'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const AUDIT_PAGE_SIZE = 20;

/** A whole number written in a query string (`?offset=20`): digits only, never coerced from anything else. */
const queryCount = (max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'validation.invalid')
    .transform(Number)
    .refine((value) => value <= max, 'validation.invalid');

/** `GET /admin/audit-log?offset=&limit=`: newest first. */
export const auditLogQuerySchema = z.object({
  offset: queryCount(1_000_000).default(0),
  limit: queryCount(100)
    .refine((value) => value >= 1, 'validation.invalid')
    .default(AUDIT_PAGE_SIZE),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  actorId: z.string().nullable(),
  /** The actor's e-mail when they acted. */
  actorEmail: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGETS),
  targetId: z.string(),
  /** What changed: `{ field: [before, after] }`, or a flag for a secret (`password: true`). */
  changes: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({ items: z.array(auditEntrySchema), total: z.number().int() });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
