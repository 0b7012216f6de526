// `npm start`: builds when the build is missing or older than the sources, then
// runs the production server in this process (so it receives SIGTERM directly).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isBuildCurrent } from "./build-stamp.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

if (!isBuildCurrent(root)) {
  console.log("Building the site (the build is missing or out of date)...");
  const { buildAll } = await import("./build.mjs");
  await buildAll();
}
await import(pathToFileURL(path.join(root, "build", "server", "main.js")).href);
