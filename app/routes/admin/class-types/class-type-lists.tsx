import { RowList } from "#app/components/admin/row-list";
import type { ClassTypeForEditing } from "#core/classes/get-class-type-for-editing";
import { CLASS_TYPE_LABELS } from "#rules/class-type";

const inputClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-none focus-visible:outline-3 focus-visible:outline-accent";

function RowInput({
  label,
  index,
  name,
  defaultValue,
  multiline = false,
}: {
  label: string;
  index: number;
  name: string;
  defaultValue: string;
  multiline?: boolean;
}) {
  const id = `${name}-${index}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        <span className="sr-only"> {index + 1}</span>
      </label>
      {multiline ? (
        <textarea id={id} name={name} defaultValue={defaultValue} rows={2} className={inputClass} />
      ) : (
        <input id={id} name={name} defaultValue={defaultValue} className={inputClass} />
      )}
    </div>
  );
}

/** The class type's three lists: what you get, agenda and testimonials. */
export function ClassTypeLists({
  classType,
  errors,
  onEdit,
}: {
  /** The saved lists, or the typed ones after a save refused without JavaScript. */
  classType: Pick<ClassTypeForEditing, "whatYouGet" | "agenda" | "testimonials"> | null;
  errors: Record<string, string>;
  onEdit: () => void;
}) {
  return (
    <>
      <RowList
        legend="What you get"
        initial={classType?.whatYouGet ?? []}
        blank=""
        addLabel="Add item"
        rowLabel={(number) => `what you get item ${number}`}
        error={errors.whatYouGet}
        onEdit={onEdit}
      >
        {(item, index) => (
          <RowInput label={CLASS_TYPE_LABELS.whatYouGetItem} index={index} name="whatYouGet" defaultValue={item} />
        )}
      </RowList>
      <RowList
        legend="Agenda"
        initial={classType?.agenda ?? []}
        blank={{ time: "", topic: "", description: "" }}
        addLabel="Add agenda item"
        rowLabel={(number) => `agenda item ${number}`}
        error={errors.agenda}
        onEdit={onEdit}
      >
        {(item, index) => (
          <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
            <RowInput label={CLASS_TYPE_LABELS.agendaTime} index={index} name="agendaTime" defaultValue={item.time} />
            <RowInput
              label={CLASS_TYPE_LABELS.agendaTopic}
              index={index}
              name="agendaTopic"
              defaultValue={item.topic}
            />
            <div className="sm:col-span-2">
              <RowInput
                label={CLASS_TYPE_LABELS.agendaDescription}
                index={index}
                name="agendaDescription"
                defaultValue={item.description}
                multiline
              />
            </div>
          </div>
        )}
      </RowList>
      <RowList
        legend="Testimonials"
        initial={classType?.testimonials ?? []}
        blank={{ name: "", quote: "" }}
        addLabel="Add testimonial"
        rowLabel={(number) => `testimonial ${number}`}
        error={errors.testimonials}
        onEdit={onEdit}
      >
        {(item, index) => (
          <div className="grid gap-3">
            <RowInput
              label={CLASS_TYPE_LABELS.testimonialName}
              index={index}
              name="testimonialName"
              defaultValue={item.name}
            />
            <RowInput
              label={CLASS_TYPE_LABELS.testimonialQuote}
              index={index}
              name="testimonialQuote"
              defaultValue={item.quote}
              multiline
            />
          </div>
        )}
      </RowList>
    </>
  );
}
