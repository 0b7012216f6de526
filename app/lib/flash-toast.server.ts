import { parse, serialize } from "hono/utils/cookie";
import { redirect } from "react-router";
import type { ToastTone } from "#app/components/toast";
import { readSignedValue, signValue } from "#core/security/signed-value";
import { isUuid } from "#rules/ids";
import { UNDO_MAX_ITEMS } from "#rules/trash";

/**
 * A toast carried across a redirect in a short-lived cookie, so the result of a
 * form posted without JavaScript is still announced on the next page. Signed:
 * a cookie planted by anyone else (another subdomain, a script) shows nothing.
 */
const COOKIE = "admin_toast";
const PURPOSE = "admin-toast";
const MAX_MESSAGE_LENGTH = 300;

type FlashToast = { message: string; tone: ToastTone; undo?: string[] };

function cookie(value: string, maxAge: number): string {
  return serialize(COOKIE, value, { httpOnly: true, sameSite: "Lax", path: "/admin", maxAge });
}

export function redirectWithToast({
  to,
  message,
  tone = "success",
  undo,
  signingKey,
  init,
}: {
  to: string;
  message: string;
  tone?: ToastTone;
  /** The trash items a delete made: the toast offers Undo. */
  undo?: readonly string[];
  signingKey: Uint8Array;
  init?: ResponseInit;
}) {
  const headers = new Headers(init?.headers);
  const value = signValue({ key: signingKey, purpose: PURPOSE, value: JSON.stringify({ message, tone, undo }) });
  headers.append("Set-Cookie", cookie(value, 60));
  return redirect(to, { ...init, headers });
}

function undoIds(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= UNDO_MAX_ITEMS &&
    value.every((id) => typeof id === "string" && isUuid(id))
  );
}

/** The waiting toast, if this server wrote it, and the header that clears it. */
export function readFlashToast(
  request: Request,
  signingKey: Uint8Array,
): { toast: FlashToast | null; headers: HeadersInit } {
  const raw = parse(request.headers.get("cookie") ?? "", COOKIE)[COOKIE];
  if (!raw) return { toast: null, headers: {} };
  let toast: FlashToast | null = null;
  try {
    const value = JSON.parse(
      readSignedValue({ key: signingKey, purpose: PURPOSE, token: raw }) ?? "null",
    ) as Partial<FlashToast> | null;
    if (typeof value?.message === "string" && value.message.length > 0) {
      toast = {
        message: value.message.slice(0, MAX_MESSAGE_LENGTH),
        tone: value.tone === "error" ? "error" : "success",
        ...(undoIds(value.undo) ? { undo: value.undo as string[] } : {}),
      };
    }
  } catch {
    // Signed by us yet unreadable: dropped like any other bad cookie.
  }
  return { toast, headers: { "Set-Cookie": cookie("", 0) } };
}
