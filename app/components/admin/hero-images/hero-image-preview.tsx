import { useState } from "react";
import { AdminModal } from "#app/components/admin/modal";
import { useAdminToast } from "#app/components/admin/toasts";
import { HERO_IMAGE_TEXT, HERO_IMAGE_TOASTS, HERO_PAGE_LABELS, heroImageSizeFacts } from "#rules/hero-image";
import type { HeroImageView } from "./hero-image-view";

/** The preview modal: the image large, with its page, status, size, dimensions and description. */
export function HeroImagePreview({ image, onClose }: { image: HeroImageView; onClose: () => void }) {
  const showToast = useAdminToast();
  const [failed, setFailed] = useState(false);
  const { size, dimensions } = heroImageSizeFacts(image);
  const facts: [string, string][] = [
    ["Page", HERO_PAGE_LABELS[image.pageAssignment]],
    ["Status", image.isActive ? "Active" : "Inactive"],
    ["Size", size],
    ["Dimensions", dimensions],
    ["Description", image.description || HERO_IMAGE_TEXT.noDescription],
  ];
  return (
    <AdminModal title={image.name} onClose={onClose}>
      {failed ? (
        <p className="rounded-xl bg-paper px-4 py-10 text-center text-ink-soft">{HERO_IMAGE_TOASTS.imageFailed}</p>
      ) : (
        <img
          src={image.previewUrl}
          alt={image.description || image.name}
          referrerPolicy="no-referrer"
          onError={() => {
            setFailed(true);
            showToast(HERO_IMAGE_TOASTS.previewFailed, "error");
          }}
          className="max-h-[50vh] w-full rounded-xl bg-paper object-contain"
        />
      )}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink-soft">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </AdminModal>
  );
}
