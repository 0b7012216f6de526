import type { ReactNode } from "react";
import { Form, Link } from "react-router";

/** The frame of the confirm and unsubscribe pages: a heading, what happened, and at most one button. */
export function SubscriptionPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-6 py-16 sm:py-24">
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-display text-3xl font-bold text-brand-dark">{title}</h1>
        <div className="mt-4 space-y-4 text-lg text-ink">{children}</div>
      </div>
    </div>
  );
}

/** One button posting the link's token back: a link in an email is only followed, never acted on, by a GET. */
export function TokenButton({ token, label }: { token: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="token" value={token} />
      <button
        type="submit"
        className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-accent"
      >
        {label}
      </button>
    </Form>
  );
}

export function HomeLink() {
  return (
    <p>
      <Link to="/" className="font-semibold text-brand underline underline-offset-4">
        Back to the home page
      </Link>
    </p>
  );
}

/** Pages reached from an email link carry a secret in their address: never cached, never sent on as a referrer. */
export const TOKEN_PAGE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" } as const;
