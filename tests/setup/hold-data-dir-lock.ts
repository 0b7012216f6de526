// Test helper process: takes the data-directory lock of argv[2] (at the
// moment argv[3], epoch ms, when given, so several processes race), says so on
// stdout ("locked" or "refused: ..."), and holds it until stdin closes.
import { lockDataDir } from "#db/data-dir-lock";

const dataDir = process.argv[2] ?? "";
const startAt = Number(process.argv[3] ?? 0);
if (startAt > Date.now()) await new Promise((resolve) => setTimeout(resolve, startAt - Date.now()));
try {
  const lock = await lockDataDir(dataDir);
  process.stdout.write("locked\n");
  process.stdin.resume();
  process.stdin.on("end", () => {
    lock.release();
    process.exit(0);
  });
} catch (error) {
  process.stdout.write(`refused: ${(error as Error).message}\n`);
  process.exit(0);
}
