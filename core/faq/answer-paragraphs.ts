/** An answer as typed: paragraphs separated by blank lines. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
