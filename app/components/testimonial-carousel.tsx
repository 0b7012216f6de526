import { useEffect, useRef, useState } from "react";
import type { PublicTestimonial } from "#core/testimonials/list-active-testimonials";
import { PersonInitials, PersonPhoto } from "./picture";
import { useMediaQuery } from "./use-media-query";

const CAROUSEL_INTERVAL_MS = 5000;
/** Under the name of a testimonial that is not from a real client (decision 055). */
export const EXAMPLE = "Example testimonial";

/**
 * Rotates every 5 seconds. Pauses while hovered or focused, and does not move
 * on its own for visitors who prefer reduced motion. Without JavaScript the
 * first testimonial shows. The box is as tall as the longest testimonial.
 * Examples (built-in or demo) say so under the name.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: PublicTestimonial[] }) {
  const slides = testimonials;
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (paused || reducedMotion || slides.length < 2) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, reducedMotion, slides.length]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses the rotation; it is not an action
    <div
      ref={region}
      className="mx-auto max-w-3xl px-6"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!region.current?.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      {/* Every slide sits in the same grid cell, the hidden ones invisible: the tallest sets the
          height, so a rotation never moves what is below. */}
      <section aria-roledescription="carousel" aria-label="Client testimonials" className="grid text-center">
        {slides.map((testimonial, index) => (
          <figure
            key={testimonial.id}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            aria-hidden={index !== current ? true : undefined}
            className={`col-start-1 row-start-1 flex flex-col items-center ${index === current ? "" : "invisible"}`}
          >
            <PersonPhoto
              image={testimonial.image}
              imageUrl={testimonial.imageUrl}
              alt={`Photo of ${testimonial.name}`}
              sizes="96px"
              className="h-24 w-24 rounded-full object-cover"
              fallback={<PersonInitials name={testimonial.name} className="h-24 w-24 text-2xl" />}
            />
            <blockquote className="mt-6 font-display text-xl leading-relaxed text-ink sm:text-2xl">
              “{testimonial.quote}”
            </blockquote>
            <figcaption className="mt-4 font-semibold text-brand-dark">
              {testimonial.name}
              {testimonial.example ? <span className="block text-sm font-normal text-ink-soft">{EXAMPLE}</span> : null}
            </figcaption>
          </figure>
        ))}
      </section>
      {slides.length > 1 ? (
        <div className="mt-8 flex justify-center gap-2">
          {slides.map((testimonial, index) => (
            <button
              key={testimonial.id}
              type="button"
              onClick={() => setCurrent(index)}
              aria-label={`Show testimonial ${index + 1} of ${slides.length}`}
              aria-current={index === current ? "true" : undefined}
              className="flex h-11 w-11 items-center justify-center rounded-full"
            >
              <span
                className={`block h-3 w-3 rounded-full border-2 border-brand ${index === current ? "bg-brand" : "bg-transparent"}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
