import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useCsrfToken } from "#app/components/admin/admin-form";
import { ConfirmDialog } from "#app/components/admin/confirm-dialog";
import { EmptyState, ListFilters } from "#app/components/admin/list-controls";
import { useAdminToast } from "#app/components/admin/toasts";
import type { FormAnswer } from "#app/lib/admin-action.server";
import type { HeroImageManagerData } from "#app/lib/hero-images/load-hero-images.server";
import { HeroImageForm } from "#app/routes/admin/hero-images/editor";
import { HERO_PAGE_ASSIGNMENTS, HERO_PAGES } from "#rules/allowed-values";
import {
  HERO_IMAGE_TEXT,
  HERO_IMAGE_TOASTS,
  HERO_PAGE_LABELS,
  type HeroFormMode,
  heroImageDeleteConfirmation,
} from "#rules/hero-image";
import { HeroImageCard } from "./hero-image-card";
import { HeroImagePreview } from "./hero-image-preview";
import { HeroImageStats } from "./hero-image-stats";
import type { HeroImageView } from "./hero-image-view";

type Modal =
  | { kind: "form"; mode: HeroFormMode; image?: HeroImageView }
  | { kind: "preview"; image: HeroImageView }
  | { kind: "delete"; image: HeroImageView }
  | null;

const PAGE_FILTER_OPTIONS = [
  { value: "all", label: "All pages" },
  ...[...HERO_PAGES, HERO_PAGE_ASSIGNMENTS[0]].map((page) => ({ value: page, label: HERO_PAGE_LABELS[page] })),
];

/** Toast for the answer of a Set Active or Delete post. */
function useResultToast(failure: string) {
  const showToast = useAdminToast();
  return (answer: FormAnswer) => {
    if (answer.ok) showToast(answer.message, "success", answer.undo);
    else showToast(failure, "error");
  };
}

/** The Hero Image Manager page (/admin/hero-images): stats, coverage, filters, the card grid and its modals. */
export function HeroImageManager({ data }: { data: HeroImageManagerData }) {
  const [modal, setModal] = useState<Modal>(null);
  // Both live here, not in a card: a deleted card is gone before its answer arrives.
  const activation = useFetcher<FormAnswer>();
  const deletion = useFetcher<FormAnswer>();
  const csrf = useCsrfToken();
  const showToast = useAdminToast();
  const activated = useResultToast(HERO_IMAGE_TOASTS.activateFailed);
  const deleted = useResultToast(HERO_IMAGE_TOASTS.deleteFailed);
  const filtered = data.search !== "" || data.assignment !== "all";

  useEffect(() => {
    if (data.loadFailed) showToast(HERO_IMAGE_TOASTS.loadFailed, "error");
  }, [data.loadFailed, showToast]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per answer
  useEffect(() => {
    if (activation.state === "idle" && activation.data !== undefined) activated(activation.data);
  }, [activation.state, activation.data]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per answer
  useEffect(() => {
    if (deletion.state !== "idle" || deletion.data === undefined) return;
    deleted(deletion.data);
    setModal(null);
  }, [deletion.state, deletion.data]);

  const close = () => setModal(null);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-bold">Hero Image Manager</h1>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => setModal({ kind: "form", mode: "url" })}
            className="rounded-full border border-brand px-5 py-2 font-semibold text-brand hover:bg-brand-light"
          >
            {HERO_IMAGE_TEXT.addFromUrlButton}
          </button>
          <button
            type="button"
            onClick={() => setModal({ kind: "form", mode: "upload" })}
            className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {HERO_IMAGE_TEXT.uploadButton}
          </button>
        </div>
      </div>

      <div className="mt-6">
        <HeroImageStats stats={data.stats} />
      </div>

      <div className="mt-6">
        <ListFilters
          searchLabel="Search images"
          searchPlaceholder="Search by name or description"
          filters={[{ name: "assignment", label: "Page", options: PAGE_FILTER_OPTIONS }]}
        />
      </div>

      <section aria-label="Hero images" className="mt-6">
        {data.images.length === 0 ? (
          <EmptyState
            title={HERO_IMAGE_TEXT.emptyTitle}
            hint={filtered ? HERO_IMAGE_TEXT.emptyHintFiltered : HERO_IMAGE_TEXT.emptyHint}
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.images.map((image) => (
              <li key={image.id}>
                <HeroImageCard
                  image={image}
                  activating={activation.state !== "idle"}
                  onPreview={() => setModal({ kind: "preview", image })}
                  onEdit={() => setModal({ kind: "form", mode: "edit", image })}
                  onSetActive={() =>
                    activation.submit({ intent: "activate", id: image.id, csrf, js: "1" }, { method: "post" })
                  }
                  onDelete={() => setModal({ kind: "delete", image })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {modal?.kind === "form" ? (
        <HeroImageForm key={modal.image?.id ?? modal.mode} mode={modal.mode} image={modal.image} onClose={close} />
      ) : null}
      {modal?.kind === "preview" ? <HeroImagePreview image={modal.image} onClose={close} /> : null}
      <ConfirmDialog
        open={modal?.kind === "delete"}
        message={modal?.kind === "delete" ? heroImageDeleteConfirmation(modal.image.name) : ""}
        confirmLabel="Delete"
        busy={deletion.state !== "idle"}
        onCancel={close}
        onConfirm={() => {
          if (modal?.kind === "delete") {
            deletion.submit({ intent: "delete", id: modal.image.id, csrf, js: "1" }, { method: "post" });
          }
        }}
      />
    </>
  );
}
