import { SelectField } from "#app/components/form-field";
import type { TaughtClassType } from "#core/classes/list-taught-class-types";
import { keepInstructorLabel, TEAM_MEMBER_MESSAGES, teachesWarning } from "#rules/team-member";

export type InstructorOption = { id: string; name: string; active: boolean };

/** The form field naming who takes over a member's class types (see core/classes/reassign-instructor.ts). */
const REPLACEMENT_FIELD = "replacementInstructorId";

/**
 * Shown when a member who teaches class types is about to be deleted or made
 * inactive: names those classes and offers another active member to teach
 * them, or nobody (delete) / the same member (deactivate).
 */
export function ReplacementInstructorField({
  member,
  teaches,
  instructors,
  change,
  value,
  initial = "",
  onChange,
  error,
}: {
  member: { id: string; name: string };
  teaches: readonly TaughtClassType[];
  instructors: readonly InstructorOption[];
  change: "delete" | "deactivate";
  /** Given when the parent holds the choice (the delete dialog); the editor's form reads the field itself. */
  value?: string;
  /** The choice the field starts at, when the parent does not hold it: a choice typed before a refused save. */
  initial?: string;
  onChange?: (value: string) => void;
  error?: string;
}) {
  const fieldId = `${REPLACEMENT_FIELD}-${member.id}`;
  return (
    <div className="mt-4 rounded-lg border border-accent/40 bg-accent-light px-4 py-3 text-left">
      <p className="font-semibold text-ink">
        {teachesWarning(
          member.name,
          teaches.map((classType) => classType.title),
          change,
        )}
      </p>
      <div className="mt-3">
        <SelectField
          id={fieldId}
          name={REPLACEMENT_FIELD}
          label={TEAM_MEMBER_MESSAGES.replacementLabel}
          {...(value !== undefined ? { value } : { defaultValue: initial })}
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
          error={error}
        >
          <option value="">
            {change === "delete" ? TEAM_MEMBER_MESSAGES.noReplacementOnDelete : keepInstructorLabel(member.name)}
          </option>
          {instructors
            .filter((instructor) => instructor.active && instructor.id !== member.id)
            .map((instructor) => (
              <option key={instructor.id} value={instructor.id}>
                {instructor.name}
              </option>
            ))}
        </SelectField>
      </div>
    </div>
  );
}
