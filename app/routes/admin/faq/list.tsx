import { Link } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { answerFailure, failed, faultStatus, saved } from "#app/lib/admin-action.server";
import { requireActor } from "#app/lib/admin-actor.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { listFaqQuestions } from "#core/faq/list-faq-questions";
import { moveFaqQuestion } from "#core/faq/move-faq-question";
import { FAQ_CATEGORIES } from "#rules/allowed-values";
import { FAQ_MESSAGES, FAQ_WORDS } from "#rules/faq-question";
import type { Route } from "./+types/list";
import { FaqTable } from "./faq-table";

export function meta() {
  return [{ title: "FAQ · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const questions = await listFaqQuestions({ db: context.db });
  return {
    categories: FAQ_CATEGORIES.map((name) => ({ name, questions: questions.filter((row) => row.category === name) })),
  };
}

/** Moves a question up or down within its category. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireActor(context);
  const form = await request.formData();
  const direction = form.get("direction");
  if (direction !== "up" && direction !== "down") return failed(FAQ_MESSAGES.orderFailed);
  try {
    const outcome = await moveFaqQuestion({ db: context.db, id: String(form.get("id") ?? ""), direction, actor });
    if (!outcome.ok) {
      return answerFailure(outcome, { notFound: FAQ_MESSAGES.orderFailed, conflict: () => FAQ_MESSAGES.orderFailed });
    }
    return saved(form, { context, message: FAQ_MESSAGES.orderUpdated, redirectTo: ADMIN_PATHS.faq.list });
  } catch (error) {
    return failed(FAQ_MESSAGES.orderFailed, faultStatus(context, error, "FAQ move failed"));
  }
}

export default function FaqManager({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-3xl font-bold">FAQ</h1>
        <Link
          to={ADMIN_PATHS.faq.new}
          className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
        >
          {FAQ_WORDS.addNew}
        </Link>
      </div>
      <p className="mt-2 text-ink-soft">Active questions show on the public FAQ page, in this order.</p>
      <div className="mt-6 space-y-10">
        {loaderData.categories.map((category) => (
          <section key={category.name} aria-labelledby={`faq-admin-${category.name}`}>
            <h2 id={`faq-admin-${category.name}`} className="font-display text-2xl font-bold">
              {category.name}
            </h2>
            <div className="mt-3">
              {category.questions.length === 0 ? (
                <p className="text-ink-soft">No questions in this category.</p>
              ) : (
                <FaqTable category={category.name} questions={category.questions} />
              )}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
