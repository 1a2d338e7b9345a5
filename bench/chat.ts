// `npm run bench:chat`: reply time of Vayu's built-in engine over 1,000 varied visitor questions.
// Two figures: the engine alone (contact extraction, BM25 matching, the answer and the acknowledgement),
// and the server's whole answer path on an in-memory database, where a rates question also reads
// today's best rates. Prints measured numbers; it asserts nothing (timings are noisy on shared
// machines). BENCH_QUESTIONS overrides the number of questions.
import { answerText, type RateSnapshot } from "../src/domain/chat/entry";
import { extractContact } from "../src/domain/chat/extract";
import { KNOWLEDGE_BASE } from "../src/domain/chat/knowledge-base";
import { matchQuestion } from "../src/domain/chat/match";
import { composeReply } from "../src/domain/chat/reply";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { mortgageRates } from "../src/server/db/schema";
import { builtInAnswer } from "../src/server/routes/chat/engine";
import { fallbackIn } from "../src/server/routes/chat/fallback";

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 1000);
const WARM_UP = 200;

/** A small deterministic generator, so every run asks the same questions. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const OFF_TOPIC = [
  "what's the weather in Halifax tomorrow",
  "who won the hockey game last night",
  "recommend a good pizza place downtown",
  "how do I reset my phone",
  "translate hello into french",
];
const OPENERS = ["", "hi, ", "hello! ", "quick question: ", "ok so ", "thanks. "];
const CLOSERS = ["", "?", "??", " thanks", " please", ". my email is sam.lee+home@example.ca"];

/** Drops or doubles one letter of a longer word, the way people mistype. */
function misspell(text: string, random: () => number): string {
  const words = text.split(" ");
  const candidates = words.map((word, i) => (word.length > 5 ? i : -1)).filter((i) => i >= 0);
  if (candidates.length === 0) return text;
  const at = candidates[Math.floor(random() * candidates.length)]!;
  const word = words[at]!;
  const letter = 1 + Math.floor(random() * (word.length - 2));
  words[at] =
    random() < 0.5
      ? word.slice(0, letter) + word.slice(letter + 1)
      : word.slice(0, letter) + word.slice(letter - 1);
  return words.join(" ");
}

function questions(count: number): string[] {
  const random = generator(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const sources = [...KNOWLEDGE_BASE.flatMap((entry) => [...entry.phrases, ...entry.keywords]), ...OFF_TOPIC];
  return Array.from({ length: count }, () => {
    let text = pick(sources);
    if (random() < 0.3) text = misspell(text, random);
    if (random() < 0.4) text = text.toLowerCase();
    return `${pick(OPENERS)}${text}${pick(CLOSERS)}`;
  });
}

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function report(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  console.log(`${label}`);
  console.log(
    `  median ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, p99 ${ms(percentile(sorted, 0.99))}, max ${ms(sorted.at(-1) ?? Number.NaN)}`,
  );
}

const SNAPSHOT: RateSnapshot = {
  fixed: { term: "5 Year", rateType: "fixed", province: "Ontario", ourRate: 4.19, postedRate: 6.09 },
  variable: { term: "5 Year", rateType: "variable", province: "National", ourRate: 4.95, postedRate: 6.2 },
};

/** The engine alone: what the server does for a question once today's rates are in hand. */
function engineReply(question: string): string {
  const match = matchQuestion(question);
  const answer = match
    ? { entryId: match.entry.id, text: answerText(match.entry, SNAPSHOT) }
    : fallbackIn("en-CA");
  return composeReply(answer, extractContact(question));
}

const asked = questions(QUESTIONS);
const fallbacks = asked.filter((question) => matchQuestion(question) === null).length;
console.log(
  `Vayu built-in engine: ${asked.length} questions (${new Set(asked).size} distinct, ${fallbacks} answered with the fallback)`,
);

let characters = 0;
for (const question of asked.slice(0, WARM_UP)) characters += engineReply(question).length;
const engineSamples = asked.map((question) => {
  const started = performance.now();
  characters += engineReply(question).length;
  return performance.now() - started;
});
report("Engine alone (extraction, matching, answer, acknowledgement):", engineSamples);

const handle = await openDatabase({ kind: "memory" });
await migrateDatabase(handle);
await handle.db.insert(mortgageRates).values([
  { term: "5 Year", rateType: "fixed", province: "Ontario", postedRate: 6.09, ourRate: 4.19 },
  { term: "3 Year", rateType: "fixed", province: "British Columbia", postedRate: 6.05, ourRate: 4.34 },
  { term: "5 Year", rateType: "variable", province: "National", postedRate: 6.2, ourRate: 4.95 },
]);
for (const question of asked.slice(0, WARM_UP))
  characters += (await builtInAnswer(handle.db, question)).text.length;
const serverSamples: number[] = [];
for (const question of asked) {
  const started = performance.now();
  const answer = await builtInAnswer(handle.db, question);
  characters += composeReply(answer, extractContact(question)).length;
  serverSamples.push(performance.now() - started);
}
report("Server answer path (as above, rates read from in-memory PGlite when quoted):", serverSamples);
await handle.close();
console.log(`  (${characters} characters of replies built in all)`);
