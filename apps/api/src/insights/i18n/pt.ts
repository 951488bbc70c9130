import type { en } from './en.ts';

export const pt: Record<keyof typeof en, string> = {
  'duration.minutes': '{n, plural, one {# minuto} other {# minutos}}',
  'duration.hours': '{n, plural, one {# hora} other {# horas}}',
  'duration.days': '{n, plural, one {# dia} other {# dias}}',
  'part.name': '{part, select, morning {manhãs} afternoon {tardes} evening {noites} other {madrugadas}}',
  'theme.name':
    '{theme, select, plans {planos de encontro} work {trabalho} family {família} health {saúde} money {dinheiro} food {comida} travel {viagens} gratitude {gratidão} humour {humor} affection {carinho} friction {atritos} stress {estresse} joy {boas notícias} other {o dia a dia}}',
  'evidence.kind':
    '{kind, select, gratitude {Gratidão} affection {Carinho} laughter {Risadas} repair {Reparação} bid {Um pedido de atenção} friction {Atrito} stress {Estresse} joy {Boa notícia} other {Um momento}}',
  'evidence.comment':
    '{kind, select, gratitude {{author} agradece aqui. Agradecer todos os dias a alguém próximo está associado a sentir-se mais ligado no dia seguinte.} affection {{author} diz com todas as letras aqui. Mensagens carinhosas estão associadas a relações de mais qualidade.} laughter {{author} ri aqui. Rir junto está associado à proximidade.} repair {{author} tenta consertar aqui. Tentativas de reparação evitam que um desacordo endureça.} bid {{author} procura a sua atenção aqui: um pequeno pedido que pode ser atendido ou ignorado.} friction {{author} fala com frustração aqui. Nomear o problema, e não a pessoa, mantém um desacordo com solução.} stress {{author} está carregando algo aqui; uma pergunta curta e específica ajuda mais do que um conselho.} joy {{author} compartilha uma boa notícia aqui. Responder com entusiasmo a boas notícias está associado à intimidade.} other {{author} escreveu isto.}}',
  quote: '{author}: “{text}”',
  'summary.volume':
    'Você e {contact} trocaram {written, plural, one {# mensagem} other {# mensagens}} entre {from} e {to}, em {sessions, plural, one {# conversa} other {# conversas}}.',
  'summary.balance':
    'Você escreveu {myShare, number, percent} delas e abriu {myOpened} das {sessions} conversas; {contact} abriu {contactOpened}.',
  'summary.replies': '{contact} costumava responder em {contactReply}; você respondia em {myReply}.',
  'summary.themes': 'O assunto foi sobretudo {themes}, quase sempre nas {part}.',
  'summary.tone':
    '{trend, select, warming {O tom ficou mais caloroso da primeira metade para a segunda.} cooling {O tom esfriou da primeira metade para a segunda.} other {O tom se manteve estável do início ao fim.}}',
  'signal.conflict':
    '{conflicts, plural, one {Houve # momento tenso} other {Houve # momentos tensos}}, e {repaired, plural, =0 {nenhum terminou com uma reparação} one {# terminou com uma reparação} other {# terminaram com uma reparação}}.',
  'signal.silence':
    '{n, plural, one {Uma vez} other {# vezes}} um momento tenso foi seguido de horas de silêncio; calar pode parecer um muro para o outro lado.',
  'signal.bids':
    '{contact} procurou você {made, plural, one {# vez} other {# vezes}} com uma pergunta ou um pedido de atenção e teve resposta {answered} dessas vezes.',
  'signal.imbalance': 'Você abriu {myOpened} das {sessions} conversas: quase sempre é você quem dá o primeiro passo.',
  'signal.quiet': '{contact} abriu {contactOpened} das {sessions} conversas: quase sempre é quem dá o primeiro passo.',
  'signal.stress': 'O estresse apareceu {n, plural, one {uma vez} other {# vezes}}, sobretudo da parte de {who}.',
  'signal.warm':
    'Houve {positive, plural, one {# mensagem calorosa} other {# mensagens calorosas}} para {negative, plural, =0 {nenhuma tensa} one {# tensa} other {# tensas}}.',
  'guide.pattern': 'O padrão',
  'guide.glance': 'Num relance',
  'guide.lens': 'Pelo olhar de {wisdom}',
  'row.messages': 'Mensagens',
  'row.words': 'Palavras',
  'row.opened': 'Conversas iniciadas',
  'row.questions': 'Perguntas feitas',
  'row.answered': 'Perguntas respondidas',
  'row.reply': 'Tempo habitual de resposta',
  'row.warm': 'Mensagens calorosas',
  'row.tense': 'Mensagens tensas',
  'lens.view':
    '{lens, select, control {{wisdom} começa por separar o que está nas suas mãos. Nestas {written} mensagens com {contact}, a sua parte são os {myShare, number, percent} que você escreveu e a forma como respondeu; o tempo e o humor de {contact} não são seus para comandar.} heart {{wisdom} lê uma conversa primeiro com o coração. Em {written} mensagens, você e {contact} voltaram um para o outro {sessions, plural, one {uma vez} other {# vezes}}, e é nesse voltar que o coração aparece.} flow {{wisdom} não empurraria esta conversa para lugar nenhum. Ela tem a sua própria corrente: {sessions, plural, one {# conversa} other {# conversas}}, sobretudo nas {part}, com {contact} abrindo {contactOpened} delas.} mindful {{wisdom} pede que você observe antes de reagir. Em {written} mensagens com {contact}, repare quantas vezes você escreveu primeiro ({myOpened}) e quão rápido respondeu.} community {{wisdom} vê cada troca como parte de um círculo maior de deveres e cuidados. As suas {written} mensagens com {contact} são um fio desse círculo, e você segura {myShare, number, percent} dele.} growth {{wisdom} procura o que já funciona para construir em cima disso. Em {written} mensagens com {contact}, as forças podem ser contadas, não imaginadas.} meaning {{wisdom} pergunta o que estas {written} mensagens com {contact} significam para você, além do que dizem. Os assuntos a que vocês voltam, {themes}, são uma pista do que importa.} strategy {{wisdom} estuda o terreno antes de avançar. O terreno aqui: {written} mensagens, {sessions, plural, one {# conversa} other {# conversas}}, com {contact} abrindo {contactOpened} delas.} other {{wisdom} pede honestidade antes de conforto. {written} mensagens com {contact}: diga o que elas mostram, não o que você gostaria que mostrassem.}}',
  'lens.action':
    '{lens, select, control {Antes da sua próxima resposta a {contact}, anote uma coisa que você controla e outra que não, e responda só a partir da primeira.} heart {Mande a {contact} uma frase que nomeie algo que você valoriza nessa pessoa, sem pedir nada em troca.} flow {Deixe a próxima conversa com {contact} começar sozinha; quando começar, acompanhe-a em vez de conduzi-la.} mindful {Leia duas vezes a próxima mensagem de {contact} e respire três vezes antes de responder.} community {Pergunte a {contact} como está alguém próximo dessa pessoa, e lembre-se da resposta.} growth {Diga a {contact} uma coisa que fez bem esta semana, com detalhes.} meaning {Pergunte a si mesmo o que espera que {contact} sinta depois de falar com você, e escreva nessa direção.} strategy {Escolha uma coisa que você quer da próxima troca com {contact} e diga-a numa mensagem clara.} other {Diga a verdade a {contact} com gentileza, uma vez, e deixe-a assentar.}}',
  'lens.prompt':
    '{lens, select, control {Mande a {contact}: “Não posso mudar como foi esta semana, mas posso escolher como falamos dela. Como você está, de verdade?”} heart {Mande a {contact}: “Pensei em você hoje e sorri. Obrigado por ser quem você é.”} flow {Mande a {contact}: “Sem planos, sem pressão: estou por aqui hoje à noite se quiser conversar.”} mindful {Mande a {contact}: “Desta vez li direito a sua última mensagem. Conta mais?”} community {Mande a {contact}: “Como estão todos aí? Gostaria de saber.”} growth {Mande a {contact}: “Uma coisa que você fez há pouco me ajudou muito. Eu reparei, e agradeço.”} meaning {Mande a {contact}: “O que mais ocupou a sua cabeça esta semana?”} strategy {Mande a {contact}: “Vamos achar dez minutos esta semana para resolver uma coisa juntos?”} other {Mande a {contact}: “Quero ser sincero com você sobre uma coisa, com carinho. É um bom momento?”}}',
  'action.conflict':
    'Comece com suavidade o próximo assunto difícil com {contact}: descreva a situação e do que você precisa, não o que essa pessoa sempre faz.',
  'action.bids': 'Quando {contact} perguntar ou compartilhar algo, responda primeiro a essa mensagem.',
  'action.imbalance': 'Deixe um pouco de espaço: deixe {contact} abrir a próxima conversa e veja o que traz.',
  'action.quiet': '{contact} é quem mais procura você; abra você a próxima conversa.',
  'action.stress': 'Faça a {contact} uma pergunta específica sobre o que anda pesando, e apenas escute.',
  'action.warm': 'Diga em voz alta a {contact} um dos momentos calorosos: o que é notado tende a crescer.',
  'books.title': '{title}, de {author}',
  'research.quote': '“{quote}” ({source})',
  'notEnough.wisdom':
    'Ainda não há dados suficientes: apenas {written, plural, one {# mensagem escrita} other {# mensagens escritas}} com {contact} desde a última leitura. Uma leitura precisa de pelo menos {floor}; ela virá na próxima execução que as tiver.',
  'notEnough.title': 'Ainda não há mensagens suficientes',
  'notEnough.narrative':
    'Desde a última leitura chegaram apenas {written, plural, one {# mensagem escrita} other {# mensagens escritas}} com {contact}. Com tão pouco, qualquer padrão seria um palpite, então esta leitura não propõe nenhum. São necessárias pelo menos {floor}.',
  'looped.title':
    '{pattern, select, conflict {Tensão com {contact}, e o caminho de volta} bids {Procurar, e ser encontrado} imbalance {Quem carrega a conversa com {contact}} quiet {{contact} continua procurando você} stress {Carregar o estresse a dois} other {Um carinho que não para de aparecer com {contact}}}',
  'looped.bids':
    '{contact} fez {made, plural, one {# pedido} other {# pedidos}} de atenção (perguntas, partilhas, carinho) e você se voltou para {answered} deles; você fez {myMade} e {contact} se voltou para {myAnswered}; num acompanhamento de recém-casados, os casais que continuavam juntos tinham se voltado para cerca de 86% desses pedidos; contar mensagens é só uma aproximação do que os pesquisadores codificaram pessoalmente.',
  'looped.laughter':
    'Vocês riram juntos em {shared, plural, =0 {nenhuma conversa} one {# conversa} other {# conversas}}; rir junto está associado à proximidade e à qualidade da relação.',
  'looped.ratio':
    'As mensagens calorosas superaram as tensas {ratio, number, ::.#} para 1, um número inspirado em resultados de laboratório (cerca de 5 momentos positivos para cada negativo em casais estáveis durante um conflito), não é uma regra para mensagens.',
  'looped.ratio.none': 'Não houve nenhuma mensagem tensa entre as {written}.',
  'looped.trend':
    '{trend, select, warming {Ao longo destas mensagens o tom ficou mais caloroso.} cooling {Ao longo destas mensagens o tom esfriou um pouco; vale notar, não se preocupar.} other {O tom se manteve estável do início ao fim.}}',
  'looped.emotional':
    '{contact} soou caloroso em {contactWarm, number, percent} das mensagens e tenso em {contactTense, number, percent}; você, caloroso em {myWarm, number, percent} e tenso em {myTense, number, percent}.',
  'looped.track': '{title}: {reason}',
  'track.reason':
    '{id, select, 1 {para notar e responder aos pequenos pedidos de {contact}} 2 {para manter os momentos calorosos à frente dos tensos} 3 {para abrir espaço ao riso partilhado} 4 {para nomear sentimentos antes de agir} 5 {para começar com suavidade os assuntos difíceis} 6 {para ver um desacordo pelo olhar de um terceiro neutro} 7 {para falar do que vocês dois valorizam} other {para se sentirem seguros ao procurar um ao outro}}',
  'looped.closing': 'Uma coisa para tentar: {prompt} Esta leitura descreve mensagens, não pessoas, e não é terapia.',
  'looped.prompt':
    '{pattern, select, conflict {mande a {contact} “Quero que a gente fique bem. Podemos conversar com calma mais tarde?”} bids {da próxima vez que {contact} perguntar ou compartilhar algo, responda a isso primeiro.} imbalance {deixe {contact} começar a próxima conversa e receba-a com carinho.} quiet {comece você a próxima conversa com {contact}, hoje mesmo.} stress {pergunte a {contact} “O que ajudaria esta semana?”} other {conte a {contact} uma coisa de que você gostou nestas conversas.}}',
  'zodiac.sign':
    '{sign, select, Aries {Áries} Taurus {Touro} Gemini {Gêmeos} Cancer {Câncer} Leo {Leão} Virgo {Virgem} Libra {Libra} Scorpio {Escorpião} Sagittarius {Sagitário} Capricorn {Capricórnio} Aquarius {Aquário} other {Peixes}}',
  'oracle.chart': 'Sol em {sun} a {sunDegrees}°, Lua em {moon}',
  'oracle.chart.rising': ', ascendente {ascendant} a {ascendantDegrees}°',
  'oracle.chart.moonEither': '{first} ou {second} (a Lua mudou de signo nesse dia)',
  'oracle.akashic':
    '{chart}. {element, select, fire {O fogo conduz este mapa: a coragem vem fácil, a paciência nem tanto.} earth {A terra conduz este mapa: constância e cuidado com o que é real.} air {O ar conduz este mapa: ideias, palavras e ligação.} other {A água conduz este mapa: primeiro o sentir, depois o pensar.}} Para reflexão e entretenimento, não para previsão.',
  'oracle.noTime': 'Sem hora de nascimento o ascendente fica de fora; acrescente-a para vê-lo.',
  'oracle.mirror':
    'Com {contact} vocês conversam sobretudo nas {part}, e {opener, select, me {normalmente é você quem abre a conversa} other {normalmente é {contact} quem abre a conversa}}: um ritmo {element, select, fire {ardente} earth {sereno} air {curioso} other {terno}} que espelha o seu Sol em {sun}.',
  'oracle.reflection.sun':
    'O seu Sol em {sun}: {element, select, fire {aja com a faísca e pare antes do segundo passo.} earth {construa devagar; o que você cuida dura.} air {diga a ideia em voz alta; ela cresce quando é partilhada.} other {confie no que sente e depois ponha em palavras.}}',
  'oracle.reflection.moon': 'A sua Lua em {moon} colore a forma como você precisa de conforto: peça-o como o ofereceria.',
  'oracle.reflection.rising': 'Ascendente em {ascendant}: a primeira impressão que você dá é a porta por onde os outros entram.',
  'oracle.reflection.messages': 'Em {written} mensagens, {contact} trouxe sobretudo {themes}.',
  'oracle.guide': 'O seu guia neste ciclo: {guide}. {example}',
  'oracle.vibe': '{element, select, fire {Faísca} earth {Âncora} air {Brisa} other {Maré}}',
  'oracle.daily.morning': 'Manhã',
  'oracle.daily.afternoon': 'Tarde',
  'oracle.daily.evening': 'Noite',
  'oracle.action.morning':
    '{element, select, fire {Mexa-se primeiro: uma caminhada rápida antes do celular.} earth {Arrume uma coisa pequena antes de começar.} air {Escreva três linhas sobre o que você quer hoje.} other {Sente-se com o seu café dois minutos em silêncio.}}',
  'oracle.action.afternoon': 'Mande a {contact} uma mensagem que não precise de resposta.',
  'oracle.action.evening':
    '{element, select, fire {Nomeie com gentileza uma coisa que fez com pressa hoje.} earth {Deixe uma coisa pronta para o você de amanhã.} air {Ligue para alguém em vez de escrever.} other {Anote um sentimento sem julgá-lo.}}',
  'oracle.color':
    '{color, select, red {Vermelho} orange {Laranja} gold {Dourado} green {Verde} teal {Verde-azulado} blue {Azul} indigo {Índigo} violet {Violeta} silver {Prata} other {Rosa}}',
  'oracle.affirmation.1':
    '{element, select, fire {A minha coragem é calorosa, não barulhenta.} earth {Eu cresço no ritmo das coisas reais.} air {As minhas palavras constroem pontes.} other {Os meus sentimentos são mensageiros sábios.}}',
  'oracle.affirmation.2': 'Recebo {contact} de mão aberta.',
  'oracle.ritual':
    '{element, select, fire {Acenda uma vela esta noite e nomeie algo que você está pronto para começar.} earth {Segure uma pedra ou uma planta por um minuto e nomeie o que quer manter firme.} air {Abra uma janela, respire três vezes e diga uma intenção em voz alta.} other {Lave as mãos devagar em água morna e deixe uma preocupação ir com ela.}}',
  trait:
    '{trait, select, grateful {Grato: agradece com frequência} quick {Responde rápido} initiator {Costuma começar a conversa} curious {Curioso: faz muitas perguntas} playful {Brincalhão: ri com facilidade} planner {Faz planos} caring {Carinhoso} repairing {Faz as pazes rápido depois de um desacordo} stressed {Com algum estresse ultimamente} other {Constante}}',
  event:
    '{theme, select, plans {Planos com {contact}} work {Novidades de trabalho com {contact}} family {Novidades da família com {contact}} health {Assuntos de saúde com {contact}} money {Assuntos de dinheiro com {contact}} food {Uma refeição com {contact}} travel {Uma viagem com {contact}} other {Tempo com {contact}}} ({date})',
};
