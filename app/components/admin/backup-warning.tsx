import { Link } from "react-router";
import { ADMIN_PAGES } from "#app/lib/admin-paths";

/** The dashboard's notice when the last backup failed or is too old. */
export function BackupWarning({ warning }: { warning: string | null }) {
  if (!warning) return null;
  return (
    <section
      aria-label="Backup warning"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <p className="font-semibold">Backups need attention</p>
      <p className="mt-1">
        {warning}{" "}
        <Link to={ADMIN_PAGES.backups} className="font-semibold underline underline-offset-4">
          See backups
        </Link>
      </p>
    </section>
  );
}
