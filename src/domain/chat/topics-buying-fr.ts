/** The buying topics in Québec French: the same entries (same ids) as topics-buying.ts. */
import { INSURED_PRICE_CEILING, TIER_BREAK } from "../mortgage/down-payment";
import { pathInLocale } from "../../i18n/locale";
import {
  CLOSING_COSTS_CALCULATOR_PATH,
  LAND_TRANSFER_TAX_CALCULATOR_PATH,
  MORTGAGE_INSURANCE_CALCULATOR_PATH,
} from "../closing-costs/closing-costs-query";
import { premiumBandsText, premiumTaxProvincesText, surchargeText } from "./closing-cost-texts";
import { GENERAL_INFO_NOTE_FR, type KnowledgeEntry } from "./entry";
import { dollarsFr, percentFr } from "./french-texts";

export const buyingTopicsFr: KnowledgeEntry[] = [
  {
    id: "down-payment",
    title: "Mise de fonds et assurance de la SCHL",
    phrases: [
      "Quelle mise de fonds me faut-il?",
      "Quelle est la mise de fonds minimale au Canada?",
      "Qu’est-ce que l’assurance de la SCHL?",
      "Combien coûte l’assurance prêt hypothécaire?",
      "Puis-je acheter avec 5 % de mise de fonds?",
    ],
    keywords: [
      "mise de fonds",
      "mise de fonds minimale",
      "schl",
      "cmhc",
      "assurance pret hypothecaire",
      "assurance hypothecaire",
      "pret assure",
    ],
    synonyms: [
      "comptant",
      "acompte",
      "sagen",
      "canada guaranty",
      "prime d assurance",
      "prime",
      "20 pour cent",
    ],
    answer:
      `La mise de fonds minimale est de ${percentFr(5)} sur la première tranche de ${dollarsFr(TIER_BREAK)} du prix, plus ${percentFr(10)} sur la portion entre ${dollarsFr(TIER_BREAK)} et ${dollarsFr(INSURED_PRICE_CEILING)}; les propriétés de 1,5 million de dollars ou plus exigent ${percentFr(20)}. Avec moins de ${percentFr(20)} de mise de fonds, le prêt doit être couvert par une assurance prêt hypothécaire de la SCHL, de Sagen ou de Canada Guaranty. La prime est ajoutée au prêt\u00a0: ${premiumBandsText("fr-CA")}, plus ${surchargeText("fr-CA")} pour un amortissement de 30\u00a0ans. La taxe de vente provinciale sur la prime, ${premiumTaxProvincesText("fr-CA")}, est payable à la clôture. La [calculatrice d’assurance prêt hypothécaire](${pathInLocale(MORTGAGE_INSURANCE_CALCULATOR_PATH, "fr-CA")}) calcule la prime; vous pouvez aussi me donner un prix et une mise de fonds, par exemple «\u00a0SCHL sur une maison de 600\u00a0000\u00a0$ en Ontario avec 10\u00a0% de mise de fonds\u00a0». ` +
      GENERAL_INFO_NOTE_FR,
  },
  {
    id: "first-time-buyers",
    title: "Premiers acheteurs",
    phrases: [
      "J’achète ma première maison, par où commencer?",
      "Quels programmes aident les premiers acheteurs?",
      "Qu’est-ce que le CELIAPP?",
      "Puis-je utiliser mon REER pour acheter une maison?",
      "Quels incitatifs existent pour les premiers acheteurs?",
    ],
    keywords: [
      "premier acheteur",
      "premiere maison",
      "premiere propriete",
      "celiapp",
      "regime d accession a la propriete",
      "rap",
      "reer",
    ],
    synonyms: [
      "compte d epargne libre d impot pour l achat d une premiere propriete",
      "premiere habitation",
      "remboursement des droits de mutation",
      "remboursement de tps",
      "nouvel acheteur",
      "acheter ma premiere maison",
      "credit d impot pour l achat d une premiere habitation",
    ],
    answer:
      `Les premiers acheteurs au Canada disposent de plusieurs outils\u00a0: le compte d’épargne libre d’impôt pour l’achat d’une première propriété (CELIAPP) permet de cotiser ${dollarsFr(8000)} par année, jusqu’à ${dollarsFr(40000)}, avec des cotisations déductibles et des retraits non imposables pour une propriété admissible; le Régime d’accession à la propriété (RAP) permet à chaque acheteur de retirer jusqu’à ${dollarsFr(60000)} de son REER sans impôt, à rembourser sur 15 ans; le crédit d’impôt pour l’achat d’une première habitation vaut jusqu’à ${dollarsFr(1500)}; un remboursement de TPS s’applique aux propriétés neuves admissibles; et plusieurs provinces (par exemple l’Ontario et la Colombie-Britannique) réduisent ou remboursent les droits de mutation immobilière. Les premiers acheteurs peuvent aussi obtenir un amortissement de 30 ans sur un prêt assuré. Obtenir une préapprobation est une bonne première étape. ` +
      GENERAL_INFO_NOTE_FR,
  },
  {
    id: "land-transfer-tax",
    title: "Droits de mutation immobilière et frais de clôture",
    phrases: [
      "Qu’est-ce que la taxe de bienvenue?",
      "Combien coûtent les droits de mutation immobilière?",
      "Y a-t-il des droits de cession immobilière à Toronto?",
      "Quels sont les frais de clôture?",
      "Combien me faut-il à la clôture?",
    ],
    keywords: [
      "droits de mutation",
      "droits de mutation immobiliere",
      "taxe de bienvenue",
      "droits de cession immobiliere",
      "frais de cloture",
      "somme requise a la cloture",
    ],
    synonyms: [
      "taxe sur les transferts fonciers",
      "taxe de mutation",
      "frais de notaire",
      "assurance titre",
      "frais d enregistrement",
      "land transfer tax",
    ],
    answer:
      `Les droits de mutation immobilière (la «\u00a0taxe de bienvenue\u00a0» au Québec) sont exigés sur le prix à l’achat d’une propriété, selon les taux de chaque province; l’Alberta et la Saskatchewan exigent plutôt des droits d’enregistrement au registre foncier, et les trois territoires n’exigent ni l’un ni l’autre. Toronto ajoute ses propres droits de cession immobilière municipaux, et Montréal et Québec ont leurs propres tranches de taxe de bienvenue. Les premiers acheteurs ont droit à un remboursement ou à une exemption en Ontario, à Toronto, en Colombie-Britannique et à l’Île-du-Prince-Édouard, et à un crédit d’impôt au Québec. Donnez-moi un prix et une province, par exemple «\u00a0droits de mutation sur 550\u00a0000\u00a0$ à Montréal, premier achat\u00a0», ou utilisez la [calculatrice des droits de mutation](${pathInLocale(LAND_TRANSFER_TAX_CALCULATOR_PATH, "fr-CA")}). À la clôture, vous payez aussi la mise de fonds, les frais de notaire ou juridiques, l’assurance titre, les ajustements et, pour un prêt assuré en Ontario, au Québec ou en Saskatchewan, la taxe sur la prime\u00a0: la [calculatrice des frais de clôture](${pathInLocale(CLOSING_COSTS_CALCULATOR_PATH, "fr-CA")}) les additionne. ` +
      GENERAL_INFO_NOTE_FR,
  },
  {
    id: "pre-approval",
    title: "Préapprobation",
    phrases: [
      "Comment obtenir une préapprobation?",
      "Qu’est-ce qu’une préapprobation hypothécaire?",
      "Combien de temps dure une préapprobation?",
      "Quels documents faut-il pour une préapprobation?",
      "La préapprobation affecte-t-elle mon crédit?",
    ],
    keywords: [
      "preapprobation",
      "pre approbation",
      "preapprouve",
      "garantie de taux",
      "documents",
      "prequalification",
      "verification de credit",
    ],
    synonyms: [
      "prequalifier",
      "pre qualification",
      "lettre d approbation",
      "paperasse",
      "talon de paie",
      "lettre d emploi",
      "pieces justificatives",
    ],
    answer:
      "Une préapprobation est l’examen conditionnel de vos revenus, de votre crédit et de votre mise de fonds par un prêteur, qui vous indique combien vous pouvez emprunter et garantit habituellement un taux pendant 90 à 120 jours. Prévoyez fournir une pièce d’identité, une lettre d’emploi et vos talons de paie récents (ou les déclarations de revenus et avis de cotisation des deux dernières années si vous êtes travailleur autonome), une preuve de mise de fonds (habituellement 90 jours de relevés) et le détail de vos dettes. Le prêteur consulte votre dossier de crédit; plusieurs vérifications pour un prêt hypothécaire dans une courte période de magasinage comptent généralement comme une seule. Une préapprobation n’est pas une approbation finale\u00a0: la propriété et votre dossier sont confirmés de nouveau une fois votre offre acceptée. " +
      GENERAL_INFO_NOTE_FR,
  },
  {
    id: "renewal-refinance",
    title: "Renouvellement et refinancement",
    phrases: [
      "Mon hypothèque arrive à échéance, que dois-je faire?",
      "Comment refinancer mon prêt hypothécaire?",
      "Puis-je changer de prêteur au renouvellement?",
      "Puis-je retirer la valeur nette de ma maison?",
      "Devrais-je refinancer pour consolider mes dettes?",
    ],
    keywords: [
      "renouvellement",
      "renouveler",
      "refinancement",
      "refinancer",
      "changer de preteur",
      "consolider",
    ],
    synonyms: [
      "echeance",
      "fin du terme",
      "transfert",
      "marge de credit hypothecaire",
      "valeur nette",
      "consolidation de dettes",
      "retirer",
    ],
    answer:
      `Au renouvellement, votre terme prend fin et vous pouvez rester avec votre prêteur ou passer à un autre sans pénalité; commencez à magasiner de quatre à six mois avant la date d’échéance, parce que les premières offres de renouvellement des prêteurs ne sont souvent pas les meilleures. Un simple transfert du même solde et du même amortissement n’a plus à repasser la simulation de crise. Un refinancement remplace votre prêt par un prêt plus important, par exemple pour consolider des dettes ou rénover\u00a0: vous pouvez habituellement emprunter jusqu’à ${percentFr(80)} de la valeur de la propriété, vous devez être admissible de nouveau, et rompre un terme avant la fin peut entraîner une pénalité. Quand une banque refuse, une SPH ou un prêteur alternatif peut refinancer en fonction de la valeur nette. ` +
      GENERAL_INFO_NOTE_FR,
  },
];
