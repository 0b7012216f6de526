// The browser tests use the system's Chromium; they never download a browser.
// Without one they fail here with a message, rather than being skipped.
import fs from "node:fs";

import { CHROMIUM_PATH as chromium } from "./lib/local-test-tools.mjs";

if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}; the browser tests need it.\n` +
      "Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.",
  );
  process.exit(1);
}
