/**
 * The thread's root: the visitor's message came through a form, so it has no
 * Message-ID of its own; every reply refers to this one, so mail programs
 * keep all replies to one message in one conversation.
 */
export function contactThreadId(contactMessageId: string, domain: string): string {
  return `<contact-message-${contactMessageId}@${domain}>`;
}
