/**
 * Whether a write failed on a unique index (SQLSTATE 23505), through drizzle's wrapping error:
 * the one race a check before the write cannot close. PGlite and pg both set `code`.
 */
export function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if ((error as { code?: unknown }).code === '23505') return true;
  return isUniqueViolation(error.cause, depth + 1);
}
