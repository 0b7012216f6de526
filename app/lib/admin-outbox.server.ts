import type { AppLoadContext } from "react-router";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { countOutboxEmails } from "#core/outbox/count-outbox-emails";
import { getOutboxEmail } from "#core/outbox/get-outbox-email";
import { listOutboxEmails } from "#core/outbox/list-outbox-emails";
import { retryOutboxEmail } from "#core/outbox/retry-outbox-email";
import { OUTBOX_MESSAGES, readOutboxQuery } from "#rules/outbox";
import type { Database } from "#server/context";
import { answerFailure, failed, faultStatus, saved } from "./admin-action.server";
import { requireActor, returnTarget } from "./admin-actor.server";

/** The Outbox screen: counts, one page of email, and the email opened with `?email=id`. */
export async function loadOutbox({ db, url }: { db: Database; url: URL }) {
  const query = readOutboxQuery(url.searchParams);
  const openId = url.searchParams.get("email");
  const counts = await countOutboxEmails({ db });
  const emails = await listOutboxEmails({ db, query });
  const open = openId ? await getOutboxEmail({ db, id: openId }) : null;
  return { query, counts, emails, open, openMissing: Boolean(openId) && !open };
}

export type OutboxData = Awaited<ReturnType<typeof loadOutbox>> & { mailConfigured: boolean; timeZone: string };

export async function outboxAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const actor = requireActor(context);
  const form = await request.formData();
  if (form.get("intent") !== "retry") return failed(OUTBOX_MESSAGES.retryFailed);
  try {
    const result = await retryOutboxEmail({ db: context.db, id: String(form.get("id") ?? ""), actor });
    if (result.ok) {
      const message = context.config.mail.configured ? OUTBOX_MESSAGES.retried : OUTBOX_MESSAGES.retryHeld;
      return saved(form, { context, message, redirectTo: returnTarget(form, ADMIN_PAGES.outbox) });
    }
    return answerFailure(result, { notFound: OUTBOX_MESSAGES.notFound, conflict: () => OUTBOX_MESSAGES.notFailed });
  } catch (error) {
    return failed(OUTBOX_MESSAGES.retryFailed, faultStatus(context, error, "an outbox retry failed"));
  }
}
