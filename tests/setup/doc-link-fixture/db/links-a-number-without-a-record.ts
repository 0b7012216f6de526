// Deliberately wrong: the records folder holds no record 007.
/** See docs/decisions/007. */
export const wrong = 1;
