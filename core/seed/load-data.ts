import { sql } from "drizzle-orm";
import type { Database, Executor } from "#db/client";
import { queryRows } from "#db/query-rows";

/**
 * Many realistic subscribers and contact messages, for measuring the back
 * office's lists at scale (`npm run seed:load`). Rows come from a seeded
 * generator, so two runs with the same counts produce the same data, and are
 * inserted a few thousand at a time through array parameters: one statement per
 * batch, on either backend.
 */

const FIRST_NAMES = (
  "Ana Liam Olivia Noah Emma Mateo Sophia Lucas Amelia Ethan Mia Daniel Harper Jackson Evelyn Aiden Abigail " +
  "Samuel Emily Gabriel Ella David Scarlett Joseph Grace Wei Priya Arjun Fatima Omar Yuki Hiroshi Chloe Diego " +
  "Camila Kwame Amara Zoë Søren Ingrid José María Chen Aisha Tomás Nadia Ivan Leila Marcus Keisha Jamal Rosa " +
  "Patrick Siobhan Rahul Anjali Thandiwe Lerato Bongani"
).split(" ");

const LAST_NAMES = (
  "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson " +
  "Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis " +
  "Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera " +
  "Campbell Mitchell Carter Roberts Kim Patel Okafor Mensah Silva Kowalski Müller O’Brien Dubois Rossi Tanaka " +
  "Singh Khan Cohen Murphy Dlamini"
).split(" ");

const DOMAINS = ["gmail.com", "yahoo.com", "outlook.com", "icloud.com", "hotmail.com", "proton.me", "aol.com"];

/** Where signups came from, most common first, like a real site's mix. */
const SOURCES = [
  ["home_page", 40],
  ["website", 25],
  ["events", 15],
  ["coaching", 10],
  ["newsletter_page", 6],
  ["workshop_signup", 4],
] as const;

const SUBJECTS = [
  "",
  "Question about coaching packages",
  "Budget Basics workshop",
  "Help with debt repayment plan",
  "Rescheduling my session",
  "Group coaching for our team",
  "Speaking request",
  "Refund question",
  "How do I get started?",
  "Retirement planning question",
  "Partnership opportunity",
  "Feedback on last week's class",
  "Payment plan options",
  "Newsletter not arriving",
];

const SENTENCES = [
  "I have been following your newsletter for a few months and finally decided to reach out.",
  "My partner and I are trying to pay off about $18,000 in credit card debt.",
  "Could you tell me whether the one-on-one coaching includes a written plan?",
  "We would like to book a workshop for around 25 employees next quarter.",
  "I missed the last webinar; is there a recording available?",
  "Our household income changed this year and the old budget no longer works.",
  "Is there a sliding scale or a payment plan for the coaching package?",
  "I'm self-employed, so my income is irregular and hard to plan around.",
  "Thanks again for the session last Tuesday, it really helped.",
  "Please let me know what times are available next week.",
  "I'd like to understand the difference between the workshop and the masterclass.",
  "We are saving for a first home and want to check we're on track.",
  "Can I bring a friend to the in-person event?",
  "The registration link in the email didn't work for me.",
  "I have questions about rolling over an old 401(k).",
  "My teenager wants to learn about budgeting — do you run anything for students?",
];

const MESSAGE_STATUS_WEIGHTS = [
  ["unread", 20],
  ["read", 45],
  ["replied", 30],
  ["archived", 5],
] as const;

const PRIORITY_WEIGHTS = [
  ["low", 15],
  ["normal", 60],
  ["high", 18],
  ["urgent", 7],
] as const;

const NOTES = ["", "", "", "Called back, waiting on documents.", "Sent the workshop schedule.", "Follow up in May."];

const DAY_MS = 86_400_000;
const LOADED_TABLES = ["email_subscribers", "contact_messages"];
const SPAN_DAYS = 3 * 365;
const BATCH = 5000;

/** mulberry32: small, fast, good enough for test data. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const weighted = <T extends string>(list: readonly (readonly [T, number])[]): T => {
    const total = list.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of list) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return (list[0] as readonly [T, number])[0];
  };
  return { next, pick, weighted };
}

function emailOf(first: string, last: string, index: number, domain: string): string {
  const plain = `${first}.${last}`
    .replace(/ø/gi, "o")
    .normalize("NFD")
    .replace(/[^A-Za-z.]/g, "")
    .toLowerCase();
  return `${plain}${index}@${domain}`;
}

type Progress = (table: string, inserted: number) => void;
type LoadOptions = { db: Executor; count: number; now?: Date; onProgress?: Progress };

/** Makes `count` rows a batch at a time and hands each batch to `insert` as one array per column. */
async function loadInBatches<Column extends string>({
  table,
  count,
  onProgress,
  makeRow,
  insert,
}: {
  table: string;
  count: number;
  onProgress?: Progress;
  makeRow: (index: number) => Record<Column, string | null>;
  insert: (columns: Record<Column, (string | null)[]>) => Promise<unknown>;
}): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const columns = {} as Record<Column, (string | null)[]>;
    for (let index = start; index < start + size; index++) {
      for (const [name, value] of Object.entries(makeRow(index)) as [Column, string | null][]) {
        columns[name] ??= [];
        columns[name].push(value);
      }
    }
    await insert(columns);
    onProgress?.(table, start + size);
  }
}

export async function loadSubscribers({ db, count, now = new Date(), onProgress }: LoadOptions): Promise<void> {
  const random = generator(1);
  await loadInBatches({
    table: "email_subscribers",
    count,
    onProgress,
    makeRow: (index) => {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const subscribed = now.getTime() - random.next() * SPAN_DAYS * DAY_MS;
      const unsubscribed = random.next() < 0.14 ? subscribed + random.next() * (now.getTime() - subscribed) : null;
      return {
        first,
        last,
        email: emailOf(first, last, index, random.pick(DOMAINS)),
        status: unsubscribed === null ? "active" : "unsubscribed",
        source: random.weighted(SOURCES),
        subscribed: new Date(subscribed).toISOString(),
        unsubscribed: unsubscribed === null ? null : new Date(unsubscribed).toISOString(),
      };
    },
    insert: (columns) =>
      db.execute(sql`
        insert into email_subscribers
          (first_name, last_name, email, status, source, subscribed_at, unsubscribed_at, created_at, updated_at)
        select f, l, e, st, so, sa, ua, sa, coalesce(ua, sa)
        from unnest(
          ${sql.param(columns.first)}::text[], ${sql.param(columns.last)}::text[], ${sql.param(columns.email)}::text[],
          ${sql.param(columns.status)}::text[], ${sql.param(columns.source)}::text[],
          ${sql.param(columns.subscribed)}::timestamptz[], ${sql.param(columns.unsubscribed)}::timestamptz[]
        ) as t(f, l, e, st, so, sa, ua)
        on conflict (lower(email)) do nothing
      `),
  });
}

export async function loadContactMessages({ db, count, now = new Date(), onProgress }: LoadOptions): Promise<void> {
  const random = generator(2);
  await loadInBatches({
    table: "contact_messages",
    count,
    onProgress,
    makeRow: (index) => {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const sentences = 1 + Math.floor(random.next() * 5);
      const status = random.weighted(MESSAGE_STATUS_WEIGHTS);
      return {
        name: `${first} ${last}`,
        email: emailOf(first, last, index, random.pick(DOMAINS)),
        subject: random.pick(SUBJECTS),
        message: Array.from({ length: sentences }, () => random.pick(SENTENCES)).join(" "),
        status,
        priority: random.weighted(PRIORITY_WEIGHTS),
        notes: status === "unread" ? "" : random.pick(NOTES),
        created: new Date(now.getTime() - random.next() * SPAN_DAYS * DAY_MS).toISOString(),
      };
    },
    insert: (columns) =>
      db.execute(sql`
        insert into contact_messages
          (name, email, subject, message, status, priority, admin_notes, created_at, updated_at)
        select n, e, su, m, st, p, an, c, c
        from unnest(
          ${sql.param(columns.name)}::text[], ${sql.param(columns.email)}::text[], ${sql.param(columns.subject)}::text[],
          ${sql.param(columns.message)}::text[], ${sql.param(columns.status)}::text[], ${sql.param(columns.priority)}::text[],
          ${sql.param(columns.notes)}::text[], ${sql.param(columns.created)}::timestamptz[]
        ) as t(n, e, su, m, st, p, an, c)
      `),
  });
}

/**
 * Runs `load` with the trigram indexes of the loaded tables dropped, then builds
 * them again: one index build is many times faster than keeping a GIN index up
 * to date row by row. All in one transaction, so a load that fails or is
 * stopped leaves the indexes as they were.
 */
export async function withoutSearchIndexes(db: Database, load: (tx: Executor) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const indexes = await queryRows<{ indexname: string; indexdef: string }>(
      tx,
      sql`
      select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename in (${sql.join(
        LOADED_TABLES.map((table) => sql`${table}`),
        sql`, `,
      )})
        and indexdef like '%gin_trgm_ops%'
    `,
    );
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.indexname}"`));
    await load(tx);
    await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
  });
}
