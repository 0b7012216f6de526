import { Form } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { AdminTable } from "#app/components/admin/admin-table";
import { EmptyState, Pagination } from "#app/components/admin/list-controls";
import { SelectField, TextField } from "#app/components/form-field";
import { requireAdmin } from "#app/lib/admin-session.server";
import { formatAdminDate } from "#app/lib/format";
import { listAuditEvents } from "#core/audit/list-audit-events";
import { listAuditPeople } from "#core/audit/list-audit-people";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_TARGET_LABELS } from "#rules/audit";
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
  return { events, people, filter, timeZone };
}

/** What changed, in a line: the fields with their new values, or what the record names. */
function changeSummary(details: Record<string, unknown> | null): string {
  if (!details) return "";
  const changes = details.changes as Record<string, { from?: unknown; to?: unknown }> | undefined;
  if (changes) {
    const fields = Object.entries(changes).map(([field, change]) => `${field}: ${JSON.stringify(change?.to ?? null)}`);
    return fields.length > 0 ? `Changed ${fields.join(", ")}` : "No changes";
  }
  return Object.entries(details)
    .filter(([key]) => key !== "changes")
    .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
    .join(", ");
}

const cell = "px-4 py-3 align-top";

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { events, people, filter, timeZone } = loaderData;
  return (
    <>
      <h1 className="font-display text-3xl font-bold">Activity</h1>
      <p className="mt-2 text-ink-soft">Who did what in the back office, and when. Times are in {timeZone}.</p>
      <Form method="get" className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-5">
        <SelectField id="person" name="person" label="Person" defaultValue={filter.person}>
          <option value="">Everyone</option>
          {people.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </SelectField>
        <SelectField id="action" name="action" label="Kind" defaultValue={filter.action}>
          <option value="all">All kinds</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </SelectField>
        <TextField id="from" name="from" label="From" type="date" defaultValue={filter.from} />
        <TextField id="to" name="to" label="To" type="date" defaultValue={filter.to} />
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
                <td className={cell}>
                  <span className="font-semibold">
                    {AUDIT_ACTION_LABELS[event.action as keyof typeof AUDIT_ACTION_LABELS] ?? event.action}
                  </span>
                  {event.targetType ? (
                    <span className="block text-ink-soft">
                      {AUDIT_TARGET_LABELS[event.targetType] ?? event.targetType}
                      {event.targetId ? ` ${event.targetId.slice(0, 8)}` : ""}
                    </span>
                  ) : null}
                </td>
                <td className={`${cell} break-words`}>{changeSummary(event.details)}</td>
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
