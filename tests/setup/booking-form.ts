import type { Database } from "#db/client";
import { bookingSettings, sessionTypes } from "#db/schema";
import { postForm, type Requester } from "./form-post";
import { formFieldsOf } from "./html-form";

/** A free 30-minute consultation at /book/free-consultation, open every day from 9 to 5, a day's notice. */
export async function openFreeConsultation(db: Database) {
  const weeklyHours = ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({ weekday, start: "09:00", end: "17:00" }));
  await db.insert(bookingSettings).values({ id: 1, weeklyHours });
  await db.insert(sessionTypes).values({
    name: "Free consultation",
    slug: "free-consultation",
    durationMinutes: 30,
    minNoticeMinutes: 1440,
    status: "active",
  });
}

/**
 * Books the first open time of /book/free-consultation through the page's
 * plain form, as a person without scripts would: the day's link, the time's
 * link, the form with `typed` filled in, and the "please confirm" post sent
 * once more. Answers the last post's response.
 */
export async function bookThroughForm(site: () => Requester, typed: Record<string, string>): Promise<Response> {
  const links = async (path: string) =>
    [...(await (await site().request(path)).text()).matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) =>
      (match[1] ?? "").replaceAll("&amp;", "&"),
    );
  const day = (await links("/book/free-consultation")).find(
    (href) => href.includes("date=") && !href.includes("start="),
  );
  const time = (await links(day ?? "")).find((href) => href.includes("start="));
  if (!time) throw new Error("no open time");
  const fieldsOf = (html: string) =>
    formFieldsOf(html, "start").map(([name, value]): [string, string] => [name, typed[name] ?? value]);
  const first = await postForm(site(), time, fieldsOf(await (await site().request(time)).text()), { origin: null });
  if (first.status !== 200) return first;
  const asked = await first.text();
  return postForm(site(), time, fieldsOf(asked), { origin: null });
}
