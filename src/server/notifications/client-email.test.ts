import { describe, expect, it } from "vitest";
import { clientEmailPayload } from "./client-email";

const input = {
  to: "camille@example.ca",
  subject: "Your rate options",
  body: "Bonjour Camille,\r\n\r\nHere are <b>the rates</b> we discussed.",
  broker: { name: "Élise Gagnon", email: "elise@broker.example.ca" },
  brokerageName: "Maple Mortgages",
};

describe("an e-mail a broker writes to a client", () => {
  it("goes to the client under the broker's name, replies reaching the broker", () => {
    const mail = clientEmailPayload(input);
    expect(mail).toMatchObject({
      to: "camille@example.ca",
      subject: "Your rate options",
      fromName: "Élise Gagnon",
      replyTo: "elise@broker.example.ca",
    });
  });

  it("keeps the broker's words as written, signed, and escapes them in HTML", () => {
    const mail = clientEmailPayload(input);
    expect(mail.text).toBe(
      "Bonjour Camille,\n\nHere are <b>the rates</b> we discussed.\n\n-- \nÉlise Gagnon\nMaple Mortgages\n",
    );
    expect(mail.html).toContain("Here are &lt;b&gt;the rates&lt;/b&gt; we discussed.");
    expect(mail.html).not.toContain("<b>");
  });

  it("keeps a name that holds a line break on one line", () => {
    const mail = clientEmailPayload({
      ...input,
      broker: { ...input.broker, name: "Mallory\r\nBcc: x@example.com" },
    });
    expect(mail.fromName).toBe("Mallory Bcc: x@example.com");
  });
});
