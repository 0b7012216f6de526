// `npm start`: builds when the build is missing or older than the sources, then
// runs the production server in this process (so it receives SIGTERM directly).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isBuildCurrent } from "./build-stamp.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

if (!isBuildCurrent(root)) {
  try {
    await import("./build.mjs");
  } catch {
    console.error(
      "Cannot start: the build is missing or out of date, and the build tools are not installed " +
        "(a production install). Run `npm install && npm run build`, then `npm prune --omit=dev` again.",
    );
    process.exit(1);
  }
  console.log("Building the site (the build is missing or out of date)...");
  // In a child process: this one goes on to be the server, and should start
  // on a heap the build has not been through (see server/tick-object-shape.ts).
  execFileSync(process.execPath, [path.join(root, "scripts", "build.mjs")], { stdio: "inherit" });
}
await import(pathToFileURL(path.join(root, "build", "server", "main.js")).href);
