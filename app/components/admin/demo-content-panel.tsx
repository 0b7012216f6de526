import { useLocation } from "react-router";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { DEMO_CONTENT_MESSAGES, type DemoContentCounts, demoContentParts, hasDemoRows } from "#rules/demo-content";
import { dangerButtonClass } from "./admin-table";
import { ConfirmSubmit } from "./confirm-dialog";
import { useAdminToast } from "./toasts";

/**
 * "Remove the demo content" while some is left: what it is, and one button
 * that asks first, naming what goes to the Trash (decision 054). The toast
 * after it offers Undo, which restores it all.
 */
export function DemoContentPanel({ counts, headingLevel = 3 }: { counts: DemoContentCounts; headingLevel?: 2 | 3 }) {
  const showToast = useAdminToast();
  const location = useLocation();
  const parts = demoContentParts(counts);
  if (parts.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="demo-content-heading"
      className="min-w-0 rounded-xl border border-accent/40 bg-accent-light p-4"
    >
      <Heading id="demo-content-heading" className="font-display text-xl font-bold">
        {DEMO_CONTENT_MESSAGES.title}
      </Heading>
      <p className="mt-2 text-ink">{DEMO_CONTENT_MESSAGES.intro({ rows: hasDemoRows(counts) })}</p>
      <p className="mt-1 text-ink">{`Still on your site: ${parts.join(", ")}.`}</p>
      <div className="mt-3">
        <ConfirmSubmit
          label={DEMO_CONTENT_MESSAGES.button}
          message={DEMO_CONTENT_MESSAGES.question(parts)}
          fields={{ returnTo: `${location.pathname}${location.search}` }}
          action={ADMIN_PAGES.demoContent}
          className={dangerButtonClass}
          onDone={(answer) => {
            if (answer.ok) showToast(answer.message, "success", answer.undo);
            else if (answer.formError) showToast(answer.formError, "error");
          }}
        />
      </div>
    </section>
  );
}
