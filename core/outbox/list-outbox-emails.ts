import { inArray, type SQL, sql } from "drizzle-orm";
import { type ListPage, readPage } from "#core/lists/paging";
import { countNewsletterCopies, type NewsletterCopyCounts, NO_COPIES } from "#core/newsletter/count-newsletter-copies";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";
import { newsletterIssues, outboxEmails } from "#db/schema";
import { ADMIN_LIST_PAGE_SIZE } from "#rules/admin-list";
import type { OutboxStatus } from "#rules/allowed-values";
import type { OutboxQuery } from "#rules/outbox";

export type OutboxRow = {
  kind: "email";
  id: string;
  toAddress: string;
  subject: string;
  event: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
};

/** A newsletter issue's copies, shown as one line. */
export type OutboxIssueRow = {
  kind: "newsletter";
  id: string;
  subject: string;
  startedAt: Date;
  counts: NewsletterCopyCounts;
};

const rowColumns = {
  id: outboxEmails.id,
  toAddress: outboxEmails.toAddress,
  subject: outboxEmails.subject,
  event: outboxEmails.event,
  status: outboxEmails.status,
  attempts: outboxEmails.attempts,
  lastError: outboxEmails.lastError,
  createdAt: outboxEmails.createdAt,
  sentAt: outboxEmails.sentAt,
  nextAttemptAt: outboxEmails.nextAttemptAt,
};

/**
 * The two parts of the list, each as `select kind, id, at`: the emails that
 * are not newsletter copies (of `status` if given), and the issues being sent
 * or sent (those with a copy of that status).
 */
function listedParts(status: OutboxStatus | null): [SQL, SQL] {
  let issueHas = sql``;
  // Delivered copies are deleted some time after their issue was sent (count-newsletter-copies.ts).
  if (status === "sent")
    issueHas = sql`and (exists (select 1 from outbox_emails c where c.newsletter_issue_id = i.id and c.status = 'sent')
      or coalesce(i.recipient_count, 0) > (select count(*) from outbox_emails c where c.newsletter_issue_id = i.id))`;
  else if (status)
    issueHas = sql`and exists (select 1 from outbox_emails c where c.newsletter_issue_id = i.id and c.status = ${status})`;
  return [
    sql`select 'email' as kind, o.id, o.created_at as at from outbox_emails o
      where o.newsletter_issue_id is null ${status ? sql`and o.status = ${status}` : sql``}`,
    sql`select 'newsletter' as kind, i.id, i.send_started_at as at from newsletter_issues i
      where i.status in ('sending', 'sent') ${issueHas}`,
  ];
}

/**
 * One page of the outbox, newest first, optionally of one status: each email
 * the site sent or will send, except a newsletter's copies, which are one line
 * per issue with how many are waiting, sent, failed or not sent (decision 068).
 */
export async function listOutboxEmails({
  db,
  query,
  pageSize = ADMIN_LIST_PAGE_SIZE,
}: {
  db: Executor;
  query: OutboxQuery;
  pageSize?: number;
}): Promise<ListPage<OutboxRow | OutboxIssueRow>> {
  const [emails, issues] = listedParts(query.status);
  const counted = await queryRows<{ total: number }>(
    db,
    sql`select (select count(*) from (${emails}) e)::int + (select count(*) from (${issues}) n)::int as total`,
  );
  return readPage({
    page: query.page,
    pageSize,
    total: Number(counted[0]?.total ?? 0),
    readRows: async (window) => {
      const order = window.fromEnd ? sql`at asc, id asc` : sql`at desc, id desc`;
      // Each part gives no more than the page can take from it, in the order of its index.
      const upTo = window.offset + window.limit;
      const keys = await queryRows<{
        kind: "email" | "newsletter";
        id: string;
      }>(
        db,
        sql`
        select kind, id from (
          (${emails} order by ${order} limit ${upTo}) union all (${issues} order by ${order} limit ${upTo})
        ) listed order by ${order} limit ${window.limit} offset ${window.offset}`,
      );
      const ids = (kind: string) => keys.filter((key) => key.kind === kind).map((key) => key.id);
      return readListedRows(db, ids("email"), ids("newsletter"), keys);
    },
  });
}

async function readListedRows(
  db: Executor,
  emailIds: string[],
  issueIds: string[],
  keys: { id: string }[],
): Promise<(OutboxRow | OutboxIssueRow)[]> {
  const [emails, issues, counts] = await Promise.all([
    emailIds.length === 0 ? [] : db.select(rowColumns).from(outboxEmails).where(inArray(outboxEmails.id, emailIds)),
    issueIds.length === 0
      ? []
      : db
          .select({
            id: newsletterIssues.id,
            subject: newsletterIssues.subject,
            startedAt: newsletterIssues.sendStartedAt,
          })
          .from(newsletterIssues)
          .where(inArray(newsletterIssues.id, issueIds)),
    countNewsletterCopies({ db, issueIds }),
  ]);
  const found = new Map<string, OutboxRow | OutboxIssueRow>();
  for (const email of emails) found.set(email.id, { kind: "email", ...email, status: email.status as OutboxStatus });
  for (const issue of issues)
    found.set(issue.id, {
      kind: "newsletter",
      id: issue.id,
      subject: issue.subject,
      startedAt: issue.startedAt ?? new Date(0),
      counts: counts.get(issue.id) ?? NO_COPIES,
    });
  return keys.flatMap((key) => found.get(key.id) ?? []);
}
