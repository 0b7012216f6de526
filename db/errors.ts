/** What PostgreSQL (or PGlite) said when a statement broke a constraint. */
type ConstraintViolation = { code: string; constraint: string };

const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";

/**
 * The constraint a failed statement broke, if that is why it failed. Drizzle
 * wraps the driver's error, so the cause chain is followed.
 */
function constraintViolation(error: unknown): ConstraintViolation | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === "string" && typeof constraint === "string") return { code, constraint };
    current = cause;
  }
  return null;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const violation = constraintViolation(error);
  return violation?.code === UNIQUE_VIOLATION && violation.constraint === constraint;
}

export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  const violation = constraintViolation(error);
  return violation?.code === FOREIGN_KEY_VIOLATION && violation.constraint === constraint;
}
