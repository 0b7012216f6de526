import { z } from "zod";

export const ADMIN_PASSWORD_MIN_LENGTH = 12;

export const AdminAccountSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address")),
  password: z
    .string()
    .min(ADMIN_PASSWORD_MIN_LENGTH, `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
    .max(256, "Password must be at most 256 characters"),
  name: z.string().trim().max(100, "Name must be less than 100 characters").default(""),
});

export type AdminAccountInput = z.input<typeof AdminAccountSchema>;
