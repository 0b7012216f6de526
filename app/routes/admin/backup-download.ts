import { data } from "react-router";
import { requireAdmin } from "#app/lib/admin-session.server";
import { findBackupFile } from "#core/backups/find-backup-file";
import { readBackupFile } from "#core/backups/read-backup-file";
import type { Route } from "./+types/backup-download";

/** One backup file from this server's backup folder, as a download. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const file = findBackupFile({ backupDir: context.config.backups.dir, name: params.name });
  if (!file) throw data({ error: "This backup is not on this server any more." }, { status: 404 });
  return new Response(readBackupFile(file), {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Length": String(file.bytes),
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "no-store",
    },
  });
}
