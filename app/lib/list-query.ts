/** A value from the address, without NUL characters, which PostgreSQL cannot take. */
function textParam(url: URL, name: string): string | null {
  return url.searchParams.get(name)?.replaceAll("\u0000", "") ?? null;
}

/** Reads the list state every admin list shares from a request's address. */
export function readListQuery(url: URL, filterNames: string[]) {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return {
    search: (textParam(url, "q") ?? "").trim().slice(0, 200),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    filters: Object.fromEntries(filterNames.map((name) => [name, textParam(url, name) ?? "all"])),
  };
}
