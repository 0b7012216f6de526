import { afterAll, beforeAll, expect } from "vitest";

/**
 * Runs the tests of the enclosing describe with the process's own clock in
 * `timeZone` (the server's `TZ`), and puts back the one it had after them.
 */
export function withServerTimeZone(timeZone: string): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = timeZone;
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(timeZone);
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
