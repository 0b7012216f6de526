// Deliberately wrong: only create-thing.ts uses it, so it belongs in that file, unexported.
export function thingLabel(name: string): string {
  return name.trim();
}
