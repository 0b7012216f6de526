/**
 * An ILIKE pattern that finds `search` anywhere in a column. The wildcards
 * `%` and `_` and the escape character are matched literally.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
