import { todayIn } from "#core/dates";
import { classDateCalendar } from "#core/registrations/class-date-calendar";
import { getPublicClassDate } from "#core/registrations/get-public-class-date";
import type { Route } from "./+types/class-date-calendar";

/** Add to calendar: /classes/{slug}/{class date id}.ics, one VEVENT with a stable UID. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^(.+)\.ics$/.exec(params.calendarFile);
  const classDate = match?.[1]
    ? await getPublicClassDate({
        db: context.db,
        slug: params.slug,
        id: match[1],
        today: todayIn(context.siteSettings.timeZone),
      })
    : null;
  if (!classDate) {
    return new Response("Class date not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { mail } = context.config;
  const body = classDateCalendar({
    classDate,
    siteName: context.siteSettings.businessName,
    siteUrl: mail.siteUrl,
    timeZone: context.siteSettings.timeZone,
    domain: mail.messageIdDomain,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${classDate.slug}-${classDate.date}.ics"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
