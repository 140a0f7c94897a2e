import type { DemoTexts } from './demo-texts.ts';

const HOW_TO_PLAY = `Jedes Spiel bei Orca ist entweder eine Eigenentwicklung, deren Ergebnisse du selbst prüfen kannst, oder stammt von einem lizenzierten Anbieter. So funktioniert jede Art.

## Slots

Wähle deinen Einsatz und drücke **Drehen**. Die Walzen halten auf Symbolen, die der Zufallsgenerator wählt; ein Gewinn entsteht, wenn gleiche Symbole auf einer Gewinnlinie landen (bei *Ways*- und *Megaways*-Slots auf benachbarten Walzen von links). Das Infofeld des Spiels zeigt die Auszahlung jedes Symbols und den **RTP** (Auszahlungsquote), den langfristig ausgezahlten Anteil der Einsätze.

- **Freispiele** werden durch Scatter-Symbole ausgelöst und mit dem Einsatz gespielt, der sie ausgelöst hat.
- Mit dem **Bonuskauf** zahlst du ein festes Vielfaches deines Einsatzes und startest das Feature sofort.
- **Jackpot-Slots** speisen mit einem kleinen Teil jedes Einsatzes einen gemeinsamen Topf; er wird ausgezahlt, wenn der Jackpot fällt.

## Crash

Ein Multiplikator steigt ab 1,00×, bis die Runde *crasht*. Setze vor dem Rundenstart und zahle dich jederzeit aus: Du gewinnst deinen Einsatz mal den Multiplikator in diesem Moment. Crasht die Runde vorher, ist der Einsatz verloren. Ein Ziel für die automatische Auszahlung zahlt dich von selbst aus.

## Dice

Wähle eine Zielzahl und ob der Wurf darüber oder darunter liegen muss. Je geringer die Chance, desto höher die Auszahlung; die Auszahlungstabelle zeigt den genauen Multiplikator vor dem Wurf.

## Roulette

Europäisches Roulette hat 37 Fächer (0–36). Setze auf eine Zahl (zahlt 35 zu 1), ein Cheval, eine Transversale, ein Carré, ein Dutzend, eine Kolonne, Rot oder Schwarz, Gerade oder Ungerade, Manque oder Passe. Die Kugel fällt in ein Fach; jeder Einsatz, der es abdeckt, gewinnt.

## Live-Tische: Blackjack und Baccarat

Live-Tische spielen gemeinsame Runden mit festem Takt: Alle Spieler am Tisch sehen dieselben Karten.

- **Blackjack**: Komme näher an 21 als der Dealer, ohne dich zu überkaufen. Asse zählen 1 oder 11, Bildkarten 10. Ein Blackjack zahlt 3 zu 2; der Dealer bleibt bei 17 stehen.
- **Baccarat**: Setze auf Spieler, Bank oder Unentschieden. Die Hand näher an 9 gewinnt (nur die letzte Ziffer der Summe zählt). Bank zahlt 0,95 zu 1, Spieler 1 zu 1, Unentschieden 8 zu 1.

## Das Glücksrad

Das Rad hat Felder mit unterschiedlichen Werten. Setze auf einen oder mehrere Werte; bleibt das Rad stehen, gewinnen Einsätze auf den Wert unter dem Zeiger so oft ihren Einsatz (und den Einsatz zurück).

## Multiplikator-Roulette

Europäisches Roulette mit Glückszahlen. Wenn die Einsätze schließen, werden 1 bis 5 Zahlen als *Glückszahlen* gezogen, jede mit einem Multiplikator von 50× bis 500×; dann wird die Kugel geworfen. Ein Einsatz auf eine einzelne Glückszahl zahlt ihren Multiplikator zu 1 (eine 500×-Zahl zahlt 500 zu 1 und den Einsatz zurück); jede andere einzelne Zahl zahlt 29 zu 1. Alle anderen Einsätze zahlen wie beim europäischen Roulette. Glückszahlen, Multiplikatoren und das Fach kommen aus dem Seed der Runde, sodass der Prüfer sie nachrechnet; jeder Einsatz bringt 97,30 % zurück. Bei beiden Multiplikator-Shows erhält ein Platz höchstens 100.000 € pro Runde; Einsätze, die mehr auszahlen könnten, werden abgelehnt.

## Dice Show

Drei Würfel und ein Einsatz auf ihre Summe von 3 bis 18. Wenn die Einsätze schließen, bekommen 1 bis 3 Summen einen Multiplikator (bis 1000× auf den seltensten Summen); dann wird gewürfelt. Ein Einsatz auf die gewürfelte Summe zahlt ihren Multiplikator zu 1, wenn sie einen hat, sonst die Quote der Summe (von 167 zu 1 auf 3 und 18 bis 5 zu 1 auf 9 bis 12); die Regeln nennen Quoten und Multiplikatoren jeder Summe. Die multiplizierten Summen, ihre Multiplikatoren und die Würfel kommen aus dem Seed der Runde, sodass der Prüfer sie nachrechnet; jede Summe bringt zwischen 95,99 % und 96,02 % zurück.

## Eine Runde prüfen (nachweislich fair)

Unsere Eigenspiele nutzen einen nachweislich fairen Generator: Vor dem Spiel siehst du den *Hash* des Server-Seeds; jede Runde verbindet diesen Seed mit deinem eigenen Client-Seed und einem Zähler (der Nonce). Wechselst du die Seeds, wird der alte Server-Seed offengelegt. Öffne [Nachweislich fair](/provably-fair), füge den offengelegten Server-Seed, deinen Client-Seed und die Nonce der Runde ein, und die Seite berechnet das Ergebnis neu: So siehst du, dass es feststand, bevor du gesetzt hast.
`;

const TERMS = `Diese Bedingungen gelten für jedes Konto bei Orca. Mit der Kontoeröffnung akzeptierst du sie.

## 1. Dein Konto

1. Du musst mindestens 18 Jahre alt sein (oder älter, wenn das Recht deines Landes es verlangt), um ein Konto zu eröffnen.
2. Ein Konto pro Person. Deine Angaben müssen wahr sein und aktuell gehalten werden.
3. Vor einer Auszahlung können wir Nachweise zu Identität, Adresse und Zahlungsmittel verlangen (KYC).

## 2. Ein- und Auszahlungen

1. Einzahlungen werden gutgeschrieben, sobald der Zahlungsanbieter sie bestätigt.
2. Auszahlungen gehen an ein Zahlungsmittel auf deinen Namen. Wir bearbeiten sie innerhalb der Fristen, die die Kasse anzeigt.
3. Bonusgeld ist erst nach erfüllter Umsatzbedingung auszahlbar; siehe [Bonusbedingungen](/info/bonus-terms).

## 3. Fairness

Jedes Eigenspiel ist nachweislich fair. Bots, Absprachen oder das Ausnutzen eines Fehlers machen die betroffenen Einsätze ungültig.

## 4. Verantwortungsvolles Spielen

Du kannst jederzeit Einzahlungs-, Verlust- und Sitzungslimits setzen oder dich selbst sperren. Siehe [Verantwortungsvolles Spielen](/info/responsible-gambling).

## 5. Kontakt

Fragen zu diesen Bedingungen: [Kontakt](/info/contact-us).
`;

const FAQ = `## Wie zahle ich ein?

Öffne die Kasse in der Kopfzeile, wähle Zahlungsmittel und Betrag. Dein Guthaben wird aktualisiert, sobald die Zahlung bestätigt ist.

## Wie lange dauert eine Auszahlung?

Die meisten Auszahlungen werden innerhalb von 24 Stunden freigegeben; größere können eine zweite Prüfung brauchen. Bei jedem Schritt bekommst du eine Nachricht.

## Warum fragt ihr nach Dokumenten?

Das Gesetz verlangt, dass wir vor einer Auszahlung wissen, wer unsere Spieler sind. Lade sie unter *Mein Konto → Verifizierung* hoch; wir prüfen sie meist innerhalb eines Tages.

## Wie funktionieren Boni?

Ein Bonus wird als Bonusgeld mit Umsatzbedingung gutgeschrieben. Dein Echtgeld wird immer zuerst gespielt und ist jederzeit auszahlbar. Siehe [Bonusbedingungen](/info/bonus-terms).

## Sind die Spiele fair?

Ja. Eigenspiele sind nachweislich fair, jede Runde lässt sich auf [Nachweislich fair](/provably-fair) prüfen; die Spiele der Anbieter sind von unabhängigen Prüflaboren zertifiziert.

## Wie setze ich Limits?

Im Profilmenü unter *Mein Konto → Verantwortungsvolles Spielen* kannst du Einzahlungslimits pro Tag, Woche und Monat, Verlustlimits und Sitzungserinnerungen setzen oder mit einer Auszeit oder Selbstsperre eine Pause einlegen.
`;

const RESPONSIBLE_GAMBLING = `Glücksspiel soll Unterhaltung sein, niemals ein Weg, Geld zu verdienen.

## Deine Werkzeuge

- **Einzahlungslimits** pro Tag, Woche und Monat
- **Verlustlimits** pro Tag, Woche und Monat: Erreichen deine Nettoverluste (Einsätze minus Gewinne) eines davon, endet das Echtgeldspiel, bis sie wieder darunter liegen
- **Sitzungserinnerungen** (Realitätscheck) alle 15 Minuten bis 2 Stunden: wie lange du angemeldet bist und dein Ergebnis seitdem
- **Auszeit** von 24 Stunden, 1 Woche, 1 Monat oder 6 Wochen: kein Spiel und keine Einzahlung, bis sie endet
- **Selbstsperre**: Dein Konto wird sofort für 24 Stunden gesperrt, danach über den Link in unserer E-Mail für 6 Monate, 1 Jahr, 5 Jahre oder dauerhaft

Du setzt sie im Profilmenü unter *Mein Konto → Verantwortungsvolles Spielen*. Ein niedrigeres Limit gilt sofort; ein höheres, oder das Aufheben eines Limits, nach 24 Stunden. Eine Auszeit oder Selbstsperre lässt sich weder aufheben noch verkürzen.

## Hilfe finden

Wenn das Spielen keinen Spaß mehr macht, sprich mit jemandem: [BeGambleAware](https://www.begambleaware.org) und die [Anonymen Spieler](https://www.gamblersanonymous.org) helfen kostenlos und vertraulich.`;

/** The demo's German texts (see demo-texts.ts). */
export const DE: DemoTexts = {
  'news:orca-crash-is-live': {
    title: 'Orca Crash ist online',
    summary: 'Unser erstes eigenes Crash-Spiel: Lass dich auszahlen, bevor der Orca abtaucht.',
    body: 'Orca Crash ist ab sofort für alle Spieler geöffnet.\n\nSetze vor dem Rundenstart, sieh dem Multiplikator beim Steigen zu und **zahle dich aus**, bevor er crasht. Wenn du magst, stellst du eine automatische Auszahlung ein.\n\nWie in allen unseren Eigenspielen ist jede Runde nachweislich fair: Prüfe sie auf [Nachweislich fair](/provably-fair).',
  },
  'news:daily-slot-race': {
    title: 'Jeden Tag ein Slot-Rennen',
    summary:
      'Steige an unseren Slots in der Rangliste auf und sichere dir einen Anteil am täglichen Preispool.',
    body: 'Jeden Tag um Mitternacht (UTC) startet ein neues **Slot-Rennen**. Spiele die Slots des Rennens ab dem Mindesteinsatz: Je mehr du setzt, desto höher steigst du.\n\n- Rangliste in Echtzeit\n- Preise werden am Ende des Rennens automatisch ausgezahlt\n- Bei Gleichstand liegt vorn, wer zuerst dort war\n\nZum heutigen Rennen: [Slot-Rennen](/slot-races).',
  },
  'news:new-challenges-this-month': {
    title: 'Neue Herausforderungen in diesem Monat',
    summary: 'Erreiche den Ziel-Multiplikator in ausgewählten Spielen und gewinne einen Geldpreis.',
    body: 'Wir haben neue **Herausforderungen** hinzugefügt: Erreiche den Ziel-Multiplikator im genannten Spiel mit mindestens dem Mindesteinsatz, und der Preis gehört dir. Jede Herausforderung gewinnen die ersten Spieler, die sie schaffen.\n\n[Zu den Herausforderungen](/challenges)',
  },
  'news:vip-club-cashback': {
    title: 'Tägliches Cashback auf jedem Level',
    summary: 'Jeder Echtgeld-Einsatz bringt jetzt Cashback, das du jeden Tag abholen kannst.',
    body: 'Jeder Einsatz bringt dir Comp-Punkte (CP), mit denen du im Level aufsteigst. Ab heute bauen dieselben Einsätze auch **tägliches Cashback** auf: 20 % des Hausvorteils auf deine Echtgeld-Einsätze, auf jedem Level. Öffne *Belohnungen* und hol es dir einmal am Tag ab.\n\n[Mehr zum VIP-Club](/vip-program)',
  },
  'news:verify-every-round': {
    title: 'So prüfst du jede gespielte Runde',
    summary: 'Unser Prüfer für nachweislich faire Spiele, Schritt für Schritt.',
    body: 'Nachweislich fair heißt: Du musst uns nicht vertrauen.\n\n1. Notiere vor dem Spiel den **Hash des Server-Seeds**, den das Spiel zeigt.\n2. Spiele wie gewohnt; jede Runde nutzt deinen Client-Seed und eine Nonce.\n3. Wechsle die Seeds, um den Server-Seed offenzulegen.\n4. Füge ihn auf [Nachweislich fair](/provably-fair) ein und vergleiche.\n\nDie ausführliche Erklärung steht unter [So wird gespielt](/info/how-to-play).',
  },
  'page:terms-and-conditions': {
    title: 'Allgemeine Geschäftsbedingungen',
    summary: 'Die Regeln für dein Konto, Ein- und Auszahlungen und das Spiel.',
    body: TERMS,
  },
  'page:privacy-policy': {
    title: 'Datenschutzerklärung',
    summary: 'Was wir über dich speichern, warum, und deine Rechte.',
    body: '## Was wir speichern\n\nDeine Kontodaten, deine Transaktionen und Spielrunden sowie die Dokumente, die du zur Verifizierung hochlädst.\n\n## Warum\n\nUm dein Konto zu führen, unsere gesetzlichen Pflichten zu erfüllen (Geldwäscheprävention, Altersprüfung) und sicheres Spielen zu gewährleisten.\n\n## Deine Rechte\n\nDu kannst eine Kopie deiner Daten verlangen, sie berichtigen oder löschen lassen, sobald das Gesetz uns nicht mehr zur Aufbewahrung verpflichtet. Schreib uns über [Kontakt](/info/contact-us).\n\n## Cookies\n\nWir nutzen nur den Speicher, den die Seite zum Funktionieren braucht (deine Sitzung und deine Sprachwahl).',
  },
  'page:cookie-policy': {
    title: 'Cookie-Richtlinie',
    summary: 'Was die Website in deinem Browser speichert und warum.',
    body: 'Orca verwendet keine Werbe- oder Tracking-Cookies. Die Website speichert nur, was sie zum Funktionieren braucht, im Speicher deines Browsers:\n\n- **Deine Sitzung**: eine anonyme Sitzung für jeden Besucher und deine Spielersitzung, sobald du dich anmeldest.\n- **Deine Auswahl**: deine Sprache und dein Land.\n- **Die Empfehlung eines Partners**: die Affiliate-Codes des Links, über den du gekommen bist, falls es einen gab.\n- **Nachrichten und Spiele**: welche Nachrichten du schon gesehen hast und das Spiel, das du in diesem Tab spielst.\n\nDieser Speicher ist für den Betrieb der Website nötig, deshalb wird nicht um Zustimmung gefragt; du kannst ihn jederzeit in den Einstellungen deines Browsers löschen, wodurch du abgemeldet wirst.\n\nNutzt der Betreiber einen externen Live-Chat-Dienst, kann dieser beim Öffnen des Chats eigene Cookies setzen. Die Seiten der Zahlungsanbieter haben eigene Cookie-Richtlinien.\n\nMehr über deine Daten: [Datenschutzerklärung](/info/privacy-policy).',
  },
  'page:responsible-gambling': {
    title: 'Verantwortungsvolles Spielen',
    summary: 'Werkzeuge, damit Spielen Spaß bleibt: Limits, Pausen und Selbstsperre.',
    body: RESPONSIBLE_GAMBLING,
  },
  'page:bonus-terms': {
    title: 'Bonusbedingungen',
    summary: 'Wie Bonusgeld, Umsatzbedingungen und Freispiele funktionieren.',
    body: '1. Ein Bonus wird als **Bonusgeld** gutgeschrieben, getrennt von deinem Echtgeld.\n2. Dein Echtgeld wird immer zuerst gespielt und ist jederzeit auszahlbar.\n3. Bonusgeld wird zu Echtgeld, sobald du es so oft umgesetzt hast, wie das Angebot angibt. Die Spiele zählen mit dem Anteil zum Umsatz, den das Angebot zeigt.\n4. Solange ein Bonus aktiv ist, ist jeder Einsatz auf den Maximaleinsatz des Angebots begrenzt.\n5. Eine Auszahlung bei aktivem Bonus lässt den Bonus und seine Gewinne verfallen; du wirst vorher um Bestätigung gebeten.\n6. Freispiele werden mit festem Einsatz im genannten Spiel gespielt; ihre Gewinne werden ausgezahlt, wie das Angebot es angibt.\n7. Ein Bonus pro Angebot und Spieler, sofern das Angebot nichts anderes sagt.',
  },
  'page:sports-rules': {
    title: 'Regeln für Sportwetten',
    summary: 'Wie Sportwetten angenommen, abgerechnet und annulliert werden.',
    body: 'Diese Regeln gelten für jede Sportwette bei Orca. Derzeit bietet Orca Orca Virtual Football an, eine nachweislich faire virtuelle Liga; die Regeln sind so geschrieben, dass sie auch für echten Sport gelten.\n\n## Wie Wetten abgerechnet werden\n\n- Eine Fußballwette wird nach dem **offiziellen Ergebnis nach Abpfiff abgerechnet: 90 Minuten plus die vom Schiedsrichter angezeigte Nachspielzeit**. Verlängerung und Elfmeterschießen zählen nicht, außer ein Markt sagt es.\n- Eine Wette gilt zu der Quote, die deine Bestätigung zeigt. Ihr Gewinn ist **Einsatz × Quote**, auf den Cent abgerundet.\n- Eine Kombiwette zahlt, wenn ihre letzte Auswahl abgerechnet ist: die Quoten ihrer gewonnenen Auswahlen miteinander multipliziert.\n\n## Annullierungen und der Void-Faktor\n\n- Eine Auswahl ist **ungültig**, wenn ihr Spiel abgesagt oder abgebrochen wird oder ein Markt nicht abgerechnet werden kann (etwa ein Handicap, das unentschieden endet). Eine ungültige Auswahl gibt ihren Einsatz zurück: In einer Kombiwette zählt sie mit der Quote 1,00.\n- Manche Ergebnisse annullieren nur einen Teil einer Auswahl (Viertel-Tor-Linien): Der **Void-Faktor** gibt an, welcher Anteil des Einsatzes zurückgeht; der Rest wird als gewonnen oder verloren abgerechnet.\n\n## Offensichtliche Fehler\n\nWurde eine Quote oder Linie angeboten, die offensichtlich falsch ist, wegen eines technischen Fehlers oder eines menschlichen Irrtums (etwa eine Quote weit weg von allen anderen oder ein Markt, der angeboten wurde, als sein Ergebnis schon feststand), wird die betroffene Auswahl zur richtigen Quote zum Zeitpunkt der Wette abgerechnet oder, wenn sich diese nicht feststellen lässt, annulliert und der Einsatz erstattet. Wir sagen dir Bescheid, wenn das eine deiner Wetten betrifft.\n\n## Zusammenhängende Ereignisse\n\nAuswahlen, deren Ergebnisse voneinander abhängen, lassen sich nicht kombinieren. Bei Orca dürfen **keine zwei Auswahlen aus demselben Spiel in einer Kombiwette** stehen; der Wettschein weist darauf hin, und eine solche Kombiwette wird abgelehnt. Als Einzelwetten kannst du sie platzieren.\n\n## Höchstauszahlung\n\nEine Wette kann höchstens **250.000 EUR oder den Gegenwert in deiner Währung** auszahlen, Einsatz eingeschlossen. Eine Wette mit höherem möglichen Gewinn wird bei der Abgabe abgelehnt. Einsätze können auch pro Auswahl begrenzt sein.\n\n## Live-Wetten\n\nLive-Wetten werden **nach einer kurzen Verzögerung** angenommen (standardmäßig 5 Sekunden). Wird der Markt in dieser Zeit gesperrt, ändert sich die Quote entgegen deiner Einstellung für Quotenänderungen oder fällt ein Tor, wird die Wette abgelehnt und der Einsatz nicht abgebucht. Andere haben möglicherweise aktuellere Informationen als du.\n\n## Korrekturen der Abrechnung\n\nWurde ein Ergebnis falsch abgerechnet (etwa durch einen Datenfehler), wird die Abrechnung **zurückgenommen** und die Wette nach dem richtigen Ergebnis neu abgerechnet. Eine Auszahlung auf das falsche Ergebnis wird von deinem Guthaben zurückgebucht; reicht es nicht, wird der Rest mit deinen nächsten Gewinnen verrechnet.\n\n## Quelle der Ergebnisse\n\nDie Ergebnisse von Orca Virtual Football stammen aus dem **Server-Seed** jedes Spiels. Sein SHA-256-Hash steht auf der Spielseite, bevor die Wetten öffnen, und der Seed selbst wird beim Abpfiff offengelegt. Mit dem Seed und den veröffentlichten Teamwerten kann jeder das Ergebnis und jede Torminute im [Prüfer](/provably-fair) nachrechnen.\n\nSiehe auch die [Geschäftsbedingungen](/info/terms-and-conditions) und [verantwortungsvolles Spielen](/info/responsible-gambling).',
  },
  'page:affiliates': {
    title: 'Partner',
    summary: 'Werde Partner von Orca und verdiene an den Spielern, die du vermittelst.',
    body: 'Du betreibst eine Website, einen Stream oder eine Community rund um Casinospiele? Unser Partnerprogramm zahlt dir einen Anteil am Nettoumsatz jedes vermittelten Spielers, so lange er spielt.\n\n- Umsatzbeteiligung ab 25 %\n- Monatliche Auszahlungen\n- Tracking-Links und Werbemittel in sechs Sprachen\n\nUm mitzumachen, schreib uns über [Kontakt](/info/contact-us) mit einem Link zu deiner Seite.',
  },
  'page:faq': {
    title: 'Häufige Fragen',
    summary: 'Ein- und Auszahlungen, Verifizierung, Boni und Fairness.',
    body: FAQ,
  },
  'page:how-to-play': {
    title: 'So wird gespielt',
    summary:
      'Slots, Crash, Dice, Roulette, Live-Tische und das Glücksrad – und wie du eine Runde prüfst.',
    body: HOW_TO_PLAY,
  },
  'banner:welcome-bonus': {
    title: 'Willkommensbonus',
    summary: 'Verdopple deine erste Einzahlung',
    body: '',
  },
  'banner:daily-slot-race': {
    title: 'Tägliches Slot-Rennen',
    summary: 'Steig in der Rangliste auf und teile den Preispool',
    body: '',
  },
  'banner:challenges': {
    title: 'Herausforderungen',
    summary: 'Erreiche den Ziel-Multiplikator und gewinne',
    body: '',
  },
};
