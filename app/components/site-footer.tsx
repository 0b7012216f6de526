import { Link } from "react-router";
import type { PublicSiteSettings } from "#core/site-settings/read-public-site-settings";
import { LEGAL_PAGE_TITLES } from "#rules/legal-page-titles";

export function SiteFooter({ links }: { links: PublicSiteSettings }) {
  return (
    <footer className="bg-brand-dark text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 md:grid-cols-3">
        <div>
          <h2 className="font-display text-lg font-bold">Quick links</h2>
          <ul className="mt-3 space-y-2">
            {[
              ["/", "Home"],
              ["/coaching", "Coaching"],
              ["/events", "Events"],
              ["/faq", "FAQ"],
              ["/about", "About"],
              ["/get-started", "Get Started"],
            ].map(([to, label]) => (
              <li key={to}>
                <Link to={to as string} className="underline-offset-4 hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-display text-lg font-bold">Support</h2>
          <p className="mt-3">
            Questions? Write to{" "}
            <a href={`mailto:${links.supportEmail}`} className="underline underline-offset-4">
              {links.supportEmail}
            </a>
            . We reply within 72 hours.
          </p>
          {links.phone ? (
            <p className="mt-2">
              Call{" "}
              <a href={`tel:${links.phone.replace(/[^\d+]/g, "")}`} className="underline underline-offset-4">
                {links.phone}
              </a>
            </p>
          ) : null}
          {links.postalAddress ? (
            <address className="mt-2 whitespace-pre-line not-italic">{links.postalAddress}</address>
          ) : null}
        </div>
        {links.socialLinks.length > 0 ? (
          <div>
            <h2 className="font-display text-lg font-bold">Follow us</h2>
            <ul className="-ml-2 mt-3 flex flex-wrap gap-2">
              {links.socialLinks.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block rounded-full p-2 hover:bg-white/15"
                  >
                    <svg aria-hidden="true" className="h-6 w-6" fill="currentColor">
                      <use href={`/icons/social.svg#${link.network}`} />
                    </svg>
                    <span className="sr-only">{link.name} (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <p className="border-t border-white/15 px-6 py-4 text-center text-sm text-white/80">
        © {new Date().getFullYear()} {links.siteName}
        {links.legalPages.map((slug) => (
          <span key={slug}>
            {" · "}
            <Link to={`/${slug}`} className="underline-offset-4 hover:underline">
              {LEGAL_PAGE_TITLES[slug]}
            </Link>
          </span>
        ))}
        {" · "}
        <Link to="/admin/login" className="underline-offset-4 hover:underline">
          Portal
        </Link>
      </p>
    </footer>
  );
}
