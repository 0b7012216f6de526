/**
 * Times the steps of a loader for the Server-Timing header, so a browser's
 * developer tools (and `npm run bench:lists`) see where a page's time went.
 */
export function serverTiming() {
  const entries: string[] = [];
  return {
    async step<T>(name: string, work: () => Promise<T>): Promise<T> {
      const started = performance.now();
      try {
        return await work();
      } finally {
        entries.push(`${name};dur=${(performance.now() - started).toFixed(1)}`);
      }
    },
    header(): string {
      return entries.join(", ");
    },
  };
}
