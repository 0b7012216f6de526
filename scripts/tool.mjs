// `npm run backup|restore|admin`: runs the command from the production build
// when it is current (a production install has no TypeScript tools), else from
// the sources through tsx.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isBuildCurrent } from "./build-stamp.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [tool] = process.argv.splice(2, 1);
if (!["backup", "restore", "admin"].includes(tool ?? "")) {
  console.error("Usage: node scripts/tool.mjs backup|restore|admin [options]");
  process.exit(2);
}

if (isBuildCurrent(root)) {
  await import(pathToFileURL(path.join(root, "build", "server", "tools", `${tool}.js`)).href);
} else {
  let register;
  try {
    ({ register } = await import("tsx/esm/api"));
  } catch {
    console.error(
      "The build is missing or out of date, and the build tools are not installed: run `npm install && npm run build` first.",
    );
    process.exit(1);
  }
  register();
  await import(pathToFileURL(path.join(root, "scripts", `${tool}.ts`)).href);
}
