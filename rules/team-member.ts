import { z } from "zod/mini";
import { managerWords } from "./admin-verbs";
import { TEAM_MEMBER_STATUSES } from "./allowed-values";
import { choiceField, displayOrderField, limitedText } from "./content-fields";
import { deleteQuestion } from "./trash";

/** The team member form's rules and the team manager's texts, word for word as the back office shows them. */

/** What a new team member starts with: the editor's empty form and the columns' defaults in db/schema.ts. */
export const TEAM_MEMBER_DEFAULTS = {
  role: "Team Member",
  status: "active",
} as const satisfies { role: string; status: (typeof TEAM_MEMBER_STATUSES)[number] };
/** The team table shows the first 60 characters of a bio. */
export const TEAM_BIO_PREVIEW_LENGTH = 60;

export const TEAM_MEMBER_MESSAGES = {
  nameRequired: "Name is required",
  roleRequired: "Role is required",
  bioRequired: "Bio is required",
  // The form offers only the two statuses; a crafted request gets this.
  statusInvalid: "Status must be active or inactive",
  created: "Team member created successfully",
  updated: "Team member updated successfully",
  deleted: "Team member deleted successfully",
  createFailed: "Failed to create team member",
  updateFailed: "Failed to update team member",
  deleteFailed: "Failed to delete team member",
  orderUpdated: "Display order updated successfully",
  orderFailed: "Failed to update display order",
  notFound: "Team member not found",
  emptyTitle: "No team members found",
  emptyFilteredHint: "Try adjusting your search or filters",
  emptyHint: "Add your first team member to get started",
  // The classes of a member who leaves go to a successor (decision 036).
  replacementInvalid: "Please choose an active team member as the new instructor",
  replacementLabel: "New instructor for these classes",
  noReplacementOnDelete: "No instructor for now",
} as const;

/** "A", "A and B", "A, B and C". */
function listOf(titles: readonly string[]): string {
  if (titles.length <= 1) return titles.join("");
  return `${titles.slice(0, -1).join(", ")} and ${titles.at(-1)}`;
}

/** The warning before deleting or deactivating a member who teaches class types, naming those classes. */
export function teachesWarning(name: string, titles: readonly string[], change: "delete" | "deactivate"): string {
  const classes = titles.length === 1 ? "this class" : "these classes";
  const taught = `${name} teaches ${listOf(titles.map((title) => `“${title}”`))}.`;
  return change === "delete"
    ? `${taught} Choose who teaches ${classes} instead, or leave ${titles.length === 1 ? "it" : "them"} without an instructor.`
    : `${taught} An inactive instructor still shows on ${classes}; choose who teaches ${classes} instead, or keep ${name}.`;
}

/** The choice that keeps an inactive member as the instructor of their classes. */
export function keepInstructorLabel(name: string): string {
  return `Keep ${name} (inactive)`;
}

export function teamMemberDeleteQuestion(name: string): string {
  return deleteQuestion(name);
}

const TEAM_MEMBER_LIMITS = { name: 100, role: 100, bio: 5000, qualifications: 2000, quote: 1000 } as const;

export const TeamMemberSchema = z.object({
  name: limitedText("Name", TEAM_MEMBER_LIMITS.name, TEAM_MEMBER_MESSAGES.nameRequired),
  role: limitedText("Role", TEAM_MEMBER_LIMITS.role, TEAM_MEMBER_MESSAGES.roleRequired),
  bio: limitedText("Bio", TEAM_MEMBER_LIMITS.bio, TEAM_MEMBER_MESSAGES.bioRequired),
  qualifications: limitedText("Qualifications", TEAM_MEMBER_LIMITS.qualifications),
  quote: limitedText("Quote", TEAM_MEMBER_LIMITS.quote),
  displayOrder: displayOrderField,
  status: choiceField(TEAM_MEMBER_STATUSES, TEAM_MEMBER_MESSAGES.statusInvalid),
});

export type TeamMemberInput = z.input<typeof TeamMemberSchema>;

/** The team manager's buttons and headings (decision 073). */
export const TEAM_MEMBER_WORDS = /* @__PURE__ */ managerWords("Team Member");

/** The team member form's field labels. */
export const TEAM_MEMBER_LABELS = {
  name: "Name",
  role: "Role",
  bio: "Bio",
  qualifications: "Qualifications",
  quote: "Quote",
  image: "Photo",
} as const;
