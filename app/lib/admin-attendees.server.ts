import type { AppLoadContext } from "react-router";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { emailClassAttendees } from "#core/registrations/email-class-attendees";
import { manageRegistration, type RegistrationChange } from "#core/registrations/manage-registration";
import { ATTENDEE_MESSAGES } from "#rules/class-registration";
import { answerFailure, failed, saved } from "./admin-action.server";
import { requireActor } from "./admin-actor.server";
import { visitorMail } from "./visitor-mail.server";

const CHANGES: Record<string, { change: RegistrationChange; done: string }> = {
  "check-in": { change: "check-in", done: ATTENDEE_MESSAGES.checkedIn },
  cancel: { change: "cancel", done: ATTENDEE_MESSAGES.cancelled },
  promote: { change: "promote", done: ATTENDEE_MESSAGES.promoted },
};

/** The attendee list's writes: check in, cancel, move up from the waitlist, email everyone holding a seat. */
export async function attendeesAction({
  request,
  context,
  classInstanceId,
}: {
  request: Request;
  context: AppLoadContext;
  classInstanceId: string;
}) {
  const actor = requireActor(context);
  const form = await request.formData();
  const back = ADMIN_PAGES.attendees(classInstanceId);
  const intent = String(form.get("intent") ?? "");
  const mail = visitorMail(context);
  const { timeZone } = context.siteSettings;
  if (intent === "email-all") {
    const result = await emailClassAttendees({
      db: context.db,
      classInstanceId,
      input: { subject: form.get("subject"), body: form.get("body") },
      actor,
      mail,
    });
    if (result.ok) return saved(form, { context, message: ATTENDEE_MESSAGES.emailed(result.sent), redirectTo: back });
    return answerFailure(result, { notFound: ATTENDEE_MESSAGES.classNotFound });
  }
  const known = CHANGES[intent];
  if (!known) return failed(ATTENDEE_MESSAGES.failed);
  const result = await manageRegistration({
    db: context.db,
    id: String(form.get("id") ?? ""),
    change: known.change,
    actor,
    mail,
    timeZone,
  });
  if (result.ok) return saved(form, { context, message: known.done, redirectTo: back });
  return answerFailure(result, {
    notFound: ATTENDEE_MESSAGES.notFound,
    conflict: (failure) => (failure.conflict === "no-seat" ? ATTENDEE_MESSAGES.noSeat : ATTENDEE_MESSAGES.wrongStatus),
  });
}
