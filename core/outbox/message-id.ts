/** The Message-ID of an outbox row: stable, so a retried email is recognised as the same one. */
export function outboxMessageId(outboxEmailId: string, domain: string): string {
  return `<${outboxEmailId}@${domain}>`;
}
