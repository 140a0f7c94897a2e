import type { DemoTexts } from './demo-texts.ts';

const HOW_TO_PLAY = `Cada jogo da Orca é desenvolvido por nós, com resultados que você mesmo pode conferir, ou vem de um fornecedor licenciado. Veja como funciona cada tipo.

## Slots

Escolha sua aposta e toque em **Girar**. Os rolos param em símbolos escolhidos pelo gerador de números aleatórios; um prêmio é pago quando símbolos iguais caem em uma linha de pagamento (ou, nos slots *ways* e *Megaways*, em rolos vizinhos a partir da esquerda). O painel de informações do jogo mostra o pagamento de cada símbolo e o **RTP** (retorno ao jogador), a parte das apostas devolvida a longo prazo.

- As **rodadas grátis** são ativadas por símbolos scatter e jogadas com a aposta que as ativou.
- A **compra de bônus** permite pagar um múltiplo fixo da sua aposta para iniciar o recurso na hora.
- Os **slots com jackpot** alimentam um prêmio acumulado comum com uma pequena parte de cada aposta; o acumulado é pago quando o jackpot sai.

## Crash

Um multiplicador sobe a partir de 1,00× até a rodada *quebrar*. Aposte antes de a rodada começar e retire quando quiser: você ganha sua aposta vezes o multiplicador daquele instante. Se a rodada quebrar antes, a aposta é perdida. Uma meta de retirada automática retira por você.

## Dados

Escolha um número-alvo e se o lançamento deve ficar acima ou abaixo dele. Quanto menor a chance, maior o pagamento; a tabela de pagamentos mostra o multiplicador exato antes de você lançar.

## Roleta

A roleta europeia tem 37 casas (0–36). Aposte em um número (paga 35 para 1), uma dupla, uma linha, um quadrado, uma dúzia, uma coluna, vermelho ou preto, par ou ímpar, baixo ou alto. A bola para em uma casa; todas as apostas que a cobrem ganham.

## Mesas ao vivo: blackjack e bacará

As mesas ao vivo distribuem rodadas comuns e cronometradas: todos os jogadores da mesa veem as mesmas cartas.

- **Blackjack**: chegue mais perto de 21 do que o crupiê, sem passar. O ás vale 1 ou 11, as figuras valem 10. Um blackjack paga 3 para 2; o crupiê para no 17.
- **Bacará**: aposte no Jogador, na Banca ou no Empate. Vence a mão mais próxima de 9 (só conta o último dígito do total). A Banca paga 0,95 para 1, o Jogador 1 para 1, o Empate 8 para 1.

## A roda da fortuna

A roda tem segmentos de valores diferentes. Aposte em um ou mais valores; quando a roda para, as apostas no valor sob o ponteiro ganham esse número de vezes a aposta (e a aposta é devolvida).

## Roleta multiplicadora

Roleta europeia com números da sorte. Quando as apostas fecham, de 1 a 5 números são sorteados como *da sorte*, cada um com um multiplicador de 50× a 500×; depois a bola é lançada. Uma aposta num número da sorte paga o seu multiplicador para 1 (um número de 500× paga 500 para 1, mais a aposta); qualquer outro número pleno paga 29 para 1. As outras apostas pagam como na roleta europeia. Os números da sorte, os multiplicadores e a casa vêm da semente da rodada, e o verificador os recalcula; cada aposta devolve 97,30 %. Nos dois jogos com multiplicadores, um lugar recebe no máximo 100.000 € por rodada; apostas que poderiam pagar mais são recusadas.

## Dice show

Três dados e uma aposta na sua soma, de 3 a 18. Quando as apostas fecham, 1 a 3 totais recebem um multiplicador (até 1000× nos totais mais raros); depois os dados são lançados. Uma aposta no total obtido paga o seu multiplicador para 1 quando o tem; caso contrário, a odd do total (de 167 para 1 no 3 e no 18 até 5 para 1 do 9 ao 12); as regras mostram as odds e os multiplicadores de cada total. Os totais multiplicados, os seus multiplicadores e os dados vêm da seed da rodada, por isso o verificador os recalcula; cada total devolve entre 95,99 % e 96,02 %.

## Conferir uma rodada (comprovadamente justo)

Nossos jogos próprios usam um gerador comprovadamente justo: antes de jogar, você vê o *hash* da semente do servidor; cada rodada combina essa semente com a sua semente de cliente e um contador (o nonce). Quando você troca as sementes, a semente antiga do servidor é revelada. Abra [Comprovadamente justo](/provably-fair), cole a semente do servidor revelada, sua semente de cliente e o nonce da rodada, e a página recalcula o resultado: você vê que ele estava definido antes da sua aposta.
`;

const TERMS = `Estes termos se aplicam a toda conta na Orca. Ao abrir uma conta, você os aceita.

## 1. Sua conta

1. Você precisa ter pelo menos 18 anos (ou mais, se a lei do seu país exigir) para abrir uma conta.
2. Uma conta por pessoa. Os dados que você informa devem ser verdadeiros e estar sempre atualizados.
3. Podemos pedir comprovantes de identidade, endereço e meio de pagamento antes de um saque (KYC).

## 2. Depósitos e saques

1. Os depósitos são creditados assim que o provedor de pagamentos os confirma.
2. Os saques vão para um meio de pagamento em seu nome. Nós os processamos nos prazos indicados no caixa.
3. O dinheiro de bônus só pode ser sacado depois de cumprido o requisito de apostas; veja os [termos de bônus](/info/bonus-terms).

## 3. Jogo limpo

Todo jogo próprio é comprovadamente justo. Usar robôs, fazer conluio ou explorar uma falha anula as apostas envolvidas.

## 4. Jogo responsável

Você pode definir limites de depósito, de perda e de sessão, ou se autoexcluir, a qualquer momento. Veja [jogo responsável](/info/responsible-gambling).

## 5. Contato

Dúvidas sobre estes termos: [fale conosco](/info/contact-us).
`;

const FAQ = `## Como faço um depósito?

Abra o caixa pelo cabeçalho, escolha um meio de pagamento e um valor. Seu saldo é atualizado assim que o pagamento é confirmado.

## Quanto tempo leva um saque?

A maioria dos saques é aprovada em até 24 horas; os maiores podem precisar de uma segunda verificação. Você recebe uma mensagem a cada etapa.

## Por que vocês pedem documentos?

A lei nos obriga a saber quem são nossos jogadores antes de pagar. Envie-os em *Minha conta → Verificação*; normalmente os verificamos em um dia.

## Como funcionam os bônus?

Um bônus é creditado como dinheiro de bônus, com um requisito de apostas. Seu dinheiro real é sempre jogado primeiro e pode ser sacado a qualquer momento. Veja os [termos de bônus](/info/bonus-terms).

## Os jogos são justos?

Sim. Os jogos próprios são comprovadamente justos e cada rodada pode ser conferida em [Comprovadamente justo](/provably-fair); os jogos dos fornecedores são certificados por laboratórios independentes.

## Como defino limites?

No menu do perfil, em *Minha conta → Jogo responsável*, você pode definir limites de depósito por dia, semana e mês, limites de perda e lembretes de sessão, ou fazer uma pausa ou se autoexcluir.
`;

const RESPONSIBLE_GAMBLING = `Apostar deve ser diversão, nunca uma forma de ganhar dinheiro.

## Ferramentas que você pode usar

- **Limites de depósito** por dia, semana e mês
- **Limites de perda** por dia, semana e mês: quando suas perdas líquidas (apostas menos ganhos) atingem um deles, o jogo a dinheiro real para até que fiquem abaixo dele
- **Lembretes de sessão** (verificações de realidade) a cada 15 minutos a 2 horas: há quanto tempo você está conectado e seu resultado desde então
- **Pausa** de 24 horas, 1 semana, 1 mês ou 6 semanas: sem jogo e sem depósitos até ela terminar
- **Autoexclusão**: sua conta é congelada na hora por 24 horas e depois por 6 meses, 1 ano, 5 anos ou para sempre pelo link que enviamos por e-mail

Defina-os no menu do perfil, em *Minha conta → Jogo responsável*. Um limite menor vale na hora; um maior, ou a remoção de um limite, depois de 24 horas. Uma pausa ou uma autoexclusão não pode ser cancelada nem encurtada.

## Onde buscar ajuda

Se apostar deixar de ser divertido, converse com alguém: [BeGambleAware](https://www.begambleaware.org) e [Jogadores Anônimos](https://www.gamblersanonymous.org) oferecem ajuda gratuita e confidencial.`;

/** The demo's Portuguese (Brazil) texts (see demo-texts.ts). */
export const PT: DemoTexts = {
  'news:orca-crash-is-live': {
    title: 'Orca Crash chegou',
    summary: 'Nosso primeiro jogo crash próprio: retire antes de a orca mergulhar.',
    body: 'Orca Crash já está aberto para todos os jogadores.\n\nAposte antes de a rodada começar, veja o multiplicador subir e **retire** antes que ele quebre. Se preferir, defina uma retirada automática.\n\nComo todos os nossos jogos próprios, cada rodada é comprovadamente justa: confira qualquer uma em [Comprovadamente justo](/provably-fair).',
  },
  'news:daily-slot-race': {
    title: 'Uma corrida de slots todos os dias',
    summary: 'Suba na classificação nos nossos slots e leve uma parte do prêmio do dia.',
    body: 'Todos os dias, à meia-noite UTC, começa uma nova **corrida de slots**. Jogue nos slots da corrida com a aposta mínima ou mais: quanto mais você apostar, mais alto você sobe.\n\n- Classificação ao vivo\n- Prêmios pagos automaticamente quando a corrida termina\n- Em caso de empate, fica à frente quem chegou primeiro\n\nVeja a corrida de hoje em [Corridas de slots](/slot-races).',
  },
  'news:new-challenges-this-month': {
    title: 'Novos desafios este mês',
    summary: 'Alcance o multiplicador-alvo nos jogos escolhidos e ganhe um prêmio em dinheiro.',
    body: 'Adicionamos uma nova série de **desafios**: alcance o multiplicador-alvo no jogo indicado com pelo menos a aposta mínima e o prêmio é seu. Cada desafio fica com os primeiros jogadores que o alcançarem.\n\n[Ver os desafios](/challenges)',
  },
  'news:vip-club-cashback': {
    title: 'Cashback diário em todos os níveis',
    summary:
      'Cada aposta com dinheiro real agora rende cashback que você pode receber todos os dias.',
    body: 'Cada aposta rende pontos de fidelidade (CP) que fazem você subir de nível. A partir de hoje, essas mesmas apostas também acumulam **cashback diário**: 20 % da vantagem da casa sobre o que você aposta com dinheiro real, seja qual for o seu nível. Abra *Recompensas* e receba uma vez por dia.\n\n[Conheça o Clube VIP](/vip-program)',
  },
  'news:verify-every-round': {
    title: 'Como conferir qualquer rodada que você jogar',
    summary: 'Nosso verificador comprovadamente justo, passo a passo.',
    body: 'Comprovadamente justo quer dizer que você não precisa confiar em nós.\n\n1. Antes de jogar, anote o **hash da semente do servidor** mostrado no jogo.\n2. Jogue normalmente; cada rodada usa sua semente de cliente e um nonce.\n3. Troque as sementes para revelar a semente do servidor.\n4. Cole-a em [Comprovadamente justo](/provably-fair) e compare.\n\nA explicação completa está em [Como jogar](/info/how-to-play).',
  },
  'page:terms-and-conditions': {
    title: 'Termos e condições',
    summary: 'As regras da sua conta, dos depósitos, dos saques e do jogo.',
    body: TERMS,
  },
  'page:privacy-policy': {
    title: 'Política de privacidade',
    summary: 'O que guardamos sobre você, por quê, e os seus direitos.',
    body: '## O que guardamos\n\nOs dados da sua conta, suas transações e rodadas de jogo, e os documentos que você envia para a verificação.\n\n## Por quê\n\nPara manter sua conta, cumprir nossas obrigações legais (prevenção à lavagem de dinheiro, verificação de idade) e garantir um jogo seguro.\n\n## Seus direitos\n\nVocê pode pedir uma cópia dos seus dados, corrigi-los ou excluí-los quando a lei não nos obrigar mais a guardá-los. Escreva para nós pelo [fale conosco](/info/contact-us).\n\n## Cookies\n\nUsamos apenas o armazenamento de que o site precisa para funcionar (sua sessão e o idioma escolhido).',
  },
  'page:cookie-policy': {
    title: 'Política de cookies',
    summary: 'O que o site guarda no seu navegador e porquê.',
    body: 'A Orca não usa cookies de publicidade nem de rastreamento. O site guarda apenas o que precisa para funcionar, no armazenamento do seu navegador:\n\n- **A sua sessão**: uma sessão anónima para cada visitante e a sua sessão de jogador quando inicia sessão.\n- **As suas escolhas**: o seu idioma e o seu país.\n- **A recomendação de um parceiro**: os códigos de afiliado da ligação pela qual chegou, se existir.\n- **Mensagens e jogos**: as mensagens que já viu e o jogo aberto neste separador.\n\nEste armazenamento é necessário para o site funcionar, por isso não é pedido consentimento; pode apagá-lo a qualquer momento nas definições do seu navegador, o que termina a sua sessão.\n\nSe o operador usar um serviço externo de chat ao vivo, esse serviço pode guardar os seus próprios cookies quando abre o chat. As páginas dos fornecedores de pagamento têm as suas próprias políticas de cookies.\n\nMais sobre os seus dados: [política de privacidade](/info/privacy-policy).',
  },
  'page:responsible-gambling': {
    title: 'Jogo responsável',
    summary: 'Ferramentas para manter o jogo divertido: limites, pausas e autoexclusão.',
    body: RESPONSIBLE_GAMBLING,
  },
  'page:bonus-terms': {
    title: 'Termos de bônus',
    summary: 'Como funcionam o dinheiro de bônus, o requisito de apostas e as rodadas grátis.',
    body: '1. Um bônus é creditado como **dinheiro de bônus**, separado do seu dinheiro real.\n2. Seu dinheiro real é sempre jogado primeiro e pode ser sacado a qualquer momento.\n3. O dinheiro de bônus vira dinheiro real depois de apostado o número de vezes indicado na oferta. Os jogos contam para o requisito na proporção indicada na oferta.\n4. Enquanto um bônus estiver ativo, cada aposta tem como teto a aposta máxima da oferta.\n5. Sacar com um bônus ativo faz você perder o bônus e seus ganhos; antes, pedimos sua confirmação.\n6. As rodadas grátis são jogadas com aposta fixa no jogo indicado; seus ganhos são pagos como a oferta informa.\n7. Um bônus por oferta por jogador, salvo indicação contrária na oferta.',
  },
  'page:sports-rules': {
    title: 'Regras de apostas esportivas',
    summary: 'Como as apostas esportivas são aceitas, liquidadas e anuladas.',
    body: 'Estas regras valem para todas as apostas esportivas na Orca. Hoje a Orca oferece o Orca Virtual Football, uma liga virtual comprovadamente justa; as regras foram escritas para valer também para esportes reais.\n\n## Como as apostas são liquidadas\n\n- Uma aposta de futebol é liquidada pelo **resultado oficial no fim da partida: 90 minutos mais os acréscimos dados pelo árbitro**. Prorrogação e pênaltis não contam, salvo se o mercado disser.\n- Uma aposta é aceita na odd mostrada na sua confirmação. O retorno é **valor × odd**, arredondado para baixo ao centavo.\n- Uma múltipla paga quando sua última seleção é liquidada: as odds das seleções vencedoras multiplicadas.\n\n## Anulações e o fator de anulação\n\n- Uma seleção é **anulada** quando a partida é cancelada ou interrompida, ou quando um mercado não pode ser liquidado (por exemplo um handicap que termina empatado). Uma seleção anulada devolve o valor: numa múltipla conta com odd 1,00.\n- Alguns resultados anulam só parte de uma seleção (linhas de quarto de gol): o **fator de anulação** diz qual parte do valor é devolvida, e o resto é liquidado como ganho ou perdido.\n\n## Erros evidentes (erros palpáveis)\n\nSe foi oferecida uma odd ou linha claramente errada, por falha técnica ou erro humano (por exemplo uma odd muito distante de todas as outras, ou um mercado oferecido quando o resultado já era conhecido), a seleção afetada é liquidada na odd correta do momento da aposta ou, se ela não puder ser determinada, anulada com devolução do valor. Avisamos você se isso acontecer com uma das suas apostas.\n\n## Eventos relacionados\n\nSeleções cujos resultados dependem umas das outras não podem ser combinadas. Na Orca **não pode haver duas seleções da mesma partida numa múltipla**; o boletim avisa, e essa múltipla é recusada. Você pode apostá-las como simples.\n\n## Pagamento máximo\n\nO máximo que uma aposta pode pagar é **250.000 EUR ou o equivalente na sua moeda**, valor incluído. Uma aposta cujo retorno possível passe disso é recusada ao ser feita. Os valores também podem ser limitados por seleção.\n\n## Apostas ao vivo\n\nApostas ao vivo são aceitas **após um breve atraso** (5 segundos por padrão). Se durante o atraso o mercado for suspenso, a odd mudar contra a sua configuração de mudança de odds ou sair um gol, a aposta é recusada e o valor não é debitado. Outras pessoas podem ter informações mais atualizadas do que você.\n\n## Correções de liquidação\n\nSe um resultado foi liquidado errado (por exemplo por um erro de dados), a liquidação é **revertida** e a aposta é liquidada de novo pelo resultado correto. O que foi pago pelo resultado errado é estornado do seu saldo; se o saldo não bastar, a diferença é descontada dos seus próximos ganhos.\n\n## Fonte dos resultados\n\nOs resultados do Orca Virtual Football vêm da **semente do servidor** de cada partida. O hash SHA-256 aparece na página da partida antes de as apostas abrirem, e a semente é revelada no fim. Com a semente e as avaliações publicadas das equipes, qualquer pessoa pode recalcular o placar e cada minuto de gol no [verificador](/provably-fair).\n\nVeja também os [termos e condições](/info/terms-and-conditions) e o [jogo responsável](/info/responsible-gambling).',
  },
  'page:affiliates': {
    title: 'Afiliados',
    summary: 'Seja parceiro da Orca e ganhe com os jogadores que você indicar.',
    body: 'Você tem um site, faz lives ou mantém uma comunidade sobre jogos de cassino? Nosso programa de afiliados paga uma parte da receita líquida de cada jogador que você indicar, enquanto ele jogar.\n\n- Participação na receita a partir de 25 %\n- Pagamentos mensais\n- Links de rastreamento e criativos em seis idiomas\n\nPara participar, escreva para nós pelo [fale conosco](/info/contact-us) com o link do seu site.',
  },
  'page:faq': {
    title: 'Perguntas frequentes',
    summary: 'Depósitos, saques, verificação, bônus e jogo justo.',
    body: FAQ,
  },
  'page:how-to-play': {
    title: 'Como jogar',
    summary:
      'Slots, crash, dados, roleta, mesas ao vivo e a roda da fortuna, e como conferir uma rodada.',
    body: HOW_TO_PLAY,
  },
  'banner:welcome-bonus': {
    title: 'Bônus de boas-vindas',
    summary: 'Dobre o seu primeiro depósito',
    body: '',
  },
  'banner:daily-slot-race': {
    title: 'Corrida diária de slots',
    summary: 'Suba na classificação e divida o prêmio',
    body: '',
  },
  'banner:challenges': {
    title: 'Desafios',
    summary: 'Alcance o multiplicador-alvo e ganhe o prêmio',
    body: '',
  },
};
