import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

function render(source: string): string {
  return renderToStaticMarkup(<Markdown>{source}</Markdown>);
}

describe("Markdown", () => {
  it("renders headings, emphasis and lists", () => {
    const html = render("## Closing costs\n\nPlan for **1.5%** of the price.\n\n- Legal fees\n- Inspection");
    expect(html).toContain("<h2");
    expect(html).toContain("Closing costs</h2>");
    expect(html).toContain("<strong>1.5%</strong>");
    expect(html).toMatch(/<li[^>]*>Legal fees<\/li>/);
  });

  it("shows a script tag as inert text instead of running it", () => {
    const html = render('Before\n\n<script>alert("owned")</script>\n\nAfter');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("&lt;script");
  });

  it("never creates an element with an event handler from raw HTML", () => {
    const html = render('<img src="x" onerror="alert(1)">\n\nText <b onmouseover="alert(2)">bold</b>');
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<b[\s>]/i);
    // The handlers survive only as escaped text, never inside a tag.
    expect(html).not.toMatch(/<[^>]*\son(error|mouseover)=/i);
    expect(html).toContain("&lt;img src=&quot;x&quot; onerror=");
  });

  it("drops javascript: link and image targets", () => {
    const html = render("[click](javascript:alert(1)) ![pic](javascript:alert(2))");
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toContain("<img");
    expect(html).toContain("pic");
  });

  it("passes every address through the one URL filter", () => {
    const html = render(
      "[a](vbscript:msgbox(1)) [b](data:text/html,x) ![c](data:image/svg+xml,x) ![d](//evil.example/d.png) " +
        "[mail](mailto:agent@vayu.ca) [rates](/rates) ![e](/storage/blog-images/e.png)",
    );
    expect(html).not.toMatch(/vbscript:|data:|\/\/evil/i);
    expect(html).toContain('href="mailto:agent@vayu.ca"');
    expect(html).toContain('href="/rates"');
    expect(html).toContain('src="/storage/blog-images/e.png"');
    expect(html).toContain("<span");
  });

  it("opens external links in a new tab without a window handle", () => {
    const html = render("[Bank of Canada](https://www.bankofcanada.ca)");
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
