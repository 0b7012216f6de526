import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { HeroImageManager } from "#app/components/admin/hero-images/hero-image-manager";
import { requireAdmin } from "#app/lib/admin-session.server";
import { heroImageAction } from "#app/lib/hero-images/hero-image-action.server";
import { loadHeroImageManager } from "#app/lib/hero-images/load-hero-images.server";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: "Hero Images · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return loadHeroImageManager(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return heroImageAction(request, context);
}

export default function HeroImages({ loaderData }: Route.ComponentProps) {
  return <HeroImageManager data={loaderData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
