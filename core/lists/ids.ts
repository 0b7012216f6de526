const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from an address or a form: anything not shaped like a uuid matches no row (and must not reach SQL as one). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
