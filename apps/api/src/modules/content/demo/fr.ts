import type { DemoTexts } from './demo-texts.ts';

const HOW_TO_PLAY = `Chaque jeu d'Orca est soit développé par nos soins, avec des résultats que vous pouvez vérifier vous-même, soit fourni par un éditeur agréé. Voici comment fonctionne chaque type de jeu.

## Machines à sous

Choisissez votre mise et appuyez sur **Lancer**. Les rouleaux s'arrêtent sur des symboles choisis par le générateur de nombres aléatoires ; un gain est payé lorsque des symboles identiques tombent sur une ligne de paiement (ou, sur les machines *ways* et *Megaways*, sur des rouleaux voisins en partant de la gauche). Le panneau d'informations du jeu affiche le gain de chaque symbole et le **RTP** (taux de retour au joueur), la part des mises reversée sur le long terme.

- Les **tours gratuits** sont déclenchés par les symboles scatter et se jouent à la mise qui les a déclenchés.
- L'**achat de bonus** vous permet de payer un multiple fixe de votre mise pour lancer la fonction tout de suite.
- Les **machines à jackpot** alimentent une cagnotte commune avec une petite part de chaque mise ; la cagnotte est versée quand le jackpot tombe.

## Crash

Un multiplicateur grimpe à partir de 1,00× jusqu'à ce que la partie *crashe*. Misez avant le début de la partie et encaissez quand vous voulez : vous gagnez votre mise multipliée par le multiplicateur de cet instant. Si la partie crashe avant, la mise est perdue. Un objectif d'encaissement automatique encaisse pour vous.

## Dés

Choisissez un nombre cible et indiquez si le lancer doit être au-dessus ou en dessous. Plus la probabilité est faible, plus le gain est élevé ; le tableau des gains affiche le multiplicateur exact avant que vous ne lanciez.

## Roulette

La roulette européenne compte 37 cases (0–36). Misez sur un numéro (payé 35 contre 1), un cheval, une transversale, un carré, une douzaine, une colonne, rouge ou noir, pair ou impair, manque ou passe. La bille s'arrête dans une case ; toutes les mises qui la couvrent gagnent.

## Tables en direct : blackjack et baccara

Les tables en direct distribuent des parties communes et minutées : tous les joueurs de la table voient les mêmes cartes.

- **Blackjack** : approchez-vous plus de 21 que le croupier sans le dépasser. L'as vaut 1 ou 11, les figures 10. Un blackjack paie 3 contre 2 ; le croupier reste à 17.
- **Baccara** : misez sur le Joueur, la Banque ou l'Égalité. La main la plus proche de 9 gagne (seul le dernier chiffre du total compte). La Banque paie 0,95 contre 1, le Joueur 1 contre 1, l'Égalité 8 contre 1.

## La roue de la fortune

La roue compte des segments de valeurs différentes. Misez sur une ou plusieurs valeurs : quand la roue s'arrête, les mises sur la valeur sous le curseur gagnent autant de fois leur mise (et la mise est rendue).

## Roulette multiplicateur

Roulette européenne avec numéros chanceux. À la fin des mises, 1 à 5 numéros sont tirés comme *chanceux*, chacun avec un multiplicateur de 50× à 500× ; puis la bille est lancée. Une mise sur un numéro chanceux paie son multiplicateur contre 1 (un numéro à 500× paie 500 contre 1, plus la mise) ; tout autre numéro plein paie 29 contre 1. Les autres mises paient comme à la roulette européenne. Les numéros chanceux, leurs multiplicateurs et la case viennent de la graine de la partie, que le vérificateur recalcule ; chaque mise rend 97,30 %. Aux deux jeux à multiplicateurs, une place reçoit au plus 100 000 € par tour ; les mises qui pourraient rapporter plus sont refusées.

## Dice show

Trois dés et une mise sur leur somme, de 3 à 18. À la fin des mises, 1 à 3 totaux reçoivent un multiplicateur (jusqu'à 1000× sur les totaux les plus rares) ; puis les dés sont lancés. Une mise sur le total obtenu paie son multiplicateur contre 1 s'il en a un, sinon la cote du total (de 167 contre 1 sur 3 et 18 à 5 contre 1 de 9 à 12) ; les règles donnent les cotes et multiplicateurs de chaque total. Les totaux multipliés, leurs multiplicateurs et les dés découlent de la graine du tour, que le vérificateur recalcule ; chaque total rend entre 95,99 % et 96,02 %.

## Vérifier une partie (équité prouvable)

Nos jeux maison utilisent un générateur à équité prouvable : avant de jouer, vous voyez le *hachage* de la graine du serveur ; chaque partie combine cette graine avec votre propre graine client et un compteur (le nonce). Quand vous changez les graines, l'ancienne graine du serveur est révélée. Ouvrez [Équité prouvable](/provably-fair), collez la graine du serveur révélée, votre graine client et le nonce de la partie : la page recalcule le résultat, et vous voyez qu'il était fixé avant votre mise.
`;

const TERMS = `Ces conditions s'appliquent à tout compte ouvert chez Orca. En ouvrant un compte, vous les acceptez.

## 1. Votre compte

1. Vous devez avoir au moins 18 ans (ou davantage si la loi de votre pays l'exige) pour ouvrir un compte.
2. Un seul compte par personne. Les informations que vous donnez doivent être exactes et tenues à jour.
3. Nous pouvons vous demander une preuve d'identité, d'adresse et de moyen de paiement avant un retrait (KYC).

## 2. Dépôts et retraits

1. Les dépôts sont crédités dès que le prestataire de paiement les confirme.
2. Les retraits sont versés sur un moyen de paiement à votre nom. Nous les traitons dans les délais indiqués à la caisse.
3. L'argent bonus ne peut être retiré qu'une fois ses conditions de mise remplies ; voir les [conditions des bonus](/info/bonus-terms).

## 3. Jeu équitable

Chaque jeu maison est à équité prouvable. L'utilisation de robots, la collusion ou l'exploitation d'une faille annulent les mises concernées.

## 4. Jeu responsable

Vous pouvez à tout moment fixer des limites de dépôt, de perte et de session, ou vous auto-exclure. Voir [jeu responsable](/info/responsible-gambling).

## 5. Contact

Une question sur ces conditions : [nous contacter](/info/contact-us).
`;

const FAQ = `## Comment faire un dépôt ?

Ouvrez la caisse depuis l'en-tête, choisissez un moyen de paiement et un montant. Votre solde est mis à jour dès que le paiement est confirmé.

## Combien de temps prend un retrait ?

La plupart des retraits sont approuvés sous 24 heures ; les plus importants peuvent nécessiter une seconde vérification. Vous recevez un message à chaque étape.

## Pourquoi demandez-vous des documents ?

La loi nous oblige à savoir qui sont nos joueurs avant de les payer. Envoyez-les sous *Mon compte → Vérification* ; nous les vérifions généralement en une journée.

## Comment fonctionnent les bonus ?

Un bonus est crédité en argent bonus, assorti de conditions de mise. Votre argent réel est toujours joué en premier et peut être retiré à tout moment. Voir les [conditions des bonus](/info/bonus-terms).

## Les jeux sont-ils équitables ?

Oui. Les jeux maison sont à équité prouvable et chaque partie peut être vérifiée sur [Équité prouvable](/provably-fair) ; les jeux des éditeurs sont certifiés par des laboratoires indépendants.

## Comment fixer des limites ?

Dans le menu du profil, sous *Mon compte → Jeu responsable*, vous pouvez fixer des limites de dépôt par jour, semaine et mois, des limites de pertes et des rappels de session, ou faire une pause ou vous auto-exclure.
`;

const RESPONSIBLE_GAMBLING = `Le jeu doit rester un divertissement, jamais un moyen de gagner de l'argent.

## Les outils à votre disposition

- **Limites de dépôt** par jour, semaine et mois
- **Limites de pertes** par jour, semaine et mois : dès que vos pertes nettes (mises moins gains) en atteignent une, le jeu en argent réel s'arrête jusqu'à ce qu'elles repassent en dessous
- **Rappels de session** (contrôles de réalité) toutes les 15 minutes à 2 heures : depuis combien de temps vous êtes connecté et votre résultat depuis
- **Pause** de 24 heures, 1 semaine, 1 mois ou 6 semaines : ni jeu ni dépôt jusqu'à sa fin
- **Auto-exclusion** : votre compte est gelé aussitôt pendant 24 heures, puis pendant 6 mois, 1 an, 5 ans ou définitivement grâce au lien que nous vous envoyons par e-mail

Réglez-les dans le menu du profil, sous *Mon compte → Jeu responsable*. Une limite plus basse s'applique immédiatement ; une limite plus haute, ou sa suppression, après 24 heures. Une pause ou une auto-exclusion ne peut être ni annulée ni raccourcie.

## Trouver de l'aide

Si le jeu cesse d'être un plaisir, parlez-en à quelqu'un : [BeGambleAware](https://www.begambleaware.org) et [Gamblers Anonymous](https://www.gamblersanonymous.org) offrent une aide gratuite et confidentielle.`;

/** The demo's French texts (see demo-texts.ts). */
export const FR: DemoTexts = {
  'news:orca-crash-is-live': {
    title: 'Orca Crash est en ligne',
    summary: "Notre premier jeu crash maison : encaissez avant que l'orque ne plonge.",
    body: "Orca Crash est désormais ouvert à tous les joueurs.\n\nMisez avant le début de la partie, regardez le multiplicateur grimper et **encaissez** avant qu'il ne crashe. Réglez un encaissement automatique si vous préférez.\n\nComme tous nos jeux maison, chaque partie est à équité prouvable : vérifiez-la sur [Équité prouvable](/provably-fair).",
  },
  'news:daily-slot-race': {
    title: 'Une course de machines chaque jour',
    summary: 'Grimpez au classement sur nos machines à sous et partagez la cagnotte du jour.',
    body: "Chaque jour à minuit UTC, une nouvelle **course de machines** commence. Jouez sur les machines de la course à la mise minimale ou plus : plus vous misez, plus vous grimpez au classement.\n\n- Classement en direct\n- Prix versés automatiquement à la fin de la course\n- En cas d'égalité, le premier arrivé l'emporte\n\nLa course du jour vous attend dans [Courses de machines](/slot-races).",
  },
  'news:new-challenges-this-month': {
    title: 'Nouveaux défis ce mois-ci',
    summary:
      'Atteignez le multiplicateur visé sur les jeux choisis et gagnez un prix en argent réel.',
    body: 'Nous avons ajouté une nouvelle série de **défis** : atteignez le multiplicateur visé sur le jeu indiqué, avec au moins la mise minimale, et le prix est à vous. Chaque défi revient aux premiers joueurs qui le relèvent.\n\n[Voir les défis](/challenges)',
  },
  'news:vip-club-cashback': {
    title: 'Du cashback quotidien à tous les niveaux',
    summary:
      'Chaque mise en argent réel vous rapporte désormais du cashback à récupérer chaque jour.',
    body: "Chaque mise vous rapporte des points de fidélité (CP) qui vous font monter de niveau. Dès aujourd'hui, ces mêmes mises alimentent aussi un **cashback quotidien** : 20 % de l'avantage de la maison sur ce que vous misez en argent réel, quel que soit votre niveau. Ouvrez *Récompenses* et récupérez-le une fois par jour.\n\n[Découvrir le Club VIP](/vip-program)",
  },
  'news:verify-every-round': {
    title: 'Comment vérifier chaque partie jouée',
    summary: 'Notre vérificateur à équité prouvable, étape par étape.',
    body: "L'équité prouvable signifie que vous n'avez pas à nous croire sur parole.\n\n1. Avant de jouer, notez le **hachage de la graine du serveur** affiché dans le jeu.\n2. Jouez normalement ; chaque partie utilise votre graine client et un nonce.\n3. Changez les graines pour révéler la graine du serveur.\n4. Collez-la dans [Équité prouvable](/provably-fair) et comparez.\n\nL'explication complète se trouve dans [Comment jouer](/info/how-to-play).",
  },
  'page:terms-and-conditions': {
    title: 'Conditions générales',
    summary: 'Les règles de votre compte, des dépôts, des retraits et du jeu.',
    body: TERMS,
  },
  'page:privacy-policy': {
    title: 'Politique de confidentialité',
    summary: 'Ce que nous conservons sur vous, pourquoi, et vos droits.',
    body: "## Ce que nous conservons\n\nLes informations de votre compte, vos transactions et vos parties, ainsi que les documents que vous envoyez pour la vérification.\n\n## Pourquoi\n\nPour gérer votre compte, remplir nos obligations légales (lutte contre le blanchiment, contrôle de l'âge) et garantir un jeu sûr.\n\n## Vos droits\n\nVous pouvez demander une copie de vos données, les faire corriger ou les faire supprimer dès que la loi ne nous oblige plus à les conserver. Écrivez-nous via [nous contacter](/info/contact-us).\n\n## Cookies\n\nNous n'utilisons que le stockage dont le site a besoin pour fonctionner (votre session et votre choix de langue).",
  },
  'page:cookie-policy': {
    title: 'Politique en matière de cookies',
    summary: 'Ce que le site conserve dans votre navigateur, et pourquoi.',
    body: "Orca n'utilise aucun cookie publicitaire ni de suivi. Le site conserve seulement ce dont il a besoin pour fonctionner, dans le stockage de votre navigateur :\n\n- **Votre session** : une session anonyme pour chaque visiteur, et votre session de joueur une fois connecté.\n- **Vos choix** : votre langue et votre pays.\n- **La recommandation d'un partenaire** : les codes d'affiliation du lien par lequel vous êtes arrivé, le cas échéant.\n- **Messages et jeux** : les messages que vous avez déjà vus, et le jeu ouvert dans cet onglet.\n\nCe stockage est nécessaire au fonctionnement du site, c'est pourquoi votre accord n'est pas demandé ; vous pouvez l'effacer à tout moment dans les réglages de votre navigateur, ce qui vous déconnecte.\n\nSi l'opérateur utilise un service externe de chat en direct, ce service peut déposer ses propres cookies lorsque vous ouvrez le chat. Les pages des prestataires de paiement ont leur propre politique en matière de cookies.\n\nEn savoir plus sur vos données : [politique de confidentialité](/info/privacy-policy).",
  },
  'page:responsible-gambling': {
    title: 'Jeu responsable',
    summary: 'Des outils pour que le jeu reste un plaisir : limites, pauses et auto-exclusion.',
    body: RESPONSIBLE_GAMBLING,
  },
  'page:bonus-terms': {
    title: 'Conditions des bonus',
    summary: "Comment fonctionnent l'argent bonus, les conditions de mise et les tours gratuits.",
    body: "1. Un bonus est crédité en **argent bonus**, séparé de votre argent réel.\n2. Votre argent réel est toujours joué en premier et peut être retiré à tout moment.\n3. L'argent bonus devient de l'argent réel une fois misé le nombre de fois indiqué par l'offre. Les jeux comptent pour les conditions de mise selon la part indiquée sur l'offre.\n4. Tant qu'un bonus est actif, chaque mise est plafonnée à la mise maximale de l'offre.\n5. Un retrait pendant qu'un bonus est actif fait perdre le bonus et ses gains ; une confirmation vous est d'abord demandée.\n6. Les tours gratuits se jouent à une mise fixe sur le jeu indiqué ; leurs gains sont versés comme l'indique l'offre.\n7. Un bonus par offre et par joueur, sauf mention contraire de l'offre.",
  },
  'page:sports-rules': {
    title: 'Règles des paris sportifs',
    summary: 'Comment les paris sportifs sont acceptés, réglés et annulés.',
    body: "Ces règles s'appliquent à tous les paris sportifs chez Orca. Aujourd'hui Orca propose Orca Virtual Football, une ligue virtuelle à l'équité prouvable ; les règles sont écrites pour valoir aussi pour les sports réels.\n\n## Comment les paris sont réglés\n\n- Un pari de football est réglé sur le **résultat officiel à la fin du match : 90 minutes plus le temps additionnel accordé par l'arbitre**. Les prolongations et les tirs au but ne comptent pas, sauf si le marché le précise.\n- Un pari est accepté à la cote indiquée sur votre confirmation. Son gain est **mise × cote**, arrondi au centime inférieur.\n- Un combiné paie quand sa dernière sélection est réglée : les cotes de ses sélections gagnantes multipliées entre elles.\n\n## Annulations et facteur d'annulation\n\n- Une sélection est **annulée** quand son match est annulé ou interrompu, ou quand un marché ne peut pas être réglé (par exemple un handicap qui finit à égalité). Une sélection annulée rend sa mise : dans un combiné, elle compte pour une cote de 1,00.\n- Certains résultats n'annulent qu'une partie d'une sélection (lignes au quart de but) : le **facteur d'annulation** indique la part de la mise rendue, le reste étant réglé gagné ou perdu.\n\n## Erreurs manifestes\n\nSi une cote ou une ligne manifestement fausse a été proposée, à cause d'une panne technique ou d'une erreur humaine (par exemple une cote très éloignée de toutes les autres, ou un marché proposé alors que son résultat était connu), la sélection concernée est réglée à la cote correcte au moment du pari ou, si elle ne peut être établie, annulée et sa mise rendue. Nous vous prévenons si cela touche l'un de vos paris.\n\n## Événements liés\n\nDes sélections dont les résultats dépendent l'un de l'autre ne peuvent pas être combinées. Chez Orca, **deux sélections d'un même match ne peuvent pas figurer dans un combiné** ; le coupon l'indique et un tel combiné est refusé. Vous pouvez les jouer en simples.\n\n## Gain maximal\n\nUn pari peut rapporter au plus **250 000 EUR ou leur équivalent dans votre devise**, mise comprise. Un pari dont le gain potentiel dépasse ce montant est refusé à sa prise. Les mises peuvent aussi être limitées par sélection.\n\n## Paris en direct\n\nLes paris en direct sont acceptés **après un court délai** (5 secondes par défaut). Si pendant ce délai le marché est suspendu, la cote change contre votre réglage de changement de cote ou un but est marqué, le pari est refusé et la mise n'est pas prélevée. D'autres peuvent disposer d'informations plus récentes que vous.\n\n## Corrections de règlement\n\nSi un résultat a été mal réglé (par exemple après une erreur de flux), le règlement est **annulé** et le pari réglé à nouveau sur le bon résultat. Un gain versé sur le mauvais résultat est repris sur votre solde ; si votre solde ne suffit pas, le reste est retenu sur vos prochains gains.\n\n## Source des résultats\n\nLes résultats d'Orca Virtual Football viennent de la **graine serveur** de chaque match. Son hash SHA-256 est affiché sur la page du match avant l'ouverture des paris, et la graine est révélée à la fin du match. Avec la graine et les notes publiées des équipes, chacun peut recalculer le score et chaque minute de but sur le [vérificateur](/provably-fair).\n\nVoir aussi les [conditions générales](/info/terms-and-conditions) et le [jeu responsable](/info/responsible-gambling).",
  },
  'page:affiliates': {
    title: 'Affiliés',
    summary:
      'Devenez partenaire d’Orca et gagnez de l’argent grâce aux joueurs que vous nous envoyez.',
    body: "Vous gérez un site, une chaîne de streaming ou une communauté autour des jeux de casino ? Notre programme d'affiliation vous reverse une part des revenus nets de chaque joueur que vous nous envoyez, aussi longtemps qu'il joue.\n\n- Partage des revenus à partir de 25 %\n- Paiements mensuels\n- Liens de suivi et visuels en six langues\n\nPour nous rejoindre, écrivez-nous via [nous contacter](/info/contact-us) avec un lien vers votre site.",
  },
  'page:faq': {
    title: 'Questions fréquentes',
    summary: 'Dépôts, retraits, vérification, bonus et équité.',
    body: FAQ,
  },
  'page:how-to-play': {
    title: 'Comment jouer',
    summary:
      'Machines à sous, crash, dés, roulette, tables en direct et roue de la fortune, et comment vérifier une partie.',
    body: HOW_TO_PLAY,
  },
  'banner:welcome-bonus': {
    title: 'Bonus de bienvenue',
    summary: 'Doublez votre premier dépôt',
    body: '',
  },
  'banner:daily-slot-race': {
    title: 'Course de machines quotidienne',
    summary: 'Grimpez au classement, partagez la cagnotte',
    body: '',
  },
  'banner:challenges': {
    title: 'Défis',
    summary: 'Atteignez le multiplicateur visé, gagnez le prix',
    body: '',
  },
};
