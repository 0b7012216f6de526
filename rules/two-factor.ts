import { z } from "zod/mini";
import { TWO_FACTOR_MESSAGES } from "./two-factor-texts";

export * from "./two-factor-texts";

/** Two-factor sign-in: the code's shape. */

/** Six digits (spaces allowed as typed), or a recovery code like `abcde-fghij`. */
export const TwoFactorCodeSchema = z.pipe(
  z.transform((value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, "").toLowerCase() : "")),
  z
    .string()
    .check(
      z.minLength(1, { error: TWO_FACTOR_MESSAGES.codeRequired, abort: true }),
      z.maxLength(32, { error: TWO_FACTOR_MESSAGES.codeInvalid }),
    ),
);
