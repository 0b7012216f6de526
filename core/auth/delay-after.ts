import { FIRST_DELAY_MS, MAX_DELAY_MS } from "./session-policy";

/** No delay for the first free failures, then 1, 2, 4, 8 minutes, then the cap. */
export function delayAfter(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - freeFailures));
}
