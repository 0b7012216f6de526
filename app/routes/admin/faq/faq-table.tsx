import { AdminTable } from "#app/components/admin/admin-table";
import { MoveButtons } from "#app/components/admin/move-buttons";
import { EditDeleteActions, StatusBadge } from "#app/components/admin/tabs/list-tab";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { faqDeleteQuestion } from "#rules/faq-question";

type Row = { id: string; question: string; status: string; displayOrder: number; offersContact: boolean };

const cell = "px-4 py-3";

export function FaqTable({ category, questions }: { category: string; questions: Row[] }) {
  return (
    <AdminTable
      widthClass="min-w-[40rem]"
      caption={`${category} questions`}
      headings={["Question", "Status", "Actions"]}
    >
      {questions.map((row, index) => (
        <tr key={row.id}>
          <td className={`${cell} font-semibold text-ink`}>
            {row.question}
            {row.offersContact ? (
              <span className="block text-sm font-normal text-ink-soft">With "Ask Us Directly"</span>
            ) : null}
          </td>
          <td className={cell}>
            <StatusBadge status={row.status} />
          </td>
          <td className={cell}>
            <div className="flex flex-wrap items-center gap-2">
              <MoveButtons
                action={ADMIN_PATHS.faq.list}
                fields={{ id: row.id }}
                label={(direction) => `Move "${row.question}" ${direction}`}
                first={index === 0}
                last={index === questions.length - 1}
              />
              <EditDeleteActions
                editTo={ADMIN_PATHS.faq.edit(row.id)}
                subject={`"${row.question}"`}
                question={faqDeleteQuestion(row.question)}
              />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
