// Deliberately wrong: a core failure written by hand instead of with core/result.ts.
export async function findThing(id: string) {
  return id ? { ok: true as const, id } : { ok: false as const, reason: "missing" };
}
