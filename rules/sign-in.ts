import { z } from "zod";
import { SIGN_IN_MESSAGES } from "./sign-in-texts";

export * from "./sign-in-texts";

export const SignInSchema = z.object({
  email: z
    .string({ error: SIGN_IN_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, SIGN_IN_MESSAGES.emailRequired)
    .pipe(z.email(SIGN_IN_MESSAGES.emailInvalid)),
  // Not trimmed: spaces may be part of a password.
  password: z.string({ error: SIGN_IN_MESSAGES.passwordRequired }).min(1, SIGN_IN_MESSAGES.passwordRequired).max(256),
});
