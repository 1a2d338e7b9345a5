/**
 * The user-visible texts of the specification, word for word. The UI renders these constants and the
 * tests assert them, so a wording change happens in one place and breaks the tests that depend on it.
 *
 * One module per part of the product, so that the bundler can leave the back office's texts out of
 * the code a public page loads; importers name this one.
 */
export * from "./messages-site";
export * from "./messages-auth";
export * from "./messages-back-office";
