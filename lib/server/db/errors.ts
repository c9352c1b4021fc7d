import '@/lib/server/only';

/** SQLSTATE of a unique constraint violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a failed query broke a unique constraint (a second row with the same key). Drizzle wraps
 * the driver's error and keeps it as `cause`; either may carry the SQLSTATE.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}
