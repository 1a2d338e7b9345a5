import { z } from "zod";
import { say, sayError } from "../../i18n/translate";
import { PROVINCES, type ProvinceCode } from "../constants";
import { VERBATIM_ISSUE } from "./common";

/** Body of POST /api/chat: the whole conversation as the widget keeps it. */

export const CHAT_MESSAGE_MAX_CHARS = 2000;
/**
 * Vayu's own replies come back in the history too; a language model's answer (600 tokens at most)
 * may pass 2,000 characters, and refusing it would block the visitor's next question.
 */
export const CHAT_REPLY_MAX_CHARS = 8000;
/** Messages of either role, the greeting included; past this the visitor clears the chat. */
export const CHAT_MAX_TURNS = 50;

/** The English of the limits' messages, which the tests read; the catalogue says them to the visitor. */
export const chatLimitMessages = {
  messageTooLong: "Messages can be at most 2,000 characters.",
  replyTooLong: "A reply in this conversation is too long. Please clear the chat to start a new one.",
  tooManyTurns: "This conversation is too long. Please clear the chat to start a new one.",
  lastMustBeUser: "The last message must be the visitor's question.",
  empty: "Please type a message.",
} as const;

export const CHAT_ROLES = ["user", "assistant"] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

const chatMessageSchema = z
  .object({
    role: z.enum(CHAT_ROLES, sayError("validation.chatRole")),
    content: z.string(sayError("validation.chatTextRequired")).refine((text) => text.trim().length > 0, {
      ...sayError("validation.chatEmpty"),
      params: VERBATIM_ISSUE,
    }),
  })
  .superRefine((message, ctx) => {
    const max = message.role === "user" ? CHAT_MESSAGE_MAX_CHARS : CHAT_REPLY_MAX_CHARS;
    if (message.content.length <= max) return;
    ctx.addIssue({
      code: "custom",
      path: ["content"],
      message:
        message.role === "user"
          ? say("validation.chatMessageTooLong", { max: CHAT_MESSAGE_MAX_CHARS })
          : say("validation.chatReplyTooLong"),
      params: VERBATIM_ISSUE,
    });
  });

const PROVINCE_CODES = PROVINCES.map((province) => province.code) as [ProvinceCode, ...ProvinceCode[]];

export const chatRequestSchema = z.object({
  conversation_id: z.uuid(sayError("validation.chatConversationId")).optional(),
  /**
   * The province or territory the visitor chose on the site (the rates' province selector), which figure
   * answers use when the question names none.
   */
  province: z.enum(PROVINCE_CODES, sayError("validation.chatProvince")).optional(),
  messages: z
    .array(chatMessageSchema, sayError("validation.chatMessagesList"))
    .refine((list) => list.length > 0, {
      ...sayError("validation.chatEmpty"),
      params: VERBATIM_ISSUE,
      abort: true,
    })
    .refine((list) => list.length <= CHAT_MAX_TURNS, {
      ...sayError("validation.chatTooManyTurns"),
      params: VERBATIM_ISSUE,
    })
    .refine((list) => list.at(-1)?.role === "user", {
      ...sayError("validation.chatLastMustBeUser"),
      params: VERBATIM_ISSUE,
    }),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
