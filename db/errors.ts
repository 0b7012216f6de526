/** What PostgreSQL (or PGlite) said when a statement broke a constraint. */
type ConstraintViolation = { code: string; constraint: string };

const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";
const EXCLUSION_VIOLATION = "23P01";

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

/** Whether the statement broke a unique constraint: `constraint`, or any when it is not given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const violation = constraintViolation(error);
  return violation?.code === UNIQUE_VIOLATION && (constraint === undefined || violation.constraint === constraint);
}

/** Whether the statement broke a foreign key: `constraint`, or any when it is not given. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const violation = constraintViolation(error);
  return violation?.code === FOREIGN_KEY_VIOLATION && (constraint === undefined || violation.constraint === constraint);
}

/** Whether the statement broke an exclusion constraint (two bookings over one time): `constraint`, or any. */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  const violation = constraintViolation(error);
  return violation?.code === EXCLUSION_VIOLATION && (constraint === undefined || violation.constraint === constraint);
}

// What the operating system says when the database server cannot be reached,
// or (ENOSPC) when the embedded database's disk is full.
const SYSTEM_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "EAI_AGAIN",
  "ENOSPC",
]);
/**
 * SQLSTATE classes of a database that cannot do the work right now, whatever
 * the statement: 08 connection exception; 53 insufficient resources (53100
 * disk full, 53200 out of memory, 53300 too many connections); 55 object not
 * in prerequisite state (55P03 a lock not granted in time, 55006 object in
 * use); 57 operator intervention (57P01-03 shutting down or starting up,
 * 57014 a statement cancelled by a timeout or an operator); 58 system error
 * (58030 an input/output error).
 */
const UNAVAILABLE_CLASSES = /^(08|53|55|57|58)[0-9A-Z]{3}$/;
const UNAVAILABLE_MESSAGES =
  /PGlite is closed|Connection terminated|not queryable|pool after calling end|timeout exceeded when trying to connect|did not answer within/i;

/**
 * Whether a failure means the database cannot do the work right now (down,
 * restarting, refusing connections, out of disk or connections, a lock not
 * granted, a statement cancelled), rather than a fault in a statement: the
 * first is answered "try again later" (503), the second is a bug (500).
 * Drizzle wraps the driver's error, so the cause chain is followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (SYSTEM_CODES.has(code) || UNAVAILABLE_CLASSES.test(code))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
