import { Form } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { AdminFormFields } from "#app/components/admin/admin-form";
import { redirectWithToast } from "#app/lib/admin-action.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { formatBackupSize } from "#app/lib/backup-summary";
import { formatAdminDate } from "#app/lib/format";
import { getBackupStatus } from "#core/backups/get-backup-status";
import { takeBackup } from "#core/backups/take-backup";
import { BACKUP_MESSAGES, BACKUP_RETRY_TEXT } from "#rules/backup";
import type { Route } from "./+types/backups";

export function meta() {
  return [{ title: "Backups · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { backups } = context.config;
  const { timeZone } = context.siteSettings;
  const status = await getBackupStatus({
    db: context.db,
    backupDir: backups.dir,
    scheduled: backups.schedule !== null,
  });
  return {
    timeZone,
    scheduleHours: backups.schedule ? backups.schedule.everyMs / 3_600_000 : null,
    keep: backups.keep,
    warning: status.warning,
    lastSuccess: status.lastSuccess,
    lastFailure: status.lastFailure,
    nextDue: status.nextDue,
    files: status.files.map((file) => ({
      name: file.name,
      bytes: file.bytes,
      createdAt: file.createdAt.toISOString(),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(request, context);
  const { backups, databaseUrl } = context.config;
  const result = await takeBackup({
    database: { db: context.db, kind: databaseUrl ? "postgres" : "pglite" },
    backupDir: backups.dir,
    keep: backups.keep,
  });
  if (!result.ok) {
    context.logger.error({ error: result.reason }, "backup from the back office failed");
    return redirectWithToast({
      to: ADMIN_PAGES.backups,
      message: BACKUP_MESSAGES.failed(result.reason),
      tone: "error",
      context,
    });
  }
  return redirectWithToast({ to: ADMIN_PAGES.backups, message: BACKUP_MESSAGES.created, context });
}

function scheduleText(hours: number | null): string {
  if (hours === null) return "Automatic backups are off (BACKUP_SCHEDULE=off).";
  if (hours === 24) return "A backup is made automatically every day.";
  if (hours === 1) return "A backup is made automatically every hour.";
  return `A backup is made automatically every ${hours} hours.`;
}

export default function Backups({ loaderData }: Route.ComponentProps) {
  const { timeZone, lastSuccess, lastFailure, nextDue, files, warning } = loaderData;
  const newest = files[0];
  return (
    <>
      <h1 className="font-display text-3xl font-bold">Backups</h1>
      <section aria-labelledby="backup-status" className="mt-6 rounded-2xl border border-line bg-white p-6">
        <h2 id="backup-status" className="font-display text-xl font-bold">
          Last backup
        </h2>
        {lastSuccess ? (
          <p className="mt-2">
            {formatAdminDate(lastSuccess.at, timeZone)} · {formatBackupSize(lastSuccess.bytes)}
          </p>
        ) : (
          <p className="mt-2">No backup has been made yet.</p>
        )}
        {lastFailure ? (
          <p className="mt-2 text-red-700">
            The backup of {formatAdminDate(lastFailure.at, timeZone)} failed: {lastFailure.error}
            {nextDue && nextDue > lastFailure.at ? (
              <>
                {" "}
                {BACKUP_RETRY_TEXT} <time dateTime={nextDue}>{formatAdminDate(nextDue, timeZone)}</time>.
              </>
            ) : null}
          </p>
        ) : null}
        {warning && !lastFailure && lastSuccess ? <p className="mt-2 text-amber-800">{warning}</p> : null}
        <p className="mt-2 text-ink-soft">
          {scheduleText(loaderData.scheduleHours)} The newest {loaderData.keep} are kept.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {newest ? (
            <a
              href={ADMIN_PAGES.backupFile(newest.name)}
              download
              className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
            >
              Download newest backup
            </a>
          ) : null}
          <Form method="post">
            <AdminFormFields />
            <button
              type="submit"
              className="rounded-full border border-line px-5 py-2 font-semibold text-ink hover:border-brand hover:text-brand"
            >
              Back up now
            </button>
          </Form>
        </div>
      </section>
      <section aria-labelledby="backup-files" className="mt-6 rounded-2xl border border-line bg-white p-6">
        <h2 id="backup-files" className="font-display text-xl font-bold">
          Backups on this server
        </h2>
        {files.length === 0 ? (
          <p className="mt-2 text-ink-soft">There are no backup files on this server yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {files.map((file) => (
              <li key={file.name} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {formatAdminDate(file.createdAt, timeZone)} · {formatBackupSize(file.bytes)}
                </span>
                <a href={ADMIN_PAGES.backupFile(file.name)} download className="font-semibold text-brand underline">
                  Download<span className="sr-only"> the backup of {formatAdminDate(file.createdAt, timeZone)}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4 text-sm text-ink-soft">
          To restore a backup, the site's operator runs <code>npm run restore -- FILE</code> on the server.
        </p>
      </section>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
