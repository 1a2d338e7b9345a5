import { describe, expect, it } from "vitest";
import { chatMessages } from "../../../tests/support/english-texts";
import { acknowledgementSuffix, composeReply, draftModelReply, draftReply, fallbackAnswer } from "./reply";

const noContact = { name: null, email: null, phone: null };
const FALLBACK_ANSWER = fallbackAnswer(chatMessages.fallbackAnswer);

describe("composeReply", () => {
  it("returns the answer alone when the message gave no contact details", () => {
    expect(composeReply({ entryId: "mic", text: "MIC answer" }, noContact)).toBe("MIC answer");
    expect(composeReply(FALLBACK_ANSWER, noContact)).toBe(chatMessages.fallbackAnswer);
  });

  it("thanks the visitor by name and promises a follow-up instead of the fallback", () => {
    const reply = composeReply(FALLBACK_ANSWER, { name: "Grace", email: "grace@example.com", phone: null });
    expect(reply).toBe(
      "Thank you, Grace! I have noted your email grace@example.com. A licensed mortgage agent will follow up with you shortly.",
    );
  });

  it("keeps a real answer and adds the acknowledgement", () => {
    const reply = composeReply({ entryId: "rates", text: "Rates" }, { ...noContact, phone: "416 555 0199" });
    expect(reply).toBe(
      "Rates\n\nThank you! I have noted your phone number 416 555 0199. A licensed mortgage agent will follow up with you shortly.",
    );
  });
});

describe("in French", () => {
  it("thanks the visitor in French for details given in French", () => {
    const contact = { name: "Marie Tremblay", email: "marie@example.com", phone: "514 555-0199" };
    expect(composeReply(fallbackAnswer("Désolé…"), contact, "fr-CA")).toBe(
      "Merci, Marie Tremblay! J’ai bien noté votre courriel marie@example.com et votre numéro de téléphone 514 555-0199. Un courtier hypothécaire autorisé communiquera avec vous sous peu.",
    );
  });

  it("keeps a French answer and adds the French thanks", () => {
    expect(
      composeReply({ entryId: "rates", text: "Taux" }, { ...noContact, phone: "514 555-0199" }, "fr-CA"),
    ).toBe(
      "Taux\n\nMerci! J’ai bien noté votre numéro de téléphone 514 555-0199. Un courtier hypothécaire autorisé communiquera avec vous sous peu.",
    );
  });
});

describe("acknowledgementSuffix", () => {
  it("is empty without contact details and the separated thanks with them", () => {
    expect(acknowledgementSuffix(noContact)).toBe("");
    expect(acknowledgementSuffix({ ...noContact, name: "Ada" })).toBe("");
    expect(acknowledgementSuffix({ ...noContact, email: "ada@example.com" })).toBe(
      "\n\nThank you! I have noted your email ada@example.com. A licensed mortgage agent will follow up with you shortly.",
    );
  });
});

describe("draftReply and draftModelReply", () => {
  const email = { ...noContact, email: "ada@example.com" };

  it("thank the visitor only in the form sent once the lead is stored", () => {
    expect(draftReply(FALLBACK_ANSWER, email)).toEqual({
      saved: composeReply(FALLBACK_ANSWER, email),
      unsaved: chatMessages.fallbackAnswer,
    });
    expect(draftReply({ entryId: "rates", text: "Rates" }, email).unsaved).toBe("Rates");
    expect(draftModelReply("A MIC is a lender.", email)).toEqual({
      saved: `A MIC is a lender.${acknowledgementSuffix(email)}`,
      unsaved: "A MIC is a lender.",
    });
  });

  it("are one text when the message gave no contact details", () => {
    expect(draftReply({ entryId: "mic", text: "MIC" }, noContact)).toEqual({ saved: "MIC", unsaved: "MIC" });
    expect(draftModelReply("MIC", noContact)).toEqual({ saved: "MIC", unsaved: "MIC" });
  });
});
