import { Link, useFetcher, useNavigation } from "react-router";
import { TESTIMONIAL_MESSAGES, testimonialDeleteQuestion } from "../../../../rules/testimonial";
import { TESTIMONIAL_LOCATION_LABELS, type TestimonialLocation } from "../../../../rules/values";
import { preview } from "../../../lib/format";
import {
  AdminTable,
  PersonThumbnail,
  rowButtonClass,
  StatusBadge,
  tableCell,
  tableRowClass,
  useFetcherToast,
} from "../admin-table";
import { ConfirmSubmit } from "../confirm-dialog";
import { EmptyState, ListFilters, statusOptions } from "../list-controls";
import { TabHeading } from "./tab-heading";

export type TestimonialRow = {
  id: string;
  name: string;
  quote: string;
  location: TestimonialLocation;
  displayOrder: number;
  status: string;
  imageSrc: string | null;
};

// The dashboard's list (all, active, draft, archived) plus inactive, which testimonials really have.
const STATUS_FILTER = {
  name: "status",
  label: "Status",
  options: statusOptions(["active", "draft", "archived", "inactive"]),
};
const QUOTE_PREVIEW_LENGTH = 100;
const cell = tableCell;
const DELETE_FETCHER = "testimonial-delete";
const EDIT_PATH = /^\/admin\/testimonials\/[^/]+\/edit$/;

export function TestimonialsTab({ testimonials, filtered }: { testimonials: TestimonialRow[]; filtered: boolean }) {
  useFetcherToast(useFetcher({ key: DELETE_FETCHER }));
  const navigation = useNavigation();
  const opening = navigation.state === "loading" && EDIT_PATH.test(navigation.location.pathname);

  return (
    <>
      <TabHeading title="Testimonials" newLabel="New Testimonial" newTo="/admin/testimonials/new">
        <p role="status" className="min-w-40 text-ink-soft">
          {opening ? TESTIMONIAL_MESSAGES.loading : ""}
        </p>
      </TabHeading>
      <ListFilters searchPlaceholder="Name or quote" filters={[STATUS_FILTER]} keep={["tab"]} />
      <div className="mt-6">
        {testimonials.length === 0 ? (
          <EmptyState
            title={TESTIMONIAL_MESSAGES.emptyTitle}
            hint={filtered ? TESTIMONIAL_MESSAGES.emptyFilteredHint : TESTIMONIAL_MESSAGES.emptyHint}
          />
        ) : (
          <AdminTable headings={["Person", "Quote", "Location", "Order", "Status", "Actions"]}>
            {testimonials.map((testimonial) => (
              <tr key={testimonial.id} className={tableRowClass}>
                <td className={cell}>
                  <div className="flex items-center gap-3">
                    <PersonThumbnail name={testimonial.name} src={testimonial.imageSrc} />
                    <span className="font-semibold">{testimonial.name}</span>
                  </div>
                </td>
                <td className={`${cell} text-sm text-ink-soft`}>{preview(testimonial.quote, QUOTE_PREVIEW_LENGTH)}</td>
                <td className={cell}>{TESTIMONIAL_LOCATION_LABELS[testimonial.location]}</td>
                <td className={cell}>{testimonial.displayOrder}</td>
                <td className={cell}>
                  <StatusBadge status={testimonial.status} />
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`/admin/testimonials/${testimonial.id}/edit`}
                      aria-label={`Edit testimonial from ${testimonial.name}`}
                      className={rowButtonClass}
                    >
                      Edit
                    </Link>
                    <ConfirmSubmit
                      message={testimonialDeleteQuestion(testimonial.name)}
                      label="Delete"
                      accessibleLabel={`Delete testimonial from ${testimonial.name}`}
                      fields={{}}
                      action={`/admin/testimonials/${testimonial.id}/delete`}
                      className={rowButtonClass}
                      fetcherKey={DELETE_FETCHER}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
    </>
  );
}
