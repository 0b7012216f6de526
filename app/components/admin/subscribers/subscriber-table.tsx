import { AdminTable, actionLinkClass, Badge, dangerButtonClass } from "#app/components/admin/admin-table";
import type { RowAction } from "#app/components/admin/confirmed-row-action";
import { formatAdminDate } from "#app/lib/format";
import type { SubscriberRow } from "#core/subscribers/list-subscribers";
import {
  SUBSCRIBER_STATUS_LABELS,
  SUPPRESSED_LABEL,
  SUPPRESSED_REASON,
  sourceLabel,
  unsubscribeConfirmation,
} from "#rules/subscriber-admin";

export function SubscriberTable({
  rows,
  timeZone,
  unsubscribe,
}: {
  rows: SubscriberRow[];
  timeZone: string;
  unsubscribe: RowAction;
}) {
  return (
    <AdminTable
      headings={["Subscriber", "Email", "Status", "Source", "Subscribed", "Actions"]}
      widthClass="min-w-[48rem]"
    >
      {rows.map((row) => {
        const name = `${row.firstName} ${row.lastName}`;
        return (
          <tr key={row.id}>
            <td className="px-4 py-3 font-semibold text-ink">{name}</td>
            <td className="px-4 py-3 break-all text-ink">{row.email}</td>
            <td className="px-4 py-3">
              {row.status === "active" && row.suppressedAt ? (
                <>
                  <Badge tone="accent">{SUPPRESSED_LABEL}</Badge>
                  <span className="mt-1 block text-sm text-ink-soft">{SUPPRESSED_REASON}</span>
                </>
              ) : (
                <Badge tone={row.status === "active" ? "brand" : "neutral"}>
                  {SUBSCRIBER_STATUS_LABELS[row.status]}
                </Badge>
              )}
            </td>
            <td className="px-4 py-3 text-ink">{sourceLabel(row.source)}</td>
            <td className="px-4 py-3 whitespace-nowrap text-ink-soft">
              {formatAdminDate(row.subscribedAt, timeZone, false)}
            </td>
            <td className="px-4 py-3">
              <div className="flex gap-2 whitespace-nowrap">
                <a
                  href={`mailto:${encodeURIComponent(row.email)}`}
                  aria-label={`Send email to ${name}`}
                  className={actionLinkClass}
                >
                  Send email
                </a>
                {row.status === "active" ? (
                  <button
                    type="button"
                    aria-label={`Unsubscribe ${name}`}
                    disabled={unsubscribe.busy}
                    onClick={() =>
                      unsubscribe.ask({
                        message: unsubscribeConfirmation(row),
                        fields: { intent: "unsubscribe", id: row.id },
                      })
                    }
                    className={dangerButtonClass}
                  >
                    Unsubscribe
                  </button>
                ) : null}
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
