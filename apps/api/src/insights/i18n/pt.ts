import type { en } from './en.ts';

export const pt: Record<keyof typeof en, string> = {
  'duration.minutes': '{n, plural, one {# minuto} other {# minutos}}',
  'duration.hours': '{n, plural, one {# hora} other {# horas}}',
  'duration.days': '{n, plural, one {# dia} other {# dias}}',
  'part.name': '{part, select, morning {de manhã} afternoon {à tarde} evening {à noite} other {de madrugada}}',
  'topic.none': 'as coisas do dia a dia',
  quote: '{author}: “{text}”',

  'clause.reach':
    '{initiator, select, me {você começou {mine} das {sessions} conversas} contact {{contact} começou {theirs} das {sessions} conversas} other {vocês se revezaram para começar as conversas}}',
  'clause.climate':
    '{tone, select, warm {{trend, select, cooling {o tom começou caloroso e foi esfriando perto do fim} warming {o tom foi caloroso e ficou ainda mais caloroso} other {o tom se manteve caloroso do começo ao fim}}} mixed {{trend, select, cooling {carinho e atrito se alternaram, e os últimos dias foram mais frios} warming {carinho e atrito se alternaram, e os últimos dias foram mais gentis} other {carinho e atrito se alternaram o tempo todo}}} tense {{trend, select, warming {houve tensão, mas ela foi diminuindo perto do fim} cooling {houve tensão, e o clima ficou mais frio} other {a tensão esteve presente do começo ao fim}}} other {{trend, select, cooling {as mensagens foram breves e educadas, e cada vez mais curtas} warming {as mensagens foram breves no começo, e depois a conversa se abriu} other {as mensagens foram breves e diretas}}}}',

  'evidence.kind':
    '{kind, select, tension {Um momento tenso} repair {Um gesto de reconciliação} excuse {Uma desculpa} sarcasm {Sarcasmo} guiltTrip {Uma mágoa guardada} missedBid {Uma pergunta que ficou no ar} flatReply {Uma resposta de uma palavra só} affection {Carinho} gratitude {Agradecimento} goodNews {Boas notícias} congratulation {Parabéns} sympathy {Apoio} laughter {Risadas} stress {Estresse} other {Uma aproximação}}',

  'looped.title':
    '{finding, select, openConflict {{variant, select, a {Ainda sem solução com {contact}: {topic}} other {Uma discussão com {contact} que continua em aberto}}} repaired {{variant, select, a {Uma fase difícil com {contact}, e o caminho de volta} b {Depois do atrito envolvendo {topic}, fazer as pazes com {contact}} other {{contact} e você discordaram, e depois fizeram as pazes}}} drifting {{variant, select, a {Procurar {contact} e ter cada vez menos retorno} other {As respostas de {contact} estão cada vez mais curtas}}} reachingMe {{variant, select, a {Você sustenta a maior parte da conversa com {contact}} other {Quem procura quem: quase sempre você, com {contact}}}} reachingThem {{variant, select, a {{contact} continua procurando você} b {{contact} costuma escrever primeiro, sobre {topic} e muito mais} other {{contact} escreve primeiro quase sempre}}} strain {{variant, select, a {{contact} e você, numa fase pesada} other {Enfrentar {topic} lado a lado com {contact}}}} celebration {{variant, select, a {Boas notícias, compartilhadas com {contact}} b {Boas notícias com {contact}, com {topic} e tudo} other {Algo para comemorar com {contact}}}} practical {{variant, select, a {{topic}: como estão as coisas com {contact}} other {Resolver {topic} com {contact}}}} warming {{variant, select, a {Cada vez mais perto de {contact}} other {Mais carinho ultimamente entre você e {contact}}}} other {{variant, select, a {Boa companhia: {contact} e você} other {Carinho constante com {contact}}}}}',
  'looped.opening':
    '{kind, select, work {{variant, select, a {Entre {from} e {to}, você e {contact} trocaram {written, plural, one {# mensagem} other {# mensagens}} sobre {topics}.} other {{written, plural, one {Foi # mensagem} other {Foram # mensagens}} entre você e {contact} em {days, plural, one {# dia} other {# dias}}, sobre {topics}.}}} other {{variant, select, a {Em {days, plural, one {# dia} other {# dias}}, você e {contact} trocaram {written, plural, one {# mensagem} other {# mensagens}}, principalmente sobre {topics}.} other {De {from} a {to}, a maior parte das {written, plural, one {# mensagem} other {# mensagens}} entre você e {contact} foi sobre {topics}.}}}}',
  'looped.reach':
    '{variant, select, a {{initiator, select, me {Você começou {mine} das {sessions} conversas; {contact} começou {theirs}.} contact {{contact} começou {theirs} das {sessions} conversas, e você, {mine}.} other {A iniciativa foi dividida: você começou {mine} das {sessions} conversas, e {contact}, {theirs}.}}} b {{initiator, select, me {Das {sessions} conversas, {mine} começaram com uma mensagem sua e {theirs}, com uma de {contact}.} contact {Das {sessions} conversas, {theirs} começaram com uma mensagem de {contact} e {mine}, com uma mensagem sua.} other {Em {sessions} conversas, a primeira mensagem foi sua {mine, plural, one {# vez} other {# vezes}} e de {contact}, {theirs, plural, one {# vez} other {# vezes}}.}}} other {{initiator, select, me {A maioria das conversas, sobre {topic} e todo o resto, começou com você: {mine} de {sessions}, contra {theirs} de {contact}.} contact {A maioria das conversas, sobre {topic} e todo o resto, começou com {contact}: {theirs} de {sessions}, contra {mine} da sua parte.} other {Entre {topic} e todo o resto, vocês se revezaram para puxar conversa: você começou {mine, plural, one {# conversa} other {# conversas}}, e {contact}, {theirs}.}}}}',
  'looped.cooling':
    '{who, select, me {Com o passar dos dias, suas respostas foram chegando mais tarde e mais curtas: no começo, em cerca de {earlyReply} e com {earlyWords, plural, one {# palavra} other {# palavras}}; no fim, em cerca de {lateReply} e com {lateWords, plural, one {# palavra} other {# palavras}}.} other {Com o passar dos dias, as respostas de {contact} foram chegando mais tarde e mais curtas: no começo, em cerca de {earlyReply} e com {earlyWords, plural, one {# palavra} other {# palavras}}; no fim, em cerca de {lateReply} e com {lateWords, plural, one {# palavra} other {# palavras}}.}}',
  'looped.warming':
    '{who, select, me {Suas respostas ficaram mais rápidas e mais completas: de cerca de {earlyReply} no começo para cerca de {lateReply} no fim.} other {As respostas de {contact} ficaram mais rápidas e mais completas: de cerca de {earlyReply} no começo para cerca de {lateReply} no fim.}}',
  'looped.flat':
    '{who, select, me {{count} das suas respostas foram de uma palavra só, como “{example}”.} other {{count} das respostas de {contact} foram de uma palavra só, como “{example}”.}}',
  'looped.missedBid': '“{quote}” {reply, select, none {ficou sem resposta naquele dia} other {recebeu só “{answer}” como resposta}}.',
  'looped.conflictOpen': 'Em {date}, “{quote}” deu início a um período tenso, e nada do que foi escrito desde então tratou disso a fundo.',
  'looped.conflictRepaired':
    'Em {date}, “{quote}” deu início a um período tenso; {repairBy, select, me {você acertou as coisas} other {{contact} acertou as coisas}} {delay} depois: “{repairQuote}”.',
  'looped.excuse': '“{quote}” explicou uma ausência sem assumir a responsabilidade: uma desculpa, que sozinha não conserta muita coisa.',
  'looped.sarcasm': '“{quote}” soa como elogio, mas carrega uma queixa.',
  'looped.guiltTrip': '“{quote}” soa como deixar pra lá, mas parece mais uma mágoa guardada do que algo resolvido.',
  'looped.goodNews':
    '{who, select, me {Você compartilhou uma boa notícia, “{quote}”,} other {{contact} compartilhou uma boa notícia, “{quote}”,}} e {answer, select, warm {ela foi recebida com carinho} flat {ela recebeu só uma resposta curta} other {ela ficou sem resposta naquele dia}}.',
  'looped.sympathy': 'Quando algo ficou difícil, {who, select, me {você respondeu} other {{contact} respondeu}} com apoio: “{quote}”.',
  'looped.laughter':
    '{variant, select, a {Houve risadas compartilhadas em {shared} das {sessions} conversas.} b {As risadas vieram dos dois lados em {shared} das {sessions} conversas, inclusive nas que envolviam {topic}.} other {Entre papos sobre {topic} e outros assuntos, houve risadas dos dois lados em {shared} das {sessions} conversas.}}',
  'looped.workReplies':
    '{kind, select, work {As perguntas sobre {topic} eram respondidas em cerca de {reply}, geralmente em uma ou duas linhas.} other {As perguntas sobre {topic} eram respondidas em cerca de {reply}.}}',
  'looped.climate':
    '{variant, select, a {O tom foi {tone, select, warm {caloroso} mixed {misto, com carinho e atrito ao mesmo tempo} tense {tenso} other {lacônico e neutro, sem muita emoção para nenhum lado}}: {warmShare, number, percent} das mensagens soaram calorosas e {tenseShare, number, percent}, tensas.} b {Sobre {topic}, as mensagens foram {tone, select, warm {quase sempre calorosas} mixed {ora calorosas, ora ásperas} tense {muitas vezes tensas} other {curtas e objetivas}} ({warmShare, number, percent} calorosas, {tenseShare, number, percent} tensas).} other {Contando todas as mensagens, {warmShare, number, percent} soaram calorosas e {tenseShare, number, percent}, tensas: no geral, {tone, select, warm {uma conversa calorosa} mixed {uma conversa com carinho e atrito} tense {uma conversa tensa} other {uma conversa tranquila e sem grandes emoções}}.}}',
  'looped.trend':
    '{trend, select, warming {A conversa foi ficando mais calorosa ao longo do período: {why}.} cooling {A conversa foi esfriando ao longo do período: {why}.} steady {{variant, select, a {O tom se manteve estável do começo ao fim, também quando o assunto era {topic}.} b {Os últimos dias soaram muito parecidos com os primeiros, inclusive nas mensagens sobre {topic}.} other {O tom quase não mudou das primeiras mensagens às últimas, nem mesmo quando o assunto era {topic}.}}} other {{variant, select, a {O período é curto demais para dizer se a conversa está esquentando ou esfriando.} b {Ainda são poucos dias para ver uma direção; as próximas leituras vão mostrar.} other {Ainda é cedo para dizer para onde isso está indo.}}}}',
  'why.replies': '{direction, select, up {as respostas chegaram mais rápido} other {as respostas chegaram mais devagar}}',
  'why.length': '{direction, select, up {as mensagens ficaram mais longas} other {as mensagens ficaram mais curtas}}',
  'why.flat': '{direction, select, up {houve menos respostas de uma palavra só} other {houve mais respostas de uma palavra só}}',
  'why.answered': '{direction, select, up {mais perguntas foram respondidas} other {mais perguntas ficaram sem resposta}}',
  'why.tone': '{direction, select, up {as palavras ficaram mais calorosas} other {as palavras ficaram mais frias}}',
  'looped.track':
    '{title}: {reason}{studied, select, couples { (pesquisa feita com casais)} close { (pesquisa feita com casais; aqui, como lente para qualquer relação próxima)} other {}}',
  'track.reason':
    '{id, select, 1 {para perceber e responder aos pequenos pedidos de atenção de {contact}, como os que envolvem {topic}} 2 {para que os momentos de carinho pesem mais que os tensos, também com {topic}} 3 {para abrir espaço para risadas compartilhadas, e não só sobre {topic}} 4 {para dar nome aos sentimentos antes de agir, principalmente quando o assunto é {topic}} 5 {para começar com delicadeza a próxima conversa difícil sobre {topic}} 6 {para olhar a divergência sobre {topic} pelos olhos de uma pessoa amiga e imparcial} 7 {para conversar sobre o que vocês valorizam, e não só sobre {topic}} other {para que buscar apoio mútuo pareça seguro, também quando o assunto é {topic}}}',
  'looped.themeName':
    '{finding, select, openConflict {uma discussão em aberto} repaired {uma divergência resolvida} drifting {respostas mais curtas} reachingMe {a sua iniciativa} reachingThem {a iniciativa de {contact}} strain {uma fase pesada} celebration {boas notícias} practical {questões práticas} warming {mais proximidade} other {carinho constante}}',
  'looped.closing':
    '{variant, select, a {Algo para experimentar: {prompt} Esta leitura da conversa de vocês sobre {topic} descreve mensagens, não pessoas, e não é terapia.} b {Algo pequeno para esta semana: {prompt} São padrões no que vocês escreveram sobre {topic}, não julgamentos sobre ninguém, e isto não é terapia.} other {Se quiser dar um próximo passo: {prompt} Uma leitura de mensagens sobre {topic} não é um veredito sobre nenhuma das duas pessoas, nem terapia.}}',
  'looped.prompt':
    '{finding, select, openConflict {{variant, select, a {mande para {contact}: “Fico pensando no que aconteceu. Queria ouvir o seu lado, com calma. Quando fica bom para você?”} b {mande para {contact}: “Podemos conversar sobre aquele dia? Prefiro entender a ter razão.”} other {mande para {contact}: “Não quero deixar as coisas assim. Podemos conversar quando você se sentir à vontade?”}}} repaired {conte para {contact} o que ajudou vocês a fazer as pazes, para ficar mais fácil encontrar esse caminho da próxima vez que algo como {topic} surgir entre vocês.} drifting {faça para {contact} uma pergunta aberta sobre {topic}, e deixe espaço para uma resposta sem pressa.} reachingMe {espere {contact} começar a próxima conversa, e receba com carinho quando ela vier.} reachingThem {tome a iniciativa da próxima conversa com {contact}, hoje mesmo, sobre {topic} ou qualquer outra coisa.} strain {pergunte para {contact}: “O que ajudaria você esta semana?”, e apenas escute.} celebration {{variant, select, a {faça para {contact} mais uma pergunta sobre a boa notícia; é do entusiasmo que as pessoas se lembram.} b {comemore a boa notícia com {contact} do jeito de vocês: uma ligação, um brinde ou algum programa.} other {conte para {contact} o que você sentiu quando soube da notícia.}}} practical {{kind, select, work {confirme o próximo passo sobre {topic} em uma mensagem clara.} other {combine o próximo passo sobre {topic} em uma mensagem curta.}}} warming {lembre com {contact} um momento bom que vocês viveram esta semana.} other {conte para {contact} algo de que você gostou nessas conversas.}}',

  'since.first':
    '{variant, select, a {Esta é a primeira leitura das suas mensagens com {contact}, com {topic} como ponto de partida; a próxima vai dizer o que mudou.} b {Uma primeira leitura com {contact}: ela serve de ponto de partida, inclusive sobre {topic}, e a próxima será comparada com ela.} other {A primeira leitura para você e {contact}: daqui em diante, cada uma vai dizer o que mudou desde a anterior, começando com {topic}.}}',
  'since.changes': 'Desde a última leitura, em {date}: {changes}.',
  'since.nothing': 'Desde a última leitura, em {date}, pouca coisa mudou no jeito como você e {contact} trocam mensagens.',
  'since.reply':
    '{contact} respondeu em cerca de {now}, {direction, select, faster {mais rápido do que} other {mais devagar do que}} na última vez ({before})',
  'since.opened': 'você começou {mine} das {sessions} conversas, contra {mineBefore} de {sessionsBefore} na leitura anterior',
  'since.tone':
    'o tom passou de {before, select, warm {caloroso} mixed {misto} tense {tenso} other {lacônico}} para {now, select, warm {caloroso} mixed {misto} tense {tenso} other {lacônico}}',
  'since.conflict':
    '{repaired, select, yes {houve um momento tenso, e ele foi resolvido} other {houve um momento tenso, ainda em aberto}}{first, select, yes {: o primeiro desde {quietSince}} other {}}',
  'since.long': 'Em {count} leituras desde {since}, a conversa foi {tones}.',
  'since.toneCount':
    '{tone, select, warm {calorosa} mixed {mista} tense {tensa} other {lacônica}} {n, plural, =1 {uma vez} =2 {duas vezes} other {# vezes}}',

  'row.messages': 'Mensagens',
  'row.words': 'Palavras por mensagem',
  'row.opened': 'Conversas iniciadas',
  'row.questions': 'Perguntas feitas',
  'row.answered': 'Perguntas respondidas',
  'row.reply': 'Tempo típico de resposta',
  'row.flat': 'Respostas de uma palavra só',
  'row.warm': 'Mensagens calorosas',
  'row.tense': 'Mensagens tensas',
  'guide.glance': 'Visão geral',
  'guide.lens': 'Sob a ótica de {wisdom}',
  'books.title': '{title}, de {author}',
  'books.translated': '{by, select, yes {{title}, de {author}, tradução de {translator}} other {{title}, tradução de {translator}}}',
  'research.quote': '“{quote}” ({source})',

  'notEnough.wisdom':
    'Ainda não há dados suficientes: só {written, plural, one {# mensagem escrita} other {# mensagens escritas}} com {contact} desde a última leitura. Uma leitura precisa de pelo menos {floor}; ela virá assim que houver esse mínimo.',
  'notEnough.title': 'Ainda não há mensagens suficientes',
  'notEnough.narrative':
    'Desde a última leitura, {written, plural, one {chegou só # mensagem escrita} other {chegaram só # mensagens escritas}} com {contact}. Com tão pouco, qualquer padrão seria um palpite, então esta leitura não aponta nenhum. São necessárias pelo menos {floor}.',

  'zodiac.sign':
    '{sign, select, Aries {Áries} Taurus {Touro} Gemini {Gêmeos} Cancer {Câncer} Leo {Leão} Virgo {Virgem} Libra {Libra} Scorpio {Escorpião} Sagittarius {Sagitário} Capricorn {Capricórnio} Aquarius {Aquário} other {Peixes}}',
  'oracle.chart': 'Sol em {sun} a {sunDegrees}°, Lua em {moon}',
  'oracle.chart.rising': ', Ascendente em {ascendant} a {ascendantDegrees}°',
  'oracle.chart.moonEither': '{first} ou {second} (a Lua mudou de signo nesse dia)',
  'oracle.akashic':
    '{chart}. {element, select, fire {O fogo predomina neste mapa: a coragem vem fácil; a paciência, nem tanto.} earth {A terra predomina neste mapa: estabilidade e cuidado com o que é real.} air {O ar predomina neste mapa: ideias, palavras e conexão.} other {A água predomina neste mapa: primeiro o sentir, depois o pensar.}} Para reflexão e entretenimento, não para previsão.',
  'oracle.noTime': 'Sem a hora de nascimento, o Ascendente fica de fora; informe a hora para vê-lo.',
  'oracle.mirror':
    'Você e {contact} conversam mais {part}, e {opener, select, me {geralmente é você quem começa a conversa} contact {geralmente é {contact} quem começa a conversa} other {vocês se revezam para começar a conversa}}: um ritmo {element, select, fire {intenso como o fogo} earth {com os pés no chão} air {curioso} other {terno}} que espelha o seu Sol em {sun}.',
  'oracle.reflection.sun':
    'Seu Sol em {sun}: {element, select, fire {aja quando vier a faísca, e faça uma pausa antes do segundo passo.} earth {construa devagar; o que você cultiva dura.} air {diga a ideia em voz alta; ela cresce quando é compartilhada.} other {confie no que você sente, e depois coloque isso em palavras.}}',
  'oracle.reflection.moon':
    '{moon, select, Aries {Sua Lua em Áries precisa agir sobre um sentimento antes que ele passe: o conforto vem de fazer algo em companhia.} Taurus {Sua Lua em Touro se acalma com o que é familiar: uma refeição, uma rotina, uma voz tranquila.} Gemini {Sua Lua em Gêmeos se acalma conversando: sentimento que ganha nome pesa pela metade.} Cancer {Sua Lua em Câncer precisa se sentir em casa com alguém antes de se abrir.} Leo {Sua Lua em Leão precisa ser vista com carinho: uma palavra sincera de reconhecimento vai longe.} Virgo {Sua Lua em Virgem se acalma sendo útil: o cuidado pequeno e prático é a sua linguagem do amor.} Libra {Sua Lua em Libra precisa de justiça e harmonia: uma troca equilibrada é o que traz mais segurança.} Scorpio {Sua Lua em Escorpião confia devagar e sente fundo: a honestidade importa mais do que o conforto.} Sagittarius {Sua Lua em Sagitário precisa de espaço e de um plano para algo que está por vir.} Capricorn {Sua Lua em Capricórnio demonstra cuidado sendo confiável, e se sente cuidada do mesmo jeito.} Aquarius {Sua Lua em Aquário precisa de espaço para ser ela mesma dentro da intimidade.} other {Sua Lua em Peixes precisa de delicadeza e de um pouco de silêncio para ouvir o que sente.}}',
  'oracle.reflection.rising':
    '{ascendant, select, Aries {Ascendente em Áries: você encara o mundo de frente, e as pessoas sentem primeiro a sua franqueza.} Taurus {Ascendente em Touro: você recebe o mundo com calma, e as pessoas se sentem seguras perto de você.} Gemini {Ascendente em Gêmeos: você chega ao mundo com perguntas, e as pessoas notam primeiro a sua curiosidade.} Cancer {Ascendente em Câncer: você se aproxima do mundo com cuidado, e as pessoas se sentem acolhidas.} Leo {Ascendente em Leão: você recebe o mundo com calor, e as pessoas notam quando você chega.} Virgo {Ascendente em Virgem: você observa o mundo com atenção, e as pessoas percebem que você repara nos detalhes.} Libra {Ascendente em Libra: você circula pelo mundo com elegância, e as pessoas ficam à vontade.} Scorpio {Ascendente em Escorpião: você se mostra ao mundo com reserva, e as pessoas sentem a sua profundidade antes de vê-la.} Sagittarius {Ascendente em Sagitário: você encara o mundo de peito aberto, e as pessoas se contagiam com o seu otimismo.} Capricorn {Ascendente em Capricórnio: você encara o mundo com serenidade, e as pessoas confiam em você logo de cara.} Aquarius {Ascendente em Aquário: você se mostra ao mundo do seu jeito, e as pessoas acham a sua originalidade revigorante.} other {Ascendente em Peixes: você se aproxima do mundo com suavidade, e as pessoas sentem que você escuta.}}',
  'oracle.today':
    '{phase, select, new {Hoje é Lua nova em {moon}.} waxingCrescent {Hoje a Lua está crescente em {moon}.} firstQuarter {Hoje a Lua está em quarto crescente em {moon}.} waxingGibbous {Hoje a Lua está crescendo em {moon}, quase cheia.} full {Hoje é Lua cheia em {moon}.} waningGibbous {Hoje a Lua está minguando em {moon}, logo depois da cheia.} lastQuarter {Hoje a Lua está em quarto minguante em {moon}.} other {Hoje a Lua está minguante, quase nova, em {moon}.}}',
  'oracle.body': '{body, select, Sun {O Sol} Moon {A Lua} Mercury {Mercúrio} Venus {Vênus} other {Marte}}',
  'oracle.retrograde':
    '{planets} {count, plural, one {está retrógrado} other {estão retrógrados}}: um momento para revisar e consertar, mais do que para começar algo novo.',
  'oracle.transit':
    '{body} {aspect, select, conjunction {faz conjunção com} sextile {faz sextil com} square {faz quadratura com} trine {faz trígono com} other {faz oposição com}} {point, select, sun {o seu Sol natal} moon {a sua Lua natal} other {o seu Ascendente natal}}',
  'oracle.transitMeaning':
    '{body, select, Sun {{quality, select, harmonious {a energia flui com facilidade; use-a para algo que você vem adiando com {contact}.} tense {sua vontade encontra resistência; escolha a única coisa que importa e deixe o resto esperar.} other {hoje os holofotes estão em você; deixe {contact} ver o que você quer.}}} Moon {{quality, select, harmonious {é fácil compartilhar o que se sente; uma mensagem leve para {contact} cai bem.} tense {as emoções ficam à flor da pele e passam rápido; deixe para amanhã uma resposta atravessada.} other {você sente tudo um pouco mais; diga com simplicidade do que precisa.}}} Mercury {{quality, select, harmonious {as palavras saem certas; um bom dia para resolver algo com {contact}.} tense {as mensagens são facilmente mal interpretadas; releia antes de enviar e pergunte antes de supor.} other {sua cabeça está ocupada com {topic}; escreva antes de conversar sobre isso.}}} Venus {{quality, select, harmonious {o carinho vem fácil; diga a {contact} algo que você valoriza.} tense {o que você quer e o que você tem podem puxar para lados diferentes; prefira a generosidade a ter razão.} other {o afeto está à flor da pele; deixe que ele apareça.}}} other {{quality, select, harmonious {seu ânimo está firme; termine algo com {contact} em vez de começar três coisas.} tense {a paciência anda curta; conte até dez antes de responder a {contact}.} other {a coragem está em alta; diga, com gentileza, aquilo que você vem guardando.}}}}',
  'oracle.quietSky': 'Hoje os planetas não fazem nenhum aspecto próximo com o seu mapa: um dia tranquilo para manter o que funciona.',
  'oracle.reflection.messages': 'Em {written} mensagens, você e {contact} voltaram várias vezes a falar sobre {topics}.',
  'oracle.guide': 'Seu guia neste ciclo: {guide}. {example}',
  'oracle.vibe':
    '{quality, select, harmonious {{element, select, fire {Faísca leve} earth {Âncora firme} air {Brisa favorável} other {Maré serena}}} tense {{element, select, fire {Pederneira} earth {Rocha-mãe} air {Vento cruzado} other {Contracorrente}}} other {{element, select, fire {Faísca} earth {Âncora} air {Brisa} other {Maré}}}}',
  'oracle.daily.morning': 'Manhã',
  'oracle.daily.afternoon': 'Tarde',
  'oracle.daily.evening': 'Noite',
  'oracle.action.morning':
    '{element, select, fire {Mexa-se primeiro: uma caminhada rápida antes de pegar o celular.} earth {Arrume uma coisinha antes de começar.} air {Escreva três linhas sobre o que você quer hoje.} other {Fique dois minutos em silêncio com o seu café.}}',
  'oracle.action.afternoon':
    '{body, select, Mercury {{kind, select, work {Resolva com {contact} um ponto pendente sobre {topic} em uma única mensagem clara.} other {Faça para {contact} uma pergunta de verdade sobre {topic}, e leia a resposta duas vezes.}}} Venus {{kind, select, work {Agradeça a {contact} por algo específico sobre {topic}.} other {Diga a {contact} algo que você valoriza, sem pedir nada em troca.}}} Mars {{kind, select, work {Conclua o próximo passo sobre {topic} antes de escrever para {contact}.} other {Se algo sobre {topic} incomoda você, fale com {contact} cedo e com calma, não tarde e aos gritos.}}} Moon {{kind, select, work {Hoje, mantenha as mensagens para {contact} curtas e simpáticas.} other {Pergunte como {contact} está, sem falar de planos.}}} other {{kind, select, work {Resolva uma pendência com {contact} em uma única mensagem cordial.} other {Mande para {contact} uma mensagem que não precise de resposta.}}}}',
  'oracle.action.evening':
    '{element, select, fire {Reconheça, com gentileza, algo que você fez com pressa hoje.} earth {Deixe uma coisa pronta para o você de amanhã.} air {Ligue para alguém em vez de digitar.} other {Anote um sentimento sem julgá-lo.}}',
  'oracle.color':
    '{color, select, red {Vermelho} orange {Laranja} gold {Dourado} green {Verde} teal {Verde-azulado} blue {Azul} indigo {Índigo} violet {Violeta} silver {Prateado} other {Rosa}}',
  'oracle.affirmation.1':
    '{element, select, fire {Minha coragem é calorosa, não barulhenta.} earth {Eu cresço no ritmo das coisas reais.} air {Minhas palavras constroem pontes.} other {Meus sentimentos são mensageiros sábios.}}',
  'oracle.affirmation.2':
    '{quality, select, harmonious {{kind, select, work {O bom trabalho flui entre mim e {contact}.} other {O que é fácil entre mim e {contact} merece ser dito em voz alta.}}} tense {{kind, select, work {Cumpro minha palavra com {contact}, com calma.} other {Posso discordar de {contact} e continuar gentil.}}} other {{kind, select, work {Digo com clareza o que preciso de {contact}.} other {Recebo {contact} de braços abertos.}}}}',
  'oracle.ritual':
    '{phase, select, new {Lua nova: escreva uma intenção para as próximas semanas num papelzinho e guarde na carteira.} waxingCrescent {Lua crescente: regue uma planta ou comece algo pequeno, e diga o que você quer ver crescer.} firstQuarter {Quarto crescente: escolha um obstáculo e dê um passo para superá-lo antes de dormir.} waxingGibbous {Quase cheia: arrume um cantinho da casa e repare no que precisa ser terminado.} full {Lua cheia: acenda uma vela e diga uma coisa que você agradece e outra que já pode deixar ir.} waningGibbous {Lua minguante: compartilhe algo que você aprendeu este mês com alguém que vá gostar.} lastQuarter {Quarto minguante: escreva num papel uma mágoa que quer soltar, e depois rasgue o papel.} other {Fim do ciclo lunar: descanse cedo hoje e deixe a mente silenciar.}}',
  trait:
    '{trait, select, grateful {Gratidão: agradece com frequência} quick {Responde rápido} initiator {Costuma começar a conversa} curious {Curiosidade: faz muitas perguntas} playful {Bom humor: ri com facilidade} caring {Demonstra carinho} repairing {Faz as pazes logo depois de um desentendimento} supportive {Dá apoio quando as coisas ficam difíceis} stressed {Sob certa pressão ultimamente} other {Constância}}',
  event: '{topic} com {contact} ({date})',
};
