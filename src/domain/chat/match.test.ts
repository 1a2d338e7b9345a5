import { describe, expect, it } from "vitest";
import { KNOWLEDGE_BASE, KNOWLEDGE_BASE_FR } from "./knowledge-base";
import { indexFor, matchQuestion, MATCH_THRESHOLD, rankEntries, rankInLanguage } from "./match";
import { terms } from "./normalize";

const phrasings: Record<string, string[]> = {
  mic: [
    "what's a MIC",
    "tell me about mortgage investment corporations",
    "the bank turned me down, can a private lender help?",
    "how do MIC loans work",
    "are private morgage lenders expensive?",
  ],
  "self-employed": [
    "I'm self employed, can I get a morgage?",
    "I run my own business and write off a lot",
    "mortgage for freelancers",
    "what paperwork do contractors need to show income",
    "do you do stated income loans",
  ],
  rates: [
    "what are todays rates",
    "whats your best rate",
    "current intrest rates?",
    "lowest 5 year fixed rate please",
    "how much is the interest",
  ],
  eligibility: [
    "will i qualify",
    "am I elligible for a mortgage",
    "how much can i borow",
    "what credit score is needed",
    "I have bad credit, can I still get approved?",
  ],
  "stress-test": [
    "what's the stress test",
    "explain the stres test",
    "what rate do I have to qualify at",
    "is the minimum qualifying rate still 5.25",
    "OSFI B-20 rules",
  ],
  "fixed-vs-variable": [
    "fixed or varible?",
    "should i go variable",
    "difference between a fixed and a variable mortgage",
    "what if prime goes up on my variable",
    "fixed vs variable which is better",
  ],
  amortization: [
    "what does amortisation mean",
    "max amortization in canada",
    "can I amortize over 30 years",
    "term vs amortization",
    "how long to pay off my mortgage",
  ],
  "down-payment": [
    "how much downpayment do i need",
    "minimum down payment for a 600k house",
    "what is CMHC",
    "do I need mortgage insurance with 10% down",
    "how much is the cmhc premium",
  ],
  "first-time-buyers": [
    "first time buyer programs",
    "how does the FHSA work",
    "can i use my rrsp for my first home",
    "home buyers plan limit",
    "buying my first house, any incentives?",
  ],
  "land-transfer-tax": [
    "how much is land transfer tax",
    "what's the welcome tax in montreal",
    "do I pay the toronto land transfer tax twice?",
    "what closing costs should I expect",
    "how much cash do i need to close",
  ],
  "pre-approval": [
    "how do i get preapproved",
    "how long is a pre-approval good for",
    "documents for pre approval",
    "can I get a rate hold",
    "does prequalification hurt my credit",
  ],
  "renewal-refinance": [
    "my mortgage is up for renewal",
    "should I refinace",
    "can i switch lenders when I renew",
    "take equity out of my house",
    "consolidate debt into my mortgage",
  ],
  "brokers-licensing": [
    "what does a mortgage broker do",
    "are you licenced",
    "why should I use a broker and not my bank",
    "how do brokers get paid",
    "is FSRA your regulator",
  ],
  privacy: [
    "what do you do with my data",
    "is my personal information safe",
    "privacy policy",
    "do you follow PIPEDA",
    "will you sell my info? I want my data deleted",
  ],
  "contact-broker": [
    "can I talk to a human",
    "I want to speak with an agent",
    "please have someone call me",
    "how do I contact you",
    "book an appointment",
  ],
  greeting: ["hi", "hello there", "hey", "good morning", "Hello Vayu", "Who are you?", "are you a bot"],
};

const frenchPhrasings: Record<string, string[]> = {
  mic: [
    "Qu’est-ce qu’une SPH?",
    "c'est quoi une societe de placement hypothecaire",
    "La banque m’a refusé, un prêteur privé peut-il m’aider?",
    "comment fonctionnent les prets des SPH",
    "les preteurs prives sont-ils chers?",
  ],
  "self-employed": [
    "Je suis travailleur autonome, puis-je avoir une hypothèque?",
    "je suis travailleuse autonome, est-ce possible",
    "J’ai ma propre entreprise et je déduis beaucoup de dépenses",
    "quels documents pour un pigiste",
    "pret sur revenu declare",
  ],
  rates: [
    "Quels sont vos taux aujourd’hui?",
    "quel est votre meilleur taux",
    "taux actuels?",
    "le taux le plus bas pour 5 ans fixe svp",
    "c'est combien l'interet",
  ],
  eligibility: [
    "Suis-je admissible?",
    "suis je admissible a un pret hypothecaire",
    "Combien puis-je emprunter?",
    "quel pointage de credit faut-il",
    "J’ai un mauvais crédit, puis-je être approuvé?",
    "quelle est ma capacité d'emprunt",
  ],
  "stress-test": [
    "C’est quoi la simulation de crise?",
    "expliquez le test de resistance",
    "à quel taux dois-je être admissible",
    "le taux minimal admissible est-il toujours 5,25",
    "règles B-20 du BSIF",
  ],
  "fixed-vs-variable": [
    "Fixe ou variable?",
    "devrais-je choisir un taux variable",
    "difference entre un taux fixe et un taux variable",
    "que se passe-t-il si le taux préférentiel augmente sur mon variable",
    "taux fixe vs variable, lequel est mieux",
  ],
  amortization: [
    "Que veut dire amortissement?",
    "amortissement maximal au canada",
    "puis-je amortir sur 30 ans",
    "terme ou amortissement",
    "combien de temps pour rembourser mon hypotheque",
  ],
  "down-payment": [
    "Quelle mise de fonds me faut-il?",
    "mise de fonds minimale pour une maison de 600 000 $",
    "c'est quoi la SCHL",
    "ai-je besoin d'une assurance pret hypothecaire avec 10 % de mise de fonds",
    "combien coute la prime de la schl",
  ],
  "first-time-buyers": [
    "programmes pour premier acheteur",
    "comment fonctionne le CELIAPP",
    "puis-je utiliser mon REER pour ma première maison",
    "limite du régime d’accession à la propriété",
    "j'achete ma premiere propriete, des incitatifs?",
  ],
  "land-transfer-tax": [
    "C’est quoi la taxe de bienvenue?",
    "combien coutent les droits de mutation",
    "quels frais de clôture prévoir",
    "droits de cession immobilière à Toronto",
    "combien faut-il pour les frais de notaire à la clôture",
  ],
  "pre-approval": [
    "Comment obtenir une préapprobation?",
    "combien de temps dure une preapprobation",
    "documents pour une pré-approbation",
    "puis-je avoir une garantie de taux",
    "la préqualification nuit-elle à mon crédit",
  ],
  "renewal-refinance": [
    "Mon hypothèque arrive à renouvellement",
    "devrais-je refinancer",
    "puis-je changer de prêteur quand je renouvelle",
    "retirer la valeur nette de ma maison",
    "consolider mes dettes dans mon hypotheque",
  ],
  "brokers-licensing": [
    "Que fait un courtier hypothécaire?",
    "avez-vous un permis",
    "pourquoi utiliser un courtier et pas ma banque",
    "comment les courtiers sont-ils payes",
    "l'AMF est-elle votre organisme de réglementation",
  ],
  privacy: [
    "Que faites-vous de mes données?",
    "mes renseignements personnels sont-ils protégés",
    "politique de confidentialite",
    "respectez-vous la Loi 25",
    "allez-vous vendre mes renseignements? je veux supprimer mes donnees",
  ],
  "contact-broker": [
    "Puis-je parler à un humain?",
    "je veux parler a un conseiller",
    "quelqu'un peut-il m'appeler",
    "comment vous joindre",
    "prendre rendez-vous",
  ],
  greeting: ["Bonjour", "salut", "allo", "Bonsoir Vayu", "Qui êtes-vous?", "êtes-vous un robot"],
};

/** The question as typed on a keyboard without French accents: "hypotheque" for "hypothèque". */
const withoutAccents = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

describe("matchQuestion", () => {
  it("covers every entry of the knowledge base", () => {
    expect(Object.keys(phrasings).sort()).toEqual(KNOWLEDGE_BASE.map((e) => e.id).sort());
  });

  for (const [id, questions] of Object.entries(phrasings)) {
    it.each(questions)(`"%s" reaches ${id}`, (question) => {
      expect(matchQuestion(question)?.entry.id).toBe(id);
    });
  }

  it.each([
    "asdkjh qwpoeiru zxcmnb",
    "what's the weather in Toronto tomorrow",
    "who won the hockey game last night",
    "recipe for banana bread",
    "what time is it",
    "",
    "???",
  ])("falls back for off-topic %j", (question) => {
    expect(matchQuestion(question)).toBeNull();
  });
});

describe("matching a French question", () => {
  it("covers every entry of the knowledge base, with the same ids as the English one", () => {
    expect(KNOWLEDGE_BASE_FR.map((e) => e.id)).toEqual(KNOWLEDGE_BASE.map((e) => e.id));
    expect(Object.keys(frenchPhrasings).sort()).toEqual(KNOWLEDGE_BASE_FR.map((e) => e.id).sort());
  });

  for (const [id, questions] of Object.entries(frenchPhrasings)) {
    it.each(questions)(`"%s" reaches ${id}, with and without its accents`, (question) => {
      const french = indexFor("fr-CA");
      expect(matchQuestion(question, french)?.entry.id).toBe(id);
      expect(matchQuestion(withoutAccents(question), french)?.entry.id).toBe(id);
      expect(matchQuestion(question.toUpperCase(), french)?.entry.id).toBe(id);
    });
  }

  it("reads « hypotheque » as « hypothèque » and folds plurals and elisions", () => {
    expect(terms("L’hypothèque", "fr-CA")).toEqual(terms("hypotheque", "fr-CA"));
    expect(terms("Quels sont les taux des prêts hypothécaires?", "fr-CA")).toEqual([
      "tau",
      "pret",
      "hypothecaire",
    ]);
  });

  it.each(["quelle heure est-il", "recette de pain aux bananes", "qui a gagné la partie de hockey hier"])(
    "falls back for off-topic %j",
    (question) => {
      expect(matchQuestion(question, indexFor("fr-CA"))).toBeNull();
    },
  );

  it("answers in French a French question that only English terms reach", () => {
    const [match] = rankInLanguage("FHSA?", 1, "fr-CA");
    expect(match?.entry).toBe(KNOWLEDGE_BASE_FR.find((e) => e.id === "first-time-buyers"));
  });
});

describe("rankEntries", () => {
  it("lists the matching entries best first, the first being matchQuestion's", () => {
    const question = "I'm self employed, what down payment and stress test apply?";
    const ranked = rankEntries(question, 3);
    expect(ranked.length).toBeGreaterThan(1);
    expect(ranked.length).toBeLessThanOrEqual(3);
    expect(ranked[0]).toEqual(matchQuestion(question));
    const scores = ranked.map((match) => match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((value) => value >= MATCH_THRESHOLD)).toBe(true);
    expect(ranked.map((match) => match.entry.id)).toEqual(
      expect.arrayContaining(["self-employed", "down-payment", "stress-test"]),
    );
  });

  it("returns nothing for an off-topic question", () => {
    expect(rankEntries("recipe for banana bread", 3)).toEqual([]);
    expect(rankEntries("", 3)).toEqual([]);
  });
});

describe("terms", () => {
  it("lowercases, strips accents and punctuation, folds plurals and fixes misspellings", () => {
    expect(terms("Morgage RATES, café!")).toEqual(["mortgage", "rate", "cafe"]);
    expect(terms("intrest on varible refinace")).toEqual(["interest", "variable", "refinance"]);
  });
});
