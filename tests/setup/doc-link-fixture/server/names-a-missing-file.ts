// Deliberately wrong: the first path names a file that is not there.
/**
 * Reads the lock the way core/auth/gone.ts did; core/cites-an-unknown-decision.ts,
 * a pattern like core/<thing>/<verb>-<thing>.ts and ./+types/gone.ts are fine.
 */
export const shown = "a string is not a comment: core/in-a-string.ts";
