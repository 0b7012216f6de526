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
  newsletter_scheduled: "Scheduled a newsletter",
  newsletter_unscheduled: "Took back a scheduled newsletter",
  newsletter_sent: "Sent a newsletter",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** What each kind of row is called in the log. */
/** The activity log's filters. */
export const ACTIVITY_FILTER_LABELS = { person: "Person", action: "Kind", from: "From", to: "To" } as const;

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
  class_registration: "Registration",
  admin_invite: "Invitation",
  outbox_email: "Email",
  demo_content: "Demo content",
  session_type: "Session type",
  booking: "Booking",
  booking_settings: "Booking settings",
  availability_override: "Date override",
  newsletter_issue: "Newsletter issue",
  newsletter_settings: "Newsletter sending settings",
  visit_counting: "Visit counting settings",
};

/** An audit record as the activity log reads it. */
export type AuditTarget = {
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown> | null;
};

/** The key a row's name is kept under: its kind and its id. */
export function auditTargetKey(type: string, id: string): string {
  return `${type}:${id}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const idIn = (value: unknown): string | undefined =>
  typeof value === "string" ? value : isRecord(value) && typeof value.id === "string" ? value.id : undefined;

/** Every row an event names: its own target, and the rows its details point to (a move's neighbour, a copy's original). */
export function auditTargetsOf(event: AuditTarget): { type: string; id: string }[] {
  const targets: { type: string; id: string }[] = [];
  const { targetType: type, targetId: id, details } = event;
  if (type && id) targets.push({ type, id });
  if (!type || !details) return targets;
  const swappedWith = idIn(details.swappedWith);
  if (swappedWith) targets.push({ type, id: swappedWith });
  const copyOf = idIn(details.copyOf);
  if (copyOf) targets.push({ type, id: copyOf });
  const classTypeId = idIn(details.classTypeId);
  if (classTypeId) targets.push({ type: "class_type", id: classTypeId });
  if (isRecord(details.instructor)) {
    for (const side of [details.instructor.from, details.instructor.to]) {
      const instructor = idIn(side);
      if (instructor) targets.push({ type: "team_member", id: instructor });
    }
  }
  return targets;
}

/** The name an event's details recorded for its row at the time, if any. */
export function nameInAuditDetails(type: string, details: Record<string, unknown> | null): string | undefined {
  if (!details) return undefined;
  for (const key of ["name", "title", "question", "email"]) {
    const value = details[key];
    if (typeof value === "string" && value.trim() !== "") return type === "contact_message" ? `from ${value}` : value;
  }
  return undefined;
}

const classDateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Budget Basics on Dec 6, 2026": how the log names a class date. */
export function classDateName(title: string, date: string): string {
  return `${title} on ${classDateFormat.format(new Date(`${date}T12:00:00Z`))}`;
}

/** "supportEmail" -> "support email": a stored field's name as words. */
function fieldWords(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replaceAll("_", " ")
    .toLowerCase();
}

const SHORTEN_AFTER = 60;
const shorten = (text: string) => (text.length > SHORTEN_AFTER ? `${text.slice(0, SHORTEN_AFTER).trimEnd()}…` : text);

/** What each kind of change to a named row reads as, after the row's name. */
const ROW_VERBS: Partial<Record<AuditAction, string>> = {
  create: "created",
  update: "updated",
  delete: "deleted",
  trash: "moved to the trash",
  restore: "restored from the trash",
  purge: "deleted forever",
};

/** A value of the details as a reader sees it, or nothing when it means nothing to her (an id, a nested record). */
function readable(value: unknown): string | undefined {
  if (typeof value === "string") return value === "" ? "(empty)" : shorten(value);
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  return undefined;
}

// Details the sentence already says, or that only point to other rows.
const SAID_IN_SENTENCE = new Set([
  "name",
  "title",
  "question",
  "changes",
  "changed",
  "move",
  "displayOrder",
  "swappedWith",
  "copyOf",
  "classTypeId",
  "date",
  "instructor",
  "reply",
  "invite",
  "email",
]);

/**
 * One event of the activity log in words: a sentence that names the row
 * ("Team member Jane Doe updated: name, role", "Moved Jane Doe above John
 * Smith") and the rest of its details as "Field: value" pairs, never an id or
 * raw JSON. `names` holds the rows' names (see nameAuditTargets in core/).
 */
export function describeAuditEvent(
  event: AuditTarget,
  names: ReadonlyMap<string, string>,
): { sentence: string; details: string } {
  const { targetType: type, targetId: id, details } = event;
  const action = event.action as AuditAction;
  const nameOf = (otherId: string | undefined, otherType = type) =>
    otherId && otherType ? names.get(auditTargetKey(otherType, otherId)) : undefined;
  const label = type ? (AUDIT_TARGET_LABELS[type] ?? fieldWords(type)) : undefined;
  const name = nameOf(id ?? undefined) ?? (type ? nameInAuditDetails(type, details) : undefined);
  const subject = label ? (name ? `${label} ${name}` : label) : undefined;

  let sentence: string = AUDIT_ACTION_LABELS[action] ?? fieldWords(event.action);
  const swappedWith = details ? idIn(details.swappedWith) : undefined;
  if (details && typeof details.move === "string" && swappedWith) {
    const other = nameOf(swappedWith) ?? "the next one";
    sentence = `Moved ${name ?? label?.toLowerCase() ?? "a row"} ${details.move === "up" ? "above" : "below"} ${other}`;
  } else if (subject && ROW_VERBS[action]) {
    const changed = isRecord(details?.changes)
      ? Object.keys(details.changes)
      : Array.isArray(details?.changed)
        ? details.changed.filter((field): field is string => typeof field === "string")
        : [];
    sentence = `${subject} ${ROW_VERBS[action]}`;
    if (action === "update" && changed.length > 0) sentence += `: ${changed.map(fieldWords).join(", ")}`;
    const copyOf = details ? nameOf(idIn(details.copyOf)) : undefined;
    if (copyOf) sentence += ` (a copy of ${copyOf})`;
    if (details && isRecord(details.instructor)) {
      const to = nameOf(idIn(details.instructor.to), "team_member");
      if (to) sentence += `: instructor now ${to}`;
    }
    if (details && typeof details.reply === "string") sentence += ": reply sent";
  } else if (subject && label !== name) {
    sentence = `${sentence}: ${name ?? label}`;
  }

  const rest = Object.entries(details ?? {})
    .filter(([key]) => !SAID_IN_SENTENCE.has(key))
    .map(([key, value]) => [fieldWords(key), readable(value)] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
    .map(([key, value]) => `${key.charAt(0).toUpperCase()}${key.slice(1)}: ${value}`);
  const changes = isRecord(details?.changes) ? details.changes : {};
  const changeLines = Object.entries(changes)
    .map(([field, change]) => {
      const to = isRecord(change) ? readable(change.to) : undefined;
      return to === undefined ? undefined : `${fieldWords(field)} now ${to}`;
    })
    .filter((line): line is string => line !== undefined);
  return { sentence, details: [...changeLines, ...rest].join("; ") };
}
