/** The web manifest (public/site.webmanifest): the name, colours and icons for a home-screen shortcut. */
export const WEB_MANIFEST_HREF = "/site.webmanifest";

/**
 * Names the web manifest in the head, once the page is in use. Chrome fetches a manifest as soon as
 * its link is parsed, and over HTTP/1.1 that request held one of the site's six connections while
 * the page's code waited for one; only the browser's install menu reads it.
 */
export function linkWebManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement("link");
  link.rel = "manifest";
  link.href = WEB_MANIFEST_HREF;
  doc.head.append(link);
}
