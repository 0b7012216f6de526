import { z } from "zod";
import { ADMIN_PASSWORD_MIN_LENGTH } from "./admin-password";
import { ADMIN_VERBS } from "./admin-verbs";

export { ADMIN_PASSWORD_MIN_LENGTH } from "./admin-password";

export const AdminAccountSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address")),
  password: z
    .string()
    .min(ADMIN_PASSWORD_MIN_LENGTH, `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
    .max(256, "Password must be at most 256 characters")
    // The example of the instructions ("at least 12 characters"), copied as it is.
    .refine(
      (value) => !/^\s*at least \d+ characters\s*$/i.test(value),
      "Choose a password of your own: this one is the example from the instructions",
    ),
  name: z.string().trim().max(100, "Name must be less than 100 characters").default(""),
});

export type AdminAccountInput = z.input<typeof AdminAccountSchema>;

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: "Current password is required",
  currentPasswordInvalid: "Current password is incorrect",
  emailTaken: "Another admin already uses this email address",
  passwordsDiffer: "The new passwords do not match",
  detailsSaved: "Account details saved",
  passwordChanged: "Password changed; your other sessions were signed out",
  signedOutEverywhere: "Signed out everywhere",
  saveFailed: "Failed to save account",
} as const;

const currentPassword = z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired).max(256);

export const AccountDetailsSchema = z.object({
  name: AdminAccountSchema.shape.name,
  email: AdminAccountSchema.shape.email,
  currentPassword,
});

export const PasswordChangeSchema = z
  .object({
    currentPassword,
    newPassword: AdminAccountSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: ACCOUNT_MESSAGES.passwordsDiffer,
  });

export type AccountDetailsInput = z.input<typeof AccountDetailsSchema>;
export type PasswordChangeInput = z.input<typeof PasswordChangeSchema>;

export const ADMIN_USERS_MESSAGES = {
  invited: "Invitation created",
  inviteEmailed: (email: string) => `Invitation sent to ${email}`,
  /** With no mail server set (SMTP_URL), the link is shown to the inviting admin instead. */
  inviteNotEmailed: (email: string) =>
    `No email was sent: this site has no mail server set up. Send this link to ${email} yourself; it is shown only now, works once and expires in 7 days.`,
  alreadyAdmin: "This person is already an admin",
  removed: "Admin removed",
  lastAdmin: "The last admin cannot be removed",
  notYourself: "You cannot remove your own account",
  notFound: "Admin not found",
  inviteRevoked: "Invitation withdrawn",
  inviteInvalid: "This invitation link is not valid any more. Ask an admin for a new one.",
  joined: "Welcome! Your account is ready.",
  removeQuestion: (who: string) => `Are you sure you want to remove ${who}? They will be signed out at once.`,
} as const;

export const InviteSchema = z.object({
  email: AdminAccountSchema.shape.email,
  name: AdminAccountSchema.shape.name,
});

export const NewPasswordSchema = z
  .object({
    name: AdminAccountSchema.shape.name,
    password: AdminAccountSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: ACCOUNT_MESSAGES.passwordsDiffer,
  });

/** Invitation links work for a week. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const SETUP_MESSAGES = {
  codeRequired: "Setup code is required",
  codeInvalid: "That setup code is not right. It is printed in the server's log at start.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  created: "Your account is ready. Welcome!",
} as const;

export const FirstAdminSchema = z
  .object({
    setupCode: z.string().trim().min(1, SETUP_MESSAGES.codeRequired).max(64),
    name: AdminAccountSchema.shape.name,
    email: AdminAccountSchema.shape.email,
    password: AdminAccountSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: ACCOUNT_MESSAGES.passwordsDiffer,
  });

/** The account and admins pages' buttons and headings (decision 073). */
export const ACCOUNT_WORDS = {
  saveDetails: /* @__PURE__ */ ADMIN_VERBS.save("Details"),
  // An admin is added by an invitation: the button says it is sent.
  addAdmin: /* @__PURE__ */ ADMIN_VERBS.addNew("Admin"),
  sendInvitation: "Send Invitation",
};

/** The labels of the account, sign-up, password and admins forms. */
export const ACCOUNT_LABELS = {
  name: "Name",
  yourName: "Your name",
  email: "Email",
  currentPassword: "Current password",
  newPassword: `New password (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters)`,
  newPasswordAgain: "New password again",
  password: `Password (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters)`,
  passwordAgain: "Password again",
  resetPassword: "New password",
  resetPasswordAgain: "Repeat the new password",
  setupCode: "Setup code",
  twoFactorCode: "Code from the app",
  removeAdmin: "Remove",
  withdrawInvitation: "Withdraw",
} as const;
