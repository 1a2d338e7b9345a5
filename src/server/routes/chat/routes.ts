import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { extractContact, extractFromMessages } from "../../../domain/chat/extract";
import { composeReply, FALLBACK_ANSWER, type EngineAnswer } from "../../../domain/chat/reply";
import { chatRequestSchema, type ChatMessage } from "../../../domain/schemas/chat";
import { publicAccess } from "../../http/authorize";
import type { AppEnv } from "../../http/context";
import { enforceLimit } from "../../http/rate-limit";
import { readJson } from "../../http/validate";
import { builtInAnswer } from "./engine";
import { saveChatLead } from "./queries";

/** Per client IP: a brisk conversation fits easily, a script does not. */
export const CHAT_WINDOW = { max: 30, seconds: 5 * 60 };

export function chatRoutes() {
  return new Hono<AppEnv>().post("/", publicAccess, async (c) => {
    const body = await readJson(c, chatRequestSchema);
    await enforceLimit(c, "chat", CHAT_WINDOW);
    const { db, log } = c.get("deps");
    const conversationId = body.conversation_id ?? randomUUID();
    const visitorTexts = body.messages.filter((m) => m.role === "user").map((m) => m.content);
    const question = visitorTexts.at(-1) ?? "";

    let answer: EngineAnswer;
    try {
      answer = await builtInAnswer(db, question);
    } catch (err) {
      log.error({ err, reqId: c.get("requestId") }, "chat engine failed");
      answer = FALLBACK_ANSWER;
    }
    const content = composeReply(answer, extractContact(question));
    const reply: ChatMessage = { role: "assistant", content };

    let leadCaptured = false;
    const contact = extractFromMessages(visitorTexts);
    if (contact.email || contact.phone) {
      try {
        const history = [...body.messages.map(({ role, content: text }) => ({ role, content: text })), reply];
        await saveChatLead(db, { conversationId, contact, history });
        leadCaptured = true;
      } catch (err) {
        // The visitor still gets the answer; staff find the failure in the log.
        log.error({ err, reqId: c.get("requestId"), conversationId }, "chat lead not saved");
      }
    }
    c.header("Cache-Control", "no-store");
    return c.json({ conversation_id: conversationId, reply, lead_captured: leadCaptured });
  });
}
