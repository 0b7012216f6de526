const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from an address or a form can be a row id; the database refuses anything else with an error. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
