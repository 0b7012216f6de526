import { Link } from "react-router";
import { AdminTable, actionLinkClass } from "#app/components/admin/admin-table";
import { ADMIN_PATHS, classPreviewPath } from "#app/lib/admin-paths";
import { capitalize, formatAdminDate } from "#app/lib/format";
import type { AdminClassTypeRow } from "#core/classes/list-admin-class-types";
import { CLASS_PREVIEW_TEXT } from "#rules/class-preview";
import { CLASS_TYPE_WORDS } from "#rules/class-type";
import { deleteQuestion } from "#rules/trash";
import { EditDeleteActions, ListTab, StatusBadge } from "./list-tab";

/** The dashboard's Class Types tab. */
export function ClassTypesTab({
  classTypes,
  filtered,
  timeZone,
}: {
  classTypes: AdminClassTypeRow[];
  filtered: boolean;
  timeZone: string;
}) {
  return (
    <ListTab
      title="Class Types"
      newLabel={CLASS_TYPE_WORDS.addNew}
      newTo={ADMIN_PATHS.classTypes.new}
      searchPlaceholder="Search by title or slug"
      isEmpty={classTypes.length === 0}
      filtered={filtered}
      emptyTitle="No class types found"
      firstHint="Create your first class type to get started"
    >
      <AdminTable
        widthClass="min-w-[48rem]"
        caption="Class types"
        headings={["Title", "Category", "Instructor", "Status", "Classes", "Updated", "Actions"]}
      >
        {classTypes.map((classType) => (
          <tr key={classType.id}>
            <td className="px-4 py-3">
              <p className="font-semibold text-ink">{classType.title}</p>
              <p className="text-ink-soft">/classes/{classType.slug}</p>
            </td>
            <td className="px-4 py-3">{capitalize(classType.category)}</td>
            <td className="px-4 py-3">{classType.instructorName ?? "No instructor"}</td>
            <td className="px-4 py-3">
              <StatusBadge status={classType.status} />
            </td>
            <td className="px-4 py-3">{classType.scheduledClasses}</td>
            <td className="px-4 py-3">{formatAdminDate(classType.updatedAt, timeZone, false)}</td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap gap-2">
                <EditDeleteActions
                  editTo={ADMIN_PATHS.classTypes.edit(classType.id)}
                  subject={classType.title}
                  question={deleteQuestion(classType.title)}
                  between={
                    <Link
                      to={classPreviewPath(classType.slug)}
                      aria-label={`Preview ${classType.title}`}
                      className={actionLinkClass}
                    >
                      {CLASS_PREVIEW_TEXT.link}
                    </Link>
                  }
                />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
    </ListTab>
  );
}
