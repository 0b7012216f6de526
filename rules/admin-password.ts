/** The shortest password an admin account may have (without zod, for the pages that show it). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
