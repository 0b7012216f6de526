/** What one guess came to: checked (right or wrong), or refused until `retryAt`. */
export type GuessOutcome = { checked: true } | { checked: false; retryAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A patient attack on one account: each address guesses again the moment it
 * is let in, for a whole day from `start`. Answers how many guesses were
 * checked, all addresses together.
 */
export async function guessAllDay({
  addresses,
  start,
  guess,
}: {
  addresses: string[];
  start: Date;
  guess: (address: string, now: Date) => Promise<GuessOutcome>;
}): Promise<number> {
  const end = start.getTime() + DAY_MS;
  const nextTry = new Map(addresses.map((address) => [address, start.getTime()]));
  let checked = 0;
  for (;;) {
    const [address, at] = [...nextTry].reduce((soonest, entry) => (entry[1] < soonest[1] ? entry : soonest));
    if (at >= end) return checked;
    const outcome = await guess(address, new Date(at));
    if (outcome.checked) checked++;
    else nextTry.set(address, Math.max(outcome.retryAt.getTime(), at + 1000));
  }
}
