// Deliberately wrong: checked by scripts/check-doc-links.test.ts, which expects the check to refuse it.
/** Automatic backups; see docs/decisions/001-backups.md. */
export const wrong = 1;
