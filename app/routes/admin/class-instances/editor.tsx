import { useState } from "react";
import { useActionData, useLoaderData } from "react-router";
import { EditorForm, ValueSelect } from "#app/components/admin/editor-form";
import { useEditorState } from "#app/components/admin/use-editor-state";
import { SelectField, TextField } from "#app/components/form-field";
import type { SaveResult } from "#app/lib/admin-action.server";
import { CLASS_INSTANCES_LIST } from "#app/lib/admin-paths";
import { CLASS_STATUSES } from "#rules/allowed-values";
import { CLASS_INSTANCE_DEFAULTS, classInstanceSchema, readClassInstanceForm } from "#rules/class-instance";
import type { loader } from "./editor.server";

export function meta({ params }: { params: { id?: string } }) {
  return [
    { title: `${params.id ? "Edit Class Instance" : "Schedule New Class"} · Admin Portal` },
    { name: "robots", content: "noindex" },
  ];
}

/** The class instance form, for scheduling a class and for editing one. */
export function ClassInstanceEditor() {
  const { classInstance, classTypes, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<SaveResult>();
  const keepDate = classInstance?.date;
  const editor = useEditorState({
    actionData,
    check: (form) => classInstanceSchema({ today, keepDate }).safeParse(readClassInstanceForm(form)),
  });
  const { errors } = editor;
  const [capacity, setCapacity] = useState(String(classInstance?.capacity ?? CLASS_INSTANCE_DEFAULTS.capacity));
  const [spots, setSpots] = useState(String(classInstance?.availableSpots ?? CLASS_INSTANCE_DEFAULTS.availableSpots));
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
        defaultValue={classInstance?.classTypeId ?? ""}
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
      <TextField
        id="location"
        name="location"
        label="Location"
        required
        placeholder="Online (Zoom)"
        defaultValue={classInstance?.location}
        error={errors.location}
      />
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
