import type { DemoTexts } from './demo-texts.ts';

const HOW_TO_PLAY = `Cada juego de Orca es propio, con resultados que puedes comprobar tú mismo, o viene de un proveedor con licencia. Así funciona cada tipo.

## Tragaperras

Elige tu apuesta y pulsa **Girar**. Los rodillos se detienen en símbolos elegidos por el generador de números aleatorios; ganas cuando símbolos iguales caen en una línea de pago (o, en las tragaperras *ways* y *Megaways*, en rodillos contiguos desde la izquierda). El panel de información del juego muestra el pago de cada símbolo y el **RTP** (retorno al jugador), la parte de las apuestas que se devuelve a largo plazo.

- Los **giros gratis** se activan con símbolos scatter y se juegan con la apuesta que los activó.
- La **compra de bono** te permite pagar un múltiplo fijo de tu apuesta para empezar la función al momento.
- Las **tragaperras con jackpot** alimentan un bote común con una pequeña parte de cada apuesta; el bote se paga cuando sale el jackpot.

## Crash

Un multiplicador sube desde 1,00× hasta que la ronda *se estrella*. Apuesta antes de que empiece la ronda y cobra cuando quieras: ganas tu apuesta por el multiplicador de ese instante. Si la ronda se estrella antes, pierdes la apuesta. Un objetivo de cobro automático cobra por ti.

## Dados

Elige un número objetivo y si la tirada debe quedar por encima o por debajo. Cuanto menor la probabilidad, mayor el pago; la tabla de pagos muestra el multiplicador exacto antes de tirar.

## Ruleta

La ruleta europea tiene 37 casillas (0–36). Apuesta a un número (paga 35 a 1), un caballo, una calle, un cuadro, una docena, una columna, rojo o negro, par o impar, falta o pasa. La bola cae en una casilla; ganan todas las apuestas que la cubren.

## Mesas en vivo: blackjack y baccarat

Las mesas en vivo reparten rondas comunes y con tiempo: todos los jugadores de la mesa ven las mismas cartas.

- **Blackjack**: acércate más a 21 que el crupier sin pasarte. Los ases valen 1 u 11 y las figuras 10. Un blackjack paga 3 a 2; el crupier se planta en 17.
- **Baccarat**: apuesta a Jugador, Banca o Empate. Gana la mano más cercana a 9 (solo cuenta la última cifra del total). La Banca paga 0,95 a 1, el Jugador 1 a 1 y el Empate 8 a 1.

## La rueda de la fortuna

La rueda tiene segmentos de distintos valores. Apuesta a uno o varios valores; cuando la rueda se detiene, las apuestas al valor bajo el indicador ganan ese número de veces su apuesta (y recuperan la apuesta).

## Ruleta multiplicadora

Ruleta europea con números de la suerte. Al cerrarse las apuestas se sortean de 1 a 5 números *de la suerte*, cada uno con un multiplicador de 50× a 500×; después se lanza la bola. Una apuesta a un número de la suerte paga su multiplicador a 1 (un número de 500× paga 500 a 1, más la apuesta); cualquier otro pleno paga 29 a 1. Las demás apuestas pagan como en la ruleta europea. Los números de la suerte, sus multiplicadores y la casilla salen de la semilla de la ronda, así que el verificador los recalcula; cada apuesta devuelve el 97,30 %. En los dos juegos con multiplicadores un asiento cobra como máximo 100.000 € por ronda; se rechazan las apuestas que podrían pagar más.

## Dice show

Tres dados y una apuesta a su suma, del 3 al 18. Al cerrar las apuestas, de 1 a 3 totales reciben un multiplicador (hasta 1000× en los totales más raros); después se lanzan los dados. Una apuesta al total obtenido paga su multiplicador a 1 si lo tiene; si no, la cuota del total (de 167 a 1 en el 3 y el 18 a 5 a 1 del 9 al 12); las reglas muestran las cuotas y multiplicadores de cada total. Los totales multiplicados, sus multiplicadores y los dados salen de la semilla de la ronda, así que el verificador los recalcula; cada total devuelve entre el 95,99 % y el 96,02 %.

## Comprobar una ronda (demostrablemente justo)

Nuestros juegos propios usan un generador demostrablemente justo: antes de jugar ves el *hash* de la semilla del servidor; cada ronda combina esa semilla con tu propia semilla de cliente y un contador (el nonce). Cuando cambias las semillas, se revela la semilla del servidor anterior. Abre [Demostrablemente justo](/provably-fair), pega la semilla del servidor revelada, tu semilla de cliente y el nonce de la ronda, y la página recalcula el resultado: así ves que estaba fijado antes de tu apuesta.
`;

const TERMS = `Estos términos se aplican a todas las cuentas de Orca. Al abrir una cuenta los aceptas.

## 1. Tu cuenta

1. Debes tener al menos 18 años (o más si la ley de tu país lo exige) para abrir una cuenta.
2. Una cuenta por persona. Los datos que facilites deben ser ciertos y mantenerse al día.
3. Antes de un retiro podemos pedirte pruebas de identidad, domicilio y método de pago (KYC).

## 2. Depósitos y retiros

1. Los depósitos se abonan cuando el proveedor de pagos los confirma.
2. Los retiros van a un método de pago a tu nombre. Los tramitamos en los plazos que indica la caja.
3. El dinero de bono solo se puede retirar cuando se completa su requisito de apuesta; consulta los [términos de bonos](/info/bonus-terms).

## 3. Juego limpio

Todos los juegos propios son demostrablemente justos. Usar bots, confabularse o aprovechar un fallo anula las apuestas afectadas.

## 4. Juego responsable

Puedes fijar límites de depósito, de pérdidas y de sesión, o autoexcluirte, cuando quieras. Consulta [juego responsable](/info/responsible-gambling).

## 5. Contacto

Preguntas sobre estos términos: [contacto](/info/contact-us).
`;

const FAQ = `## ¿Cómo deposito?

Abre la caja desde la cabecera, elige un método y un importe. Tu saldo se actualiza en cuanto se confirma el pago.

## ¿Cuánto tarda un retiro?

La mayoría de los retiros se aprueban en 24 horas; los más grandes pueden necesitar una segunda revisión. Recibirás un mensaje en cada paso.

## ¿Por qué pedís documentos?

La ley nos obliga a saber quiénes son nuestros jugadores antes de pagar. Súbelos en *Mi cuenta → Verificación*; normalmente los revisamos en un día.

## ¿Cómo funcionan los bonos?

Un bono se abona como dinero de bono con un requisito de apuesta. Tu dinero real se juega siempre primero y se puede retirar en cualquier momento. Consulta los [términos de bonos](/info/bonus-terms).

## ¿Son justos los juegos?

Sí. Los juegos propios son demostrablemente justos y cada ronda se puede comprobar en [Demostrablemente justo](/provably-fair); los juegos de proveedores están certificados por laboratorios independientes.

## ¿Cómo fijo límites?

En el menú del perfil, en *Mi cuenta → Juego responsable*, puedes fijar límites de depósito por día, semana y mes, límites de pérdidas y recordatorios de sesión, o tomarte un descanso con una pausa o la autoexclusión.
`;

const RESPONSIBLE_GAMBLING = `El juego debe ser entretenimiento, nunca una forma de ganar dinero.

## Herramientas a tu alcance

- **Límites de depósito** por día, semana y mes
- **Límites de pérdidas** por día, semana y mes: cuando tus pérdidas netas (apuestas menos ganancias) alcanzan uno, el juego con dinero real se detiene hasta que vuelvan a estar por debajo
- **Recordatorios de sesión** (controles de realidad) cada 15 minutos a 2 horas: cuánto tiempo llevas conectado y tu resultado desde entonces
- **Pausa** de 24 horas, 1 semana, 1 mes o 6 semanas: sin juego ni depósitos hasta que termine
- **Autoexclusión**: tu cuenta se congela al instante durante 24 horas y después durante 6 meses, 1 año, 5 años o para siempre con el enlace que te enviamos por correo

Fíjalos en el menú del perfil, en *Mi cuenta → Juego responsable*. Un límite más bajo se aplica al momento; uno más alto, o quitar un límite, tras 24 horas. Una pausa o una autoexclusión no se pueden cancelar ni acortar.

## Pedir ayuda

Si el juego deja de ser divertido, habla con alguien: [BeGambleAware](https://www.begambleaware.org) y [Jugadores Anónimos](https://www.gamblersanonymous.org) ofrecen ayuda gratuita y confidencial.`;

/** The demo's Spanish texts (see demo-texts.ts). */
export const ES: DemoTexts = {
  'news:orca-crash-is-live': {
    title: 'Orca Crash ya está aquí',
    summary: 'Nuestro primer juego crash propio: cobra antes de que la orca se sumerja.',
    body: 'Orca Crash ya está abierto para todos los jugadores.\n\nApuesta antes de que empiece la ronda, mira subir el multiplicador y **cobra** antes de que se estrelle. Si lo prefieres, fija un cobro automático.\n\nComo en todos nuestros juegos propios, cada ronda es demostrablemente justa: compruébala en [Demostrablemente justo](/provably-fair).',
  },
  'news:daily-slot-race': {
    title: 'Una carrera de tragaperras cada día',
    summary:
      'Sube en la clasificación de nuestras tragaperras y llévate una parte del bote del día.',
    body: 'Cada día a medianoche UTC empieza una nueva **carrera de tragaperras**. Juega a las tragaperras de la carrera con la apuesta mínima o más: cuanto más apuestes, más subes.\n\n- Clasificación en directo\n- Premios pagados automáticamente al terminar la carrera\n- En caso de empate, gana quien llegó primero\n\nMira la carrera de hoy en [Carreras de tragaperras](/slot-races).',
  },
  'news:new-challenges-this-month': {
    title: 'Nuevos desafíos este mes',
    summary:
      'Alcanza el multiplicador objetivo en los juegos elegidos y gana un premio en efectivo.',
    body: 'Hemos añadido nuevos **desafíos**: alcanza el multiplicador objetivo en el juego indicado con al menos la apuesta mínima y el premio es tuyo. Cada desafío lo ganan los primeros jugadores que lo alcanzan.\n\n[Ver los desafíos](/challenges)',
  },
  'news:vip-club-cashback': {
    title: 'Cashback diario en todos los niveles',
    summary: 'Cada apuesta con dinero real te da ahora cashback que puedes reclamar cada día.',
    body: 'Cada apuesta te da puntos de fidelidad (CP) con los que subes de nivel. Desde hoy, esas mismas apuestas también acumulan **cashback diario**: el 20 % de la ventaja de la casa sobre lo que apuestas con dinero real, sea cual sea tu nivel. Abre *Recompensas* y reclámalo una vez al día.\n\n[Conoce el Club VIP](/vip-program)',
  },
  'news:verify-every-round': {
    title: 'Cómo comprobar cualquier ronda que juegues',
    summary: 'Nuestro verificador demostrablemente justo, paso a paso.',
    body: 'Demostrablemente justo significa que no tienes que fiarte de nosotros.\n\n1. Antes de jugar, anota el **hash de la semilla del servidor** que muestra el juego.\n2. Juega como siempre; cada ronda usa tu semilla de cliente y un nonce.\n3. Cambia las semillas para revelar la semilla del servidor.\n4. Pégala en [Demostrablemente justo](/provably-fair) y compara.\n\nLa explicación completa está en [Cómo jugar](/info/how-to-play).',
  },
  'page:terms-and-conditions': {
    title: 'Términos y condiciones',
    summary: 'Las reglas de tu cuenta, depósitos, retiros y juego.',
    body: TERMS,
  },
  'page:privacy-policy': {
    title: 'Política de privacidad',
    summary: 'Qué guardamos sobre ti, por qué y cuáles son tus derechos.',
    body: '## Qué guardamos\n\nLos datos de tu cuenta, tus transacciones y rondas de juego, y los documentos que subes para la verificación.\n\n## Por qué\n\nPara gestionar tu cuenta, cumplir nuestras obligaciones legales (prevención del blanqueo de capitales, control de edad) y mantener el juego seguro.\n\n## Tus derechos\n\nPuedes pedir una copia de tus datos, que se corrijan o que se borren cuando la ley ya no nos obligue a conservarlos. Escríbenos a través de [contacto](/info/contact-us).\n\n## Cookies\n\nSolo usamos el almacenamiento que el sitio necesita para funcionar (tu sesión y el idioma que eliges).',
  },
  'page:cookie-policy': {
    title: 'Política de cookies',
    summary: 'Qué guarda el sitio en tu navegador y por qué.',
    body: 'Orca no usa cookies publicitarias ni de seguimiento. El sitio guarda solo lo que necesita para funcionar, en el almacenamiento de tu navegador:\n\n- **Tu sesión**: una sesión anónima para cada visitante y tu sesión de jugador cuando inicias sesión.\n- **Tus preferencias**: tu idioma y tu país.\n- **La recomendación de un socio**: los códigos de afiliado del enlace por el que llegaste, si lo hubo.\n- **Mensajes y juegos**: qué mensajes ya has visto y el juego que tienes abierto en esta pestaña.\n\nEste almacenamiento es necesario para que el sitio funcione, por eso no se pide consentimiento; puedes borrarlo cuando quieras en los ajustes de tu navegador, lo que cierra tu sesión.\n\nSi el operador usa un servicio externo de chat en vivo, ese servicio puede guardar sus propias cookies cuando abres el chat. Las páginas de los proveedores de pago tienen sus propias políticas de cookies.\n\nMás sobre tus datos: [política de privacidad](/info/privacy-policy).',
  },
  'page:responsible-gambling': {
    title: 'Juego responsable',
    summary:
      'Herramientas para que el juego siga siendo divertido: límites, pausas y autoexclusión.',
    body: RESPONSIBLE_GAMBLING,
  },
  'page:bonus-terms': {
    title: 'Términos de bonos',
    summary: 'Cómo funcionan el dinero de bono, el requisito de apuesta y los giros gratis.',
    body: '1. Un bono se abona como **dinero de bono**, aparte de tu dinero real.\n2. Tu dinero real se juega siempre primero y se puede retirar en cualquier momento.\n3. El dinero de bono pasa a ser dinero real cuando lo has apostado las veces que indica la oferta. Los juegos cuentan para el requisito en la proporción que muestra la oferta.\n4. Mientras un bono está activo, cada apuesta tiene como tope la apuesta máxima de la oferta.\n5. Retirar con un bono activo hace perder el bono y sus ganancias; antes se te pide confirmación.\n6. Los giros gratis se juegan con una apuesta fija en el juego indicado; sus ganancias se pagan como indica la oferta.\n7. Un bono por oferta y jugador, salvo que la oferta diga otra cosa.',
  },
  'page:sports-rules': {
    title: 'Reglas de apuestas deportivas',
    summary: 'Cómo se aceptan, liquidan y anulan las apuestas deportivas.',
    body: 'Estas reglas se aplican a todas las apuestas deportivas en Orca. Hoy Orca ofrece Orca Virtual Football, una liga virtual demostrablemente justa; las reglas están escritas para que valgan también para deportes reales.\n\n## Cómo se liquidan las apuestas\n\n- Una apuesta de fútbol se liquida con el **resultado oficial al final del partido: 90 minutos más el tiempo añadido que indica el árbitro**. La prórroga y los penaltis no cuentan salvo que el mercado lo diga.\n- Una apuesta se acepta a la cuota que muestra tu confirmación. Su ganancia es **importe × cuota**, redondeada a la baja al céntimo.\n- Una combinada paga cuando se liquida su última selección: las cuotas de sus selecciones ganadoras multiplicadas.\n\n## Anulaciones y el factor de anulación\n\n- Una selección se **anula** cuando su partido se cancela o se suspende, o cuando un mercado no puede liquidarse (por ejemplo un hándicap que termina igualado). Una selección anulada devuelve su importe: en una combinada cuenta con cuota 1,00.\n- Algunos resultados anulan solo parte de una selección (líneas de cuarto de gol): el **factor de anulación** indica qué parte del importe se devuelve, y el resto se liquida como ganado o perdido.\n\n## Errores evidentes (errores palpables)\n\nSi se ofreció una cuota o una línea claramente equivocada, por un fallo técnico o un error humano (por ejemplo una cuota muy alejada de todas las demás, o un mercado ofrecido cuando ya se conocía su resultado), la selección afectada se liquida a la cuota correcta en el momento de la apuesta o, si no puede establecerse, se anula y se devuelve su importe. Te avisamos si esto ocurre con una de tus apuestas.\n\n## Contingencias relacionadas\n\nNo se pueden combinar selecciones cuyos resultados dependen unos de otros. En Orca **no puede haber dos selecciones del mismo partido en una combinada**; el boleto lo indica y esa combinada se rechaza. Puedes apostarlas como simples.\n\n## Pago máximo\n\nLo máximo que puede devolver una apuesta es **250.000 EUR o su equivalente en tu moneda**, importe incluido. Una apuesta cuya ganancia posible supera esa cifra se rechaza al realizarla. Los importes también pueden limitarse por selección.\n\n## Apuestas en vivo\n\nLas apuestas en vivo se aceptan **tras un breve retraso** (5 segundos por defecto). Si durante el retraso el mercado se suspende, la cuota cambia en contra de tu ajuste de cambios de cuota o se marca un gol, la apuesta se rechaza y no se cobra el importe. Otras personas pueden tener información más actualizada que tú.\n\n## Correcciones de liquidación\n\nSi un resultado se liquidó mal (por ejemplo por un error de datos), la liquidación se **revierte** y la apuesta se liquida de nuevo con el resultado correcto. Lo pagado sobre el resultado erróneo se descuenta de tu saldo; si tu saldo no alcanza, la diferencia se descuenta de tus próximas ganancias.\n\n## Fuente de los resultados\n\nLos resultados de Orca Virtual Football salen de la **semilla del servidor** de cada partido. Su hash SHA-256 se muestra en la página del partido antes de abrir las apuestas y la semilla se revela al final. Con la semilla y las valoraciones publicadas de los equipos, cualquiera puede recalcular el marcador y cada minuto de gol en el [verificador](/provably-fair).\n\nConsulta también los [términos y condiciones](/info/terms-and-conditions) y el [juego responsable](/info/responsible-gambling).',
  },
  'page:affiliates': {
    title: 'Afiliados',
    summary: 'Asóciate con Orca y gana con los jugadores que nos traigas.',
    body: '¿Tienes una web, un canal de streaming o una comunidad sobre juegos de casino? Nuestro programa de afiliados te paga una parte de los ingresos netos de cada jugador que nos traigas, mientras siga jugando.\n\n- Reparto de ingresos desde el 25 %\n- Pagos mensuales\n- Enlaces de seguimiento y creatividades en seis idiomas\n\nPara unirte, escríbenos a través de [contacto](/info/contact-us) con un enlace a tu web.',
  },
  'page:faq': {
    title: 'Preguntas frecuentes',
    summary: 'Depósitos, retiros, verificación, bonos y juego limpio.',
    body: FAQ,
  },
  'page:how-to-play': {
    title: 'Cómo jugar',
    summary:
      'Tragaperras, crash, dados, ruleta, mesas en vivo y la rueda de la fortuna, y cómo comprobar una ronda.',
    body: HOW_TO_PLAY,
  },
  'banner:welcome-bonus': {
    title: 'Bono de bienvenida',
    summary: 'Duplica tu primer depósito',
    body: '',
  },
  'banner:daily-slot-race': {
    title: 'Carrera diaria de tragaperras',
    summary: 'Sube en la clasificación y reparte el bote',
    body: '',
  },
  'banner:challenges': {
    title: 'Desafíos',
    summary: 'Alcanza el multiplicador y gana el premio',
    body: '',
  },
};
