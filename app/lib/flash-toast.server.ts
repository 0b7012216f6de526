import { parse, serialize } from "hono/utils/cookie";
import { redirect } from "react-router";
import type { ToastTone } from "#app/components/toast";

/**
 * A toast carried across a redirect in a short-lived cookie, so the result of a
 * form posted without JavaScript is still announced on the next page.
 */
const COOKIE = "admin_toast";
const MAX_MESSAGE_LENGTH = 300;

type FlashToast = { message: string; tone: ToastTone };

function cookie(value: string, maxAge: number): string {
  return serialize(COOKIE, value, { httpOnly: true, sameSite: "Lax", path: "/admin", maxAge });
}

export function redirectWithToast(to: string, message: string, tone: ToastTone = "success", init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", cookie(JSON.stringify({ message, tone }), 60));
  return redirect(to, { ...init, headers });
}

/** The waiting toast, if any, and the header that clears it. */
export function readFlashToast(request: Request): { toast: FlashToast | null; headers: HeadersInit } {
  const raw = parse(request.headers.get("cookie") ?? "", COOKIE)[COOKIE];
  if (!raw) return { toast: null, headers: {} };
  let toast: FlashToast | null = null;
  try {
    const value = JSON.parse(raw) as Partial<FlashToast>;
    if (typeof value.message === "string" && value.message.length > 0) {
      toast = {
        message: value.message.slice(0, MAX_MESSAGE_LENGTH),
        tone: value.tone === "error" ? "error" : "success",
      };
    }
  } catch {
    // A cookie this site did not write is dropped.
  }
  return { toast, headers: { "Set-Cookie": cookie("", 0) } };
}
