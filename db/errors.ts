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

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "EAI_AGAIN",
]);
// 57P01-03: the server is shutting down or starting up; 53300: too many connections; 53100: disk full.
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300", "53100"]);
const UNAVAILABLE_MESSAGES =
  /PGlite is closed|Connection terminated|pool after calling end|timeout exceeded when trying to connect|did not answer within/i;

/**
 * Whether a failure means the database cannot be reached right now (down,
 * restarting, refusing connections, closed), rather than a fault in a
 * statement: the first is answered "try again later", the second is a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === "string" &&
      (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith("08"))
    ) {
      return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}
