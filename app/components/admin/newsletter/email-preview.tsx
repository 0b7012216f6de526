import { useId } from "react";

const WIDTHS = [
  { name: "On a phone", width: 375 },
  { name: "On a computer", width: 600 },
] as const;

/**
 * An issue as its subscribers will see it: the HTML email in frames as wide
 * as a phone and a computer's mail program, and the plain-text version that
 * goes with it. The frames run no script and open no link.
 */
export function EmailPreview({
  subject,
  previewText,
  html,
  text,
  follows = false,
  problem = null,
}: {
  subject: string;
  previewText: string;
  html: string;
  text: string;
  /** The page redraws it as the owner types (app/components/admin/newsletter/use-live-email-preview.ts). */
  follows?: boolean;
  /** Why the last redraw did not happen; the preview shows the last one that did. */
  problem?: string | null;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-line bg-white p-6">
      <h2 id={headingId} className="font-display text-2xl font-bold">
        Preview, as subscribers will see it
      </h2>
      <p className="mt-1 text-ink-soft">
        {follows
          ? "It follows what you type above, a moment after you stop. Nothing is sent until you choose to send it."
          : "This is the issue as last saved; saving again updates it."}
      </p>
      <p role="status" className={problem ? "mt-2 rounded-lg bg-accent-light px-3 py-2 text-ink" : "sr-only"}>
        {problem}
      </p>
      <dl className="mt-4 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold">Subject</dt>
        <dd className="break-words">{subject || "(no subject yet)"}</dd>
        <dt className="font-semibold">Preview text</dt>
        <dd className="break-words">{previewText || "(none)"}</dd>
      </dl>
      <div className="mt-6 flex flex-wrap gap-6">
        {WIDTHS.map(({ name, width }) => (
          <figure key={width} className="min-w-0 max-w-full">
            <figcaption className="text-sm font-semibold text-ink-soft">
              {name} ({width} pixels wide)
            </figcaption>
            <div className="mt-2 max-w-full rounded-xl border border-line">
              <iframe
                title={`The email ${name.toLowerCase()}`}
                srcDoc={html}
                sandbox=""
                height={640}
                // As wide as the screen it stands for; on a narrower screen, as wide as there is room.
                style={{ width, maxWidth: "100%" }}
                className="block bg-white"
              />
            </div>
          </figure>
        ))}
        <figure className="min-w-0 flex-1 basis-72">
          <figcaption className="text-sm font-semibold text-ink-soft">Plain-text version</figcaption>
          <pre className="mt-2 rounded-xl border border-line bg-paper p-4 font-mono text-sm whitespace-pre-wrap break-words">
            {text}
          </pre>
        </figure>
      </div>
    </section>
  );
}
