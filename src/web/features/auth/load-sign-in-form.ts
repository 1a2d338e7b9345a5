/** The sign-in form's code (react-hook-form, zod), loaded by the dialog and ahead of it by sign-in-preload. */
export const loadSignInForm = () => import("./sign-in-form");
