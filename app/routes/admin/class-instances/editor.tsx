import { useState } from "react";
import { useActionData, useLoaderData } from "react-router";
import { EditorForm, ValueSelect } from "#app/components/admin/editor-form";
import { useEditorState } from "#app/components/admin/use-editor-state";
import { SelectField, TextField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { CLASS_INSTANCES_LIST } from "#app/lib/admin-paths";
import { CLASS_ATTENDANCE_LABELS, CLASS_ATTENDANCES, CLASS_STATUSES, REGISTRATION_MODES } from "#rules/allowed-values";
import {
  CLASS_INSTANCE_DEFAULTS,
  CLASS_INSTANCE_LIMITS,
  classInstanceSchema,
  REGISTRATION_MODE_LABELS,
  readClassInstanceForm,
} from "#rules/class-instance";
import type { loader } from "./editor.server";

export function meta({ params }: { params: { id?: string } }) {
  return [
    { title: `${params.id ? "Edit Class Instance" : "Schedule New Class"} · Admin Portal` },
    { name: "robots", content: "noindex" },
  ];
}

/** The class instance form, for scheduling a class and for editing one. */
export function ClassInstanceEditor() {
  const { classInstance, classTypes, preselectedClassTypeId, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<FormAnswer>();
  const keepDate = classInstance?.date;
  const editor = useEditorState({
    actionData,
    check: (form) => classInstanceSchema({ today, keepDate }).safeParse(readClassInstanceForm(form)),
  });
  const { errors } = editor;
  const [capacity, setCapacity] = useState(String(classInstance?.capacity ?? CLASS_INSTANCE_DEFAULTS.capacity));
  const [spots, setSpots] = useState(String(classInstance?.availableSpots ?? CLASS_INSTANCE_DEFAULTS.availableSpots));
  const [attendance, setAttendance] = useState<string>(classInstance?.attendance ?? CLASS_INSTANCE_DEFAULTS.attendance);
  // The address is needed once the class happens in a room.
  const venueRequired = attendance !== "online";
  // A class that has taken place keeps its date; the picker still starts at today for any other.
  const minDate = keepDate && keepDate < today ? keepDate : today;

  return (
    <EditorForm
      heading={classInstance ? "Edit Class Instance" : "Schedule New Class"}
      editor={editor}
      submitLabel={classInstance ? "Update Class" : "Schedule Class"}
      cancelTo={CLASS_INSTANCES_LIST}
    >
      <SelectField
        id="classTypeId"
        name="classTypeId"
        label="Class type"
        required
        defaultValue={classInstance?.classTypeId ?? preselectedClassTypeId}
        error={errors.classTypeId}
      >
        <option value="">Select a class type</option>
        {classTypes.map((classType) => (
          <option key={classType.id} value={classType.id}>
            {classType.title}
            {classType.status === "active" ? "" : ` (${classType.status})`}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          id="date"
          name="date"
          type="date"
          label="Date"
          required
          min={minDate}
          defaultValue={classInstance?.date}
          error={errors.date}
        />
        <TextField
          id="time"
          name="time"
          label="Time"
          required
          placeholder="6:30 PM ET"
          defaultValue={classInstance?.time}
          error={errors.time}
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          id="durationMinutes"
          name="durationMinutes"
          type="number"
          inputMode="numeric"
          min={CLASS_INSTANCE_LIMITS.durationMin}
          max={CLASS_INSTANCE_LIMITS.durationMax}
          step={5}
          label="Duration (minutes)"
          placeholder={String(CLASS_INSTANCE_DEFAULTS.durationMinutes)}
          defaultValue={classInstance?.durationMinutes ?? CLASS_INSTANCE_DEFAULTS.durationMinutes}
          error={errors.durationMinutes}
        />
        <SelectField
          id="attendance"
          name="attendance"
          label="Where"
          required
          value={attendance}
          onChange={(event) => setAttendance(event.currentTarget.value)}
          error={errors.attendance}
        >
          {CLASS_ATTENDANCES.map((attendance) => (
            <option key={attendance} value={attendance}>
              {CLASS_ATTENDANCE_LABELS[attendance]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        id="location"
        name="location"
        label="Location"
        required
        placeholder="Online (Zoom), or the venue's name"
        defaultValue={classInstance?.location}
        error={errors.location}
      />
      <fieldset className="grid gap-6 rounded-lg border border-line p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">Venue address (in-person classes)</legend>
        <div className="sm:col-span-2">
          <TextField
            id="streetAddress"
            name="streetAddress"
            required={venueRequired}
            label="Street address"
            autoComplete="off"
            defaultValue={classInstance?.streetAddress}
            error={errors.streetAddress}
          />
        </div>
        <TextField
          id="addressLocality"
          name="addressLocality"
          required={venueRequired}
          label="City"
          autoComplete="off"
          defaultValue={classInstance?.addressLocality}
          error={errors.addressLocality}
        />
        <TextField
          id="addressRegion"
          name="addressRegion"
          required={venueRequired}
          label="State"
          autoComplete="off"
          defaultValue={classInstance?.addressRegion}
          error={errors.addressRegion}
        />
        <TextField
          id="postalCode"
          name="postalCode"
          required={venueRequired}
          label="ZIP code"
          autoComplete="off"
          defaultValue={classInstance?.postalCode}
          error={errors.postalCode}
        />
        <TextField
          id="addressCountry"
          name="addressCountry"
          label="Country"
          autoComplete="off"
          maxLength={2}
          defaultValue={classInstance?.addressCountry ?? CLASS_INSTANCE_DEFAULTS.addressCountry}
          error={errors.addressCountry}
        />
      </fieldset>
      <div className="grid gap-6 sm:grid-cols-3">
        <TextField
          id="price"
          name="price"
          label="Price"
          required
          placeholder="$49 or Free"
          defaultValue={classInstance?.price}
          error={errors.price}
        />
        <TextField
          id="capacity"
          name="capacity"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          label="Capacity"
          required
          value={capacity}
          onChange={(event) => {
            setCapacity(event.currentTarget.value);
            // On a new class every spot is free, so the spots follow the capacity as it is typed.
            if (!classInstance) {
              setSpots(event.currentTarget.value);
              editor.clearError("availableSpots");
            }
          }}
          error={errors.capacity}
        />
        <TextField
          id="availableSpots"
          name="availableSpots"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          label="Available spots"
          required
          value={spots}
          onChange={(event) => setSpots(event.currentTarget.value)}
          error={errors.availableSpots}
        />
      </div>
      <TextField
        id="registrationUrl"
        name="registrationUrl"
        type="url"
        inputMode="url"
        label="Registration URL"
        placeholder="https://"
        defaultValue={classInstance?.registrationUrl ?? ""}
        error={errors.registrationUrl}
      />
      <SelectField
        id="registrationMode"
        name="registrationMode"
        label="Registration"
        required
        defaultValue={classInstance?.registrationMode ?? "external"}
        error={errors.registrationMode}
      >
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
      <ValueSelect
        id="status"
        label="Status"
        values={CLASS_STATUSES}
        defaultValue={classInstance?.status ?? CLASS_INSTANCE_DEFAULTS.status}
        error={errors.status}
      />
    </EditorForm>
  );
}
