/**
 * The back-office addresses the gate in server/ sends an admin to. They are
 * written here, not in app/lib/admin-paths.ts, because server/ and the
 * browser both need them and only rules/ reaches both.
 * app/lib/admin-paths.ts takes them from here.
 */
export const ADMIN_HOME_PATH = "/admin";
export const SIGN_IN_PATH = "/admin/login";
export const SIGN_OUT_PATH = "/admin/logout";
/** Where an admin sets up two-factor sign-in. */
export const TWO_FACTOR_SETUP_PATH = "/admin/account/two-factor";
