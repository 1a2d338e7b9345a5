import type { DemoBlogPost } from "./blog";

/**
 * The typography of Québec French for text written with plain spaces: a no-break space between the
 * groups of a figure (600 000 $), before `$`, `%`, `:` and `»`, and after `«`, so no line ever
 * starts with a unit or a colon. The same spaces `Intl.NumberFormat("fr-CA")` writes.
 */
export function withFrenchSpacing(text: string): string {
  return text
    .replace(/(\d) (?=\d{3}(?!\d))/g, "$1\u00a0")
    .replace(/ ([$%:»])/g, "\u00a0$1")
    .replace(/« /g, "«\u00a0");
}

const GENERAL_INFORMATION_NOTE_FR =
  "_Cet article est de l’information générale, pas un conseil financier. Les taux, les programmes et " +
  "les règles changent; parlez de votre situation à un professionnel hypothécaire autorisé._";

const french = (post: Omit<DemoBlogPost, "language">): DemoBlogPost => ({
  ...post,
  title: withFrenchSpacing(post.title),
  excerpt: withFrenchSpacing(post.excerpt),
  content: withFrenchSpacing(post.content),
  language: "fr",
});

/** Posts the Montréal broker wrote in French, for the French blog. */
export const FRENCH_POSTS: readonly DemoBlogPost[] = [
  french({
    agent: "marc",
    title: "Mise de fonds minimale et assurance SCHL : les chiffres à connaître",
    slug: "mise-de-fonds-minimale-assurance-schl",
    excerpt:
      "Combien mettre de côté avant d’acheter, pourquoi une mise de fonds de moins de 20 % entraîne une " +
      "prime d’assurance, et ce qu’elle coûte vraiment au Québec.",
    motif: "percent",
    publishedDaysAgo: 5,
    createdDaysAgo: 6,
    keywords:
      "mise de fonds minimale, assurance prêt hypothécaire, SCHL, prime d’assurance, premier acheteur",
    adminCreated: false,
    content: `Avant de visiter des propriétés, il faut savoir combien vous devez avoir en main. Au Canada, la mise de fonds minimale dépend du prix d’achat et, sous 20 %, votre prêt hypothécaire doit être assuré. Voici les règles, et un exemple chiffré à Montréal.

## La mise de fonds minimale

Pour une propriété que vous habiterez, la mise de fonds minimale est de :

- **5 %** des premiers 500 000 $;
- **10 %** de la portion entre 500 000 $ et 1 500 000 $;
- **20 %** du prix complet à 1 500 000 $ ou plus.

Pour une maison de 600 000 $, c’est donc 25 000 $ sur les premiers 500 000 $, plus 10 000 $ sur les 100 000 $ suivants, soit **35 000 $** au minimum.

La mise de fonds peut venir de vos économies, d’un don d’un proche parent, de votre REER par le Régime d’accession à la propriété (jusqu’à 60 000 $ par personne) ou de votre CELIAPP. Le prêteur voudra voir l’historique de vos comptes des 90 derniers jours : évitez les gros dépôts que vous ne pourriez pas expliquer.

## Sous 20 % : l’assurance prêt hypothécaire

Si votre mise de fonds est inférieure à 20 % du prix, votre prêt doit être assuré contre le défaut de paiement, auprès de la SCHL, de Sagen ou de Canada Guaranty. Cette assurance protège le prêteur, pas vous. En échange, les prêts assurés obtiennent souvent les meilleurs taux du marché, parce que le risque du prêteur est moindre.

## Ce que coûte la prime

La prime est un pourcentage du montant emprunté, et elle baisse à mesure que votre mise de fonds augmente :

| Mise de fonds | Prime |
| --- | --- |
| 5 % à 9,99 % | 4,00 % |
| 10 % à 14,99 % | 3,10 % |
| 15 % à 19,99 % | 2,80 % |
| 20 % ou plus | non requise |

Une période d’amortissement de 30 ans, offerte aux premiers acheteurs et pour les constructions neuves, ajoute **0,20 %** du prêt à la prime.

## Un exemple à Montréal

Vous achetez une maison de **600 000 $** avec la mise de fonds minimale de **35 000 $**.

- Prêt avant l’assurance : 565 000 $
- Prime : 4,00 % × 565 000 $ = **22 600 $**
- Prêt assuré : **587 600 $**

La prime s’ajoute au prêt : vous la remboursez au fil de l’amortissement. Mais au Québec, la TVQ de 9 % s’applique à la prime, soit **2 034 $**, et elle se paie comptant chez le notaire : elle ne peut pas être ajoutée au prêt. Prévoyez-la dans vos frais de clôture, avec les droits de mutation (la « taxe de bienvenue ») et les frais de notaire.

Sur 30 ans, la prime passerait à 4,20 %, soit **23 730 $**.

## Les limites à connaître

- Un prêt assuré n’est offert que pour une propriété de moins de **1 500 000 $**.
- L’amortissement est limité à 25 ans, ou à 30 ans pour les premiers acheteurs et les constructions neuves.
- Vous devez être admissible selon la simulation de crise : au plus élevé de **5,25 %** ou de **votre taux contractuel majoré de 2 points de pourcentage**.

## Vaut-il mieux attendre d’avoir 20 %?

Économiser jusqu’à 20 % élimine la prime, mais peut prendre des années pendant que les prix et les loyers continuent de grimper. Bien des acheteurs s’en sortent mieux en achetant plus tôt avec un prêt assuré à un taux plus bas. Comparez les deux scénarios avec de vrais chiffres avant de décider.

${GENERAL_INFORMATION_NOTE_FR}`,
  }),
  french({
    agent: "marc",
    title: "Renouveler son prêt hypothécaire au Québec : comparez avant de signer",
    slug: "renouvellement-pret-hypothecaire-quebec",
    excerpt:
      "La lettre de renouvellement de votre banque n’est qu’une offre. Comment la comparer, ce que coûte un " +
      "transfert au Québec, et ce que représentent quelques dixièmes de point.",
    motif: "renewal",
    publishedDaysAgo: 9,
    createdDaysAgo: 10,
    keywords:
      "renouvellement hypothécaire, transfert de prêt, notaire, taux hypothécaire Québec, simulation de crise",
    adminCreated: false,
    content: `Des milliers de ménages québécois renouvellent cette année un prêt signé quand les taux étaient bien plus bas. Beaucoup signent la lettre de leur banque sans rien négocier, et c’est souvent une erreur coûteuse.

## Votre lettre de renouvellement est une offre

Les prêteurs sous réglementation fédérale doivent vous envoyer leur offre de renouvellement au moins 21 jours avant l’échéance de votre terme. Le taux proposé est rarement le meilleur : votre prêteur sait que la plupart des clients signent sans comparer. Commencez vos démarches de quatre à six mois avant l’échéance, puisque plusieurs prêteurs garantissent un taux pendant 120 jours.

## Ce que quelques dixièmes de point représentent

Prenons un solde de **350 000 $** à rembourser sur les **20 ans** qui restent, avec des intérêts composés mensuellement (la méthode standard de notre calculatrice de versements) :

- au taux actuel de **2,39 %**, le versement est d’environ **1 836 $** par mois;
- à **4,79 %**, le taux d’une lettre de renouvellement typique, il passe à environ **2 269 $**;
- à **4,08 %**, notre taux fixe de 5 ans au Québec, il serait d’environ **2 136 $**.

Sur un terme de 5 ans, l’écart entre les deux offres représente environ **8 023 $** : 60 versements d’environ 134 $ de plus.

## Changer de prêteur au Québec : le notaire

Ailleurs au Canada, un transfert se fait souvent sans avocat grâce à l’assurance titres. Au Québec, la nouvelle hypothèque doit être publiée par un notaire, et l’ancienne radiée. Comptez de quelques centaines à un peu plus de 1 000 $ en frais de notaire et de quittance; plusieurs prêteurs les remboursent en partie ou en totalité pour attirer les transferts. Demandez-le par écrit.

## La simulation de crise ne bloque plus un simple transfert

Depuis le 21 novembre 2024, un prêt qui change de prêteur au renouvellement, sans augmentation du montant ni de la période d’amortissement, n’a plus à être requalifié selon la simulation de crise. Si vos revenus ont baissé depuis l’achat, vous pouvez donc quand même magasiner votre taux.

## Avant de signer, posez ces questions

1. Quelle est la pénalité si je dois vendre ou refinancer pendant le terme?
2. Quels sont mes privilèges de remboursement anticipé?
3. Mon prêt est-il transférable si je déménage?
4. Le taux offert est-il garanti, et jusqu’à quelle date?

Un courtier compare pour vous les grandes banques, les caisses et les prêteurs spécialisés. Pour un prêt résidentiel standard, c’est le prêteur qui nous rémunère : la comparaison ne vous coûte rien.

${GENERAL_INFORMATION_NOTE_FR}`,
  }),
];
