/** The service topics in Québec French: the same entries (same ids) as topics-service.ts. */
import type { KnowledgeEntry } from "./entry";

export const serviceTopicsFr: KnowledgeEntry[] = [
  {
    id: "brokers-licensing",
    title: "Courtiers et permis",
    phrases: [
      "Que fait un courtier hypothécaire?",
      "Vos courtiers sont-ils autorisés?",
      "Pourquoi passer par un courtier plutôt que par une banque?",
      "Comment les courtiers hypothécaires sont-ils payés?",
      "Qui encadre les courtiers hypothécaires?",
    ],
    keywords: [
      "courtier",
      "courtier hypothecaire",
      "courtiere",
      "permis",
      "autorise",
      "encadre",
      "reglemente",
    ],
    synonyms: [
      "amf",
      "fsra",
      "bcfsa",
      "reca",
      "organisme de reglementation",
      "commission",
      "frais",
      "courtage",
    ],
    answer:
      "Un courtier hypothécaire compare de nombreux prêteurs (banques, caisses et coopératives de crédit, prêteurs monogammes, prêteurs alternatifs et SPH) et obtient le prêt hypothécaire qui vous convient, au lieu d’offrir les produits d’une seule banque. Les courtiers doivent détenir un permis de l’organisme de réglementation de leur province, par exemple l’AMF au Québec, la FSRA en Ontario, la BCFSA en Colombie-Britannique et le RECA en Alberta, et en respecter les règles de divulgation et de conduite. Pour la plupart des prêts résidentiels, c’est le prêteur qui rémunère le courtier, donc le service ne vous coûte rien; les prêts privés et ceux d’une SPH comportent habituellement des frais de courtage qui doivent vous être divulgués par écrit avant que vous vous engagiez. Nos courtiers sont présentés à la page Trouver un courtier.",
  },
  {
    id: "privacy",
    title: "Confidentialité (LPRPDE et Loi 25)",
    phrases: [
      "Que faites-vous de mes renseignements personnels?",
      "Mes données sont-elles en sécurité?",
      "Quelle est votre politique de confidentialité?",
      "Allez-vous partager mes renseignements?",
      "Comment supprimer mes données?",
    ],
    keywords: ["confidentialite", "renseignements personnels", "donnees", "lprpde", "loi 25", "vie privee"],
    synonyms: [
      "politique de confidentialite",
      "supprimer mes donnees",
      "partager mes renseignements",
      "securite",
      "consentement",
      "confidentiel",
    ],
    answer:
      "Nous traitons les renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et aux lois provinciales sur la protection des renseignements personnels, comme la Loi 25 au Québec. Nous recueillons seulement ce qui est nécessaire pour vous répondre et, avec votre consentement, pour qu’un courtier hypothécaire autorisé communique avec vous; nous ne vendons pas vos renseignements; et les prêteurs ou les assureurs n’y ont accès que si vous nous demandez de présenter une demande en votre nom. Vous pouvez en tout temps demander à consulter, à corriger ou à supprimer vos renseignements en communiquant avec nous. Veuillez ne pas communiquer votre NAS, vos coordonnées bancaires ou vos mots de passe dans ce clavardage.",
  },
  {
    id: "contact-broker",
    title: "Joindre un courtier",
    phrases: [
      "Comment parler à un courtier?",
      "Quelqu’un peut-il m’appeler?",
      "Je veux parler à une vraie personne",
      "Comment puis-je vous joindre?",
      "Puis-je prendre rendez-vous?",
    ],
    keywords: ["joindre", "parler", "contacter", "appeler", "rappeler", "rendez vous", "humain"],
    synonyms: [
      "communiquer",
      "telephone",
      "courriel",
      "personne",
      "conseiller",
      "rencontre",
      "consultation",
      "rejoindre",
    ],
    answer:
      "Avec plaisir. Laissez ici votre nom et votre courriel ou votre numéro de téléphone, et un courtier hypothécaire autorisé communiquera avec vous, habituellement en moins d’un jour ouvrable. Vous pouvez aussi utiliser la page Contact, envoyer une demande avec le bouton Faire une demande, ou choisir un courtier à la page Trouver un courtier et prendre rendez-vous directement avec lui.",
  },
  {
    id: "greeting",
    title: "Salutations",
    phrases: ["Bonjour", "Salut", "Allô", "Bonsoir", "Qui êtes-vous?"],
    keywords: ["bonjour", "salut", "allo", "bonsoir", "qui etes vous", "vayu"],
    synonyms: ["hello", "coucou", "bonne journee", "vayu"],
    answer:
      "Bonjour, je suis Vayu. Je peux vous donner de l’information générale sur les prêts hypothécaires au Canada et le financement par SPH\u00a0: taux, mise de fonds et assurance de la SCHL, simulation de crise, programmes pour premiers acheteurs, renouvellement et refinancement, prêts pour travailleurs autonomes et plus encore. Que souhaitez-vous savoir? Si vous laissez votre nom et votre courriel ou votre numéro de téléphone, un courtier hypothécaire autorisé pourra communiquer avec vous.",
  },
];
