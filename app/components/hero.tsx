import type { ReactNode } from "react";
import { preload } from "react-dom";
import type { HeroData } from "#app/lib/hero.server";

const DEFAULT_WIDTHS = [640, 1280, 1920];
const defaultSrcSet = (extension: string) =>
  DEFAULT_WIDTHS.map((width) => `/images/hero-default-${width}.${extension} ${width}w`).join(", ");

const DEFAULT_HERO = {
  avif: defaultSrcSet("avif"),
  webp: defaultSrcSet("webp"),
  jpeg: defaultSrcSet("jpg"),
  src: "/images/hero-default-1280.jpg",
  width: 1920,
  height: 1080,
};

/**
 * Full-width hero with its background image. The image is preloaded in the
 * document head (AVIF, sized for the screen) so it can paint first; the box
 * keeps its size whether or not the image has arrived, so nothing shifts.
 */
export function Hero({
  hero,
  children,
  size = "tall",
}: {
  hero: HeroData;
  children: ReactNode;
  size?: "tall" | "short";
}) {
  const picture =
    hero.kind === "stored"
      ? { ...hero.image.srcSet, src: hero.image.largest, width: hero.image.width, height: hero.image.height }
      : hero.kind === "default"
        ? DEFAULT_HERO
        : null;

  if (picture) {
    preload(picture.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: picture.avif,
      imageSizes: "100vw",
      fetchPriority: "high",
    });
  }

  return (
    <section
      className={`relative isolate flex items-center overflow-hidden bg-brand-dark text-white ${
        size === "tall" ? "min-h-[78svh]" : "min-h-[52svh]"
      }`}
    >
      {picture ? (
        <picture>
          <source type="image/avif" srcSet={picture.avif} sizes="100vw" />
          <source type="image/webp" srcSet={picture.webp} sizes="100vw" />
          <img
            src={picture.src}
            srcSet={picture.jpeg}
            sizes="100vw"
            width={picture.width}
            height={picture.height}
            alt=""
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 -z-20 h-full w-full object-cover"
          />
        </picture>
      ) : hero.kind === "linked" ? (
        <img
          src={hero.url}
          width={hero.width}
          height={hero.height}
          alt=""
          fetchPriority="high"
          referrerPolicy="no-referrer"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
      ) : null}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/60 via-black/35 to-black/10" />
      <div className="mx-auto w-full max-w-6xl px-6 py-20">{children}</div>
      {hero.kind === "default" && hero.failed ? (
        <p role="status" className="absolute right-3 bottom-3 rounded bg-black/60 px-3 py-1 text-sm">
          Using default image
        </p>
      ) : null}
    </section>
  );
}
