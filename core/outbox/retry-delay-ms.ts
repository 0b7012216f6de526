/** Attempts in all before an email that keeps failing for a passing reason is marked failed. */
export const MAX_SEND_ATTEMPTS = 7;

/** Wait before attempt n+1: 1, 2, 4, 8, 16, 32 minutes: seven attempts over about an hour. */
export function retryDelayMs(attemptsSoFar: number, baseMs = 60_000): number {
  return baseMs * 2 ** Math.max(0, attemptsSoFar - 1);
}
