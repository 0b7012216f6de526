import { data, Link } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { AdminForm } from "#app/components/admin/admin-form";
import { AdminTable, actionLinkClass, Badge } from "#app/components/admin/admin-table";
import { TextAreaField, TextField } from "#app/components/form-field";
import { attendeesAction } from "#app/lib/admin-attendees.server";
import { ADMIN_PAGES, ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { capitalize, formatAdminDate, formatClassDate } from "#app/lib/format";
import { listClassAttendees } from "#core/registrations/list-class-attendees";
import { placesTaken } from "#rules/class-instance";
import { ATTENDEE_LABELS, ATTENDEE_MESSAGES } from "#rules/class-registration";
import { answerErrors } from "#rules/form-answer";
import type { Route } from "./+types/attendees";

export function meta() {
  return [{ title: "Attendees · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const result = await listClassAttendees({ db: context.db, classInstanceId: params.id });
  if (!result.ok) throw data({ error: ATTENDEE_MESSAGES.classNotFound }, { status: 404 });
  return { ...result, timeZone: context.siteSettings.timeZone, mailConfigured: context.config.mail.configured };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return attendeesAction({ request, context, classInstanceId: params.id });
}

const STATUS_TONE = { confirmed: "brand", attended: "brand", waitlisted: "accent", cancelled: "neutral" } as const;

function RowAction({ id, intent, label, who }: { id: string; intent: string; label: string; who: string }) {
  return (
    <AdminForm className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={actionLinkClass} aria-label={`${label}: ${who}`}>
        {label}
      </button>
    </AdminForm>
  );
}

export default function Attendees({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { classDate, attendees, timeZone } = loaderData;
  const count = (status: string) => attendees.filter((attendee) => attendee.status === status).length;
  const held = count("confirmed") + count("attended");
  return (
    <>
      <p>
        <Link to={ADMIN_PATHS.classInstances.list} className={actionLinkClass}>
          ← Scheduled Classes
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold">Attendees: {classDate.title}</h1>
      <p className="mt-1 text-ink-soft">
        {formatClassDate(classDate.date)} · {classDate.time} · {placesTaken(held, classDate.capacity)} · Waitlist{" "}
        {count("waitlisted")} · Attended {count("attended")}
      </p>
      {answer ? (
        <p
          role={answer.ok ? "status" : "alert"}
          className="mt-4 rounded-lg border border-line bg-white px-4 py-3 font-semibold"
        >
          {answer.ok ? answer.message : answer.formError}
        </p>
      ) : null}
      <p className="mt-4">
        <a href={ADMIN_PAGES.attendeesCsv(classDate.id)} className={actionLinkClass} download>
          Export CSV
        </a>
      </p>
      {attendees.length === 0 ? (
        <p className="mt-6 text-ink-soft">No one has registered for this date yet.</p>
      ) : (
        <div className="mt-4">
          <AdminTable
            widthClass="min-w-[40rem]"
            caption="Attendees"
            headings={["Name", "Email", "Registered at", "Status", "Actions"]}
          >
            {attendees.map((attendee) => {
              const who = `${attendee.firstName} ${attendee.lastName}`;
              return (
                <tr key={attendee.id}>
                  <td className="px-4 py-3">
                    {who}
                    {attendee.note ? <span className="block text-ink-soft">{attendee.note}</span> : null}
                  </td>
                  <td className="px-4 py-3 break-all">{attendee.email}</td>
                  <td className="px-4 py-3">{formatAdminDate(attendee.registeredAt, timeZone)}</td>
                  <td className="px-4 py-3">
                    <Badge tone={STATUS_TONE[attendee.status as keyof typeof STATUS_TONE] ?? "neutral"}>
                      {capitalize(attendee.status)}
                    </Badge>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-3">
                      {attendee.status === "confirmed" ? (
                        <RowAction id={attendee.id} intent="check-in" label={ATTENDEE_LABELS.checkIn} who={who} />
                      ) : null}
                      {attendee.status === "waitlisted" ? (
                        <RowAction id={attendee.id} intent="promote" label={ATTENDEE_LABELS.promote} who={who} />
                      ) : null}
                      {attendee.status === "confirmed" || attendee.status === "waitlisted" ? (
                        <RowAction id={attendee.id} intent="cancel" label={ATTENDEE_LABELS.cancel} who={who} />
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        </div>
      )}
      <section className="mt-10 max-w-2xl rounded-xl border border-line bg-white p-6" aria-labelledby="email-all">
        <h2 id="email-all" className="font-display text-xl font-bold">
          Email all attendees
        </h2>
        <p className="text-sm text-ink-soft">Goes to everyone holding a seat ({held}), through the outbox.</p>
        <AdminForm className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="email-all" />
          <TextField
            id="subject"
            name="subject"
            label={ATTENDEE_LABELS.subject}
            required
            error={answerErrors(answer).subject}
          />
          <TextAreaField
            id="body"
            name="body"
            label={ATTENDEE_LABELS.body}
            required
            error={answerErrors(answer).body}
          />
          <button type="submit" className="rounded-full bg-brand px-5 py-2 font-semibold text-white">
            Send to {held} {held === 1 ? "attendee" : "attendees"}
          </button>
        </AdminForm>
      </section>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
