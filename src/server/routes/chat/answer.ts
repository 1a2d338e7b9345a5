import type { RateSnapshot } from "../../../domain/chat/entry";
import type { ExtractedContact } from "../../../domain/chat/extract";
import { figureAnswers } from "../../../domain/chat/figure-answers";
import { rankInLanguage } from "../../../domain/chat/match";
import { LLM_GROUNDING_ENTRIES, promptMessages } from "../../../domain/chat/prompt";
import { draftModelReply, draftReply, type DraftReply, type EngineAnswer } from "../../../domain/chat/reply";
import type { ProvinceCode } from "../../../domain/constants";
import type { ChatMessage } from "../../../domain/schemas/chat";
import type { Locale } from "../../../i18n/locale";
import type { AppDeps } from "../../deps";
import { builtInAnswer } from "./engine";
import { fallbackIn } from "./fallback";
import { completeChat, LlmError } from "./llm";
import { loadRateSnapshot } from "./queries";

/** One visitor message to answer, with what the reply depends on. */
export interface ChatTurn {
  conversationId: string;
  requestId: string;
  messages: ChatMessage[];
  /** The visitor's latest message. */
  question: string;
  /** The language of that message (language.ts), which the reply is written in. */
  language: Locale;
  contactInMessage: ExtractedContact;
  /** The province the visitor chose on the site, for a question that names none; null when none was chosen. */
  chosenProvince: ProvinceCode | null;
  /** The site's address for the link in the lead's e-mail; null when it is not known for sure. */
  origin: string | null;
}

/** Sends a piece of the reply to the visitor as soon as it is known. */
export type Emit = (text: string) => Promise<void>;

/** The built-in engine's reply, or the spec's fallback answer when even that fails. */
export async function builtInReply(deps: AppDeps, turn: ChatTurn): Promise<DraftReply> {
  let answer: EngineAnswer;
  try {
    answer = await builtInAnswer(deps.db, turn.question, turn.language, turn.chosenProvince);
  } catch (err) {
    deps.log.error({ err, reqId: turn.requestId }, "chat engine failed");
    answer = fallbackIn(turn.language);
  }
  return draftReply(answer, turn.contactInMessage, turn.language);
}

async function ratesForModel(deps: AppDeps, turn: ChatTurn): Promise<RateSnapshot | null> {
  try {
    return await loadRateSnapshot(deps.db, turn.question, turn.chosenProvince);
  } catch (err) {
    deps.log.warn(
      { err, reqId: turn.requestId },
      "chat rates not read; the model is told none are available",
    );
    return null;
  }
}

function logModelFailure(deps: AppDeps, turn: ChatTurn, error: unknown, streamed: boolean) {
  const context = { reqId: turn.requestId, conversationId: turn.conversationId, streamed };
  if (!(error instanceof LlmError)) {
    deps.log.error({ ...context, err: error }, "chat model call failed; built-in answer used");
  } else if (error.reason !== "cancelled") {
    const { reason, status, message: detail } = error;
    deps.log.warn({ ...context, reason, status, detail }, "chat model failed; built-in answer used");
  }
}

/**
 * The language model's reply, grounded in the matching knowledge-base entries and today's rates,
 * its text streamed through `emit` when given. Whatever goes wrong with the model, the visitor gets
 * the built-in reply instead. Nothing after the model's own text is emitted here: which form of the
 * reply is sent depends on whether the lead is stored, which the caller learns afterwards.
 */
export async function modelReply(
  deps: AppDeps,
  turn: ChatTurn,
  options: { signal?: AbortSignal; emit?: Emit } = {},
): Promise<DraftReply> {
  const settings = deps.config.chatLlm;
  if (!settings) throw new Error("modelReply needs config.chatLlm");
  const { emit, signal } = options;
  let streamed = false;
  try {
    const grounding = {
      // The calculators' own figures come first, so the model quotes them instead of working its own out.
      entries: [
        ...figureAnswers(turn.question, turn.language, turn.chosenProvince),
        ...rankInLanguage(turn.question, LLM_GROUNDING_ENTRIES, turn.language).map((match) => match.entry),
      ],
      rates: await ratesForModel(deps, turn),
      language: turn.language,
    };
    const text = await completeChat({
      settings,
      messages: promptMessages(turn.messages, grounding),
      signal,
      onText: emit
        ? (piece) => {
            streamed = true;
            return emit(piece);
          }
        : undefined,
    });
    return draftModelReply(text, turn.contactInMessage, turn.language);
  } catch (error) {
    logModelFailure(deps, turn, error, streamed);
    return builtInReply(deps, turn);
  }
}
