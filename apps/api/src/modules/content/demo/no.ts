import type { DemoTexts } from './demo-texts.ts';

const HOW_TO_PLAY = `Hvert spill hos Orca er enten laget av oss selv, med utfall du kan kontrollere selv, eller kommer fra en lisensiert leverandør. Slik fungerer hver type.

## Spilleautomater

Velg innsats og trykk **Spinn**. Hjulene stopper på symboler som tilfeldighetsgeneratoren velger; du vinner når like symboler lander på en gevinstlinje (eller, på *ways*- og *Megaways*-automater, på nabohjul fra venstre). Spillets infopanel viser utbetalingen for hvert symbol og **RTP** (tilbakebetaling til spiller), andelen av innsatsene som betales tilbake over tid.

- **Gratisspinn** utløses av scatter-symboler og spilles med innsatsen som utløste dem.
- **Bonuskjøp** lar deg betale et fast multiplum av innsatsen for å starte funksjonen med en gang.
- **Jackpotautomater** bygger en felles pott med en liten del av hver innsats; potten betales ut når jackpoten lander.

## Crash

En multiplikator stiger fra 1,00× til runden *krasjer*. Legg innsatsen før runden starter og ta ut når du vil: du vinner innsatsen ganger multiplikatoren i det øyeblikket. Krasjer runden først, er innsatsen tapt. Et mål for automatisk uttak tar ut for deg.

## Terninger

Velg et måltall og om kastet skal bli over eller under det. Jo lavere sjanse, desto høyere utbetaling; utbetalingstabellen viser den nøyaktige multiplikatoren før du kaster.

## Rulett

Europeisk rulett har 37 felt (0–36). Sats på et tall (betaler 35 til 1), en split, en rad, et hjørne, et dusin, en kolonne, rødt eller svart, oddetall eller partall, lavt eller høyt. Kulen lander i ett felt; alle innsatser som dekker det, vinner.

## Live-bord: blackjack og baccarat

Live-bordene deler ut felles runder på tid: alle spillerne ved bordet ser de samme kortene.

- **Blackjack**: kom nærmere 21 enn dealeren uten å gå over. Ess teller 1 eller 11, bildekort 10. En blackjack betaler 3 til 2; dealeren står på 17.
- **Baccarat**: sats på Spiller, Bank eller Uavgjort. Hånden nærmest 9 vinner (bare siste siffer i summen teller). Bank betaler 0,95 til 1, Spiller 1 til 1, Uavgjort 8 til 1.

## Lykkehjulet

Hjulet har felt med ulike verdier. Sats på én eller flere verdier; når hjulet stopper, vinner innsatser på verdien under pekeren så mange ganger innsatsen (og du får innsatsen tilbake).

## Multiplikator-rulett

Europeisk rulett med lykketall. Når innsatsene stenger, trekkes 1 til 5 tall som *lykketall*, hvert med en multiplikator fra 50× til 500×; så kastes kulen. En innsats på et enkelt lykketall betaler multiplikatoren til 1 (et 500×-tall betaler 500 til 1, pluss innsatsen); ethvert annet enkelttall betaler 29 til 1. Alle andre innsatser betaler som i europeisk rulett. Lykketallene, multiplikatorene og feltet kommer fra rundens seed, så kontrollsiden regner dem ut på nytt; hver innsats gir tilbake 97,30 %. I begge multiplikatorspillene får en plass høyst 100 000 € per runde; innsatser som kan betale mer, avvises.

## Dice show

Tre terninger og en innsats på summen, fra 3 til 18. Når innsatsene stenger, får 1 til 3 summer en multiplikator (opptil 1000× på de sjeldneste summene); så kastes terningene. En innsats på summen som kom, betaler multiplikatoren til 1 når den har en, ellers summens odds (fra 167 til 1 på 3 og 18 ned til 5 til 1 på 9 til 12); reglene viser odds og multiplikatorer for hver sum. De multipliserte summene, multiplikatorene og terningene kommer fra rundens seed, så kontrollsiden regner dem ut igjen; hver sum betaler tilbake mellom 95,99 % og 96,02 %.

## Kontrollere en runde (bevisbart rettferdig)

Våre egne spill bruker en bevisbart rettferdig generator: før du spiller, ser du en *hash* av serverfrøet; hver runde kombinerer det frøet med ditt eget klientfrø og en teller (nonce). Når du bytter frø, avsløres det gamle serverfrøet. Åpne [Bevisbart rettferdig](/provably-fair), lim inn det avslørte serverfrøet, klientfrøet ditt og rundens nonce, så regner siden ut utfallet på nytt: du ser at det lå fast før du satset.
`;

const TERMS = `Disse vilkårene gjelder for alle kontoer hos Orca. Ved å opprette en konto godtar du dem.

## 1. Kontoen din

1. Du må være minst 18 år (eller eldre der loven i landet ditt krever det) for å opprette en konto.
2. Én konto per person. Opplysningene du gir, må være riktige og holdes oppdatert.
3. Vi kan be om bevis for identitet, adresse og betalingsmåte før et uttak (KYC).

## 2. Innskudd og uttak

1. Innskudd godskrives når betalingsleverandøren har bekreftet dem.
2. Uttak går til en betalingsmåte i ditt navn. Vi behandler dem innen tidene som vises i kassen.
3. Bonuspenger kan bare tas ut når omsetningskravet er oppfylt; se [bonusvilkårene](/info/bonus-terms).

## 3. Rettferdig spill

Alle våre egne spill er bevisbart rettferdige. Bruk av roboter, samarbeid mellom spillere eller utnyttelse av en feil gjør de berørte innsatsene ugyldige.

## 4. Ansvarlig spill

Du kan når som helst sette grenser for innskudd, tap og økter, eller utestenge deg selv. Se [ansvarlig spill](/info/responsible-gambling).

## 5. Kontakt

Spørsmål om disse vilkårene: [kontakt oss](/info/contact-us).
`;

const FAQ = `## Hvordan setter jeg inn penger?

Åpne kassen fra toppfeltet, velg betalingsmåte og beløp. Saldoen oppdateres så snart betalingen er bekreftet.

## Hvor lang tid tar et uttak?

De fleste uttak godkjennes innen 24 timer; større uttak kan trenge en ekstra kontroll. Du får en melding ved hvert steg.

## Hvorfor ber dere om dokumenter?

Loven krever at vi vet hvem spillerne våre er før vi betaler ut. Last dem opp under *Min konto → Verifisering*; vi kontrollerer dem vanligvis innen en dag.

## Hvordan fungerer bonuser?

En bonus godskrives som bonuspenger med et omsetningskrav. Dine egne penger spilles alltid først og kan tas ut når som helst. Se [bonusvilkårene](/info/bonus-terms).

## Er spillene rettferdige?

Ja. Våre egne spill er bevisbart rettferdige, og hver runde kan kontrolleres på [Bevisbart rettferdig](/provably-fair); leverandørenes spill er sertifisert av uavhengige laboratorier.

## Hvordan setter jeg grenser?

I profilmenyen under *Min konto → Ansvarlig spill* kan du sette innskuddsgrenser per dag, uke og måned, tapsgrenser og øktpåminnelser, eller ta en pause eller utestenge deg selv.
`;

const RESPONSIBLE_GAMBLING = `Pengespill skal være underholdning, aldri en måte å tjene penger på.

## Verktøy du kan bruke

- **Innskuddsgrenser** per dag, uke og måned
- **Tapsgrenser** per dag, uke og måned: når nettotapet ditt (innsatser minus gevinster) når en av dem, stopper spill med ekte penger til det er under grensen igjen
- **Øktpåminnelser** (realitetssjekk) hvert 15. minutt til hver 2. time: hvor lenge du har vært logget inn og resultatet ditt siden
- **Pause** på 24 timer, 1 uke, 1 måned eller 6 uker: ingen spill og ingen innskudd før den er over
- **Selvutestengelse**: kontoen din fryses med en gang i 24 timer, deretter i 6 måneder, 1 år, 5 år eller for alltid via lenken vi sender deg på e-post

Sett dem i profilmenyen under *Min konto → Ansvarlig spill*. En lavere grense gjelder med en gang; en høyere, eller å fjerne en grense, etter 24 timer. En pause eller selvutestengelse kan ikke avbrytes eller forkortes.

## Få hjelp

Hvis spillingen slutter å være morsom, snakk med noen: [BeGambleAware](https://www.begambleaware.org) og [Gamblers Anonymous](https://www.gamblersanonymous.org) tilbyr gratis og fortrolig hjelp.`;

/** The demo's Norwegian (bokmål) texts (see demo-texts.ts). */
export const NO: DemoTexts = {
  'news:orca-crash-is-live': {
    title: 'Orca Crash er lansert',
    summary: 'Vårt første egne crash-spill: ta ut før spekkhoggeren dykker.',
    body: 'Orca Crash er nå åpent for alle spillere.\n\nLegg innsatsen før runden starter, se multiplikatoren stige, og **ta ut** før den krasjer. Sett et automatisk uttak om du vil.\n\nSom i alle våre egne spill er hver runde bevisbart rettferdig: kontroller hvilken som helst av dem på [Bevisbart rettferdig](/provably-fair).',
  },
  'news:daily-slot-race': {
    title: 'Automatløp hver dag',
    summary: 'Klatre på resultatlisten på automatene våre og få en del av dagens premiepott.',
    body: 'Hver dag ved midnatt UTC starter et nytt **automatløp**. Spill på løpets automater med minste innsats eller mer: jo mer du satser, desto høyere klatrer du.\n\n- Resultatliste i sanntid\n- Premier utbetales automatisk når løpet er over\n- Ved likt resultat vinner den som kom dit først\n\nSe dagens løp under [Automatløp](/slot-races).',
  },
  'news:new-challenges-this-month': {
    title: 'Nye utfordringer denne måneden',
    summary: 'Nå målmultiplikatoren på utvalgte spill og vinn en pengepremie.',
    body: 'Vi har lagt til en ny runde med **utfordringer**: nå målmultiplikatoren på det oppgitte spillet med minst minste innsats, så er premien din. Hver utfordring vinnes av de første spillerne som klarer den.\n\n[Se utfordringene](/challenges)',
  },
  'news:vip-club-cashback': {
    title: 'Daglig cashback på alle nivåer',
    summary: 'Hver innsats med ekte penger gir nå cashback du kan hente hver dag.',
    body: 'Hver innsats gir deg lojalitetspoeng (CP) som løfter deg opp i nivå. Fra i dag bygger de samme innsatsene også opp **daglig cashback**: 20 % av husets fordel på det du satser med ekte penger, uansett nivå. Åpne *Belønninger* og hent den én gang om dagen.\n\n[Les om VIP-klubben](/vip-program)',
  },
  'news:verify-every-round': {
    title: 'Slik kontrollerer du hver runde du spiller',
    summary: 'Vår kontroll for bevisbart rettferdig spill, steg for steg.',
    body: 'Bevisbart rettferdig betyr at du ikke trenger å stole på oss.\n\n1. Før du spiller, noter **hashen av serverfrøet** som vises i spillet.\n2. Spill som vanlig; hver runde bruker klientfrøet ditt og en nonce.\n3. Bytt frø for å avsløre serverfrøet.\n4. Lim det inn på [Bevisbart rettferdig](/provably-fair) og sammenlign.\n\nHele forklaringen finner du i [Slik spiller du](/info/how-to-play).',
  },
  'page:terms-and-conditions': {
    title: 'Vilkår og betingelser',
    summary: 'Reglene for kontoen din, innskudd, uttak og spill.',
    body: TERMS,
  },
  'page:privacy-policy': {
    title: 'Personvernerklæring',
    summary: 'Hva vi lagrer om deg, hvorfor, og dine rettigheter.',
    body: '## Hva vi lagrer\n\nKontoopplysningene dine, transaksjonene og spillrundene dine, og dokumentene du laster opp for verifisering.\n\n## Hvorfor\n\nFor å drive kontoen din, oppfylle våre lovpålagte plikter (hvitvaskingskontroll, alderskontroll) og holde spillingen trygg.\n\n## Dine rettigheter\n\nDu kan be om en kopi av dataene dine, få dem rettet eller få dem slettet når loven ikke lenger krever at vi tar vare på dem. Skriv til oss via [kontakt oss](/info/contact-us).\n\n## Informasjonskapsler\n\nVi bruker bare den lagringen nettstedet trenger for å fungere (økten din og språkvalget ditt).',
  },
  'page:cookie-policy': {
    title: 'Retningslinjer for informasjonskapsler',
    summary: 'Hva nettstedet lagrer i nettleseren din, og hvorfor.',
    body: 'Orca bruker ingen informasjonskapsler for reklame eller sporing. Nettstedet lagrer bare det som trengs for at det skal fungere, i nettleserens lagring:\n\n- **Økten din**: en anonym økt for hver besøkende, og spillerøkten din når du logger inn.\n- **Valgene dine**: språket og landet ditt.\n- **En partners henvisning**: affiliatekodene fra lenken du kom fra, hvis det var en.\n- **Meldinger og spill**: hvilke meldinger du har sett, og spillet du spiller i denne fanen.\n\nDenne lagringen er nødvendig for at nettstedet skal fungere, derfor spør vi ikke om samtykke; du kan slette den når som helst i nettleserinnstillingene, og da blir du logget ut.\n\nHvis operatøren bruker en ekstern livechat-tjeneste, kan den tjenesten lagre egne informasjonskapsler når du åpner chatten. Sidene til betalingsleverandørene har egne retningslinjer for informasjonskapsler.\n\nMer om dataene dine: [personvernerklæringen](/info/privacy-policy).',
  },
  'page:responsible-gambling': {
    title: 'Ansvarlig spill',
    summary: 'Verktøy som holder spillingen morsom: grenser, pauser og selvutestengelse.',
    body: RESPONSIBLE_GAMBLING,
  },
  'page:bonus-terms': {
    title: 'Bonusvilkår',
    summary: 'Slik fungerer bonuspenger, omsetningskrav og gratisspinn.',
    body: '1. En bonus godskrives som **bonuspenger**, atskilt fra dine egne penger.\n2. Dine egne penger spilles alltid først og kan tas ut når som helst.\n3. Bonuspengene blir til ekte penger når du har omsatt dem så mange ganger som tilbudet sier. Spillene teller mot omsetningskravet med andelen som vises i tilbudet.\n4. Mens en bonus er aktiv, er hver innsats begrenset til tilbudets maksimale innsats.\n5. Tar du ut penger mens en bonus er aktiv, taper du bonusen og gevinstene fra den; du blir bedt om å bekrefte først.\n6. Gratisspinn spilles med fast innsats på det oppgitte spillet; gevinstene utbetales slik tilbudet sier.\n7. Én bonus per tilbud per spiller, med mindre tilbudet sier noe annet.',
  },
  'page:sports-rules': {
    title: 'Regler for sportsbetting',
    summary: 'Hvordan sportsspill godtas, avgjøres og annulleres.',
    body: 'Disse reglene gjelder for alle sportsspill hos Orca. I dag tilbyr Orca Orca Virtual Football, en beviselig rettferdig virtuell liga; reglene er skrevet slik at de også gjelder for ekte sport.\n\n## Hvordan spill avgjøres\n\n- Et fotballspill avgjøres på det **offisielle resultatet ved full tid: 90 minutter pluss tilleggstiden dommeren gir**. Ekstraomganger og straffesparkkonkurranse teller ikke, med mindre markedet sier det.\n- Et spill godtas til oddsen som står på bekreftelsen din. Gevinsten er **innsats × odds**, rundet ned til nærmeste øre.\n- En kombinasjon betaler når det siste valget er avgjort: oddsene til de vinnende valgene multiplisert.\n\n## Annullering og annulleringsfaktor\n\n- Et valg **annulleres** når kampen avlyses eller avbrytes, eller når et marked ikke kan avgjøres (for eksempel et handikap som ender likt). Et annullert valg gir innsatsen tilbake: i en kombinasjon teller det med odds 1,00.\n- Noen resultater annullerer bare en del av et valg (kvartmålslinjer): **annulleringsfaktoren** sier hvor stor del av innsatsen som betales tilbake, og resten avgjøres som vunnet eller tapt.\n\n## Åpenbare feil\n\nHvis en odds eller linje som åpenbart var feil ble tilbudt, på grunn av en teknisk feil eller en menneskelig feil (for eksempel en odds langt unna alle andre, eller et marked tilbudt etter at resultatet var kjent), avgjøres valget til riktig odds på tidspunktet for spillet, eller, om den ikke kan fastslås, annulleres det og innsatsen betales tilbake. Vi gir deg beskjed hvis dette gjelder et av spillene dine.\n\n## Sammenhengende utfall\n\nValg der resultatene avhenger av hverandre, kan ikke kombineres. Hos Orca kan **ikke to valg fra samme kamp stå i samme kombinasjon**; kupongen sier fra, og en slik kombinasjon avvises. Du kan spille dem som singler.\n\n## Høyeste utbetaling\n\nEt spill kan betale ut høyst **250 000 EUR eller tilsvarende i din valuta**, innsats medregnet. Et spill med høyere mulig gevinst avvises når det plasseres. Innsatser kan også begrenses per valg.\n\n## Direktespill\n\nDirektespill godtas **etter en kort forsinkelse** (5 sekunder som standard). Hvis markedet stenges, oddsen endres mot innstillingen din for oddsendringer eller det scores et mål i løpet av forsinkelsen, avvises spillet og innsatsen trekkes ikke. Andre kan ha mer oppdatert informasjon enn deg.\n\n## Rettelser av oppgjør\n\nHvis et resultat ble avgjort feil (for eksempel på grunn av en datafeil), **tilbakeføres** oppgjøret, og spillet avgjøres på nytt etter riktig resultat. Det som ble utbetalt på feil resultat trekkes fra saldoen din; holder ikke saldoen, trekkes resten fra de neste gevinstene dine.\n\n## Kilde for resultatene\n\nResultatene i Orca Virtual Football kommer fra hver kamps **serverfrø**. SHA-256-hashen vises på kampsiden før spillet åpner, og selve frøet avsløres ved full tid. Med frøet og de publiserte lagverdiene kan hvem som helst regne ut resultatet og hvert målminutt på nytt i [kontrollen](/provably-fair).\n\nSe også [vilkår og betingelser](/info/terms-and-conditions) og [ansvarlig spill](/info/responsible-gambling).',
  },
  'page:affiliates': {
    title: 'Partnere',
    summary: 'Bli partner med Orca og tjen penger på spillerne du henviser.',
    body: 'Driver du et nettsted, en strømmekanal eller et fellesskap om kasinospill? Partnerprogrammet vårt betaler deg en andel av nettoinntekten fra hver spiller du henviser, så lenge de spiller.\n\n- Inntektsdeling fra 25 %\n- Månedlige utbetalinger\n- Sporingslenker og reklamemateriell på seks språk\n\nFor å bli med, skriv til oss via [kontakt oss](/info/contact-us) med en lenke til nettstedet ditt.',
  },
  'page:faq': {
    title: 'Ofte stilte spørsmål',
    summary: 'Innskudd, uttak, verifisering, bonuser og rettferdighet.',
    body: FAQ,
  },
  'page:how-to-play': {
    title: 'Slik spiller du',
    summary:
      'Spilleautomater, crash, terninger, rulett, live-bord og lykkehjulet, og hvordan du kontrollerer en runde.',
    body: HOW_TO_PLAY,
  },
  'banner:welcome-bonus': {
    title: 'Velkomstbonus',
    summary: 'Doble ditt første innskudd',
    body: '',
  },
  'banner:daily-slot-race': {
    title: 'Daglig automatløp',
    summary: 'Klatre på resultatlisten og del premiepotten',
    body: '',
  },
  'banner:challenges': {
    title: 'Utfordringer',
    summary: 'Nå målmultiplikatoren og vinn premien',
    body: '',
  },
};
