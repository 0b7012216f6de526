import sharp from "sharp";

// libvips keeps the results of recent operations (by default up to 50 MB, 100
// of them) to answer the same operation again. Every upload, demo picture and
// share crop here is a new input, so nothing is ever answered from it: it
// would only hold memory after each image.
sharp.cache(false);

/** sharp, with libvips' operation cache off; every image of the site goes through it. */
export default sharp;
