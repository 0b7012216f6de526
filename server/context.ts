import type { SiteSettings } from "#core/site-settings/site-settings";
import type { Database } from "#db/client";

export type { Database };

import type { AdminAccess } from "./admin-access";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { VisitCounter } from "./visit-counter";

export type MailSender = { wake(): void; serverProblem?(): string | null };

/** What every loader and action receives as `context`. */
export type AppContext = {
  db: Database;
  config: Env;
  /** The business's settings (see core/site-settings), read for this request. */
  siteSettings: SiteSettings;
  logger: Logger;
  /** The visitor's address (see server/client-address.ts). */
  clientAddress: string;
  /** Per-response nonce allowed by the Content-Security-Policy for inline scripts. */
  cspNonce: string;
  /** Signs and checks values handed to the browser (see core/security/signed-value.ts). */
  signingKey: Uint8Array;
  /** The admin session the gate found for /admin requests (see server/admin-access.ts). */
  adminAccess: AdminAccess;
  /** The built client folder (production), where the page renderer reads the stylesheet it writes into pages. */
  clientDir?: string;
  /**
   * The outbox's sender: `wake()` has it look at the outbox now rather than
   * at its next tick, e.g. after a newsletter's "Send now" queued its copies;
   * `serverProblem()` says why the mail server cannot be reached, while it
   * cannot (server/mail/mail-server-watch.ts).
   */
  mailWorker: MailSender;
  /** Counts visits and the site's own events (decision 069): see server/visit-counter.ts. */
  visits: VisitCounter;
};

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
