import type { AppLoadContext } from "react-router";
import { formatAdminTime } from "#app/lib/format";
import { listOpenSlots } from "#core/bookings/list-open-slots";
import { listSessionTypes } from "#core/session-types/list-session-types";
import { PREVIEW_DAYS } from "./preview-days";
import type { SlotsPreviewData } from "./slots-preview";

/** The open times of the chosen active session type (the first one when none is chosen), by day. */
export async function loadSlotsPreview(context: AppLoadContext, chosen: string | null): Promise<SlotsPreviewData> {
  const types = await listSessionTypes({ db: context.db, status: "active" });
  const sessionType = types.find((type) => type.id === chosen) ?? types[0];
  const list = types.map((type) => ({ id: type.id, name: type.name }));
  if (!sessionType) return { types: list, chosen: null, days: [], fullMonths: [] };
  const timeZone = context.siteSettings.timeZone;
  const { slots, fullMonths } = await listOpenSlots({ db: context.db, sessionType, timeZone, days: PREVIEW_DAYS });
  const days: SlotsPreviewData["days"] = [];
  for (const slot of slots) {
    const time = formatAdminTime(new Date(slot.start), timeZone);
    const last = days.at(-1);
    if (last?.date === slot.date) last.times.push(time);
    else days.push({ date: slot.date, times: [time] });
  }
  return { types: list, chosen: sessionType.id, days, fullMonths };
}
