import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { requireAdmin } from "#app/lib/admin-session.server";
import { listStoredImages } from "#core/images/list-stored-images";
import { NEWSLETTER_ISSUE_WORDS } from "#rules/newsletter-issue";
import type { Route } from "./+types/new";
import { NewsletterEditor } from "./editor";
import { audienceChoices } from "./page-data.server";

export { action } from "./editor.server";

export function meta() {
  return [{ title: `${NEWSLETTER_ISSUE_WORDS.newHeading} · Admin Portal` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return {
    audiences: (await audienceChoices(context, null)).choices,
    images: await listStoredImages({ db: context.db }),
  };
}

export default function NewNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterEditor
      issue={null}
      audiences={loaderData.audiences}
      images={loaderData.images}
      actionData={actionData}
    />
  );
}

export const ErrorBoundary = AdminErrorBoundary;
