/** `site-backup-20260310T030000Z.jsonl.gz`: sorts by time, and says what it is. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
  return `site-backup-${stamp}.jsonl.gz`;
}
