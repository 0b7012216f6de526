import { Link } from "react-router";
import { ClassDateActions, HowToPay, registerPath, takesRegistrations } from "#app/components/class-date-actions";
import { JsonLd } from "#app/components/json-ld";
import { PersonPhoto, Picture } from "#app/components/picture";
import { formatClassDate, formatClassLocation, formatDuration, spotsLeft } from "#app/lib/format";
import type { PublicClassType } from "#core/classes/get-public-class-type";
import { REGISTRATION_MESSAGES } from "#rules/class-registration-texts";

/**
 * The public page of a class type, with its upcoming dates. `structuredData`
 * is the dates' search-engine markup, made by the loader (so the page's
 * JavaScript does not carry the code that writes it); a preview (for a
 * signed-in admin, of a draft or a date not yet on the site) passes none.
 */
export function ClassPageContent({
  classType,
  structuredData = [],
}: {
  classType: PublicClassType;
  structuredData?: object[];
}) {
  // Register Now goes to the next date that still has seats; when all are full, to the first one's waitlist.
  const next =
    classType.upcoming.find((instance) => instance.availableSpots > 0 && takesRegistrations(instance)) ??
    classType.upcoming[0];
  return (
    <article>
      <header className="bg-brand-dark text-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-6 py-16 md:grid-cols-[3fr_2fr] md:items-center">
          <div>
            <p className="inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-semibold capitalize">
              {classType.category}
            </p>
            <h1 className="mt-4 font-display text-4xl font-bold">{classType.title}</h1>
            <p className="mt-4 text-lg text-white/90">{classType.description}</p>
          </div>
          {classType.featuredImage ? (
            <Picture
              image={classType.featuredImage}
              alt=""
              sizes="(min-width: 768px) 40vw, 100vw"
              priority
              className="aspect-[3/2] w-full rounded-2xl object-cover"
            />
          ) : null}
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-12 px-6 py-16 lg:grid-cols-[2fr_1fr]">
        {/* First in the page so that on a phone the price and Register Now come right after the title. */}
        <aside
          className="h-fit rounded-2xl border border-line bg-white p-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
          aria-label="Next class"
        >
          {next ? (
            <>
              <p className="text-sm text-ink-soft">Next class</p>
              <p className="font-display text-3xl font-bold text-brand-dark">{next.price}</p>
              <p className="mt-2">{formatClassDate(next.date)}</p>
              {next.availableSpots <= 0 ? (
                // Every date is full: the first one's waitlist, or simply the fact for a date booked elsewhere.
                next.registrationMode === "on_site" ? (
                  <Link
                    to={registerPath(classType.slug, next.id)}
                    className="mt-4 block rounded-full bg-accent px-6 py-3 text-center font-semibold text-white"
                  >
                    {REGISTRATION_MESSAGES.joinWaitlist}
                  </Link>
                ) : (
                  <p className="mt-4 rounded-full bg-accent-light px-6 py-3 text-center font-semibold">
                    {REGISTRATION_MESSAGES.fullyBooked}
                  </p>
                )
              ) : next.registrationMode === "on_site" ? (
                <Link
                  to={registerPath(classType.slug, next.id)}
                  className="mt-4 block rounded-full bg-accent px-6 py-3 text-center font-semibold text-white"
                >
                  Register Now
                </Link>
              ) : next.registrationUrl ? (
                <a
                  href={next.registrationUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-4 block rounded-full bg-accent px-6 py-3 text-center font-semibold text-white"
                >
                  Register Now<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
              <HowToPay text={classType.howToPay} price={next.price} />
            </>
          ) : (
            <p>New dates are coming soon.</p>
          )}
        </aside>
        <div className="space-y-14 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="dates-heading">
            <h2 id="dates-heading" className="font-display text-2xl font-bold">
              Upcoming dates
            </h2>
            {classType.upcoming.length === 0 ? (
              <p className="mt-4 text-ink-soft">No dates are scheduled right now.</p>
            ) : (
              <ul className="mt-4 space-y-4">
                {classType.upcoming.map((instance) => (
                  <li key={instance.id} className="rounded-xl border border-line bg-white p-5">
                    <p className="font-semibold">
                      {formatClassDate(instance.date)} · {instance.time}
                      <span className="font-normal text-ink-soft"> · {formatDuration(instance.durationMinutes)}</span>
                    </p>
                    <p className="text-ink-soft">{formatClassLocation(instance)}</p>
                    <p className="text-ink-soft">
                      {spotsLeft(instance.availableSpots)} · {instance.price}
                    </p>
                    <ClassDateActions classDate={instance} slug={classType.slug} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          {classType.whatYouGet.length > 0 ? (
            <section aria-labelledby="get-heading">
              <h2 id="get-heading" className="font-display text-2xl font-bold">
                What You'll Get
              </h2>
              <ul className="mt-4 list-disc space-y-2 pl-6">
                {classType.whatYouGet.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}

          {classType.agenda.length > 0 ? (
            <section aria-labelledby="agenda-heading">
              <h2 id="agenda-heading" className="font-display text-2xl font-bold">
                Workshop Agenda
              </h2>
              <ol className="mt-4 space-y-4">
                {classType.agenda.map((item) => (
                  <li key={`${item.time}-${item.topic}`} className="grid gap-1 sm:grid-cols-[7rem_1fr]">
                    <span className="font-semibold text-brand">{item.time}</span>
                    <div>
                      <p className="font-semibold">{item.topic}</p>
                      <p className="text-ink-soft">{item.description}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}

          <section aria-labelledby="instructor-heading">
            <h2 id="instructor-heading" className="font-display text-2xl font-bold">
              Meet Your Instructor
            </h2>
            <div className="mt-4 flex gap-5">
              <PersonPhoto
                image={classType.instructor?.image ?? null}
                imageUrl={classType.instructor?.imageUrl ?? null}
                alt=""
                sizes="96px"
                className="h-24 w-24 shrink-0 rounded-full object-cover"
                fallback={
                  <span className="flex h-24 w-24 shrink-0 items-center justify-center rounded-full bg-line text-sm text-ink-soft">
                    No Photo
                  </span>
                }
              />
              <div>
                {classType.instructor ? <p className="font-semibold">{classType.instructor.name}</p> : null}
                <p className="mt-1 whitespace-pre-line text-ink-soft">
                  {classType.instructor?.bio || "Instructor bio coming soon."}
                </p>
              </div>
            </div>
          </section>

          {classType.testimonials.length > 0 ? (
            <section aria-labelledby="attendees-heading">
              <h2 id="attendees-heading" className="font-display text-2xl font-bold">
                What Past Attendees Say
              </h2>
              <ul className="mt-4 space-y-4">
                {classType.testimonials.map((testimonial) => (
                  <li key={testimonial.name + testimonial.quote} className="rounded-xl bg-brand-light p-5">
                    <blockquote>“{testimonial.quote}”</blockquote>
                    <p className="mt-2 font-semibold">{testimonial.name}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>

      {structuredData.map((data, index) => (
        <JsonLd key={classType.upcoming[index]?.id ?? index} data={data} />
      ))}
      <section className="bg-brand-light py-14 text-center">
        <h2 className="font-display text-2xl font-bold">Want one-to-one help?</h2>
        <Link to="/get-started" className="mt-4 inline-block rounded-full bg-brand px-6 py-3 font-semibold text-white">
          Get Started
        </Link>
      </section>
    </article>
  );
}
