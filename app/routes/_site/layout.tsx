import { Outlet, useRouteLoaderData } from "react-router";
import { ContactModalHost } from "#app/components/contact-modal";
import { JsonLd } from "#app/components/json-ld";
import { SiteFooter } from "#app/components/site-footer";
import { SiteHeader } from "#app/components/site-header";
import { VisitBeacon } from "#app/components/visit-beacon";
import type { loader as rootLoader } from "#app/root";

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
      <JsonLd data={root.businessJsonLd} />
      <ContactModalHost />
      <VisitBeacon />
    </>
  );
}
