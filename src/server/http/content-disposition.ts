/** RFC 5987 leaves these unreserved, but RFC 8187's attr-char does not allow them. */
const NOT_ATTR_CHAR = /['()*]/g;
// Control characters could break the header line, whatever the file was called.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * A Content-Disposition header naming the file as its owner called it: `filename*` carries the
 * exact UTF-8 name (RFC 6266), and `filename` a plain-ASCII stand-in for older clients.
 */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const name = fileName.replace(CONTROL_CHARACTERS, "").trim() || "download";
  const fallback =
    name
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\%]/g, "_")
      .trim() || "download";
  const encoded = encodeURIComponent(name).replace(
    NOT_ATTR_CHAR,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
