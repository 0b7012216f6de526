import { z } from "zod";
import { ADMIN_PASSWORD_MIN_LENGTH } from "./admin-password";
import { PASSWORD_RESET_MESSAGES } from "./password-reset-texts";
import { SIGN_IN_MESSAGES } from "./sign-in-texts";

export * from "./password-reset-texts";

/** "Forgot password?": the request form's and the reset form's rules. */

export const PasswordResetRequestSchema = z.object({
  email: z
    .string({ error: SIGN_IN_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, SIGN_IN_MESSAGES.emailRequired)
    .pipe(z.email(SIGN_IN_MESSAGES.emailInvalid)),
});

export const NewPasswordSchema = z
  .object({
    password: z
      .string()
      .min(ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_RESET_MESSAGES.passwordTooShort)
      .max(256, PASSWORD_RESET_MESSAGES.passwordTooLong),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORD_RESET_MESSAGES.passwordsDiffer,
  });
