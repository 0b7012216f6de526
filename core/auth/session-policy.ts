/** How long an admin session lives. The browser's inactivity alert uses the same idle timeout. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/**
 * A session in use is renewed (its row written) at most this often, so a busy
 * back office is not a stream of writes; the idle timeout is 30 times longer.
 */
export const SESSION_RENEWAL_INTERVAL_MS = 60 * 1000;

/**
 * Failed sign-ins (decisions 016 and 048). Each client address gets a few
 * free attempts, then a delay that doubles up to the cap. An account is only
 * delayed after failures from several addresses (each address counts at most
 * ADDRESS_FREE_FAILURES towards it), so one address can never lock the real
 * admin out.
 */
export const ADDRESS_FREE_FAILURES = 5;
export const ACCOUNT_FREE_FAILURES = 20;
export const FIRST_DELAY_MS = 60 * 1000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A counter with no failure for this long starts again from zero. */
export const FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * However many addresses they come from, an account takes at most this many
 * wrong passwords from browsers it has not signed in from before; then such
 * browsers wait until a day has passed since the last one (decision 048).
 */
export const ACCOUNT_PASSWORD_GUESSES_PER_DAY = 100;
/** The code step's own limit: free wrong codes per address and per account, then the same growing delay. */
export const CODE_FREE_FAILURES = 5;
/** Wrong codes an account takes in a day from browsers it has not signed in from before. */
export const ACCOUNT_CODE_GUESSES_PER_DAY = 20;
