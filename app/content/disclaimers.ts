/**
 * Lines shown with claimed results and client stories. Rules on endorsements
 * for financial services expect them wherever figures or testimonials appear.
 */
export const RESULTS_DISCLAIMER =
  "Individual results vary. These figures are averages our clients reported after working with us; they are not a promise of what you will achieve.";

export const TESTIMONIALS_DISCLAIMER =
  "Testimonials are from real clients and describe their own experience. Individual results vary.";

/** Under testimonials of which some are examples (built-in or demo): no claim that they are real (decision 055). */
export const EXAMPLE_TESTIMONIALS_NOTE =
  "Testimonials marked “Example testimonial” are examples of how this page looks, not words of real clients.";

/** The line under a set of testimonials: the claim that they are real only when every one of them is. */
export function testimonialsNote(testimonials: { example: boolean }[]): string {
  return testimonials.some((testimonial) => testimonial.example) ? EXAMPLE_TESTIMONIALS_NOTE : TESTIMONIALS_DISCLAIMER;
}
