/** What a class type or class instance write answers its caller. */
export type WriteResult =
  | { ok: true; id: string }
  | { ok: false; reason: "invalid"; errors: Record<string, string> }
  | { ok: false; reason: "not-found" };

export type Invalid = Extract<WriteResult, { reason: "invalid" }>;

export function invalid(errors: Record<string, string>): Invalid {
  return { ok: false, reason: "invalid", errors };
}

export const NOT_FOUND = { ok: false, reason: "not-found" } as const;
