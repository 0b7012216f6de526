import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { useCsrfToken } from "#app/components/admin/admin-form";
import { AdminTable, actionLinkClass, Badge } from "#app/components/admin/admin-table";
import { ADMIN_PAGES, ADMIN_PATHS, classPreviewPath } from "#app/lib/admin-paths";
import { formatClassDate } from "#app/lib/format";
import type { AdminClassInstanceRow } from "#core/classes/list-admin-class-instances";
import {
  CLASS_INSTANCE_MESSAGES,
  CLASS_INSTANCE_WORDS,
  classInstanceDeleteQuestion,
  hiddenByClassTypeReason,
  PAST_CLASS_DATE,
  placesTaken,
} from "#rules/class-instance";
import { CLASS_PREVIEW_TEXT } from "#rules/class-preview";
import { EditDeleteActions, ListTab, StatusBadge, useResultToast } from "./list-tab";

function DuplicateButton({ classInstance }: { classInstance: AdminClassInstanceRow }) {
  const fetcher = useFetcher();
  const csrf = useCsrfToken();
  const showResult = useResultToast();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data !== undefined) showResult(fetcher.data);
  }, [fetcher.state, fetcher.data, showResult]);
  return (
    <fetcher.Form method="post" action={ADMIN_PATHS.classInstances.edit(classInstance.id)}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="js" value="1" />
      <button
        type="submit"
        name="intent"
        value="duplicate"
        disabled={fetcher.state !== "idle"}
        aria-label={`Duplicate ${classInstance.classType.title} on ${formatClassDate(classInstance.date)}`}
        className={actionLinkClass}
      >
        Duplicate
      </button>
    </fetcher.Form>
  );
}

/** One table of class dates; past dates say "Past" where the others show their status. */
function ClassDatesTable({
  caption,
  classInstances,
  past = false,
}: {
  caption: string;
  classInstances: AdminClassInstanceRow[];
  past?: boolean;
}) {
  return (
    <AdminTable
      widthClass="min-w-[48rem]"
      caption={caption}
      headings={["Class", "Date", "Time", "Location", "Price", "Places", "Status", "Actions"]}
    >
      {classInstances.map((classInstance) => {
        const name = `${classInstance.classType.title} on ${formatClassDate(classInstance.date)}`;
        const onSite = classInstance.registrationMode === "on_site";
        const taken = onSite ? classInstance.registered : classInstance.capacity - classInstance.availableSpots;
        return (
          <tr key={classInstance.id}>
            <td className="px-4 py-3 font-semibold text-ink">{classInstance.classType.title}</td>
            <td className="px-4 py-3">{formatClassDate(classInstance.date)}</td>
            <td className="px-4 py-3">{classInstance.time}</td>
            <td className="px-4 py-3">{classInstance.location}</td>
            <td className="px-4 py-3">{classInstance.price}</td>
            <td className="px-4 py-3">
              {placesTaken(taken, classInstance.capacity)}
              {onSite ? (
                <>
                  <span className="block text-ink-soft">Waitlist {classInstance.waitlisted}</span>
                  <Link
                    to={ADMIN_PAGES.attendees(classInstance.id)}
                    className={`${actionLinkClass} mt-1 inline-block whitespace-nowrap`}
                  >
                    Attendees<span className="sr-only"> of {name}</span>
                  </Link>
                </>
              ) : null}
            </td>
            <td className="px-4 py-3">
              {past ? <Badge tone="neutral">{PAST_CLASS_DATE}</Badge> : <StatusBadge status={classInstance.status} />}
              {!past && classInstance.status === "active" && classInstance.classType.status !== "active" ? (
                <span className="mt-1 block">
                  <Badge tone="accent">{CLASS_INSTANCE_MESSAGES.notOnSite}</Badge>
                  <span className="mt-1 block text-ink-soft">
                    {hiddenByClassTypeReason(classInstance.classType.status)}
                  </span>
                </span>
              ) : null}
            </td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap gap-2">
                <EditDeleteActions
                  editTo={ADMIN_PATHS.classInstances.edit(classInstance.id)}
                  subject={name}
                  question={classInstanceDeleteQuestion(name, classInstance)}
                  between={
                    <>
                      <Link
                        to={classPreviewPath(classInstance.classType.slug, classInstance.id)}
                        aria-label={`Preview ${name}`}
                        className={actionLinkClass}
                      >
                        {CLASS_PREVIEW_TEXT.link}
                      </Link>
                      <DuplicateButton classInstance={classInstance} />
                    </>
                  }
                />
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

/** The Scheduled Classes page: the coming dates, then the past ones in a section of their own. */
export function ClassInstancesTab({
  upcoming,
  past,
  filtered,
}: {
  upcoming: AdminClassInstanceRow[];
  past: AdminClassInstanceRow[];
  filtered: boolean;
}) {
  return (
    <ListTab
      title="Scheduled Classes"
      newLabel={CLASS_INSTANCE_WORDS.addNew}
      newTo={ADMIN_PATHS.classInstances.new}
      searchPlaceholder="Search by class, location or price"
      isEmpty={upcoming.length === 0 && past.length === 0}
      filtered={filtered}
      emptyTitle="No scheduled classes found"
      firstHint="Schedule your first class to get started"
    >
      {upcoming.length > 0 ? (
        <ClassDatesTable caption="Scheduled classes" classInstances={upcoming} />
      ) : (
        <p className="text-ink-soft">No coming dates.</p>
      )}
      {past.length > 0 ? (
        <section aria-labelledby="past-dates" className="mt-10">
          <h2 id="past-dates" className="font-display text-2xl font-bold">
            Past dates
          </h2>
          <div className="mt-4">
            <ClassDatesTable caption="Past dates" classInstances={past} past />
          </div>
        </section>
      ) : null}
    </ListTab>
  );
}
