/** The kinds of audit record, and how the activity log names them. */
export const AUDIT_ACTION_LABELS = {
  sign_in: "Signed in",
  sign_in_failed: "Failed sign-in",
  sign_in_throttled: "Sign-in refused (too many attempts)",
  account_under_attack: "Sign-ins blocked (many wrong passwords)",
  sign_out: "Signed out",
  sessions_ended: "Signed out everywhere",
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  trash: "Moved to the trash",
  restore: "Restored from the trash",
  purge: "Deleted forever",
  account_updated: "Changed account details",
  password_changed: "Changed password",
  two_factor_enabled: "Turned on two-factor sign-in",
  two_factor_disabled: "Turned off two-factor sign-in",
  recovery_codes_renewed: "Made new recovery codes",
  admin_invited: "Invited an admin",
  admin_joined: "Joined as admin",
  admin_removed: "Removed an admin",
  first_admin_created: "Created the first admin",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** What each kind of row is called in the log. */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  admin_user: "Admin account",
  site_settings: "Site settings",
  faq_question: "FAQ question",
  legal_page: "Legal page",
  team_member: "Team member",
  testimonial: "Testimonial",
  class_type: "Class type",
  class_instance: "Scheduled class",
  hero_image: "Hero image",
  contact_message: "Message",
  email_subscriber: "Subscriber",
  demo_content: "Demo content",
};
