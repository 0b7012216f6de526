import { answerFailure, answerInvalid, failed, faultStatus, keptTyping, saved } from "#app/lib/admin-action.server";
import { auditActor } from "#app/lib/admin-actor.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdminForWrite } from "#app/lib/admin-session.server";
import { visitorMail } from "#app/lib/visitor-mail.server";
import { createNewsletterIssue } from "#core/newsletter/create-newsletter-issue";
import { deleteNewsletterIssue } from "#core/newsletter/delete-newsletter-issue";
import { scheduleNewsletterIssue } from "#core/newsletter/schedule-newsletter-issue";
import { sendNewsletterTest } from "#core/newsletter/send-newsletter-test";
import { startNewsletterSend } from "#core/newsletter/start-newsletter-send";
import { unscheduleNewsletterIssue } from "#core/newsletter/unschedule-newsletter-issue";
import { updateNewsletterIssue } from "#core/newsletter/update-newsletter-issue";
import { slotLabelWithZone } from "#rules/booking-times";
import { openedVersionOf } from "#rules/edit-version";
import { NEWSLETTER_EDITOR_MESSAGES as M, readScheduleTime, sendRefusal } from "#rules/newsletter-issue";
import type { Route as EditRoute } from "./+types/edit";
import type { Route as NewRoute } from "./+types/new";

const FIELDS = ["subject", "previewText", "body", "slug", "inArchive", "audience"] as const;

/**
 * The issue page's forms: the editor saves (a new issue at /admin/newsletter/new
 * becomes a draft with its own page); the others post `intent`: delete, test,
 * schedule, unschedule, send.
 */
export async function action({ request, context, params }: NewRoute.ActionArgs | EditRoute.ActionArgs) {
  const session = requireAdminForWrite(context);
  const form = await request.formData();
  const actor = auditActor(session, context);
  const id = "id" in params ? params.id : undefined;
  const intent = form.get("intent");
  const here = id ? ADMIN_PATHS.newsletter.edit(id) : ADMIN_PATHS.newsletter.list;
  const db = context.db;
  const { postalAddress, timeZone } = context.siteSettings;
  const frozen = { notFound: M.notFound, conflict: () => M.frozen };

  if (intent && !id) return failed(M.notFound, 404);
  try {
    if (id && intent === "delete") {
      const result = await deleteNewsletterIssue({ db, id, actor });
      if (result.ok)
        return saved(form, {
          context,
          message: M.deleted,
          redirectTo: ADMIN_PATHS.newsletter.list,
          undo: result.trashId,
        });
      return answerFailure(result, { notFound: M.notFound, conflict: () => M.cannotDelete });
    }
    if (id && intent === "test") {
      const result = await sendNewsletterTest({ db, id, mail: visitorMail(context), postalAddress, actor });
      if (result.ok)
        return saved(form, {
          context,
          message: result.held ? M.testHeld(result.to) : M.testSent(result.to),
          redirectTo: here,
        });
      return answerFailure(result, { notFound: M.notFound, fixErrors: M.testFailed });
    }
    if (id && intent === "schedule") {
      const when = readScheduleTime(form.get("sendAt"), timeZone, Date.now());
      if (!when.ok) return answerInvalid({ sendAt: when.error }, M.scheduleFailed);
      const result = await scheduleNewsletterIssue({ db, id, at: when.at, postalAddress, actor });
      if (result.ok)
        return saved(form, {
          context,
          message: M.scheduled(slotLabelWithZone(when.at.getTime(), timeZone)),
          redirectTo: here,
        });
      return answerFailure(result, { ...frozen, fixErrors: M.scheduleFailed });
    }
    if (id && intent === "unschedule") {
      const result = await unscheduleNewsletterIssue({ db, id, actor });
      if (result.ok) return saved(form, { context, message: M.unscheduled, redirectTo: here });
      return answerFailure(result, { notFound: M.notFound, conflict: () => M.notScheduled });
    }
    if (id && intent === "send") {
      const result = await startNewsletterSend({ db, issueId: id, mail: visitorMail(context), postalAddress, actor });
      if (!result.ok)
        return answerFailure(result, {
          ...frozen,
          fixErrors: result.error === "invalid" ? sendRefusal(result.errors) : M.sendFailed,
        });
      context.mailWorker.wake();
      return saved(form, { context, message: M.sendStarted(result.queued), redirectTo: here });
    }
    if (intent) return failed(M.notFound, 400);
  } catch (error) {
    const message =
      { delete: M.deleteFailed, test: M.testFailed, schedule: M.scheduleFailed, unschedule: M.unscheduleFailed }[
        String(intent)
      ] ?? M.sendFailed;
    return failed(message, faultStatus(context, error, `newsletter ${String(intent)} failed`));
  }

  const input: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") input[name] = value;
  }
  try {
    const result = id
      ? await updateNewsletterIssue({ db, id, input, actor, opened: openedVersionOf(form) })
      : await createNewsletterIssue({ db, input, actor });
    if (result.ok)
      return saved(form, {
        context,
        message: id ? M.updated : M.created,
        redirectTo: ADMIN_PATHS.newsletter.edit(result.id),
      });
    return answerFailure(result, { ...frozen, timeZone }, keptTyping(form));
  } catch (error) {
    return failed(
      id ? M.updateFailed : M.createFailed,
      faultStatus(context, error, "newsletter issue save failed"),
      keptTyping(form),
    );
  }
}
