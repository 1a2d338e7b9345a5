import { describe, expect, it } from "vitest";
import { publicMessages } from "../../../tests/support/english-texts";
import { applicationLeadSchema, contactLeadSchema, normalisePostalCode } from "./leads";

const contact = {
  first_name: "Luc",
  last_name: "Gagnon",
  email: "luc@example.ca",
  phone: "514-555-0144",
  comments: "Call me",
  casl_consent: true,
};

describe("lead schemas", () => {
  it("normalises a Canadian postal code", () => {
    expect(normalisePostalCode("m5v2t6")).toBe("M5V 2T6");
    expect(contactLeadSchema.parse({ ...contact, postal_code: " k1a 0b1 " }).postal_code).toBe("K1A 0B1");
    expect(contactLeadSchema.safeParse({ ...contact, postal_code: "Z1A 0B1" }).success).toBe(false);
  });

  it("gives the spec's consent message and defaults the phone type", () => {
    const refused = contactLeadSchema.safeParse({ ...contact, casl_consent: false });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(publicMessages.contactConsentRequired);
    expect(contactLeadSchema.parse(contact).phone_type).toBe("Mobile");
  });

  it("reads 'none', blank and null agents as no agent", () => {
    const base = { client_name: "A", client_email: "a@b.ca", client_phone: "1" };
    for (const agent_id of ["none", "", null, undefined]) {
      expect(applicationLeadSchema.parse({ ...base, agent_id }).agent_id).toBeNull();
    }
    expect(applicationLeadSchema.safeParse({ ...base, agent_id: "7" }).success).toBe(false);
  });

  it("accepts a mortgage amount typed as text", () => {
    const base = { client_name: "A", client_email: "a@b.ca", client_phone: "1" };
    expect(applicationLeadSchema.parse({ ...base, mortgage_amount: "250000" }).mortgage_amount).toBe(250000);
    expect(applicationLeadSchema.parse({ ...base, mortgage_amount: "" }).mortgage_amount).toBeNull();
  });
});
