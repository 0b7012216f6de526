import { useState } from "react";
import { TextAreaField, TextField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import type { TaughtClassType } from "#core/classes/list-taught-class-types";
import { TEAM_MEMBER_STATUSES } from "#rules/allowed-values";
import { IMAGE_MAX_BYTES } from "#rules/images";
import { DEFAULT_TEAM_ROLE, TEAM_MEMBERS_LIST, TeamMemberSchema } from "#rules/team-member";
import { EditorForm } from "./editor-form";
import { DisplaySettings, editorFieldOf, FormSection } from "./editor-sections";
import { ImageField } from "./image-field";
import { type InstructorOption, ReplacementInstructorField } from "./replacement-instructor";
import { useEditorState } from "./use-editor-state";

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
  const [status, setStatus] = useState(member?.status ?? "active");
  const editor = useEditorState({
    actionData,
    check: (form) => TeamMemberSchema.safeParse(Object.fromEntries(form)),
    fieldOf: editorFieldOf,
  });
  const { errors } = editor;

  return (
    <EditorForm
      heading={member ? "Edit Team Member" : "Add New Team Member"}
      editor={editor}
      submitLabel={member ? "Update Team Member" : "Create Team Member"}
      cancelTo={TEAM_MEMBERS_LIST}
    >
      <FormSection title="Member">
        <TextField id="name" name="name" label="Name" required defaultValue={member?.name} error={errors.name} />
        <TextField
          id="role"
          name="role"
          label="Role"
          required
          defaultValue={member?.role ?? DEFAULT_TEAM_ROLE}
          error={errors.role}
        />
        <TextAreaField id="bio" name="bio" label="Bio" required defaultValue={member?.bio} error={errors.bio} />
        <TextAreaField
          id="qualifications"
          name="qualifications"
          label="Qualifications"
          defaultValue={member?.qualifications}
          error={errors.qualifications}
        />
        <TextAreaField id="quote" name="quote" label="Quote" defaultValue={member?.quote} error={errors.quote} />
      </FormSection>
      <ImageField
        name="image"
        label="Photo"
        maxBytes={IMAGE_MAX_BYTES}
        currentSrc={member?.imageId ? member.imageSrc : null}
        currentUrl={member?.imageUrl}
        error={errors.image}
        onChange={() => {
          editor.markDirty();
          editor.clearError("image");
        }}
      />
      <DisplaySettings
        displayOrder={member?.displayOrder ?? nextDisplayOrder}
        status={member?.status ?? "active"}
        statuses={TEAM_MEMBER_STATUSES}
        errors={errors}
        onStatusChange={setStatus}
      />
      {member && status === "inactive" && teaches.length > 0 ? (
        <ReplacementInstructorField
          member={member}
          teaches={teaches}
          instructors={instructors}
          change="deactivate"
          error={errors.replacementInstructorId}
        />
      ) : null}
    </EditorForm>
  );
}
