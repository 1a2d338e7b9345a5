import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../../i18n/locale";
import { WithIntl } from "../../i18n/test-intl";
import { renderToHtml } from "../../render-html";
import { LeadFollowUp, LeadSortSelect, type ListedFollowUp } from "./lead-follow-up";

function render(node: React.ReactNode, locale: Locale = "en-CA") {
  return renderToHtml(
    <WithIntl locale={locale}>
      <MemoryRouter>{node}</MemoryRouter>
    </WithIntl>,
  );
}

/** The page's text without its tags and React's comment markers. */
const textOf = (html: string) =>
  html
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const followUp = (values: Partial<ListedFollowUp>): ListedFollowUp => ({
  follow_up_at: "2026-01-16T04:30:00.000Z",
  follow_up_due: null,
  follow_up_time_zone: "America/Toronto",
  ...values,
});

describe("LeadFollowUp", () => {
  it("shows the time in the broker's zone, not the browser's or UTC's", async () => {
    const html = await render(<LeadFollowUp lead={followUp({})} />);
    // 04:30 UTC on the 16th is 11:30 p.m. on the 15th in Toronto.
    expect(textOf(html)).toMatch(/^Jan 15, 2026, 11:30\sp\.m\.$/);
    expect(html).toContain('dateTime="2026-01-16T04:30:00.000Z"');
    const vancouver = await render(
      <LeadFollowUp lead={followUp({ follow_up_time_zone: "America/Vancouver" })} />,
    );
    expect(textOf(vancouver)).toMatch(/^Jan 15, 2026, 8:30\sp\.m\.$/);
  });

  it("badges an overdue follow-up and one due today, in both languages", async () => {
    expect(textOf(await render(<LeadFollowUp lead={followUp({ follow_up_due: "overdue" })} />))).toMatch(
      /Overdue$/,
    );
    expect(textOf(await render(<LeadFollowUp lead={followUp({ follow_up_due: "today" })} />))).toMatch(
      /Due today$/,
    );
    const french = textOf(
      await render(<LeadFollowUp lead={followUp({ follow_up_due: "overdue" })} />, "fr-CA"),
    );
    expect(french).toMatch(/^15 janv\. 2026, 23 h 30 En retard$/);
    expect(
      textOf(await render(<LeadFollowUp lead={followUp({ follow_up_due: "today" })} />, "fr-CA")),
    ).toMatch(/Prévu aujourd’hui$/);
  });

  it("says when none is planned, without a badge", async () => {
    const html = await render(<LeadFollowUp lead={followUp({ follow_up_at: null })} />);
    expect(textOf(html)).toBe("None planned");
    expect(textOf(await render(<LeadFollowUp lead={followUp({ follow_up_at: null })} />, "fr-CA"))).toBe(
      "Aucun suivi prévu",
    );
  });
});

describe("LeadSortSelect", () => {
  it("offers both orders, labelled, with the chosen one selected", async () => {
    const html = await render(<LeadSortSelect sort="follow_up" onChange={() => undefined} />);
    expect(textOf(html)).toBe("Sort by Newest first Soonest follow-up first");
    expect(html).toMatch(/<option value="follow_up" selected="">/);
    const id = /<label[^>]*for="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${id}"`);
  });
});
