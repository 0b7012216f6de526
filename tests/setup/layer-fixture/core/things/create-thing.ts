import { thingLabel } from "./thing-label";

export function createThing(name: string): { label: string } {
  return { label: thingLabel(name) };
}
