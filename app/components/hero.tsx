import type { ReactNode } from "react";
import { preload } from "react-dom";
import type { HeroData } from "#app/lib/hero.server";

const DEFAULT_WIDTHS = [640, 1280, 1920];
const PORTRAIT_WIDTHS = [640, 828, 1170];
const defaultSrcSet = (widths: number[], name: string, extension: string) =>
  widths.map((width) => `/images/${name}-${width}.${extension} ${width}w`).join(", ");

const DEFAULT_HERO = {
  avif: defaultSrcSet(DEFAULT_WIDTHS, "hero-default", "avif"),
  webp: defaultSrcSet(DEFAULT_WIDTHS, "hero-default", "webp"),
  jpeg: defaultSrcSet(DEFAULT_WIDTHS, "hero-default", "jpg"),
  portrait: {
    avif: defaultSrcSet(PORTRAIT_WIDTHS, "hero-default-portrait", "avif"),
    webp: defaultSrcSet(PORTRAIT_WIDTHS, "hero-default-portrait", "webp"),
    jpeg: defaultSrcSet(PORTRAIT_WIDTHS, "hero-default-portrait", "jpg"),
  },
  src: "/images/hero-default-1280.jpg",
  width: 1920,
  height: 1080,
};

/**
 * Screens taller than wide get the hero's 3:5 crop: a phone held upright shows
 * a tall box, which the landscape picture would only fill stretched.
 */
const PORTRAIT = "(max-aspect-ratio: 1/1)";
const firstUrl = (srcSet: string) => srcSet.split(" ")[0] ?? srcSet;
const LANDSCAPE = "(min-aspect-ratio: 1/1)";

/**
 * Full-width hero with its background image. The image the screen will use is
 * preloaded from the head (AVIF, `fetchpriority="high"`, one link per
 * orientation so only one is fetched) so it can paint first; the box keeps
 * its size whether or not the image has arrived, so nothing shifts.
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
      ? {
          ...hero.image.srcSet,
          portrait: hero.image.portraitSrcSet,
          src: hero.image.largest,
          width: hero.image.width,
          height: hero.image.height,
        }
      : hero.kind === "default"
        ? DEFAULT_HERO
        : null;

  if (picture) {
    // One preload per orientation, each with the media query of its <source>,
    // so the screen fetches only the copy it will show. React puts them in the head.
    const { portrait } = picture;
    preload(portrait ? firstUrl(portrait.avif) : picture.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: portrait ? portrait.avif : picture.avif,
      imageSizes: "100vw",
      fetchPriority: "high",
      ...(portrait ? { media: PORTRAIT } : {}),
    });
    if (portrait) {
      preload(picture.src, {
        as: "image",
        type: "image/avif",
        imageSrcSet: picture.avif,
        imageSizes: "100vw",
        fetchPriority: "high",
        media: LANDSCAPE,
      });
    }
  }

  return (
    <section
      className={`relative isolate flex items-center overflow-hidden bg-brand-dark text-white ${
        size === "tall" ? "min-h-[78svh]" : "min-h-[52svh]"
      }`}
    >
      {picture ? (
        <picture>
          {picture.portrait ? (
            <>
              <source media={PORTRAIT} type="image/avif" srcSet={picture.portrait.avif} sizes="100vw" />
              <source media={PORTRAIT} type="image/webp" srcSet={picture.portrait.webp} sizes="100vw" />
              <source media={PORTRAIT} type="image/jpeg" srcSet={picture.portrait.jpeg} sizes="100vw" />
            </>
          ) : null}
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
