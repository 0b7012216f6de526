import type { PublicTestimonial } from "#core/testimonials/list-active-testimonials";

/**
 * The home carousel's testimonials until the owner has her own (or when they
 * cannot be read). Examples, labelled as such (decision 055); kept on the
 * server, so the page's script does not carry them.
 */
export const BUILT_IN_TESTIMONIALS: PublicTestimonial[] = [
  {
    id: "built-in-1",
    name: "Renee M.",
    quote:
      "I used to avoid opening my banking app. Now I check it every Friday with a cup of coffee, and I know exactly where we stand.",
    location: "home_carousel",
    image: null,
    imageUrl: null,
    example: true,
  },
  {
    id: "built-in-2",
    name: "Carlos and Jen T.",
    quote:
      "We stopped arguing about money because we finally had one plan we both understood. Our emergency fund went from zero to three months.",
    location: "home_carousel",
    image: null,
    imageUrl: null,
    example: true,
  },
  {
    id: "built-in-3",
    name: "Alicia K.",
    quote:
      "No judgement, just a clear next step. I paid off two credit cards in eight months and I sleep better than I have in years.",
    location: "home_carousel",
    image: null,
    imageUrl: null,
    example: true,
  },
];
