import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listBackupFiles } from "#core/backups/list-backup-files";
import { withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";

const database = withTestDatabase();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "backup-pages-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
let step = 0;

describe("backups in the back office", () => {
  const backupDir = () => path.join(folder, `run-${step}`);
  const http = withAdminHttp(database, { env: {} });
  const app = () => http.app({ env: { BACKUP_DIR: backupDir() } });
  const get = (url: string, cookie = http.session.cookie) => app().request(url, { headers: { Cookie: cookie } });

  it("warns on the dashboard until a backup is made, then offers the newest for download", async () => {
    step++;
    const before = await (await get("/admin")).text();
    expect(before).toContain("Backups need attention");
    expect(before).toContain("No backup has been made yet.");

    const made = await http.submit("/admin/backups", {}, { site: app() });
    expect(made.status).toBe(302);
    const [newest] = listBackupFiles({ backupDir: backupDir() });
    expect(newest).toBeDefined();

    const after = await (await get("/admin")).text();
    expect(after).not.toContain("Backups need attention");
    const page = await (await get("/admin/backups")).text();
    expect(page).toContain("Download newest backup");
    expect(page).toContain(`/admin/backups/${newest?.name}`);

    const download = await get(`/admin/backups/${newest?.name}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain(newest?.name);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(fs.readFileSync(newest?.path ?? ""));
  });

  it("serves backups only to a signed-in admin, and only files that are backups", async () => {
    step++;
    await http.submit("/admin/backups", {}, { site: app() });
    const [newest] = listBackupFiles({ backupDir: backupDir() });
    const anonymous = await get(`/admin/backups/${newest?.name}`, "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain("/admin/login");
    for (const name of ["site-backup-20990101T000000Z.jsonl.gz", "..%2F..%2Fetc%2Fpasswd", "server.lock"]) {
      expect((await get(`/admin/backups/${name}`)).status).toBe(404);
    }
    const withoutToken = await postForm(app(), "/admin/backups", {}, { cookie: http.session.cookie });
    expect(withoutToken.status).toBe(403);
  });
});
