/*
 * zod compiles object parsers with `new Function` when it may, and probes once whether it may;
 * the Content Security Policy refuses that probe and reports a violation. Its interpreted parsers
 * are plenty for this app's payloads, so the compiler is switched off. zod reads this global when
 * it first loads, so main.tsx imports this module before anything else.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
