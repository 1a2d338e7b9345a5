import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { extractContact, extractFromMessages } from "../../../domain/chat/extract";
import { questionLanguage } from "../../../domain/chat/language";
import type { DraftReply } from "../../../domain/chat/reply";
import { chatRequestSchema, type ChatMessage } from "../../../domain/schemas/chat";
import { publicAccess } from "../../http/authorize";
import type { AppDeps, AppEnv } from "../../deps";
import { enforceLimit } from "../../http/rate-limit";
import { emailLinkOrigin } from "../../http/site-origin";
import { requestLocale } from "../../http/request-locale";
import { readJson } from "../../http/validate";
import { builtInReply, modelReply, type ChatTurn } from "./answer";
import { saveChatLead } from "./queries";

/** Saves the conversation's lead once it holds an email or phone number; true when saved. */
async function captureLead(deps: AppDeps, turn: ChatTurn, reply: ChatMessage): Promise<boolean> {
  const visitorTexts = turn.messages.filter((m) => m.role === "user").map((m) => m.content);
  const contact = extractFromMessages(visitorTexts);
  if (!contact.email && !contact.phone) return false;
  try {
    const history = [...turn.messages.map(({ role, content }) => ({ role, content })), reply];
    await saveChatLead(deps, { conversationId: turn.conversationId, contact, history }, turn.origin);
    return true;
  } catch (err) {
    // The visitor still gets the answer; staff find the failure in the log.
    deps.log.error(
      { err, reqId: turn.requestId, conversationId: turn.conversationId },
      "chat lead not saved",
    );
    return false;
  }
}

/** Stores the lead, then answers with the form of the reply that is true about it. */
async function finish(deps: AppDeps, turn: ChatTurn, draft: DraftReply) {
  const thanked: ChatMessage = { role: "assistant", content: draft.saved };
  const leadCaptured = await captureLead(deps, turn, thanked);
  const reply: ChatMessage = leadCaptured ? thanked : { role: "assistant", content: draft.unsaved };
  return { conversation_id: turn.conversationId, reply, lead_captured: leadCaptured };
}

/**
 * POST /api/chat answers with JSON `{conversation_id, reply, lead_captured}`. With a language model
 * configured and `Accept: text/event-stream`, it streams instead: `start` {conversation_id}, any
 * number of `delta` {text}, then one `done` carrying the same body as the JSON answer, whose reply
 * is authoritative (it replaces the streamed text when the model failed part-way).
 */
export function chatRoutes() {
  return new Hono<AppEnv>().post("/", publicAccess, async (c) => {
    const body = await readJson(c, chatRequestSchema);
    await enforceLimit(c, "chat", c.get("deps").config.submissionLimits.chat);
    const deps = c.get("deps");
    const question = body.messages.filter((m) => m.role === "user").at(-1)?.content ?? "";
    const turn: ChatTurn = {
      conversationId: body.conversation_id ?? randomUUID(),
      requestId: c.get("requestId"),
      messages: body.messages,
      question,
      // The page's language (the widget sends it) only decides when the question itself does not tell.
      language: questionLanguage(question, requestLocale()),
      contactInMessage: extractContact(question),
      chosenProvince: body.province ?? null,
      origin: emailLinkOrigin(c),
    };
    const visitorLeft = c.req.raw.signal;

    if (!deps.config.chatLlm || !c.req.header("accept")?.includes("text/event-stream")) {
      const draft = deps.config.chatLlm
        ? await modelReply(deps, turn, { signal: visitorLeft })
        : await builtInReply(deps, turn);
      c.header("Cache-Control", "no-store");
      return c.json(await finish(deps, turn, draft));
    }

    const response = streamSSE(c, async (stream) => {
      const gone = new AbortController();
      stream.onAbort(() => gone.abort());
      const signal = AbortSignal.any([visitorLeft, gone.signal]);
      await stream.writeSSE({
        event: "start",
        data: JSON.stringify({ conversation_id: turn.conversationId }),
      });
      let sent = "";
      const emit = (text: string) => {
        sent += text;
        return stream.writeSSE({ event: "delta", data: JSON.stringify({ text }) });
      };
      const body = await finish(deps, turn, await modelReply(deps, turn, { signal, emit }));
      // What the model streamed is usually the start of the reply (the thanks follows once the lead is
      // stored); when it is not, because the model failed part-way, `done` replaces it.
      const rest = body.reply.content.startsWith(sent) ? body.reply.content.slice(sent.length) : "";
      if (rest) await emit(rest);
      await stream.writeSSE({ event: "done", data: JSON.stringify(body) });
    });
    response.headers.set("Cache-Control", "no-store");
    // Reverse proxies such as nginx would otherwise hold the events back until the answer is complete.
    response.headers.set("X-Accel-Buffering", "no");
    return response;
  });
}
