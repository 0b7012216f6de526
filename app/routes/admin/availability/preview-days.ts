/** How many days ahead the availability page previews open times. */
export const PREVIEW_DAYS = 14;
