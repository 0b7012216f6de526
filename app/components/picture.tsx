import type { ResponsiveImage } from "#core/images/get-responsive-images";

/** A stored image in AVIF, WebP or JPEG, whichever the browser takes, at the width it needs. */
export function Picture({
  image,
  alt,
  sizes,
  className,
  loading = "lazy",
  priority = false,
}: {
  image: ResponsiveImage;
  alt: string;
  sizes: string;
  className?: string;
  loading?: "lazy" | "eager";
  /** The page's main picture (its largest paint): fetched at once, before other images. */
  priority?: boolean;
}) {
  // `contents` lets the <img> itself be the flex or grid item, so its own size classes hold.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcSet.webp} sizes={sizes} />
      <img
        src={image.smallest}
        srcSet={image.srcSet.jpeg}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : loading}
        {...(priority ? { fetchPriority: "high" as const } : {})}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

/** A stored image when there is one, else an outside link, else nothing. */
export function PersonPhoto({
  image,
  imageUrl,
  alt,
  sizes,
  className,
  fallback = null,
}: {
  image: ResponsiveImage | null;
  imageUrl: string | null;
  alt: string;
  sizes: string;
  className?: string;
  fallback?: React.ReactNode;
}) {
  if (image) return <Picture image={image} alt={alt} sizes={sizes} className={className} />;
  if (imageUrl) {
    return <img src={imageUrl} alt={alt} loading="lazy" referrerPolicy="no-referrer" className={className} />;
  }
  return <>{fallback}</>;
}

/** "Maya Ortiz" -> "MO": up to two letters, for a person who has no photo. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .filter(Boolean)
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

/** A round placeholder with a person's initials, standing in for their photo (size and type size come from `className`). */
export function PersonInitials({ name, className = "" }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
