import { Link } from "react-router";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/what-this-site-counts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "What this site counts",
    description:
      "How this site counts its visits without cookies and without keeping anything that could tell who you are.",
  });

/** Decision 069 in a visitor's words: what is counted, what is never kept, and how to opt out. */
export default function WhatThisSiteCounts() {
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="font-display text-4xl font-bold">What this site counts</h1>
      <div className="legal-text mt-8">
        <p>
          We count visits to this site so we know which pages help people and how they find us. We do it on our own
          server, in our own database. No other company sees your visit, and there is nothing to accept or refuse: this
          site sets no cookies to count you and shows no consent banner.
        </p>
        <h2>What is counted</h2>
        <ul>
          <li>How many times each page was shown, and by how many visitors, per day.</li>
          <li>
            Where visitors came from: the name of the website with the link (for example "google.com", never the full
            address) or the campaign name in a link from our newsletter or social posts.
          </li>
          <li>Whether the visit was on a phone, a tablet or a computer.</li>
          <li>
            The country the visit came from, looked up from your internet address in a table kept on this server (no
            other service is asked); the address itself is not kept.
          </li>
          <li>
            Whether a visit led to a message, a booking, a workshop registration or a newsletter signup, counted with
            the page the visit began on and where it came from.
          </li>
        </ul>
        <h2>What is never kept</h2>
        <ul>
          <li>Your internet address, your browser's name and version, or anything else that could tell who you are.</li>
          <li>
            No cookie or other identifier is stored on your device. To tell one visitor from another within a day, the
            server mixes your address and browser name with a random value that changes every day, and keeps only the
            scrambled result. The next day that random value and the scrambled results are deleted, so a visit cannot be
            linked to you or to your visits on other days.
          </li>
        </ul>
        <p>
          Only the totals remain: counts per day, and after about a year, counts per month. A message, booking or
          registration you send is kept as the form says; counting it adds nothing about you.
        </p>
        <h2>If you prefer not to be counted</h2>
        <p>
          If your browser sends "Do Not Track" or "Global Privacy Control", your visits are not counted at all. Programs
          that read pages without a browser are not counted either, so the numbers are a little lower than the real
          number of visits.
        </p>
        <p>
          For everything else about your information, read our <Link to="/privacy">privacy policy</Link>.
        </p>
      </div>
    </article>
  );
}
