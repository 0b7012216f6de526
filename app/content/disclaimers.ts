/**
 * Lines shown with claimed results and client stories. Rules on endorsements
 * for financial services expect them wherever figures or testimonials appear.
 */
export const RESULTS_DISCLAIMER =
  "Individual results vary. These figures are averages our clients reported after working with us; they are not a promise of what you will achieve.";

export const TESTIMONIALS_DISCLAIMER =
  "Testimonials are from real clients and describe their own experience. Individual results vary.";
