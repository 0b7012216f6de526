import { useId, useState } from "react";
import type { PublicFaqCategory, PublicFaqItem } from "#core/faq/list-public-faq";
import { AskUsButton } from "./ask-us-button";

const ASK_CLASS = "mt-4 inline-block rounded-full bg-accent px-6 py-3 font-semibold text-white hover:bg-brand-dark";

function Answer({ item }: { item: PublicFaqItem }) {
  return (
    <div className="text-ink-soft">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by markdown-it with raw HTML off (rules/markdown.ts) */}
      <div className="markdown-text" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
      {item.offersContact ? (
        <AskUsButton subject="FAQ Question" className={ASK_CLASS}>
          Ask Us Directly
        </AskUsButton>
      ) : null}
    </div>
  );
}

/**
 * The questions by category, in two layouts sent together: every question as
 * an accordion item, and on wide screens the questions beside a panel with the
 * chosen answer. CSS picks one (the `scripted` variant: the panel needs
 * JavaScript to change answers, so without it the accordion shows at every
 * width), so the page the server sends is already laid out for the screen and
 * nothing moves when the scripts start.
 */
export function FaqBrowser({ categories }: { categories: PublicFaqCategory[] }) {
  const [selected, setSelected] = useState(categories[0]?.items[0]?.id ?? "");
  const panelId = useId();
  const current = categories.flatMap((category) => category.items).find((item) => item.id === selected);

  return (
    <>
      <div data-faq-layout="accordion" className="space-y-12 md:scripted:hidden">
        {categories.map((category) => (
          <section key={category.name} aria-labelledby={`faq-${category.name}`}>
            <h2 id={`faq-${category.name}`} className="font-display text-2xl font-bold">
              {category.name}
            </h2>
            <div className="mt-4 space-y-3">
              {category.items.map((item) => (
                <details key={item.id} className="group rounded-xl border border-line bg-white p-4">
                  <summary className="cursor-pointer font-semibold marker:text-brand">{item.question}</summary>
                  <div className="mt-3">
                    <Answer item={item} />
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <div data-faq-layout="panel" className="hidden grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-10 md:scripted:grid">
        <div className="space-y-8">
          {categories.map((category) => (
            <section key={category.name} aria-labelledby={`faq-panel-${category.name}`}>
              <h2 id={`faq-panel-${category.name}`} className="font-display text-2xl font-bold">
                {category.name}
              </h2>
              <ul className="mt-3 space-y-1">
                {category.items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      aria-controls={panelId}
                      aria-expanded={item.id === selected}
                      onClick={() => setSelected(item.id)}
                      className={`w-full rounded-lg px-3 py-2 text-left font-medium ${
                        item.id === selected ? "bg-brand text-white" : "hover:bg-brand-light"
                      }`}
                    >
                      {item.question}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div
          id={panelId}
          aria-live="polite"
          className="sticky top-24 h-fit rounded-2xl border border-line bg-white p-8"
        >
          {current ? (
            <>
              <h3 className="font-display text-2xl font-bold text-brand-dark">{current.question}</h3>
              <div className="mt-4">
                <Answer item={current} />
              </div>
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}
