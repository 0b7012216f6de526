import { eq, sql } from "drizzle-orm";
import { createActionToken } from "#core/action-tokens/create-action-token";
import { passwordResetEmail } from "#core/emails/password-reset-email";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import type { MailSettings } from "#core/outbox/mail-settings";
import { clientBucket } from "#core/rate-limit/client-bucket";
import { hitRateLimit } from "#core/rate-limit/hit-rate-limit";
import { type Conflict, conflict, type Invalid, invalid, type Result } from "#core/result";
import type { Database } from "#db/client";
import { adminUsers } from "#db/schema";
import { type FieldError, fieldErrors } from "#rules/form-text";
import { PASSWORD_RESET_LIMITS, PASSWORD_RESET_VALID_MS, PasswordResetRequestSchema } from "#rules/password-reset";

export const PASSWORD_RESET_EVENT = "admin.password-reset";

/** `ok` whether or not the address has an account. */
type RequestPasswordResetResult = Result<
  object,
  Invalid<FieldError[]> | Conflict<"throttled", { retryAfterSeconds: number }>
>;

/**
 * "Forgot password?": when the address belongs to an admin, emails a link
 * that sets a new password, once, within 30 minutes. Requests are limited per
 * address asked for and per client, counted alike for unknown addresses, so
 * neither the answer nor the limit tells whether an account exists.
 */
export async function requestPasswordReset({
  db,
  input,
  clientAddress,
  mail,
  now = new Date(),
}: {
  db: Database;
  input: Record<string, unknown>;
  clientAddress: string;
  mail: MailSettings;
  now?: Date;
}): Promise<RequestPasswordResetResult> {
  const parsed = PasswordResetRequestSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const { email } = parsed.data;
  const limits = [
    await hitRateLimit({
      db,
      bucket: clientBucket("password-reset", clientAddress),
      ...PASSWORD_RESET_LIMITS.perClient,
      now,
    }),
    await hitRateLimit({ db, bucket: `password-reset-account:${email}`, ...PASSWORD_RESET_LIMITS.perAddress, now }),
  ];
  const refused = limits.find((limit) => !limit.allowed);
  if (refused) return conflict("throttled", { retryAfterSeconds: refused.retryAfterSeconds });

  await db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: adminUsers.id, email: adminUsers.email })
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.email})`, email));
    if (!admin) return;
    const token = await createActionToken({
      db: tx,
      purpose: "reset-password",
      targetId: admin.id,
      validForMs: PASSWORD_RESET_VALID_MS,
    });
    const message = passwordResetEmail({
      siteName: mail.siteName,
      resetUrl: `${mail.siteUrl}/admin/reset-password?token=${encodeURIComponent(token)}`,
    });
    await enqueueMail({
      db: tx,
      to: admin.email,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: mail.replyTo,
      event: PASSWORD_RESET_EVENT,
      eventRef: admin.id,
    });
  });
  return { ok: true };
}
