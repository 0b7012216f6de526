import { useState } from "react";
import { EditorForm, ValueSelect } from "#app/components/admin/editor-form";
import { useEditorState } from "#app/components/admin/use-editor-state";
import { SelectField, TextField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { bindFields } from "#app/lib/field-binding";
import type { getClassInstanceForEditing } from "#core/classes/get-class-instance-for-editing";
import type { listClassTypeChoices } from "#core/classes/list-class-type-choices";
import { CLASS_ATTENDANCE_LABELS, CLASS_ATTENDANCES, CLASS_STATUSES, REGISTRATION_MODES } from "#rules/allowed-values";
import {
  CLASS_INSTANCE_DEFAULTS,
  CLASS_INSTANCE_LABELS,
  CLASS_INSTANCE_WORDS,
  classInstanceSchema,
  REGISTRATION_MODE_LABELS,
  readClassInstanceForm,
} from "#rules/class-instance";

type EditedClassInstance = NonNullable<Awaited<ReturnType<typeof getClassInstanceForEditing>>>;

/** The class instance form, for scheduling a class (null) and for editing one. */
export function ClassInstanceEditor({
  classInstance,
  classTypes,
  preselectedClassTypeId = "",
  today,
  actionData,
}: {
  classInstance: EditedClassInstance | null;
  classTypes: Awaited<ReturnType<typeof listClassTypeChoices>>;
  /** A new class may start with its class type chosen (`?classType=`, as the dashboard's Overview links). */
  preselectedClassTypeId?: string;
  /** Today where the business is: a class may not be moved before it. */
  today: string;
  actionData: FormAnswer | undefined;
}) {
  const keepDate = classInstance?.date;
  const schema = classInstanceSchema({ today, keepDate });
  const editor = useEditorState({ actionData, check: (form) => schema.safeParse(readClassInstanceForm(form)) });
  const { typed } = editor;
  const field = bindFields(schema, {
    values: classInstance ?? {
      ...CLASS_INSTANCE_DEFAULTS,
      classTypeId: preselectedClassTypeId,
      registrationMode: "external",
    },
    typed,
    errors: editor.errors,
  });
  const [capacity, setCapacity] = useState(
    typed?.get("capacity") ?? String(classInstance?.capacity ?? CLASS_INSTANCE_DEFAULTS.capacity),
  );
  const [spots, setSpots] = useState(
    typed?.get("availableSpots") ?? String(classInstance?.availableSpots ?? CLASS_INSTANCE_DEFAULTS.availableSpots),
  );
  const [attendance, setAttendance] = useState<string>(
    typed?.get("attendance") ?? classInstance?.attendance ?? CLASS_INSTANCE_DEFAULTS.attendance,
  );
  // The address is needed once the class happens in a room.
  const venueRequired = attendance !== "online";
  // A class that has taken place keeps its date; the picker still starts at today for any other.
  const minDate = keepDate && keepDate < today ? keepDate : today;

  return (
    <EditorForm
      heading={classInstance ? CLASS_INSTANCE_WORDS.editHeading : CLASS_INSTANCE_WORDS.newHeading}
      editor={editor}
      submitLabel={classInstance ? CLASS_INSTANCE_WORDS.update : CLASS_INSTANCE_WORDS.create}
      cancelTo={ADMIN_PATHS.classInstances.list}
    >
      <SelectField label={CLASS_INSTANCE_LABELS.classTypeId} {...field("classTypeId")}>
        <option value="">Select a class type</option>
        {classTypes.map((classType) => (
          <option key={classType.id} value={classType.id}>
            {classType.title}
            {classType.status === "active" ? "" : ` (${classType.status})`}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label={CLASS_INSTANCE_LABELS.date} {...field("date")} type="date" min={minDate} />
        <TextField label={CLASS_INSTANCE_LABELS.time} {...field("time")} placeholder="6:30 PM ET" />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label={CLASS_INSTANCE_LABELS.durationMinutes}
          {...field("durationMinutes")}
          step={5}
          placeholder={String(CLASS_INSTANCE_DEFAULTS.durationMinutes)}
        />
        <SelectField
          label={CLASS_INSTANCE_LABELS.venueKind}
          {...field("attendance", { value: attendance })}
          required
          onChange={(event) => setAttendance(event.currentTarget.value)}
        >
          {CLASS_ATTENDANCES.map((attendance) => (
            <option key={attendance} value={attendance}>
              {CLASS_ATTENDANCE_LABELS[attendance]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={CLASS_INSTANCE_LABELS.location}
        {...field("location")}
        placeholder="Online (Zoom), or the venue's name"
      />
      <fieldset className="grid gap-6 rounded-lg border border-line p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">Venue address (in-person classes)</legend>
        <div className="sm:col-span-2">
          <TextField
            label={CLASS_INSTANCE_LABELS.streetAddress}
            {...field("streetAddress")}
            required={venueRequired}
            autoComplete="off"
          />
        </div>
        <TextField
          label={CLASS_INSTANCE_LABELS.addressLocality}
          {...field("addressLocality")}
          required={venueRequired}
          autoComplete="off"
        />
        <TextField
          label={CLASS_INSTANCE_LABELS.addressRegion}
          {...field("addressRegion")}
          required={venueRequired}
          autoComplete="off"
        />
        <TextField
          label={CLASS_INSTANCE_LABELS.postalCode}
          {...field("postalCode")}
          required={venueRequired}
          autoComplete="off"
        />
        <TextField
          label={CLASS_INSTANCE_LABELS.addressCountry}
          {...field("addressCountry")}
          autoComplete="off"
          maxLength={2}
        />
      </fieldset>
      <div className="grid gap-6 sm:grid-cols-3">
        <TextField label={CLASS_INSTANCE_LABELS.price} {...field("price")} placeholder="$49 or Free" />
        <TextField
          label={CLASS_INSTANCE_LABELS.capacity}
          {...field("capacity", { value: capacity })}
          onChange={(event) => {
            setCapacity(event.currentTarget.value);
            // On a new class every spot is free, so the spots follow the capacity as it is typed.
            if (!classInstance) {
              setSpots(event.currentTarget.value);
              editor.clearError("availableSpots");
            }
          }}
        />
        <TextField
          label={CLASS_INSTANCE_LABELS.availableSpots}
          {...field("availableSpots", { value: spots })}
          // Left empty it counts as 0, but the form always shows a number here.
          required
          onChange={(event) => setSpots(event.currentTarget.value)}
        />
      </div>
      <TextField
        label={CLASS_INSTANCE_LABELS.registrationUrl}
        {...field("registrationUrl")}
        type="url"
        inputMode="url"
        placeholder="https://"
      />
      <SelectField label={CLASS_INSTANCE_LABELS.registrationMode} {...field("registrationMode")} required>
        {REGISTRATION_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {REGISTRATION_MODE_LABELS[mode]}
          </option>
        ))}
      </SelectField>
      <p className="-mt-4 text-sm text-ink-soft">
        On this site, the available spots follow the registrations. Raising the capacity gives the new seats to the
        people on the waitlist, in order, and emails them.
      </p>
      <ValueSelect label={CLASS_INSTANCE_LABELS.status} values={CLASS_STATUSES} {...field("status")} />
    </EditorForm>
  );
}
