import { useCallback } from "react";
import { useFetcher } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { AdminFormFields } from "#app/components/admin/admin-form";
import { AdminTable, actionLinkClass, Badge, dangerButtonClass } from "#app/components/admin/admin-table";
import { ConfirmSubmit } from "#app/components/admin/confirm-dialog";
import { EmptyState } from "#app/components/admin/list-controls";
import { useAdminToast } from "#app/components/admin/toasts";
import { useFetcherAnswer } from "#app/components/admin/use-fetcher-answer";
import { answerFailure, type FormAnswer, failed, failedBack, faultStatus, saved } from "#app/lib/admin-action.server";
import { auditActor, returnTarget } from "#app/lib/admin-actor.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { requireAdmin, requireAdminForWrite } from "#app/lib/admin-session.server";
import { formatAdminDate } from "#app/lib/format";
import type { AuditActor } from "#core/audit/record-audit-event";
import { listTrashItems } from "#core/trash/list-trash-items";
import { purgeTrashItem } from "#core/trash/purge-trash-item";
import { type RestoreFailure, restoreTrashItem } from "#core/trash/restore-trash-item";
import { restoreTrashItems } from "#core/trash/restore-trash-items";
import {
  DELETE_FOREVER_LABEL,
  restoredManyMessage,
  TRASH_KEEP_DAYS,
  TRASH_KIND_LABELS,
  TRASH_MESSAGES,
  trashDaysLeft,
} from "#rules/trash";
import type { Route } from "./+types/trash";

export function meta() {
  return [{ title: "Trash · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const now = new Date();
  const items = await listTrashItems({ db: context.db });
  return {
    timeZone: context.siteSettings.timeZone,
    items: items.map((item) => ({
      ...item,
      deletedAt: formatAdminDate(item.deletedAt, context.siteSettings.timeZone),
      daysLeft: trashDaysLeft(item.deletedAt, now),
    })),
  };
}

function restoreMessage(failure: RestoreFailure): { message: string; status: number } {
  if (failure.error === "not-found") return { message: TRASH_MESSAGES.notFound, status: 404 };
  if (failure.conflict === "slug-taken") return { message: TRASH_MESSAGES.slugTaken(failure.slug), status: 409 };
  if (failure.conflict === "session-slug-taken")
    return { message: TRASH_MESSAGES.sessionSlugTaken(failure.slug), status: 409 };
  return {
    message: failure.parentTitle ? TRASH_MESSAGES.needsClassType(failure.parentTitle) : TRASH_MESSAGES.needsParent,
    status: 409,
  };
}

/** Why one item of several was not restored, for the toast that names it. */
function refusedReason(failure: Exclude<RestoreFailure, { error: "not-found" }>): string {
  if (failure.conflict === "slug-taken") return TRASH_MESSAGES.slugTakenReason(failure.slug);
  if (failure.conflict === "session-slug-taken") return TRASH_MESSAGES.sessionSlugTakenReason(failure.slug);
  return failure.parentTitle
    ? TRASH_MESSAGES.needsClassTypeReason(failure.parentTitle)
    : TRASH_MESSAGES.needsParentReason;
}

/** Restores one item, or all items of an Undo after a delete of several (one transaction). */
async function restore(form: FormData, { context, actor, redirectTo }: Writer) {
  const ids = [...new Set(form.getAll("id").map(String))];
  if (ids.length > 1) {
    const result = await restoreTrashItems({ db: context.db, ids, actor });
    const message = restoredManyMessage({
      restored: result.restored,
      total: ids.length,
      kind: result.kind,
      reasons: result.refused.map(({ title, failure }) => TRASH_MESSAGES.notRestored(title, refusedReason(failure))),
      missing: result.missing,
    });
    if (result.restored === 0)
      return failedBack(form, { context, message, status: result.refused.length > 0 ? 409 : 404, redirectTo });
    return saved(form, { context, message, redirectTo });
  }
  const result = await restoreTrashItem({ db: context.db, id: ids[0] ?? "", actor });
  if (!result.ok) {
    return failedBack(form, { context, redirectTo, ...restoreMessage(result) });
  }
  const message = result.inactive
    ? TRASH_MESSAGES.restoredInactive(result.title)
    : TRASH_MESSAGES.restored(result.title);
  return saved(form, { context, message, redirectTo });
}

type Writer = { context: Route.ActionArgs["context"]; actor: AuditActor; redirectTo: string };

/** Restore (also the Undo of a delete's toast) and Delete forever. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAdminForWrite(context);
  const form = await request.formData();
  const actor = auditActor(session, context);
  const intent = form.get("intent");
  const redirectTo = returnTarget(form, ADMIN_PAGES.trash);
  try {
    if (intent === "restore") return await restore(form, { context, actor, redirectTo });
    if (intent === "purge") {
      const result = await purgeTrashItem({ db: context.db, id: String(form.get("id") ?? ""), actor });
      if (!result.ok) return answerFailure(result, { notFound: TRASH_MESSAGES.notFound });
      return saved(form, { context, message: TRASH_MESSAGES.purged(result.title), redirectTo });
    }
    return failed("Unknown action");
  } catch (error) {
    return failed(
      intent === "purge" ? TRASH_MESSAGES.purgeFailed : TRASH_MESSAGES.restoreFailed,
      faultStatus(context, error, "trash write failed", { intent }),
    );
  }
}

const cell = "px-4 py-3 align-top";

export default function TrashPage({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const showToast = useAdminToast();
  const showAnswer = useCallback(
    (answer: FormAnswer) => {
      if (answer.ok) showToast(answer.message);
      else if (answer.formError) showToast(answer.formError, "error");
    },
    [showToast],
  );
  return (
    <>
      <h1 className="font-display text-3xl font-bold">Trash</h1>
      <p className="mt-2 text-ink-soft">
        Deleted items stay here for {TRASH_KEEP_DAYS} days. Restore puts one back where it was; after {TRASH_KEEP_DAYS}{" "}
        days it is deleted forever, with its images.
      </p>
      <div className="mt-6">
        {items.length === 0 ? (
          <EmptyState title={TRASH_MESSAGES.empty} hint={TRASH_MESSAGES.emptyHint} />
        ) : (
          <AdminTable
            caption="Deleted items"
            headings={["Kind", "Title", "Deleted", "Deleted by", "Days left", "Actions"]}
            widthClass="min-w-[52rem]"
          >
            {items.map((item) => (
              <tr key={item.id}>
                <td className={cell}>
                  <Badge>{TRASH_KIND_LABELS[item.kind]}</Badge>
                </td>
                <td className={`${cell} font-semibold`}>{item.title}</td>
                <td className={cell}>{item.deletedAt}</td>
                <td className={cell}>{item.deletedBy}</td>
                <td className={cell}>{item.daysLeft}</td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-2">
                    <RestoreButton id={item.id} title={item.title} onDone={showAnswer} />
                    <ConfirmSubmit
                      label={DELETE_FOREVER_LABEL}
                      accessibleLabel={`Delete ${item.title} forever`}
                      message={
                        item.datesInTrash > 0
                          ? TRASH_MESSAGES.purgeClassTypeQuestion(item.title, item.datesInTrash)
                          : TRASH_MESSAGES.purgeQuestion(item.title)
                      }
                      fields={{ intent: "purge", id: item.id }}
                      action={ADMIN_PAGES.trash}
                      className={dangerButtonClass}
                      onDone={showAnswer}
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

/** Restores at once: nothing is lost by it, so it does not ask. Works without JavaScript too. */
function RestoreButton({ id, title, onDone }: { id: string; title: string; onDone: (answer: FormAnswer) => void }) {
  const fetcher = useFetcher<FormAnswer>();
  useFetcherAnswer(fetcher.data, onDone);
  return (
    <fetcher.Form method="post" action={ADMIN_PAGES.trash}>
      <AdminFormFields />
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-label={`Restore ${title}`}
        disabled={fetcher.state !== "idle"}
        className={actionLinkClass}
      >
        Restore
      </button>
    </fetcher.Form>
  );
}

export { AdminErrorBoundary as ErrorBoundary };
