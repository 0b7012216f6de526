import nodemailer from "nodemailer";
import type { Logger } from "#server/logger";

/**
 * Connects to the mail server at `smtpUrl` and says hello (signing in when
 * the address holds a user), within `timeoutMs`: null when it answers, else
 * the reason it did not.
 */
export async function checkMailServer(smtpUrl: string, timeoutMs: number): Promise<string | null> {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.verify();
    return null;
  } catch (error) {
    return (error as Error).message || "no answer";
  } finally {
    transport.close();
  }
}

export type MailServerWatch = {
  /** Why mail cannot be delivered now, or null while the mail server answers (or before the first check ends). */
  problem(): string | null;
  /** Resolves once the first check has ended. */
  firstCheck: Promise<void>;
  stop(): void;
};

/**
 * From the start, without holding it up: checks the mail server once and,
 * while it cannot be reached, again every `everyMs`. The log says so once
 * when it cannot (naming SMTP_URL, not its password) and once when it can
 * again; meanwhile `problem()` is what the dashboard shows. Email waits in
 * the outbox all the while, as it does for any failed attempt.
 */
export function watchMailServer({
  smtpUrl,
  logger,
  everyMs = 60_000,
  timeoutMs = 5000,
}: {
  smtpUrl: string;
  logger: Logger;
  everyMs?: number;
  timeoutMs?: number;
}): MailServerWatch {
  const { hostname, port } = new URL(smtpUrl);
  const server = `${hostname}${port ? `:${port}` : ""}`;
  let problem: string | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    const reason = await checkMailServer(smtpUrl, timeoutMs);
    if (stopped) return;
    if (reason !== null && problem === null) {
      logger.warn(
        { server, reason },
        `SMTP_URL: the mail server ${server} cannot be reached (${reason}); email waits in the Outbox until it can`,
      );
    } else if (reason === null && problem !== null) {
      logger.info({ server }, `the mail server ${server} answers again; email in the Outbox goes out`);
    }
    problem = reason;
    if (problem !== null) timer = setTimeout(check, everyMs).unref();
  };
  const firstCheck = check();
  return {
    problem: () => problem,
    firstCheck,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
