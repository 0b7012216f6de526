import { useState } from "react";
import { EditorForm } from "#app/components/admin/editor-form";
import { DisplaySettings, editorFieldOf, FormSection } from "#app/components/admin/editor-sections";
import { ImageField } from "#app/components/admin/image-field";
import { type InstructorOption, ReplacementInstructorField } from "#app/components/admin/replacement-instructor";
import { useEditorState } from "#app/components/admin/use-editor-state";
import { TextAreaField, TextField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { bindFields } from "#app/lib/field-binding";
import type { TaughtClassType } from "#core/classes/list-taught-class-types";
import { TEAM_MEMBER_STATUSES } from "#rules/allowed-values";
import { IMAGE_MAX_BYTES } from "#rules/images";
import { TEAM_MEMBER_DEFAULTS, TEAM_MEMBER_LABELS, TEAM_MEMBER_WORDS, TeamMemberSchema } from "#rules/team-member";

type EditedTeamMember = {
  id: string;
  name: string;
  role: string;
  bio: string;
  qualifications: string;
  quote: string;
  imageId: string | null;
  imageUrl: string | null;
  imageSrc: string | null;
  displayOrder: number;
  status: string;
};

/** The team member form, for a new member (member null) or an existing one. */
export function TeamMemberEditor({
  member,
  nextDisplayOrder,
  actionData,
  teaches = [],
  instructors = [],
}: {
  member: EditedTeamMember | null;
  nextDisplayOrder: number;
  actionData: FormAnswer | undefined;
  /** The class types this member teaches: made inactive, the form offers another instructor for them. */
  teaches?: TaughtClassType[];
  instructors?: InstructorOption[];
}) {
  const editor = useEditorState({
    actionData,
    check: (form) => TeamMemberSchema.safeParse(Object.fromEntries(form)),
    fieldOf: editorFieldOf,
  });
  const { errors, typed } = editor;
  const [status, setStatus] = useState(typed?.get("status") ?? member?.status ?? TEAM_MEMBER_DEFAULTS.status);
  const field = bindFields(TeamMemberSchema, {
    values: member ?? { ...TEAM_MEMBER_DEFAULTS, displayOrder: nextDisplayOrder },
    typed,
    errors,
  });

  return (
    <EditorForm
      heading={member ? TEAM_MEMBER_WORDS.editHeading : TEAM_MEMBER_WORDS.newHeading}
      editor={editor}
      submitLabel={member ? TEAM_MEMBER_WORDS.update : TEAM_MEMBER_WORDS.create}
      cancelTo={ADMIN_PATHS.team.list}
    >
      <FormSection title="Member">
        <TextField label={TEAM_MEMBER_LABELS.name} {...field("name")} />
        <TextField label={TEAM_MEMBER_LABELS.role} {...field("role")} />
        <TextAreaField label={TEAM_MEMBER_LABELS.bio} {...field("bio")} />
        <TextAreaField label={TEAM_MEMBER_LABELS.qualifications} {...field("qualifications")} />
        <TextAreaField label={TEAM_MEMBER_LABELS.quote} {...field("quote")} />
      </FormSection>
      <ImageField
        name="image"
        label={TEAM_MEMBER_LABELS.image}
        maxBytes={IMAGE_MAX_BYTES}
        currentSrc={member?.imageId ? member.imageSrc : null}
        currentUrl={member?.imageUrl}
        typed={typed}
        error={errors.image}
        onChange={() => {
          editor.markDirty();
          editor.clearError("image");
        }}
      />
      <DisplaySettings field={field} statuses={TEAM_MEMBER_STATUSES} onStatusChange={setStatus} />
      {member && status === "inactive" && teaches.length > 0 ? (
        <ReplacementInstructorField
          member={member}
          teaches={teaches}
          instructors={instructors}
          change="deactivate"
          initial={typed?.get("replacementInstructorId") ?? undefined}
          error={errors.replacementInstructorId}
        />
      ) : null}
    </EditorForm>
  );
}
