import { describe, expect, it } from "vitest";
import { validationMessages } from "../../../tests/support/english-texts";
import {
  adminAgentsQuerySchema,
  agentProfileSchema,
  agentUpdateSchema,
  createAgentSchema,
  LICENCE_NUMBER_FORMAT_MESSAGE,
  licenceNumberSchema,
} from "./agents-admin";
import { isWebLink } from "./web-link";

const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues[0];

describe("createAgentSchema", () => {
  it("requires full name, email and an 8+ character password", () => {
    expect(createAgentSchema.parse({ fullName: " Ana ", email: "ana@x.ca", password: "12345678" })).toEqual({
      fullName: "Ana",
      email: "ana@x.ca",
      sendInvitation: false,
      password: "12345678",
      licence_number: null,
    });
    expect(
      firstIssue(createAgentSchema.safeParse({ email: "ana@x.ca", password: "12345678" }))?.path,
    ).toEqual(["fullName"]);
    expect(
      firstIssue(createAgentSchema.safeParse({ fullName: "Ana", email: "ana@x.ca", password: "1234567" }))
        ?.path,
    ).toEqual(["password"]);
  });

  it("takes no password with an invitation, and names the password when neither is given", () => {
    expect(
      createAgentSchema.parse({
        fullName: "Ana",
        email: "ana@x.ca",
        sendInvitation: true,
        password: "ignored",
      }),
    ).toEqual({ fullName: "Ana", email: "ana@x.ca", sendInvitation: true, licence_number: null });
    for (const input of [
      { fullName: "Ana", email: "ana@x.ca" },
      { fullName: "Ana", email: "ana@x.ca", sendInvitation: false, password: "" },
    ]) {
      expect(firstIssue(createAgentSchema.safeParse(input))).toMatchObject({
        path: ["password"],
        message: "Password is required",
      });
    }
    // Every field's problem at once, so a form shows them together.
    const issues = createAgentSchema.safeParse({ fullName: "", email: "ana@x.ca" }).error?.issues;
    expect(issues?.map((issue) => issue.path[0])).toEqual(["fullName", "password"]);
  });
});

describe("agentUpdateSchema", () => {
  it("applies the slug rule and its empty message", () => {
    expect(agentUpdateSchema.parse({ profile_slug: "Jane Doe-2!" }).profile_slug).toBe("janedoe2");
    const empty = firstIssue(agentUpdateSchema.safeParse({ profile_slug: "--" }));
    expect(empty).toMatchObject({ path: ["profile_slug"], message: validationMessages.emptyProfileSlug });
  });

  it("bounds the SEO title and description at 60 and 160 characters", () => {
    expect(agentUpdateSchema.safeParse({ seo_settings: { meta_title: "t".repeat(60) } }).success).toBe(true);
    expect(
      firstIssue(agentUpdateSchema.safeParse({ seo_settings: { meta_title: "t".repeat(61) } }))?.path,
    ).toEqual(["seo_settings", "meta_title"]);
    expect(
      firstIssue(agentUpdateSchema.safeParse({ seo_settings: { meta_description: "d".repeat(161) } }))?.path,
    ).toEqual(["seo_settings", "meta_description"]);
  });

  it("stores link groups without their blank entries", () => {
    expect(
      agentUpdateSchema.parse({ social_links: { facebook: " ", website: "https://x.ca" } }).social_links,
    ).toEqual({
      website: "https://x.ca",
    });
  });
});

describe("agentProfileSchema", () => {
  it("keeps every field a full form sends", () => {
    const parsed = agentProfileSchema.parse({
      name: "Ana",
      email: "ana@x.ca",
      phone: "",
      bio: "",
      calendly_link: "",
      crm_email: "",
      social_links: {},
      application_links: { contact_form: "/contact" },
      seo_settings: {},
      profile_slug: "ana",
      contact_details: { address: "" },
      is_active: false,
      custom_background_image: null,
      agent_logo_url: null,
      badge_1_url: null,
      badge_2_url: null,
    });
    expect(parsed).toMatchObject({ phone: null, crm_email: null, contact_details: {}, is_active: false });
  });
});

describe("licenceNumberSchema", () => {
  it("trims a licence number and keeps letters, digits, spaces and hyphens", () => {
    expect(licenceNumberSchema.parse("  M08001234 ")).toBe("M08001234");
    expect(licenceNumberSchema.parse("AMF  601234")).toBe("AMF 601234");
    expect(licenceNumberSchema.parse("BCFSA-X012345")).toBe("BCFSA-X012345");
    expect(licenceNumberSchema.parse("Qc-Ébec-12")).toBe("Qc-Ébec-12");
  });

  it("treats blank, null and absent as no licence number", () => {
    for (const none of ["", "   ", null, undefined]) expect(licenceNumberSchema.parse(none)).toBeNull();
  });

  it("refuses other characters and more than 40 characters, naming the field", () => {
    for (const bad of ["M0800#1234", "<b>M1</b>", "M1/2", "M1\nM2"]) {
      expect(licenceNumberSchema.safeParse(bad).error?.issues[0]?.message, bad).toBe(
        LICENCE_NUMBER_FORMAT_MESSAGE,
      );
    }
    expect(licenceNumberSchema.safeParse("M".repeat(40)).success).toBe(true);
    expect(licenceNumberSchema.safeParse("M".repeat(41)).error?.issues[0]?.message).toBe(
      "Licence number must be at most 40 characters",
    );
    expect(firstIssue(agentUpdateSchema.safeParse({ licence_number: "M1;" }))?.path).toEqual([
      "licence_number",
    ]);
  });
});

describe("isWebLink", () => {
  it("takes http(s) addresses and site paths only", () => {
    for (const ok of ["https://x.ca", "http://x.ca/a?b=1", "/storage/agent-headshots/a.png", "/"]) {
      expect(isWebLink(ok), ok).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      "//evil.test",
      "/\\evil.test",
      "ftp://x.ca",
      "mailto:a@b.c",
      "x.ca",
      "https://",
    ]) {
      expect(isWebLink(bad), bad).toBe(false);
    }
  });
});

describe("adminAgentsQuerySchema", () => {
  it("pages by 25 by default and treats a blank search as none", () => {
    expect(adminAgentsQuerySchema.parse({ q: "  " })).toEqual({ limit: 25, offset: 0, q: undefined });
    expect(adminAgentsQuerySchema.parse({ q: " priya ", limit: "10" })).toMatchObject({
      q: "priya",
      limit: 10,
    });
  });
});
