import { useEffect, useId, useRef, useState } from "react";
import { INTAKE_QUESTION_KINDS } from "#rules/allowed-values";
import type { IntakeQuestion } from "#rules/booking-data";
import { INTAKE_QUESTION_KIND_LABELS, QUESTION_FIELDS, SESSION_TYPE_LIMITS } from "#rules/session-type";

const inputClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-none focus-visible:outline-3 focus-visible:outline-accent";
const smallButton =
  "rounded-full border border-line px-3 py-1 text-sm font-semibold text-ink hover:border-accent disabled:cursor-not-allowed disabled:opacity-40";

type Row = { key: string; id: string; label: string; kind: string; required: boolean; choices: string };

/** A question as the editor holds it; `choices` one per line; `key` as posted, for a form drawn again. */
export type EditedQuestion = Omit<Row, "key"> & { key?: string };

export function editedQuestions(questions: readonly IntakeQuestion[]): EditedQuestion[] {
  return questions.map((question) => ({ ...question, choices: question.choices.join("\n") }));
}

/**
 * The questions asked when booking: each with its words, the kind of answer,
 * whether it must be answered, and for a choice the choices one per line;
 * added, removed and moved up or down. A question keeps its id (a hidden
 * field) so its answers stay attached to it when it is reworded.
 */
export function IntakeQuestions({
  initial,
  error,
  onEdit,
}: {
  initial: EditedQuestion[];
  error?: string;
  onEdit: () => void;
}) {
  const prefix = useId();
  const count = useRef(0);
  const newKey = () => `${prefix}-new-${count.current++}`.replace(/:/g, "");
  const [rows, setRows] = useState<Row[]>(() =>
    initial.map((question, index) => ({ ...question, key: question.key || question.id || `typed-${index}` })),
  );
  const [focus, setFocus] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const errorId = `${prefix}-questions-error`.replace(/:/g, "");

  useEffect(() => {
    if (!focus) return;
    const wanted = document.getElementById(focus);
    if (wanted instanceof HTMLButtonElement && wanted.disabled) {
      const other = focus.endsWith("-up") ? focus.replace(/-up$/, "-down") : focus.replace(/-down$/, "-up");
      document.getElementById(other)?.focus();
    } else if (wanted instanceof HTMLElement) wanted.focus();
    else addButton.current?.focus();
    setFocus(null);
  }, [focus]);

  const change = (key: string, patch: Partial<Row>) => {
    onEdit();
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  };
  const move = (index: number, by: -1 | 1) => {
    onEdit();
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  };

  return (
    <fieldset className="rounded-xl border border-line p-4" aria-describedby={error ? errorId : undefined}>
      <legend className="px-1 text-sm font-semibold text-ink">Intake questions (optional)</legend>
      <p className="text-sm text-ink-soft">Asked when someone books, after her name and email.</p>
      {rows.length === 0 ? <p className="mt-3 text-sm text-ink-soft">No questions yet.</p> : null}
      <ol className="mt-3 space-y-4">
        {rows.map((row, index) => {
          const number = index + 1;
          const id = (field: string) => `${row.key}-${field}`;
          return (
            <li key={row.key} className="rounded-lg border border-line p-3">
              <fieldset>
                <legend className="text-sm font-semibold text-ink">Question {number}</legend>
                <input type="hidden" name={QUESTION_FIELDS.key} value={row.key} />
                <input type="hidden" name={QUESTION_FIELDS.id} value={row.id} />
                <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_12rem]">
                  <div>
                    <label htmlFor={id("label")} className="block text-sm font-semibold text-ink">
                      Question<span className="sr-only"> {number}</span>
                    </label>
                    <input
                      id={id("label")}
                      name={QUESTION_FIELDS.label}
                      value={row.label}
                      maxLength={SESSION_TYPE_LIMITS.questionLabelMax}
                      onChange={(event) => change(row.key, { label: event.currentTarget.value })}
                      className={inputClass}
                    />
                  </div>
                  <div>
                    <label htmlFor={id("kind")} className="block text-sm font-semibold text-ink">
                      Answer<span className="sr-only"> to question {number}</span>
                    </label>
                    <select
                      id={id("kind")}
                      name={QUESTION_FIELDS.kind}
                      value={row.kind}
                      onChange={(event) => change(row.key, { kind: event.currentTarget.value })}
                      className={inputClass}
                    >
                      {INTAKE_QUESTION_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {INTAKE_QUESTION_KIND_LABELS[kind]}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                <div className={row.kind === "choice" ? "mt-3" : "hidden"}>
                  <label htmlFor={id("choices")} className="block text-sm font-semibold text-ink">
                    Choices, one per line<span className="sr-only"> for question {number}</span>
                  </label>
                  <textarea
                    id={id("choices")}
                    name={QUESTION_FIELDS.choices}
                    value={row.choices}
                    rows={4}
                    onChange={(event) => change(row.key, { choices: event.currentTarget.value })}
                    className={inputClass}
                  />
                </div>
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <label className="mr-auto flex items-center gap-2 text-sm font-semibold text-ink">
                    <input
                      type="checkbox"
                      name={QUESTION_FIELDS.required}
                      value={row.key}
                      checked={row.required}
                      onChange={(event) => change(row.key, { required: event.currentTarget.checked })}
                      className="h-5 w-5"
                    />
                    Must be answered<span className="sr-only"> (question {number})</span>
                  </label>
                  <button
                    type="button"
                    id={id("up")}
                    disabled={index === 0}
                    aria-label={`Move question ${number} up`}
                    onClick={() => {
                      move(index, -1);
                      setFocus(id("up"));
                    }}
                    className={smallButton}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    id={id("down")}
                    disabled={index === rows.length - 1}
                    aria-label={`Move question ${number} down`}
                    onClick={() => {
                      move(index, 1);
                      setFocus(id("down"));
                    }}
                    className={smallButton}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove question ${number}`}
                    onClick={() => {
                      onEdit();
                      setRows((current) => current.filter((item) => item.key !== row.key));
                      setFocus("add-question");
                    }}
                    className={smallButton}
                  >
                    Remove
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        ref={addButton}
        id="add-question"
        type="button"
        disabled={rows.length >= SESSION_TYPE_LIMITS.questionsMax}
        onClick={() => {
          const key = newKey();
          onEdit();
          setRows((current) => [
            ...current,
            { key, id: "", label: "", kind: "short_text", required: false, choices: "" },
          ]);
          setFocus(`${key}-label`);
        }}
        className="mt-3 rounded-full border border-brand px-4 py-1 text-sm font-semibold text-brand hover:bg-brand-light disabled:opacity-40"
      >
        Add question
      </button>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
