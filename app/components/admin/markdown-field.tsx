import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { TextAreaField } from "#app/components/form-field";

/**
 * A Markdown text with its preview beside it (below it on a phone). The
 * preview is drawn by the site's own renderer (rules/markdown.ts), run in a
 * worker started once this field is on screen, so no public page carries it.
 * Until its first answer, and without JavaScript, the preview shows
 * `savedHtml`: the text as saved, rendered on the server.
 */
export function MarkdownField({
  hint,
  savedHtml,
  tools,
  ...field
}: Omit<ComponentProps<typeof TextAreaField>, "onInput" | "value"> & {
  /** Under the text: how to write a heading, a list, a link. */
  hint: string;
  savedHtml?: string;
  /** Under the hint: controls that write into the text (an image picker). */
  tools?: ReactNode;
}) {
  const previewId = useId();
  const first = useRef(String(field.defaultValue ?? ""));
  const worker = useRef<Worker | null>(null);
  const [live, setLive] = useState<string | null>(null);

  useEffect(() => {
    const renderer = new Worker(new URL("./markdown-worker.ts", import.meta.url), { type: "module" });
    // Answers come back in the order the texts were sent: the last one is the text as it is now.
    renderer.onmessage = (event: MessageEvent<string>) => setLive(event.data);
    // The text as the page has it now (a restored draft, say), else as saved.
    const area = field.id ? document.getElementById(field.id) : null;
    renderer.postMessage(area instanceof HTMLTextAreaElement ? area.value : first.current);
    worker.current = renderer;
    return () => renderer.terminate();
  }, [field.id]);

  const html = live ?? savedHtml;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div>
        <TextAreaField {...field} onInput={(event) => worker.current?.postMessage(event.currentTarget.value)} />
        <p className="mt-1 text-sm text-ink-soft">{hint}</p>
        {tools ? <div className="mt-3">{tools}</div> : null}
      </div>
      {html === undefined ? null : (
        <section aria-labelledby={previewId} className="min-w-0 rounded-xl border border-line bg-paper p-4">
          <h2 id={previewId} className="text-sm font-semibold text-ink-soft">
            {live === null ? "Preview (as saved)" : "Preview"}
          </h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by markdown-it with raw HTML off (rules/markdown.ts) */}
          <div className="markdown-text mt-2 break-words" dangerouslySetInnerHTML={{ __html: html }} />
        </section>
      )}
    </div>
  );
}
