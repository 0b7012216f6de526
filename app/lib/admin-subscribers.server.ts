import type { AppLoadContext } from "react-router";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { getSubscriberStats } from "#core/subscribers/get-subscriber-stats";
import { listSubscribers } from "#core/subscribers/list-subscribers";
import { unsubscribeSubscriber } from "#core/subscribers/unsubscribe-subscriber";
import { readSubscriberQuery, SUBSCRIBER_ADMIN_MESSAGES } from "#rules/subscriber-admin";
import type { Database } from "#server/context";
import { answerFailure, failed, faultStatus, saved } from "./admin-action.server";
import { requireActor, returnTarget } from "./admin-actor.server";
import { serverTiming } from "./server-timing.server";

/** The subscriber screen for an address: stat cards, sources, one page of subscribers (timed as the inbox is). */
export async function loadSubscribers({ db, url, timeZone }: { db: Database; url: URL; timeZone: string }) {
  const timing = serverTiming();
  const query = readSubscriberQuery(url.searchParams);
  const stats = await timing.step("stats", () => getSubscriberStats({ db }));
  const subscribers = await timing.step("list", () => listSubscribers({ db, query }));
  return { query, subscribers, stats, timeZone, timing: timing.header() };
}

export type SubscribersData = Omit<Awaited<ReturnType<typeof loadSubscribers>>, "timing">;

export async function subscribersAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const actor = requireActor(context);
  const form = await request.formData();
  if (form.get("intent") !== "unsubscribe") return failed(SUBSCRIBER_ADMIN_MESSAGES.unsubscribeFailed);
  try {
    const result = await unsubscribeSubscriber({ db: context.db, id: String(form.get("id") ?? ""), actor });
    if (result.ok) {
      return saved(form, {
        context,
        message: SUBSCRIBER_ADMIN_MESSAGES.unsubscribed,
        redirectTo: returnTarget(form, ADMIN_PAGES.subscribers),
      });
    }
    return answerFailure(result, {
      notFound: SUBSCRIBER_ADMIN_MESSAGES.notFound,
      conflict: () => SUBSCRIBER_ADMIN_MESSAGES.alreadyUnsubscribed,
    });
  } catch (error) {
    return failed(
      SUBSCRIBER_ADMIN_MESSAGES.unsubscribeEmailFailed,
      faultStatus(context, error, "unsubscribing failed"),
    );
  }
}
