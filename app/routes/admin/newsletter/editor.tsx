import { EditorForm } from "#app/components/admin/editor-form";
import { FormSection } from "#app/components/admin/editor-sections";
import { MarkdownField } from "#app/components/admin/markdown-field";
import { NameAndSlug } from "#app/components/admin/name-and-slug";
import { ImagePicker } from "#app/components/admin/newsletter/image-picker";
import { useEditorState } from "#app/components/admin/use-editor-state";
import { SelectField, TextField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { bindFields, overTyped, selectBinding } from "#app/lib/field-binding";
import type { StoredImageChoice } from "#core/images/list-stored-images";
import type { NewsletterIssueValues } from "#core/newsletter/prepare-newsletter-issue";
import { MARKDOWN_HINT } from "#rules/markdown-hint";
import { NEWSLETTER_ARCHIVE_PATH } from "#rules/newsletter";
import { NEWSLETTER_ISSUE_WORDS, NEWSLETTER_LABELS, NewsletterIssueSchema } from "#rules/newsletter-issue";
import type { AudienceChoice } from "./page-data.server";

export type EditedIssue = NewsletterIssueValues & { id: string };

/** The issue form, for a new draft (null) or a draft or scheduled issue. Saving keeps it a draft (or scheduled). */
export function NewsletterEditor({
  issue,
  audiences,
  images,
  bodyHtml,
  actionData,
}: {
  issue: EditedIssue | null;
  audiences: AudienceChoice[];
  /** The site's stored images, for the body's "Insert image". */
  images: StoredImageChoice[];
  /** The saved body rendered on the server, for the preview beside it until the page's script renders it. */
  bodyHtml?: string;
  actionData: FormAnswer | undefined;
}) {
  const editor = useEditorState({
    actionData,
    check: (form) => NewsletterIssueSchema.safeParse(Object.fromEntries(form)),
  });
  const saved = {
    subject: issue?.subject ?? "",
    previewText: issue?.previewText ?? "",
    body: issue?.body ?? "",
    slug: issue?.slug ?? "",
    audience: issue?.audienceSource ?? "",
  };
  const field = bindFields(NewsletterIssueSchema, { values: saved, typed: editor.typed, errors: editor.errors });
  const { inArchive } = overTyped({ inArchive: issue?.inArchive ?? false }, editor.typed, ["inArchive"]);
  return (
    <EditorForm
      heading={issue ? NEWSLETTER_ISSUE_WORDS.editHeading : NEWSLETTER_ISSUE_WORDS.newHeading}
      editor={editor}
      submitLabel={issue ? NEWSLETTER_ISSUE_WORDS.update : NEWSLETTER_ISSUE_WORDS.create}
      cancelTo={ADMIN_PATHS.newsletter.list}
    >
      <FormSection title="The email">
        <NameAndSlug
          nameLabel="Subject"
          nameField={(own) => field("subject", own)}
          slugField={(own) => ({ ...field("slug", own), required: false })}
          saved={{ name: saved.subject, slug: saved.slug }}
          typed={editor.typed}
          slugError={editor.errors.slug}
          onSlugFromName={() => editor.clearError("slug")}
          address={(slug) => `Its address in the public archive: ${NEWSLETTER_ARCHIVE_PATH}/${slug}`}
        >
          <label className="mt-3 flex items-center gap-3">
            <input type="checkbox" name="inArchive" defaultChecked={inArchive} className="h-5 w-5" />
            <span>Show in the public archive once sent</span>
          </label>
        </NameAndSlug>
        <div>
          <TextField
            label={NEWSLETTER_LABELS.previewText}
            {...field("previewText")}
            aria-describedby="previewText-hint"
          />
          <p id="previewText-hint" className="mt-1 text-sm text-ink-soft">
            The short line mail programs show after the subject in the inbox.
          </p>
        </div>
        <MarkdownField
          label={NEWSLETTER_LABELS.body}
          {...field("body")}
          rows={14}
          hint={MARKDOWN_HINT}
          savedHtml={bodyHtml}
          tools={<ImagePicker images={images} bodyId={field("body").id} />}
        />
      </FormSection>
      <FormSection title="Who receives it">
        <div>
          <SelectField
            label={NEWSLETTER_LABELS.audience}
            {...selectBinding(field("audience"))}
            required
            aria-describedby="audience-hint"
          >
            {audiences.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          <p id="audience-hint" className="mt-1 text-sm text-ink-soft">
            Only active subscribers receive it. Addresses still waiting to be confirmed, those who unsubscribed, and
            suppressed addresses (their mail kept failing) are never included.
          </p>
        </div>
      </FormSection>
    </EditorForm>
  );
}
