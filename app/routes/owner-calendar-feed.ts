import { buildCalendarFeed } from "#core/bookings/build-calendar-feed";
import type { Route } from "./+types/owner-calendar-feed";

/**
 * The owner's calendar feed: /calendar/{secret}.ics, which her calendar app
 * subscribes to. Only the current secret answers; any other address is a 404
 * like a page that does not exist. Never cached: it names the people booked.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^([A-Za-z0-9_-]{16,128})\.ics$/.exec(params.calendarFile);
  const { mail } = context.config;
  const body = match?.[1]
    ? await buildCalendarFeed({
        db: context.db,
        token: match[1],
        siteName: context.siteSettings.businessName,
        siteUrl: mail.siteUrl,
        domain: mail.messageIdDomain,
        timeZone: context.siteSettings.timeZone,
      })
    : null;
  if (body === null) {
    return new Response("Calendar not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
