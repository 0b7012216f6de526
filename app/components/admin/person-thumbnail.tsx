/** A person's photo in a back-office table, or their initials when there is none. */
export function PersonThumbnail({ name, src }: { name: string; src: string | null }) {
  if (src) return <img src={src} alt="" className="h-12 w-12 shrink-0 rounded-full border border-line object-cover" />;
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-light font-bold text-brand-dark"
    >
      {initials}
    </span>
  );
}
