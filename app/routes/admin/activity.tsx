import { Form } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { AdminTable } from "#app/components/admin/admin-table";
import { EmptyState, Pagination } from "#app/components/admin/list-controls";
import { SelectField, TextField } from "#app/components/form-field";
import { requireAdmin } from "#app/lib/admin-session.server";
import { formatAdminDate } from "#app/lib/format";
import { listAuditEvents } from "#core/audit/list-audit-events";
import { listAuditPeople } from "#core/audit/list-audit-people";
import { nameAuditTargets } from "#core/audit/name-audit-targets";
import { ACTIVITY_FILTER_LABELS, AUDIT_ACTION_LABELS, AUDIT_ACTIONS, describeAuditEvent } from "#rules/audit";
import type { Route } from "./+types/activity";

export function meta() {
  return [{ title: "Activity · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const filter = {
    person: params.get("person") ?? "",
    action: params.get("action") ?? "all",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
  };
  const timeZone = context.siteSettings.timeZone;
  const [events, people] = await Promise.all([
    listAuditEvents({ db: context.db, filter, timeZone, page: Number(params.get("page")) || 1 }),
    listAuditPeople({ db: context.db }),
  ]);
  // The log is read in words: each row's name, looked up now, instead of its id.
  const names = await nameAuditTargets({ db: context.db, events: events.rows });
  const rows = events.rows.map(({ id, createdAt, actorEmail, ipAddress, ...event }) => ({
    id,
    createdAt,
    actorEmail,
    ipAddress,
    ...describeAuditEvent(event, names),
  }));
  return { events: { ...events, rows }, people, filter, timeZone };
}

const cell = "px-4 py-3 align-top";

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { events, people, filter, timeZone } = loaderData;
  return (
    <>
      <h1 className="font-display text-3xl font-bold">Activity</h1>
      <p className="mt-2 text-ink-soft">Who did what in the back office, and when. Times are in {timeZone}.</p>
      <Form method="get" className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-5">
        <SelectField id="person" name="person" label={ACTIVITY_FILTER_LABELS.person} defaultValue={filter.person}>
          <option value="">Everyone</option>
          {people.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </SelectField>
        <SelectField id="action" name="action" label={ACTIVITY_FILTER_LABELS.action} defaultValue={filter.action}>
          <option value="all">All kinds</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </SelectField>
        <TextField id="from" name="from" label={ACTIVITY_FILTER_LABELS.from} type="date" defaultValue={filter.from} />
        <TextField id="to" name="to" label={ACTIVITY_FILTER_LABELS.to} type="date" defaultValue={filter.to} />
        <div className="flex items-end">
          <button type="submit" className="w-full rounded-full bg-brand px-5 py-2 font-semibold text-white">
            Filter
          </button>
        </div>
      </Form>
      <div className="mt-6">
        {events.rows.length === 0 ? (
          <EmptyState title="No activity found" hint="Try other filters" />
        ) : (
          <AdminTable widthClass="min-w-[48rem]" caption="Activity" headings={["When", "Who", "What", "Details"]}>
            {events.rows.map((event) => (
              <tr key={event.id}>
                <td className={`${cell} whitespace-nowrap`}>{formatAdminDate(event.createdAt, timeZone)}</td>
                <td className={cell}>
                  {event.actorEmail}
                  {event.ipAddress ? <span className="block text-ink-soft">{event.ipAddress}</span> : null}
                </td>
                <td className={`${cell} font-semibold`}>{event.sentence}</td>
                <td className={`${cell} break-words`}>{event.details}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination page={events.page} pageCount={events.pageCount} total={events.total} />
      </div>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
