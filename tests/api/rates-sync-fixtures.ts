/**
 * A small rates page in the layout the HTML source reads (a table with Term, Posted rate and Our
 * rate columns), for API tests that need known values; the parser's own tests use the recorded page.
 */
export function ratesPage(rows: readonly (readonly [term: string, posted: string, ours: string])[]): string {
  const body = rows.map(
    ([term, posted, ours]) => `<tr><td>${term}</td><td>${posted}</td><td>${ours}</td></tr>`,
  );
  return `<!doctype html><html><head><title>Today's rates</title></head><body>
<main><h1>Today's mortgage rates</h1>
<table class="rates"><thead><tr><th>Term</th><th>Posted rate</th><th>Our rate</th></tr></thead>
<tbody>${body.join("\n")}</tbody></table></main></body></html>`;
}
