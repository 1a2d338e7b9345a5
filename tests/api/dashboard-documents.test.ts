import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { saveErrors, uploadDocumentFailed } from "../support/english-texts";
import { agentDocuments } from "../../src/server/db/schema";
import { UPLOAD_LIMIT } from "../../src/server/http/upload-limit";
import { DOCUMENT_SAVE_FAILED } from "../../src/server/routes/dashboard-documents/routes";
import { concat, text, tinyDocx, tinyPdf, tinyPng, windowsExe } from "../../src/server/storage/test-files";
import { createTestContext, type TestContext } from "./harness";
import type { ApiErrorBody } from "./public-fixtures";

interface DocumentBody {
  id: string;
  name: string;
  file_size: number;
  mime_type: string;
  type: string;
  uploaded_at: string;
  href: string;
}

interface DocumentsBody extends ApiErrorBody {
  documents: DocumentBody[];
  total: number;
  limit: number;
  offset: number;
}

type Session = Awaited<ReturnType<TestContext["signInAs"]>>;

let t: TestContext;
let agentA: Session;
let agentB: Session;
let superAdmin: Session;

beforeAll(async () => {
  t = await createTestContext();
  [agentA, agentB, superAdmin] = await Promise.all([
    t.signInAs("agent"),
    t.signInAs("agent"),
    t.signInAs("super_admin"),
  ]);
});
afterAll(() => t.close());

function fileForm(bytes: Uint8Array, name: string, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
  for (const [field, value] of Object.entries(extra)) form.set(field, value);
  return form;
}

async function upload(cookie: string | undefined, bytes: Uint8Array, name: string, extra = {}) {
  const res = await t.request("/api/dashboard/documents", {
    method: "POST",
    body: fileForm(bytes, name, extra),
    cookie,
  });
  return { res, body: (await res.json()) as { document: DocumentBody } & ApiErrorBody };
}

async function uploaded(cookie: string, bytes: Uint8Array, name: string): Promise<DocumentBody> {
  const { res, body } = await upload(cookie, bytes, name);
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.document;
}

async function list(cookie: string | undefined, query = "") {
  const res = await t.request(`/api/dashboard/documents${query}`, { cookie });
  return { res, body: (await res.json()) as DocumentsBody };
}

async function storedKey(id: string): Promise<string> {
  const [row] = await t.deps.db.select().from(agentDocuments).where(eq(agentDocuments.id, id));
  return row!.fileUrl;
}

/** The agent's folder in the local driver's private bucket. */
async function filesOf(agentId: string): Promise<string[]> {
  const folder = path.join(t.deps.config.dataDir, "storage", "agent-documents", agentId);
  return readdir(folder).catch(() => []);
}

describe("POST /api/dashboard/documents", () => {
  it("stores a PDF privately under {agentId}/{timestamp}-{name} and files it as a certificate", async () => {
    const pdf = tinyPdf();
    const document = await uploaded(agentA.cookie, pdf, "Licence Ontario.pdf");
    expect(document).toMatchObject({
      name: "Licence Ontario.pdf",
      file_size: pdf.byteLength,
      mime_type: "application/pdf",
      type: "certificate",
      href: `/api/dashboard/documents/${document.id}/file`,
    });
    expect(document).not.toHaveProperty("file_url");

    const key = await storedKey(document.id);
    expect(key).toMatch(new RegExp(`^${agentA.agentId}/\\d{13}-licence-ontario\\.pdf$`));
    const stored = await t.deps.storage.read("agent-documents", key);
    expect(stored?.body).toEqual(pdf);
    // The private bucket is never served on the public storage route, whatever the key.
    expect((await t.request(`/storage/agent-documents/${key}`)).status).toBe(404);
  });

  it("files images and Word documents as other", async () => {
    const image = await uploaded(agentA.cookie, tinyPng(), "headshot-scan.png");
    expect(image).toMatchObject({ type: "other", mime_type: "image/png" });
    const word = await uploaded(agentA.cookie, tinyDocx(), "Engagement letter.docx");
    expect(word).toMatchObject({
      type: "other",
      mime_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
  });

  it.each([
    ["a Windows program", windowsExe(), "setup.exe"],
    ["an HTML page named as a PDF", text("<!doctype html><script>alert(1)</script>"), "licence.pdf"],
    ["an HTML page", text("<html><body>hi</body></html>"), "page.html"],
  ])("refuses %s with a message for 'Failed to upload document: {message}'", async (_label, bytes, name) => {
    const before = await filesOf(agentB.agentId!);
    const { res, body } = await upload(agentB.cookie, bytes, name);
    expect(res.status).toBe(415);
    expect(body.error.code).toBe("upload_rejected");
    expect(uploadDocumentFailed(body.error.message)).toBe(
      "Failed to upload document: Unsupported file type: documents must be PDF, DOC, DOCX or an image.",
    );
    expect(await filesOf(agentB.agentId!)).toEqual(before);
    expect((await list(agentB.cookie)).body.total).toBe(0);
  });

  it("refuses a missing or empty file and a JSON body", async () => {
    const missing = await t.request("/api/dashboard/documents", {
      method: "POST",
      body: new FormData(),
      cookie: agentB.cookie,
    });
    expect(missing.status).toBe(400);
    expect((await upload(agentB.cookie, new Uint8Array(), "empty.pdf")).res.status).toBe(400);
    const json = await t.request("/api/dashboard/documents", {
      method: "POST",
      json: { name: "x.pdf" },
      cookie: agentB.cookie,
    });
    expect(json.status).toBe(415);
  });

  it("ignores an agent id sent with the file: the document is the caller's", async () => {
    const { res, body } = await upload(agentB.cookie, tinyPdf(), "mine.pdf", {
      agent_id: agentA.agentId!,
      agentId: agentA.agentId!,
    });
    expect(res.status).toBe(201);
    const [row] = await t.deps.db
      .select()
      .from(agentDocuments)
      .where(eq(agentDocuments.id, body.document.id));
    expect(row?.agentId).toBe(agentB.agentId);
    expect(row?.fileUrl.startsWith(`${agentB.agentId}/`)).toBe(true);
  });

  it("never overwrites: a second upload of the same name in the same millisecond gets its own key", async () => {
    const agent = await t.signInAs("agent");
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now);
    try {
      const first = await uploaded(agent.cookie, concat(tinyPdf(), text("first")), "same.pdf");
      const second = await uploaded(agent.cookie, concat(tinyPdf(), text("second")), "same.pdf");
      const [firstKey, secondKey] = [await storedKey(first.id), await storedKey(second.id)];
      expect(firstKey).toBe(`${agent.agentId}/${now}-same.pdf`);
      expect(secondKey).toBe(`${agent.agentId}/${now + 1}-same.pdf`);
      const firstBytes = (await t.deps.storage.read("agent-documents", firstKey))?.body;
      expect(new TextDecoder().decode(firstBytes)).toMatch(/first$/);
    } finally {
      clock.mockRestore();
    }
  });

  it("leaves no stored file behind when the row cannot be saved ('Failed to save document')", async () => {
    const agent = await t.signInAs("agent");
    // A trigger stands in for any failure of the insert after the file is stored.
    await t.deps.db.execute(sql`
      create function refuse_document() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await t.deps.db.execute(
      sql.raw(`
      create trigger refuse_document before insert on agent_documents
      for each row when (new.agent_id = '${agent.agentId}') execute function refuse_document()`),
    );
    try {
      const { res, body } = await upload(agent.cookie, tinyPdf(), "doomed.pdf");
      expect(res.status).toBe(500);
      expect(body.error).toEqual({ message: saveErrors.saveDocument, code: DOCUMENT_SAVE_FAILED });
      expect(await filesOf(agent.agentId!)).toEqual([]);
    } finally {
      await t.deps.db.execute(sql`drop trigger refuse_document on agent_documents`);
      await t.deps.db.execute(sql`drop function refuse_document()`);
    }
  });

  it("refuses an agent's uploads past the upload limit with a 429 naming it, pictures included; others still upload", async () => {
    const agent = await t.signInAs("agent");
    for (let i = 0; i < UPLOAD_LIMIT.max; i += 1) {
      expect((await upload(agent.cookie, tinyPdf(), `page-${i}.pdf`)).res.status, `upload ${i + 1}`).toBe(
        201,
      );
    }
    const { res, body } = await upload(agent.cookie, tinyPdf(), "one-too-many.pdf");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toContain(`at most ${UPLOAD_LIMIT.max} files every 10 minutes`);
    expect((await list(agent.cookie)).body.total).toBe(UPLOAD_LIMIT.max);
    const picture = await t.request("/api/dashboard/profile/images/logo", {
      method: "POST",
      cookie: agent.cookie,
      body: fileForm(tinyPng(), "logo.png"),
    });
    expect(picture.status).toBe(429);

    expect((await upload(agentB.cookie, tinyPdf(), "unaffected.pdf")).res.status).toBe(201);
  });
});

describe("GET /api/dashboard/documents", () => {
  it("lists only the caller's documents, newest first, a page at a time", async () => {
    const agent = await t.signInAs("agent");
    await uploaded(agent.cookie, tinyPdf(), "one.pdf");
    await uploaded(agent.cookie, tinyPng(), "two.png");
    await uploaded(agent.cookie, tinyDocx(), "three.docx");

    const { res, body } = await list(agent.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body.documents.map((d) => d.name)).toEqual(["three.docx", "two.png", "one.pdf"]);
    expect(body).toMatchObject({ total: 3, limit: 25, offset: 0 });

    const page = await list(agent.cookie, "?limit=1&offset=1");
    expect(page.body.documents.map((d) => d.name)).toEqual(["two.png"]);
    expect(page.body.total).toBe(3);

    // Agent A's many documents appear in neither list.
    expect((await list(agentB.cookie)).body.documents.every((d) => d.name !== "Licence Ontario.pdf")).toBe(
      true,
    );
  });

  it("refuses a bad page with a 400 naming the field", async () => {
    const { res, body } = await list(agentA.cookie, "?limit=0");
    expect(res.status).toBe(400);
    expect(body.error.field).toBe("limit");
  });
});

describe("GET /api/dashboard/documents/:id/file", () => {
  it("streams the owner's PDF inline, private and unsniffable", async () => {
    const pdf = tinyPdf();
    const document = await uploaded(agentA.cookie, pdf, "Certificat Lefèvre.pdf");
    const res = await t.request(document.href, { cookie: agentA.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="Certificat Lefevre.pdf"; filename*=UTF-8''Certificat%20Lef%C3%A8vre.pdf`,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf);
  });

  it("downloads a Word file as an attachment", async () => {
    const document = await uploaded(agentA.cookie, tinyDocx(), "letter");
    const res = await t.request(document.href, { cookie: agentA.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="letter\.docx"/);
  });

  it("is refused to another agent (404), a visitor (401) and the super admin on the dashboard (403)", async () => {
    const document = await uploaded(agentA.cookie, tinyPdf(), "private.pdf");
    const other = await t.request(document.href, { cookie: agentB.cookie });
    expect(other.status).toBe(404);
    expect(((await other.json()) as ApiErrorBody).error.message).toBe("Document not found");
    expect((await t.request(document.href)).status).toBe(401);
    expect((await t.request(document.href, { cookie: superAdmin.cookie })).status).toBe(403);
    const others = await t.signInAs("others");
    expect((await t.request(document.href, { cookie: others.cookie })).status).toBe(403);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const unknown = `/api/dashboard/documents/${crypto.randomUUID()}/file`;
    expect((await t.request(unknown, { cookie: agentA.cookie })).status).toBe(404);
    expect(
      (await t.request("/api/dashboard/documents/not-an-id/file", { cookie: agentA.cookie })).status,
    ).toBe(404);
  });
});

describe("GET /api/admin/agents/:agentId/documents/:id/file", () => {
  it("lets the super admin download any agent's document, named by its agent", async () => {
    const pdf = tinyPdf();
    const document = await uploaded(agentA.cookie, pdf, "for-the-admin.pdf");
    const href = `/api/admin/agents/${agentA.agentId}/documents/${document.id}/file`;
    const res = await t.request(href, { cookie: superAdmin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf);

    const wrongAgent = `/api/admin/agents/${agentB.agentId}/documents/${document.id}/file`;
    expect((await t.request(wrongAgent, { cookie: superAdmin.cookie })).status).toBe(404);
    expect((await t.request(href, { cookie: agentA.cookie })).status).toBe(403);
    expect((await t.request(href)).status).toBe(401);
  });
});

describe("DELETE /api/dashboard/documents/:id", () => {
  it("removes the owner's row and its stored file; another agent gets 404 and changes nothing", async () => {
    const document = await uploaded(agentA.cookie, tinyPdf(), "to-delete.pdf");
    const key = await storedKey(document.id);

    const byOther = await t.request(`/api/dashboard/documents/${document.id}`, {
      method: "DELETE",
      cookie: agentB.cookie,
    });
    expect(byOther.status).toBe(404);
    expect(await t.deps.storage.read("agent-documents", key)).toBeDefined();
    expect((await t.request(document.href, { cookie: agentA.cookie })).status).toBe(200);

    const res = await t.request(`/api/dashboard/documents/${document.id}`, {
      method: "DELETE",
      cookie: agentA.cookie,
    });
    expect(res.status).toBe(204);
    expect(await t.deps.storage.read("agent-documents", key)).toBeUndefined();
    expect(await t.deps.db.select().from(agentDocuments).where(eq(agentDocuments.id, document.id))).toEqual(
      [],
    );
    expect((await t.request(document.href, { cookie: agentA.cookie })).status).toBe(404);
    const again = await t.request(`/api/dashboard/documents/${document.id}`, {
      method: "DELETE",
      cookie: agentA.cookie,
    });
    expect(again.status).toBe(404);
  });
});

describe("who may use /api/dashboard/documents", () => {
  it("refuses visitors (401), the super admin, plain users, staff without an agent and a deactivated agent (403)", async () => {
    const document = await uploaded(agentA.cookie, tinyPdf(), "guarded.pdf");
    const callers: [string, string | undefined][] = [
      ["visitor", undefined],
      ["super admin", (await t.signInAs("super_admin")).cookie],
      ["plain user", (await t.signInAs("others")).cookie],
      ["admin without agent", (await t.signInAs("admin", { withAgent: false })).cookie],
      ["agent without agent row", (await t.signInAs("agent", { withAgent: false })).cookie],
      ["deactivated agent", (await t.signInAs("agent", { agentActive: false })).cookie],
    ];
    for (const [who, cookie] of callers) {
      const expected = cookie ? 403 : 401;
      expect((await list(cookie)).res.status, who).toBe(expected);
      expect((await upload(cookie, tinyPdf(), "x.pdf")).res.status, who).toBe(expected);
      expect((await t.request(document.href, { cookie })).status, who).toBe(expected);
      const removal = await t.request(`/api/dashboard/documents/${document.id}`, {
        method: "DELETE",
        cookie,
      });
      expect(removal.status, who).toBe(expected);
    }
    expect((await t.request(document.href, { cookie: agentA.cookie })).status).toBe(200);
  });

  it("lets an admin with an agent profile keep their own documents", async () => {
    const admin = await t.signInAs("admin", { withAgent: true });
    const document = await uploaded(admin.cookie, tinyPng(), "office.png");
    expect((await list(admin.cookie)).body.documents.map((d) => d.id)).toEqual([document.id]);
  });
});
