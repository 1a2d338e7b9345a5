/**
 * The app is written against React's API and runs on Preact's implementation of it
 * (docs/decisions/0046): these aliases send every import of React, from our code and from the
 * libraries alike, to preact/compat. The browser's build, the server's renderer and the unit tests
 * all use them, so the page a visitor's browser takes over was drawn by the same renderer.
 */
export const PREACT_ALIASES: { find: RegExp; replacement: string }[] = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/compat/jsx-runtime" },
];

/** JSX compiled to Preact's runtime, through its compatibility layer (React's props and events). */
export const PREACT_JSX = { runtime: "automatic", importSource: "preact/compat" } as const;
