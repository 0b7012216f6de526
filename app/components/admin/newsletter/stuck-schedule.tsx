import { Link } from "react-router";
import { ADMIN_PAGES, ADMIN_PATHS } from "#app/lib/admin-paths";
import { type SendBlocker, stuckScheduleNotice } from "#rules/newsletter-issue";

export type StuckSchedule = SendBlocker & {
  issueId: string;
  /** Its time has passed: the send did not start. */
  due: boolean;
};

/**
 * A scheduled issue that cannot start, said where the owner looks: why, and a
 * link to where it is put right (Settings, or the issue itself when `onIssuePage` is false).
 */
export function StuckScheduleNotice({ stuck, onIssuePage }: { stuck: StuckSchedule; onIssuePage: boolean }) {
  const link =
    stuck.fixIn === "settings"
      ? { to: ADMIN_PAGES.settings, label: "Open Settings" }
      : onIssuePage
        ? null
        : { to: ADMIN_PATHS.newsletter.edit(stuck.issueId), label: "Open the issue" };
  const notice = stuckScheduleNotice(stuck.due);
  return (
    <div
      role={onIssuePage ? "alert" : undefined}
      className="rounded-lg border border-accent/40 bg-accent-light px-4 py-3 text-ink"
    >
      <p className="font-semibold">{notice.title}</p>
      <p className="mt-1">
        {stuck.message}.
        {link ? (
          <>
            {" "}
            <Link to={link.to} className="font-semibold whitespace-nowrap underline">
              {link.label}
            </Link>
          </>
        ) : null}
      </p>
      <p className="mt-1">{notice.after}</p>
    </div>
  );
}
