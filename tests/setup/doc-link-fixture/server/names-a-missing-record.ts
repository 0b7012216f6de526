// Deliberately wrong: checked by the doc-link check's test, which expects the check to refuse it.
/** Automatic backups; see docs/decisions/001-backups.md. */
export const wrong = 1;
