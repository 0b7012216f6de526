import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useCsrfToken } from "#app/components/admin/admin-form";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import type { FormAnswer } from "#rules/form-answer";
import { NEWSLETTER_EDITOR_MESSAGES as M } from "#rules/newsletter-issue";

export type EmailPreviewContent = { subject: string; previewText: string; html: string; text: string };

/** The preview route's answer (app/routes/admin/newsletter/preview.ts). */
/** The preview's answer: the email as drawn, or why it was not (the form's first message). */
export type PreviewAnswer = FormAnswer<EmailPreviewContent>;

/** How long typing must pause before the preview is drawn again. */
export const PREVIEW_PAUSE_MS = 500;

/** The fields the email is made of; the audience and the rest do not change it. */
const EMAIL_FIELDS = new Set(["subject", "previewText", "body", "slug", "inArchive"]);

/**
 * The email as the owner types: a change in the editor's form (passed
 * to `onEdit`) posts the form to the preview route once typing has paused,
 * and the answer replaces the preview. An answer to an older text that comes
 * late is dropped; a refused or failed one keeps the last good preview and
 * says why. Until the first answer the preview is `saved`, the issue as saved.
 */
export function useLiveEmailPreview(saved: EmailPreviewContent) {
  const csrf = useCsrfToken();
  const [live, setLive] = useState<EmailPreviewContent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const draw = useCallback(
    async (form: HTMLFormElement) => {
      const asked = ++latest.current;
      let answer: PreviewAnswer | null = null;
      try {
        const response = await fetch(ADMIN_PATHS.newsletter.preview, {
          method: "POST",
          headers: { Accept: "application/json", "X-CSRF-Token": csrf },
          body: new FormData(form),
        });
        answer = (await response.json().catch(() => null)) as PreviewAnswer | null;
      } catch {
        answer = null;
      }
      if (asked !== latest.current) return;
      if (answer?.ok) {
        const { subject = "", previewText = "", html = "", text = "" } = answer;
        setLive({ subject, previewText, html, text });
        setProblem(null);
      } else setProblem(answer?.formError ? M.previewNotUpdated(answer.formError) : M.previewFailed);
    },
    [csrf],
  );

  const onEdit = useCallback(
    (event: FormEvent) => {
      const field = event.target as Partial<HTMLInputElement>;
      const form = field.form;
      if (!form || !field.name || !EMAIL_FIELDS.has(field.name)) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void draw(form), PREVIEW_PAUSE_MS);
    },
    [draw],
  );

  return { content: live ?? saved, live: live !== null, problem, onEdit };
}
