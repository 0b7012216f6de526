import { describe, expect, it } from "vitest";
import { TESTIMONIAL_LOCATIONS } from "./allowed-values";
import { DISPLAY_ORDER_MESSAGES } from "./content-fields";
import { fieldErrors } from "./form-text";
import { locationShowsImage, TESTIMONIAL_MESSAGES, TestimonialSchema } from "./testimonial";

function errorsFor(input: Record<string, unknown>) {
  const result = TestimonialSchema.safeParse(input);
  return result.success ? [] : fieldErrors(result.error);
}

describe("testimonial rules", () => {
  it("reads a valid testimonial", () => {
    expect(
      TestimonialSchema.parse({
        name: " Sam P. ",
        location: "coaching_step2",
        quote: "It helped.",
        displayOrder: "2",
        status: "inactive",
      }),
    ).toEqual({ name: "Sam P.", location: "coaching_step2", quote: "It helped.", displayOrder: 2, status: "inactive" });
  });

  it("gives each wrong field its message, in the form's order", () => {
    expect(errorsFor({ name: "", location: "sidebar", quote: "  ", displayOrder: "zero", status: "active" })).toEqual([
      { field: "name", message: TESTIMONIAL_MESSAGES.nameRequired },
      { field: "location", message: TESTIMONIAL_MESSAGES.locationRequired },
      { field: "quote", message: TESTIMONIAL_MESSAGES.quoteRequired },
      { field: "displayOrder", message: DISPLAY_ORDER_MESSAGES.tooSmall },
    ]);
  });

  it("shows the photo on the home carousel and the coaching page's main quote only", () => {
    expect(TESTIMONIAL_LOCATIONS.filter(locationShowsImage)).toEqual(["home_carousel", "coaching_main"]);
  });
});
