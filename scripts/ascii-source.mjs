// Used by scripts/build-server.mjs on the server's bundles: V8 keeps every module's source text for as
// long as the process runs, at one byte a character when the text is all Latin-1 and at two bytes
// for the whole file otherwise. Bundlers escape non-ASCII characters in strings, templates and names
// (esbuild by default, rolldown with `charset: "ascii"`), but not in regular-expression literals or
// comments, so one "’" in a regex doubled the memory the 480 KB server bundle's source holds.

const NON_ASCII = /(\\*)([\u0080-\uffff])/g;

/**
 * `code` with each UTF-16 code unit above U+007F written as a `\uXXXX` escape, which means the same
 * character in the places bundlers leave them: string and regular-expression literals (a surrogate
 * pair becomes two escapes, which a `u` regex still reads as one code point) and comments. A
 * character escaped with a backslash (`\’` in a regex) loses that backslash: `\u2019` already
 * stands for the character, and `\\u2019` would match a backslash and "u2019".
 * @param {string} code
 * @returns {string}
 */
export function escapeNonAscii(code) {
  return code.replace(NON_ASCII, (_, slashes, char) => {
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    return `${kept}\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}
