import { describe, expect, it } from "vitest";
import { DISPLAY_ORDER_MESSAGES } from "./content-fields";
import { fieldErrors } from "./form-text";
import { TEAM_MEMBER_MESSAGES, TeamMemberSchema, teamMemberDeleteQuestion } from "./team-member";

const valid = { name: "Jordan Lee", role: "Coach", bio: "Line one\nLine two", displayOrder: "3", status: "active" };

function errorsFor(input: Record<string, unknown>) {
  const result = TeamMemberSchema.safeParse(input);
  return result.success ? [] : fieldErrors(result.error);
}

describe("team member rules", () => {
  it("trims text, keeps line breaks inside the bio and reads the order as an integer", () => {
    expect(TeamMemberSchema.parse({ ...valid, name: "  Jordan Lee ", qualifications: " CFP " })).toEqual({
      name: "Jordan Lee",
      role: "Coach",
      bio: "Line one\nLine two",
      qualifications: "CFP",
      quote: "",
      displayOrder: 3,
      status: "active",
    });
  });

  it("gives each missing field its message, blanks included", () => {
    expect(errorsFor({ name: " ", role: "", bio: "\n", displayOrder: "", status: "active" })).toEqual([
      { field: "name", message: TEAM_MEMBER_MESSAGES.nameRequired },
      { field: "role", message: TEAM_MEMBER_MESSAGES.roleRequired },
      { field: "bio", message: TEAM_MEMBER_MESSAGES.bioRequired },
      { field: "displayOrder", message: DISPLAY_ORDER_MESSAGES.tooSmall },
    ]);
  });

  it("refuses an order of 0, below 0, with decimals or as text", () => {
    for (const displayOrder of ["0", "-2", "1.5", "first", 0])
      expect(errorsFor({ ...valid, displayOrder })).toEqual([
        { field: "displayOrder", message: DISPLAY_ORDER_MESSAGES.tooSmall },
      ]);
    expect(errorsFor({ ...valid, displayOrder: "99999999999" })).toEqual([
      { field: "displayOrder", message: DISPLAY_ORDER_MESSAGES.tooLarge },
    ]);
  });

  it("accepts only the two statuses", () => {
    expect(errorsFor({ ...valid, status: "archived" })).toEqual([
      { field: "status", message: TEAM_MEMBER_MESSAGES.statusInvalid },
    ]);
  });

  it("names the member in the delete question", () => {
    expect(teamMemberDeleteQuestion("Jordan Lee")).toBe(
      "Are you sure you want to delete Jordan Lee? You can restore it from the Trash for 30 days.",
    );
  });
});
