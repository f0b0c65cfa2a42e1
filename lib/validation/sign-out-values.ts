/**
 * The Sign Out form's field naming where to go once signed out (signOutPath in next-path.ts keeps it on this site).
 * A file of its own so that the button's code carries this name and nothing else (issue #34).
 */
export const SIGN_OUT_REDIRECT_FIELD = "redirectTo";
