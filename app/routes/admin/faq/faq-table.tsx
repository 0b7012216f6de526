import { useEffect } from "react";
import { useFetcher } from "react-router";
import { AdminFormFields } from "#app/components/admin/admin-form";
import { AdminTable, actionLinkClass } from "#app/components/admin/admin-table";
import { EditDeleteActions, StatusBadge, useResultToast } from "#app/components/admin/tabs/list-tab";
import { FAQ_LIST, faqDeleteQuestion } from "#rules/faq-question";

type Row = { id: string; question: string; status: string; displayOrder: number; offersContact: boolean };

function MoveButtons({ row, first, last }: { row: Row; first: boolean; last: boolean }) {
  const fetcher = useFetcher();
  const showResult = useResultToast();
  useEffect(() => {
    if (fetcher.data !== undefined) showResult(fetcher.data);
  }, [fetcher.data, showResult]);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={FAQ_LIST} className="flex gap-1">
      <AdminFormFields />
      <input type="hidden" name="id" value={row.id} />
      {(["up", "down"] as const).map((direction) => (
        <button
          key={direction}
          type="submit"
          name="direction"
          value={direction}
          disabled={(direction === "up" ? first : last) || busy}
          aria-label={`Move "${row.question}" ${direction}`}
          className={`${actionLinkClass} disabled:cursor-not-allowed disabled:opacity-40`}
        >
          {direction === "up" ? "↑" : "↓"}
        </button>
      ))}
    </fetcher.Form>
  );
}

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
              <MoveButtons row={row} first={index === 0} last={index === questions.length - 1} />
              <EditDeleteActions
                editTo={`/admin/faq/${row.id}/edit`}
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
