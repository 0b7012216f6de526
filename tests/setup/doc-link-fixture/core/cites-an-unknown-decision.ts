// Deliberately wrong: a decision number without a record.
/** Refused twice over (decisions 001 and 033). */
export const wrong = 1;
