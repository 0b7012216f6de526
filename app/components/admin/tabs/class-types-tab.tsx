import { Link } from "react-router";
import type { AdminClassTypeRow } from "../../../../core/classes/list-admin-class-types";
import { capitalize } from "../../../lib/format";
import { ConfirmSubmit } from "../confirm-dialog";
import { DataTable, ListTab, rowActionClass, StatusBadge, useResultToast } from "./tab-parts";

const updatedFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** The dashboard's Class Types tab. */
export function ClassTypesTab({ classTypes, filtered }: { classTypes: AdminClassTypeRow[]; filtered: boolean }) {
  const showResult = useResultToast();
  return (
    <ListTab
      title="Class Types"
      newLabel="New Class Type"
      newTo="/admin/class-types/new"
      searchPlaceholder="Search by title or slug"
      isEmpty={classTypes.length === 0}
      filtered={filtered}
      emptyTitle="No class types found"
      firstHint="Create your first class type to get started"
    >
      <DataTable
        caption="Class types"
        headings={["Title", "Category", "Instructor", "Status", "Classes", "Updated", "Actions"]}
      >
        {classTypes.map((classType) => (
          <tr key={classType.id}>
            <td className="px-3 py-3">
              <p className="font-semibold text-ink">{classType.title}</p>
              <p className="text-ink-soft">/classes/{classType.slug}</p>
            </td>
            <td className="px-3 py-3">{capitalize(classType.category)}</td>
            <td className="px-3 py-3">{classType.instructorName ?? "No instructor"}</td>
            <td className="px-3 py-3">
              <StatusBadge status={classType.status} />
            </td>
            <td className="px-3 py-3">{classType.scheduledClasses}</td>
            <td className="px-3 py-3">{updatedFormat.format(new Date(classType.updatedAt))}</td>
            <td className="px-3 py-3">
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`/admin/class-types/${classType.id}/edit`}
                  aria-label={`Edit ${classType.title}`}
                  className={rowActionClass}
                >
                  Edit
                </Link>
                <ConfirmSubmit
                  label="Delete"
                  accessibleLabel={`Delete ${classType.title}`}
                  message={`Are you sure you want to delete ${classType.title}? This action cannot be undone.`}
                  fields={{ intent: "delete" }}
                  action={`/admin/class-types/${classType.id}/edit`}
                  className={rowActionClass}
                  onDone={showResult}
                />
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
    </ListTab>
  );
}
