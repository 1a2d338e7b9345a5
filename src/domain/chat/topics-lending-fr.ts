/** The lending topics in Québec French: the same entries (same ids) as topics-lending.ts. */
import { GENERAL_INFO_NOTE_FR, type KnowledgeEntry, type RateSnapshot } from "./entry";
import { debtLimitTextsFr, percentFr, quoteRateFr } from "./french-texts";

export function ratesAnswerFr(rates: RateSnapshot): string {
  const lines = [
    rates.fixed && quoteRateFr("Meilleur taux fixe", rates.fixed),
    rates.variable && quoteRateFr("Meilleur taux variable", rates.variable),
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) {
    return `Aucun taux n’est publié pour le moment. Un courtier hypothécaire autorisé peut vous indiquer les taux actuels selon votre situation. ${GENERAL_INFO_NOTE_FR}`;
  }
  return [
    "Les meilleurs taux du jour de notre tableau des taux\u00a0:",
    ...lines.map((line) => `- ${line}`),
    "Les taux changent souvent, et celui qu’on vous offre dépend de votre mise de fonds, de votre crédit, de vos revenus, de la propriété et du terme choisi. Consultez la page Nos taux pour chaque terme et chaque province.",
    GENERAL_INFO_NOTE_FR,
  ].join("\n");
}

export const lendingTopicsFr: KnowledgeEntry[] = [
  {
    id: "mic",
    title: "Financement par une SPH",
    phrases: [
      "Qu’est-ce qu’une SPH?",
      "Qu’est-ce qu’une société de placement hypothécaire?",
      "Comment fonctionne le prêt d’une SPH?",
      "Une SPH peut-elle me prêter si la banque a refusé?",
      "Qu’est-ce qu’un prêteur privé?",
      "Combien coûte un prêt hypothécaire d’une SPH?",
    ],
    keywords: [
      "sph",
      "mic",
      "societe de placement hypothecaire",
      "preteur prive",
      "pret prive",
      "preteur alternatif",
    ],
    synonyms: [
      "financement prive",
      "hypotheque privee",
      "preteur non bancaire",
      "preteur de categorie b",
      "pret sur valeur nette",
      "pret relais",
      "refus banque",
    ],
    answer:
      "Une société de placement hypothécaire (SPH, ou MIC en anglais) met en commun l’argent d’investisseurs et le prête sous forme de prêts hypothécaires, selon les règles de l’article 130.1 de la Loi de l’impôt sur le revenu. Les SPH sont des prêteurs privés\u00a0: elles regardent surtout la valeur nette de la propriété et votre stratégie de sortie plutôt que seulement vos revenus et votre crédit, ce qui peut aider quand une banque refuse, par exemple avec un crédit abîmé, des revenus difficiles à prouver, une clôture rapide ou un prêt relais entre deux propriétés. Les prêts d’une SPH sont généralement courts (1 à 2 ans), souvent sans remboursement de capital, à des taux plus élevés que ceux des banques, avec des frais de prêteur et de courtage, et vont habituellement jusqu’à environ 75 à 80\u00a0% de la valeur de la propriété. La plupart des emprunteurs s’en servent comme tremplin pour revenir vers un prêteur traditionnel. Pour les investisseurs, les actions d’une SPH ne sont pas assurées par la SADC et comportent des risques. " +
      GENERAL_INFO_NOTE_FR,
  },
  {
    id: "self-employed",
    title: "Travailleurs autonomes",
    phrases: [
      "Puis-je obtenir un prêt hypothécaire si je suis travailleur autonome?",
      "J’ai une entreprise, comment être admissible?",
      "Quels documents un travailleur autonome doit-il fournir?",
      "Je suis entrepreneur avec un revenu variable",
      "Prêt hypothécaire sur revenu déclaré",
    ],
    keywords: [
      "travailleur autonome",
      "travailleuse autonome",
      "autonome",
      "propre entreprise",
      "revenu declare",
      "a mon compte",
    ],
    synonyms: [
      "pigiste",
      "entrepreneur",
      "entreprise",
      "incorporee",
      "incorpore",
      "commission",
      "t1 generale",
      "avis de cotisation",
      "sous traitant",
    ],
    answer:
      "Oui, des travailleurs autonomes obtiennent des prêts hypothécaires tous les jours au Canada. Les banques demandent habituellement les déclarations de revenus personnelles (T1 générale) des deux dernières années avec les avis de cotisation, les états financiers de l’entreprise si vous êtes incorporé, et la preuve que vos impôts sont payés. Comme les dépenses déduites réduisent le revenu déclaré, certains prêteurs acceptent une approche fondée sur le revenu déclaré ou les relevés bancaires avec une mise de fonds plus importante (souvent 20\u00a0% ou plus), et des programmes assurés existent avec aussi peu que 10\u00a0% de mise de fonds dans certains cas. Quand les banques ne peuvent pas aider, les prêteurs alternatifs et les SPH regardent davantage la valeur nette. Un courtier peut présenter votre dossier au prêteur qui évalue le plus favorablement les revenus d’un travailleur autonome. " +
      GENERAL_INFO_NOTE_FR,
  },
  {
    id: "rates",
    title: "Les taux du jour",
    phrases: [
      "Quels sont vos taux aujourd’hui?",
      "Quel est le meilleur taux hypothécaire?",
      "Quel est le taux fixe de 5 ans actuel?",
      "Combien d’intérêts vais-je payer?",
      "Quels sont les taux variables les plus bas?",
    ],
    keywords: ["taux", "taux d interet", "meilleur taux", "taux actuel", "taux le plus bas", "taux du jour"],
    synonyms: ["interet", "pourcentage", "tac", "taux affiche", "moins cher", "fixe 5 ans", "aujourd hui"],
    answer: ratesAnswerFr,
  },
  {
    id: "eligibility",
    title: "Admissibilité",
    phrases: [
      "Suis-je admissible à un prêt hypothécaire?",
      "Est-ce que je peux avoir une hypothèque?",
      "Combien puis-je emprunter?",
      "Quel pointage de crédit me faut-il?",
      "Puis-je obtenir un prêt hypothécaire avec un mauvais crédit?",
      "Quelle maison ai-je les moyens d’acheter?",
    ],
    keywords: [
      "admissible",
      "admissibilite",
      "capacite d emprunt",
      "pointage de credit",
      "emprunter",
      "moyens",
      "approuve",
    ],
    synonyms: [
      "mauvais credit",
      "dossier de credit",
      "ratio d endettement",
      "abd",
      "atd",
      "revenu",
      "faillite",
      "proposition de consommateur",
      "capacite",
    ],
    answer:
      `Les prêteurs regardent quatre choses\u00a0: vos revenus (et à quel point ils sont stables et faciles à prouver), votre historique de crédit, votre mise de fonds et vos ratios d’endettement. ${debtLimitTextsFr.summary} Les frais de logement comprennent le versement, l’impôt foncier et le chauffage (les prêteurs comptent la moitié des frais de copropriété), et vous devez être admissible au taux de la simulation de crise. La plupart des banques préfèrent un pointage de crédit de 680 ou plus; un pointage plus bas, une faillite récente ou une proposition de consommateur peuvent quand même être financés par des prêteurs alternatifs ou une SPH. La calculatrice de capacité d’emprunt de ce site donne une estimation rapide. ` +
      GENERAL_INFO_NOTE_FR,
  },
  {
    id: "stress-test",
    title: "La simulation de crise",
    phrases: [
      "Qu’est-ce que la simulation de crise hypothécaire?",
      "Qu’est-ce que le taux admissible?",
      "Dois-je réussir le test de résistance?",
      "Comment fonctionne la simulation de crise?",
      "Le test de stress s’applique-t-il au renouvellement?",
    ],
    keywords: [
      "simulation de crise",
      "test de resistance",
      "test de stress",
      "taux admissible",
      "taux minimal admissible",
      "b 20",
    ],
    synonyms: ["bsif", "b20", "taux plus eleve", "stress test", "tma", "taux de qualification"],
    answer:
      `Pour être admissible auprès d’un prêteur sous réglementation fédérale, vous devez démontrer que vous pourriez payer vos versements au plus élevé de votre taux contractuel plus 2 points de pourcentage ou de ${percentFr(5.25, 2)}. Par exemple, à un taux contractuel de ${percentFr(4.19, 2)}, vous êtes évalué à ${percentFr(6.19, 2)}. La règle vient de la ligne directrice B-20 du BSIF pour les prêts non assurés et s’applique aussi aux prêts assurés. Depuis novembre 2024, un simple transfert vers un autre prêteur au renouvellement, sans augmenter le solde ni l’amortissement, n’a plus à repasser la simulation de crise. Certains prêteurs de réglementation provinciale, comme les caisses et coopératives de crédit et les SPH, fixent leurs propres règles. ` +
      GENERAL_INFO_NOTE_FR,
  },
  {
    id: "fixed-vs-variable",
    title: "Taux fixe ou variable",
    phrases: [
      "Devrais-je choisir un taux fixe ou variable?",
      "Quelle est la différence entre un taux fixe et un taux variable?",
      "Un prêt à taux variable est-il risqué?",
      "Fixe ou variable",
      "Qu’arrive-t-il à un taux variable quand le taux préférentiel change?",
    ],
    keywords: ["fixe", "variable", "fixe ou variable", "taux fixe", "taux variable", "ajustable"],
    synonyms: [
      "taux preferentiel",
      "banque du canada",
      "flottant",
      "penalite",
      "dit",
      "differentiel de taux",
    ],
    answer:
      "Un taux fixe reste le même pendant tout le terme, donc votre versement est prévisible. Un taux variable suit le taux préférentiel du prêteur, qui suit lui-même le taux directeur de la Banque du Canada\u00a0: avec un prêt à taux ajustable, le versement change; avec un prêt à taux variable, le versement peut rester le même pendant que la part qui va aux intérêts change. Les taux variables ont généralement coûté moins cher avec le temps, mais comportent un risque de hausse. Les pénalités diffèrent aussi\u00a0: rompre un prêt à taux variable coûte habituellement trois mois d’intérêts, alors qu’un prêt à taux fixe coûte le plus élevé de trois mois d’intérêts ou du différentiel de taux d’intérêt (DTI), qui peut être beaucoup plus important. " +
      GENERAL_INFO_NOTE_FR,
  },
  {
    id: "amortization",
    title: "L’amortissement",
    phrases: [
      "Qu’est-ce que l’amortissement?",
      "Quelle est la période d’amortissement maximale au Canada?",
      "Puis-je avoir un amortissement de 30 ans?",
      "Quelle est la différence entre le terme et l’amortissement?",
      "Combien de temps faut-il pour rembourser une hypothèque?",
    ],
    keywords: ["amortissement", "periode d amortissement", "30 ans", "25 ans", "rembourser"],
    synonyms: ["amortir", "duree du pret", "combien de temps", "terme ou amortissement", "duree"],
    answer:
      `L’amortissement est la durée totale nécessaire pour rembourser entièrement le prêt hypothécaire; le terme (habituellement de 1 à 10 ans, le plus souvent 5 ans) est la période pendant laquelle votre taux et votre contrat actuels s’appliquent avant le renouvellement. Les prêts assurés (mise de fonds de moins de ${percentFr(20)}) sont limités à 25 ans, sauf que les premiers acheteurs et les acheteurs d’une propriété neuve peuvent obtenir 30 ans depuis le 15 décembre 2024. Avec une mise de fonds de ${percentFr(20)} ou plus, la plupart des prêteurs offrent jusqu’à 30 ans. Un amortissement plus long réduit le versement, mais ajoute des intérêts sur la durée du prêt; la calculatrice de versements montre la différence. ` +
      GENERAL_INFO_NOTE_FR,
  },
];
