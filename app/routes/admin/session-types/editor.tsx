import { useState } from "react";
import { EditorForm, ValueSelect } from "#app/components/admin/editor-form";
import { FormSection } from "#app/components/admin/editor-sections";
import { MarkdownField } from "#app/components/admin/markdown-field";
import { NameAndSlug } from "#app/components/admin/name-and-slug";
import { useEditorState } from "#app/components/admin/use-editor-state";
import { SelectField, TextAreaField, TextField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { bindFields, overTyped } from "#app/lib/field-binding";
import type { SessionType } from "#core/session-types/get-session-type";
import {
  SESSION_CONFIRMATIONS,
  SESSION_LOCATION_KINDS,
  SESSION_LOCATION_LABELS,
  SESSION_TYPE_STATUSES,
  type SessionLocationKind,
} from "#rules/allowed-values";
import { MARKDOWN_HINT } from "#rules/markdown-hint";
import { isFreePrice } from "#rules/price";
import {
  LOCATION_DETAIL_LABELS,
  type PostedQuestion,
  readSessionTypeForm,
  SESSION_CONFIRMATION_LABELS,
  SESSION_TYPE_DEFAULTS,
  SESSION_TYPE_LABELS,
  SESSION_TYPE_WORDS,
  SessionTypeSchema,
} from "#rules/session-type";
import { type EditedQuestion, editedQuestions, IntakeQuestions } from "./intake-questions";

/** The inputs of a question row all belong to the questions' message. */
function fieldOf(name: string): string {
  return name.startsWith("question") ? "intakeQuestions" : name;
}

const LOCATION_PLACEHOLDERS: Record<SessionLocationKind, string> = {
  video: "https://meet.example.com/your-room",
  phone: "I will call you at the number you give in your answers.",
  in_person: "120 Main Street, Suite 210, Maplewood, NJ 07040",
};

/** The session type form, for a new session type (null) and for editing one. */
export function SessionTypeEditor({
  sessionType,
  actionData,
}: {
  sessionType: SessionType | null;
  actionData: FormAnswer | undefined;
}) {
  const editor = useEditorState({
    actionData,
    check: (form) => SessionTypeSchema.safeParse(readSessionTypeForm(form)),
    fieldOf,
  });
  const { errors, typed } = editor;
  const saved = {
    name: "",
    slug: "",
    ...SESSION_TYPE_DEFAULTS,
    maxPerDay: "",
    ...(sessionType
      ? {
          ...sessionType,
          minNoticeHours: Math.round(sessionType.minNoticeMinutes / 60),
          maxPerDay: sessionType.maxPerDay ?? "",
        }
      : {}),
  };
  const field = bindFields(SessionTypeSchema, { values: saved, typed, errors });
  const { countsTowardCap } = overTyped(
    { countsTowardCap: sessionType?.countsTowardCap ?? SESSION_TYPE_DEFAULTS.countsTowardCap },
    typed,
    ["countsTowardCap"],
  );
  const questions: EditedQuestion[] = typed
    ? (readSessionTypeForm(typed).intakeQuestions as PostedQuestion[])
    : editedQuestions(sessionType?.intakeQuestions ?? []);

  const [price, setPrice] = useState(() => typed?.get("price") ?? saved.price);
  const [locationKind, setLocationKind] = useState(
    () => (typed?.get("locationKind") ?? saved.locationKind) as SessionLocationKind,
  );

  return (
    <EditorForm
      heading={sessionType ? SESSION_TYPE_WORDS.editHeading : SESSION_TYPE_WORDS.newHeading}
      editor={editor}
      submitLabel={sessionType ? SESSION_TYPE_WORDS.update : SESSION_TYPE_WORDS.create}
      cancelTo={ADMIN_PATHS.sessionTypes.list}
    >
      <FormSection title="What is booked">
        <NameAndSlug
          nameLabel="Name"
          nameField={(own) => field("name", own)}
          slugField={(own) => field("slug", own)}
          saved={{ name: saved.name, slug: saved.slug }}
          typed={typed}
          slugError={errors.slug}
          onSlugFromName={() => editor.clearError("slug")}
          address={(slug) => `The booking page's address: /book/${slug}`}
        />
        <MarkdownField
          label={SESSION_TYPE_LABELS.description}
          {...field("description")}
          rows={6}
          hint={MARKDOWN_HINT}
        />
        <ValueSelect label={SESSION_TYPE_LABELS.status} values={SESSION_TYPE_STATUSES} {...field("status")} />
      </FormSection>

      <FormSection title="Time">
        <div className="grid gap-6 sm:grid-cols-3">
          <TextField label={SESSION_TYPE_LABELS.durationMinutes} {...field("durationMinutes")} />
          <TextField label={SESSION_TYPE_LABELS.bufferBeforeMinutes} {...field("bufferBeforeMinutes")} />
          <TextField label={SESSION_TYPE_LABELS.bufferAfterMinutes} {...field("bufferAfterMinutes")} />
        </div>
        <div className="grid gap-6 sm:grid-cols-3">
          <div>
            <TextField
              label={SESSION_TYPE_LABELS.minNoticeHours}
              {...field("minNoticeHours")}
              aria-describedby={errors.minNoticeHours ? "minNoticeHours-error" : "minNoticeHours-hint"}
            />
            <p id="minNoticeHours-hint" className="mt-1 text-sm text-ink-soft">
              No time sooner than this can be booked.
            </p>
          </div>
          <div>
            <TextField label={SESSION_TYPE_LABELS.maxDaysAhead} {...field("maxDaysAhead")} />
          </div>
          <div>
            <TextField
              label={SESSION_TYPE_LABELS.maxPerDay}
              {...field("maxPerDay")}
              aria-describedby={errors.maxPerDay ? "maxPerDay-error" : "maxPerDay-hint"}
            />
            <p id="maxPerDay-hint" className="mt-1 text-sm text-ink-soft">
              Empty for no limit.
            </p>
          </div>
        </div>
      </FormSection>

      <FormSection title="Price">
        <div>
          <TextField
            label={SESSION_TYPE_LABELS.price}
            {...field("price", { value: price })}
            onChange={(event) => setPrice(event.currentTarget.value)}
            aria-describedby={errors.price ? "price-error" : "price-hint"}
          />
          <p id="price-hint" className="mt-1 text-sm text-ink-soft">
            "Free", or an amount such as $497.
          </p>
        </div>
        <div>
          <TextAreaField
            label={SESSION_TYPE_LABELS.paymentInstructions}
            {...field("howToPay")}
            required={!isFreePrice(price)}
            rows={3}
            placeholder="By Zelle to payments@example.com before the session, or by card at the start."
            aria-describedby={errors.howToPay ? "howToPay-error" : "howToPay-hint"}
          />
          <p id="howToPay-hint" className="mt-1 text-sm text-ink-soft">
            Shown on the booking page and in the confirmation when the session is not free.
          </p>
        </div>
      </FormSection>

      <FormSection title="Where">
        <SelectField
          label={SESSION_TYPE_LABELS.location}
          {...field("locationKind")}
          required
          onChange={(event) => setLocationKind(event.currentTarget.value as SessionLocationKind)}
        >
          {SESSION_LOCATION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {SESSION_LOCATION_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <div>
          <TextAreaField
            label={LOCATION_DETAIL_LABELS[locationKind] ?? "Location"}
            {...field("locationDetail")}
            required
            rows={2}
            placeholder={LOCATION_PLACEHOLDERS[locationKind]}
            aria-describedby={errors.locationDetail ? "locationDetail-error" : "locationDetail-hint"}
          />
          <p id="locationDetail-hint" className="mt-1 text-sm text-ink-soft">
            Sent to the visitor once her booking is confirmed.
          </p>
        </div>
      </FormSection>

      <FormSection title="Booking">
        <SelectField label={SESSION_TYPE_LABELS.confirmation} {...field("confirmation")} required>
          {SESSION_CONFIRMATIONS.map((confirmation) => (
            <option key={confirmation} value={confirmation}>
              {SESSION_CONFIRMATION_LABELS[confirmation]}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-3">
          <input type="checkbox" name="countsTowardCap" defaultChecked={countsTowardCap} className="h-5 w-5" />
          <span>Counts toward the monthly limit of new clients (set on the Availability page)</span>
        </label>
        <IntakeQuestions initial={questions} error={errors.intakeQuestions} onEdit={editor.markDirty} />
      </FormSection>
    </EditorForm>
  );
}
