/** The dashboard's Overview: how far ahead it looks and how much it lists. */

/** Calendar days the Overview's class list covers, counting today where the business is. */
export const OVERVIEW_DAYS_AHEAD = 14;
/** At most this many class dates are listed; the rest are counted. */
export const OVERVIEW_CLASS_DATES_SHOWN = 10;
/** How many unread messages the Overview shows. */
export const OVERVIEW_MESSAGES_SHOWN = 5;
/** How many coming bookings the Overview lists. */
export const OVERVIEW_BOOKINGS_SHOWN = 5;
