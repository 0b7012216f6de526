import { type AppLoadContext, redirect } from "react-router";
import type { ToastTone } from "#app/components/toast";
import { readSignedValue, signValue } from "#core/security/signed-value";
import { isUuid } from "#rules/ids";
import { UNDO_MAX_ITEMS } from "#rules/trash";
import { adminCookie } from "#server/admin-cookie";

/**
 * A toast carried across a redirect in a short-lived cookie, so the result of a
 * form posted without JavaScript is still announced on the next page. Signed:
 * a cookie planted by anyone else (another subdomain, a script) shows nothing.
 * Over https it is Secure and `__Host-` prefixed, like the session cookie.
 */
const COOKIE = "admin_toast";
const PURPOSE = "admin-toast";
const MAX_MESSAGE_LENGTH = 300;

type FlashToast = { message: string; tone: ToastTone; undo?: string[] };

/** What a toast needs of the request's context: the key that signs it and whether the site is on https. */
export type ToastContext = Pick<AppLoadContext, "signingKey" | "config">;

export function redirectWithToast({
  to,
  message,
  tone = "success",
  undo,
  context,
  init,
}: {
  to: string;
  message: string;
  tone?: ToastTone;
  /** The trash items a delete made: the toast offers Undo. */
  undo?: readonly string[];
  context: ToastContext;
  init?: ResponseInit;
}) {
  const headers = new Headers(init?.headers);
  const value = signValue({
    key: context.signingKey,
    purpose: PURPOSE,
    value: JSON.stringify({ message, tone, undo }),
  });
  headers.append("Set-Cookie", adminCookie(COOKIE, context.config).header(value, 60));
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
  context: ToastContext,
): { toast: FlashToast | null; headers: HeadersInit } {
  const cookie = adminCookie(COOKIE, context.config);
  const raw = cookie.read(request);
  if (!raw) return { toast: null, headers: {} };
  let toast: FlashToast | null = null;
  try {
    const value = JSON.parse(
      readSignedValue({ key: context.signingKey, purpose: PURPOSE, token: raw }) ?? "null",
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
  return { toast, headers: { "Set-Cookie": cookie.header("", 0) } };
}
