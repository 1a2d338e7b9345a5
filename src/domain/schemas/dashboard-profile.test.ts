import { describe, expect, it } from "vitest";
import { validationMessages } from "../../../tests/support/english-texts";
import { RESERVED_PROFILE_SLUG_MESSAGE } from "./agents-admin";
import {
  dashboardCustomizeSchema,
  dashboardProfileSchema,
  dashboardSeoSchema,
  dashboardSlugSchema,
  dashboardSocialSchema,
  NOT_A_TAB_FIELD_MESSAGE,
} from "./dashboard-profile";

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string; code: string }[] } }) =>
  result.error?.issues ?? [];

describe("the dashboard's tab schemas", () => {
  it("refuse any field the tab does not own, by name", () => {
    const [issue] = issues(
      dashboardCustomizeSchema.safeParse({ badge_1_url: "/storage/agent-banners/a/1.png", badge_3_url: "x" }),
    );
    expect(issue).toMatchObject({ code: "unrecognized_keys", message: NOT_A_TAB_FIELD_MESSAGE });
    expect(dashboardSocialSchema.safeParse({ social_links: {}, is_active: true }).success).toBe(false);
  });

  it("clear blank fields of their own tab and keep the admin's rules", () => {
    expect(
      dashboardProfileSchema.parse({
        name: " Ana Broker ",
        phone: "",
        licence_number: " ",
        bio: "",
        calendly_link: "",
        crm_email: "",
        contact_details: { address: "" },
        headshot_url: "",
        banner_image_url: null,
      }),
    ).toEqual({
      name: "Ana Broker",
      phone: null,
      licence_number: null,
      bio: null,
      calendly_link: null,
      crm_email: null,
      contact_details: {},
      headshot_url: null,
      banner_image_url: null,
    });
    expect(dashboardSeoSchema.safeParse({ seo_settings: { meta_title: "t".repeat(61) } }).success).toBe(
      false,
    );
    expect(dashboardSeoSchema.parse({ seo_settings: { meta_title: "Ana", og_image: "" } })).toEqual({
      seo_settings: { meta_title: "Ana" },
    });
  });

  it("apply the slug rule, its empty message and the reserved words", () => {
    expect(dashboardSlugSchema.parse({ profile_slug: "Ana-Broker 2!" })).toEqual({
      profile_slug: "anabroker2",
    });
    expect(issues(dashboardSlugSchema.safeParse({ profile_slug: "!!" }))[0]?.message).toBe(
      validationMessages.emptyProfileSlug,
    );
    expect(issues(dashboardSlugSchema.safeParse({ profile_slug: "LIST" }))[0]?.message).toBe(
      RESERVED_PROFILE_SLUG_MESSAGE,
    );
  });
});
