import { useLocation, useNavigation } from "react-router";
import { AdminTable } from "#app/components/admin/admin-table";
import { MoveButtons } from "#app/components/admin/move-buttons";
import { PersonThumbnail } from "#app/components/admin/person-thumbnail";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { preview } from "#app/lib/format";
import { TESTIMONIAL_LOCATION_LABELS, TESTIMONIAL_LOCATIONS, type TestimonialLocation } from "#rules/allowed-values";
import { TESTIMONIAL_MESSAGES, TESTIMONIAL_WORDS, testimonialDeleteQuestion } from "#rules/testimonial";
import { CLASS_STATUS_FILTER_VALUES, EditDeleteActions, ListTab, StatusBadge } from "./list-tab";

type TestimonialRow = {
  id: string;
  name: string;
  quote: string;
  location: TestimonialLocation;
  displayOrder: number;
  status: string;
  imageSrc: string | null;
};

const QUOTE_PREVIEW_LENGTH = 100;
const cell = "px-4 py-3";
const EDIT_PATH = /^\/admin\/testimonials\/[^/]+\/edit$/;

const LOCATION_FILTER = {
  name: "location",
  label: "Location",
  options: [
    { value: "all", label: "All" },
    ...TESTIMONIAL_LOCATIONS.map((location) => ({ value: location, label: TESTIMONIAL_LOCATION_LABELS[location] })),
  ],
};

/** Whether a row is the first or last of its location in the list shown (its up or down button is then off). */
function placeInLocation(rows: TestimonialRow[], index: number) {
  const location = rows[index]?.location;
  return { first: rows[index - 1]?.location !== location, last: rows[index + 1]?.location !== location };
}

/** The dashboard's Testimonials tab, by location then display order; up and down move a row within its location. */
export function TestimonialsTab({ testimonials, filtered }: { testimonials: TestimonialRow[]; filtered: boolean }) {
  const navigation = useNavigation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const opening = navigation.state === "loading" && EDIT_PATH.test(navigation.location.pathname);

  return (
    <ListTab
      title="Testimonials"
      newLabel={TESTIMONIAL_WORDS.addNew}
      newTo={ADMIN_PATHS.testimonials.new}
      searchPlaceholder="Name or quote"
      isEmpty={testimonials.length === 0}
      filtered={filtered}
      emptyTitle={TESTIMONIAL_MESSAGES.emptyTitle}
      firstHint={TESTIMONIAL_MESSAGES.emptyHint}
      // Testimonials are active or inactive; inactive ones must be findable too.
      statuses={[...CLASS_STATUS_FILTER_VALUES, "inactive"]}
      moreFilters={[LOCATION_FILTER]}
      actions={
        <p role="status" className="min-w-40 text-ink-soft">
          {opening ? TESTIMONIAL_MESSAGES.loading : ""}
        </p>
      }
    >
      <AdminTable
        widthClass="min-w-[48rem]"
        caption="Testimonials"
        headings={["Person", "Quote", "Location", "Order", "Status", "Actions"]}
      >
        {testimonials.map((testimonial, index) => (
          <tr key={testimonial.id}>
            <td className={cell}>
              <div className="flex items-center gap-3">
                <PersonThumbnail name={testimonial.name} src={testimonial.imageSrc} />
                <span className="font-semibold text-ink">{testimonial.name}</span>
              </div>
            </td>
            <td className={`${cell} text-ink-soft`}>{preview(testimonial.quote, QUOTE_PREVIEW_LENGTH)}</td>
            <td className={cell}>{TESTIMONIAL_LOCATION_LABELS[testimonial.location]}</td>
            <td className={cell}>{testimonial.displayOrder}</td>
            <td className={cell}>
              <StatusBadge status={testimonial.status} />
            </td>
            <td className={cell}>
              <div className="flex flex-wrap items-center gap-2">
                <MoveButtons
                  action={ADMIN_PATHS.testimonials.move}
                  fields={{
                    id: testimonial.id,
                    q: params.get("q") ?? "",
                    status: params.get("status") ?? "all",
                    location: params.get("location") ?? "all",
                    returnTo: `${location.pathname}${location.search}`,
                  }}
                  label={(direction) => `Move ${testimonial.name} ${direction}`}
                  {...placeInLocation(testimonials, index)}
                />
                <EditDeleteActions
                  editTo={ADMIN_PATHS.testimonials.edit(testimonial.id)}
                  subject={`testimonial from ${testimonial.name}`}
                  question={testimonialDeleteQuestion(testimonial.name)}
                />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
    </ListTab>
  );
}
