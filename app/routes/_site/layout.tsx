import { Outlet, useRouteLoaderData } from "react-router";
import { ContactModalHost } from "../../components/contact-modal";
import { JsonLd } from "../../components/json-ld";
import { SiteFooter } from "../../components/site-footer";
import { SiteHeader } from "../../components/site-header";
import { businessData } from "../../lib/structured-data";
import type { loader as rootLoader } from "../../root";

export default function SiteLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return null;
  return (
    <>
      <SiteHeader siteName={root.links.siteName} clientLoginUrl={root.links.clientLoginUrl} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter links={root.links} />
      <JsonLd
        data={businessData({ siteName: root.links.siteName, siteUrl: root.siteUrl, email: root.links.supportEmail })}
      />
      <ContactModalHost />
    </>
  );
}
