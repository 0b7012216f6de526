import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/team", "routes/admin/team/list.tsx"),
    route("admin/team/new", "routes/admin/team/new.tsx"),
    route("admin/team/:id/edit", "routes/admin/team/edit.tsx"),
    route("admin/testimonials/new", "routes/admin/testimonials/new.tsx"),
    route("admin/testimonials/:id/edit", "routes/admin/testimonials/edit.tsx"),
    route("admin/class-types/new", "routes/admin/class-types/new.tsx"),
    route("admin/class-types/:id/edit", "routes/admin/class-types/edit.tsx"),
    route("admin/class-instances/new", "routes/admin/class-instances/new.tsx"),
    route("admin/class-instances/:id/edit", "routes/admin/class-instances/edit.tsx"),
  ]),
  layout("routes/_site/layout.tsx", [
    index("routes/_site/home.tsx"),
    route("coaching", "routes/_site/coaching.tsx"),
    route("events", "routes/_site/events.tsx"),
    route("classes/:slug", "routes/_site/class.tsx"),
    route("faq", "routes/_site/faq.tsx"),
    route("about", "routes/_site/about.tsx"),
    route("get-started", "routes/_site/get-started.tsx"),
    route("contact", "routes/_site/contact.tsx"),
    route("newsletter", "routes/_site/newsletter.tsx"),
    route("*", "routes/_site/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
] satisfies RouteConfig;
