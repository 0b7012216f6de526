let last: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` once every image work queued before it has ended, so the
 * process decodes and encodes one image at a time: two uploads at once (or an
 * upload during the demo's first start) wait in turn instead of each holding
 * their decoded pixels and encoders together.
 */
export function oneImageAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = last.then(work, work);
  last = run.catch(() => {});
  return run;
}
