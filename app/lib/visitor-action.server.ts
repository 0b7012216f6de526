import { type AppLoadContext, data, redirect } from "react-router";
import { visitorMail } from "#app/lib/visitor-mail.server";
import type { VisitorForm, VisitorFormName } from "#rules/form-guard";
import { messageOrSignup } from "#server/api/visitor-forms";
import { done, receiveVisitorPost, type VisitorFormSpec, type VisitorReply } from "#server/visitor-form-guard";

export { done, refused, type VisitorReply } from "#server/visitor-form-guard";

/**
 * Marks an action built by `visitorAction`, with its form's name. A registered
 * symbol, not a module's own set: the page build and the tests each load a
 * copy of this module.
 */
const GUARDED = Symbol.for("visitor-form-guard");

/**
 * The action of a form a visitor sends from a page: `prepare` reads what the
 * form is about from the route's arguments (throwing the page's 404 when it
 * is gone) and says what the form does; the one guard
 * (server/visitor-form-guard.ts) does the rest, and the page receives a
 * `VisitorAnswer` (rules/form-answer.ts). Every public action is built this
 * way; `app/routes/visitor-actions.test.ts` walks the routes to hold it.
 */
export function visitorAction<
  Form extends VisitorFormName,
  Args extends { request: Request; context: AppLoadContext },
  Outcome extends { ok: boolean },
  Extra extends object = object,
>(form: Form, prepare: (args: Args) => Promise<VisitorFormSpec<Form, Outcome, Extra>>) {
  const action = async (args: Args) => {
    const { request, context } = args;
    const spec = await prepare(args);
    const reply = await receiveVisitorPost({
      form,
      request,
      source: "page",
      spec,
      site: {
        db: context.db,
        logger: context.logger,
        clientAddress: context.clientAddress,
        signingKey: async () => context.signingKey,
        rateLimits: context.config.rateLimits,
      },
    });
    return data(reply.answer, { status: reply.status, headers: reply.headers });
  };
  return Object.assign(action, { [GUARDED]: form });
}

/** The form a route's action guards, or null when the action was not built by `visitorAction`. */
export function guardedFormOf(action: unknown): VisitorFormName | null {
  if (typeof action !== "function") return null;
  const form: unknown = Reflect.get(action, GUARDED);
  return typeof form === "string" ? (form as VisitorFormName) : null;
}

/** `spec` with its done answers (a filled honeypot's too) turned into a redirect to `to`, as a page moves on once sent. */
export function movingOnWhenDone<Form extends VisitorFormName, Outcome extends { ok: boolean }, Extra extends object>(
  spec: VisitorFormSpec<Form, Outcome, Extra>,
  to: string,
): VisitorFormSpec<Form, Outcome, Extra> {
  const moveOn = (reply: VisitorReply<Extra>) => {
    if (reply.answer.ok) throw redirect(to, 303);
    return reply;
  };
  return {
    ...spec,
    answer: (outcome) => moveOn(spec.answer(outcome)),
    discarded: (post) => moveOn(spec.discarded ? spec.discarded(post) : done<Extra>("")),
  };
}

/** The contact and newsletter pages' action: the API's own form, moving on to `to` once it is kept. */
export function messageOrSignupAction(form: VisitorForm, to: string) {
  return visitorAction(form, async ({ request, context }: { request: Request; context: AppLoadContext }) =>
    movingOnWhenDone(
      messageOrSignup(form, {
        mail: visitorMail(context),
        visits: context.visits,
        visitor: { address: context.clientAddress, headers: request.headers },
      }),
      to,
    ),
  );
}
