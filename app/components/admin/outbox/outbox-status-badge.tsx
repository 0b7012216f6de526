import { Badge } from "#app/components/admin/admin-table";
import type { OutboxStatus } from "#rules/allowed-values";
import { OUTBOX_STATUS_LABELS } from "#rules/outbox";

const STATUS_TONES: Record<OutboxStatus, "neutral" | "brand" | "accent"> = {
  queued: "neutral",
  sending: "neutral",
  sent: "brand",
  failed: "accent",
  held: "accent",
  cancelled: "neutral",
};

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{OUTBOX_STATUS_LABELS[status]}</Badge>;
}
