import {
  type Answered,
  answerFailure,
  type FormAnswer,
  failed,
  faultStatus,
  keptTyping,
  saved,
} from "#app/lib/admin-action.server";
import { requireActor } from "#app/lib/admin-actor.server";
import { AVAILABILITY_PATH } from "#app/lib/admin-paths";
import { formatClassDate } from "#app/lib/format";
import { deleteAvailabilityOverride } from "#core/bookings/delete-availability-override";
import { saveAvailabilityOverride } from "#core/bookings/save-availability-override";
import { updateBookingSettings } from "#core/bookings/update-booking-settings";
import { todayIn } from "#core/dates";
import { AVAILABILITY_MESSAGES, readBookingSettingsForm, readOverrideForm } from "#rules/availability";
import { openedVersionOf } from "#rules/edit-version";
import type { Route } from "./+types/availability";

/** Which of the page's forms an answer belongs to. */
export type AvailabilityForm = { form: "settings" | "override" };
/** Which of the page's two forms the answer is for. */
type AvailabilityAnswer = FormAnswer<AvailabilityForm>;

/** Saves the weekly hours and settings, or one date's hours, or removes a date's hours (`intent`). */
export async function action({ request, context }: Route.ActionArgs): Promise<Answered<AvailabilityAnswer>> {
  const actor = requireActor(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const timeZone = context.siteSettings.timeZone;

  if (intent === "override" || intent === "delete-override") {
    const which: AvailabilityForm = { form: "override" };
    try {
      if (intent === "delete-override") {
        const date = String(form.get("date") ?? "");
        const outcome = await deleteAvailabilityOverride({ db: context.db, date, actor });
        if (!outcome.ok) return failed(AVAILABILITY_MESSAGES.overrideNotFound, 404, which);
        return saved(form, {
          context,
          message: AVAILABILITY_MESSAGES.overrideDeleted(formatClassDate(outcome.date)),
          redirectTo: AVAILABILITY_PATH,
        });
      }
      const outcome = await saveAvailabilityOverride({
        db: context.db,
        input: readOverrideForm(form),
        today: todayIn(timeZone),
        actor,
      });
      if (!outcome.ok) return answerFailure(outcome, { notFound: AVAILABILITY_MESSAGES.overrideFailed }, which);
      return saved(form, {
        context,
        message: AVAILABILITY_MESSAGES.overrideSaved(formatClassDate(outcome.date)),
        redirectTo: AVAILABILITY_PATH,
      });
    } catch (error) {
      const message =
        intent === "override" ? AVAILABILITY_MESSAGES.overrideFailed : AVAILABILITY_MESSAGES.overrideDeleteFailed;
      return failed(message, faultStatus(context, error, message), which);
    }
  }

  const which: AvailabilityForm = { form: "settings" };
  try {
    const outcome = await updateBookingSettings({
      db: context.db,
      input: readBookingSettingsForm(form),
      actor,
      opened: openedVersionOf(form),
    });
    if (!outcome.ok)
      return answerFailure(
        outcome,
        { notFound: AVAILABILITY_MESSAGES.saveFailed, timeZone },
        { ...which, ...keptTyping(form) },
      );
    return saved(form, { context, message: AVAILABILITY_MESSAGES.saved, redirectTo: AVAILABILITY_PATH });
  } catch (error) {
    return failed(AVAILABILITY_MESSAGES.saveFailed, faultStatus(context, error, "saving the booking settings failed"), {
      ...which,
      ...keptTyping(form),
    });
  }
}
