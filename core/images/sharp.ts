import type SharpModule from "sharp";

type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp, loaded at the first image work rather than at start: libvips and its
 * libraries add about 18 MB to a process that may serve for days without
 * resizing anything (a stored page or a stored image needs none of it). See
 * docs/decisions/070-the-site-fits-a-512-mb-server.md.
 *
 * libvips keeps the results of recent operations (by default up to 50 MB, 100
 * of them) to answer the same operation again. Every upload, demo picture and
 * share crop here is a new input, so nothing is ever answered from it: it
 * would only hold memory after each image. It is turned off.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
