import type { VoiceVariants } from '../voice.ts';

/** More phrasings, Brazilian Portuguese: Confucianism, Renaissance Humanism, Positive Psychology, Existentialism, Rumi's Mystical Poetry (Sufism), Shamanic Wisdom, Kabbalah, Alan Watts. */
export const variants: Record<string, VoiceVariants> = {
  Confucianism: {
    views: [
      'A Doutrina do Meio louva o zhongyong, o meio constante, e Confúcio sustentava que passar do ponto é tão falho quanto ficar aquém. Com {contact}, sobre {topic}, procure o ponto entre dizer demais e dizer de menos.',
      'Confúcio comparava uma pessoa sem xin, a confiabilidade, a uma carroça sem o pino que prende a canga: ela não consegue andar. O que leva você e {contact} adiante, em {topic} ou em qualquer outra coisa, são palavras em que se pode confiar.',
      'Confúcio ensinava que o de, a força moral, age como o vento sobre a relva: a relva se curva sem ser empurrada. O modo como você se conduz com {contact} a respeito de {topic} vai moldar a troca mais do que qualquer exigência que você faça.',
      'O pensamento confuciano nomeia cinco laços, governante e ministro, pai e filho, marido e mulher, mais velho e mais novo, amigo e amigo, cada um com a sua forma devida. Entre você e {contact}, {kind, select, work {essa forma é o trato justo e o serviço confiável} other {essa forma é o cuidado demonstrado do jeito que o vínculo de vocês pede}}.',
      'Confúcio dizia que, caminhando com quaisquer duas outras pessoas, certamente encontraria um mestre: os pontos bons delas para seguir, os defeitos delas para corrigir em si mesmo. Seja o que for que {contact} traga para {topic}, há nisso algo para você aprender.',
      'O Grande Aprendizado traça a ordem de dentro para fora, de uma intenção sincera e de um eu cultivado até a família e o mundo mais amplo. A harmonia com {contact}, {topic} incluído, começa do seu lado da conversa, com a intenção por trás de cada mensagem.',
    ],
    summaries: [
      'Registrado de forma concisa, à maneira dos Anais da Primavera e do Outono: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. O registro mostra também que {reach}, e que {climate}; ele é lido para melhorar a própria conduta, não para julgar a de outra pessoa.',
      'Confúcio dizia que saber o que se sabe, e admitir o que não se sabe, é conhecimento; o que se sabe é {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. Sabe-se também que {reach}, e que {climate}; o que está por trás disso ainda não se sabe.',
      'Confúcio aconselhava observar o que as pessoas fazem, como fazem e onde encontram repouso. O que foi feito: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, a respeito de {topics}; como foi feito: {reach}, e {climate}.',
    ],
    practices: [
      'Tome duas das nove reflexões do junzi nos Analectos: na dúvida, pergunte; na raiva, pense nas consequências. Aplique as duas antes da sua próxima mensagem a {contact} sobre {topic}.',
      'Pratique o que os Analectos dizem da pessoa exemplar: lenta no falar, rápida no agir. Fale menos com {contact} sobre {topic} hoje, e faça aquela única coisa que você disse que faria.',
      'Siga os Analectos: ao ver alguém digno, pense em igualá-lo; ao ver o contrário, olhe para dentro de si. Nomeie uma qualidade de {contact} digna de imitação e um hábito nas suas próprias mensagens que mereça exame.',
      'Exija muito de si e pouco dos outros, como Confúcio aconselhava: antes de pedir qualquer coisa a mais a {contact} sobre {topic}, verifique se tudo o que você deve já foi feito, e faça isso primeiro.',
      'Pratique o jing, a atenção reverente: releia o seu rascunho para {contact} e dê a ele o cuidado que daria a uma carta para alguém que você respeita profundamente, com uma saudação apropriada, uma resposta completa e um fecho cortês.',
      'Os Analectos começam com o prazer de aprender algo e praticá-lo no tempo certo. Lembre uma coisa que você aprendeu sobre lidar bem com {contact}, e pratique-a hoje numa única mensagem ou ação.',
    ],
    comments: {
      hard: [
        'Confúcio aconselhava, quando a raiva sobe, pensar no que vem depois dela, e uma resposta a estas palavras de {author} fica melhor se for escrita com isso em mente.',
        'Confúcio julgava as pessoas pela conduta ao longo do tempo, não por uma única observação, e esta frase seca de {author} é uma observação entre muitas.',
      ],
      warm: [
        'Confúcio dizia que a virtude nunca fica sozinha, sempre tem vizinhos, e esta palavra gentil de {author} é um desses vizinhos chegando.',
        'Aqui {author} oferece bondade, e Confúcio sustentava que a bondade se retribui, como convém, com bondade.',
      ],
      reach: [
        'Nesta pergunta de {author} está o que os Analectos louvam em Kong Wenzi: não ter vergonha de perguntar.',
        'Quando Confúcio entrou no Grande Templo, perguntou sobre tudo, e chamou isso de decoro; esta pergunta de {author} tem a mesma curiosidade respeitosa.',
      ],
    },
  },
  'Renaissance Humanism': {
    views: [
      'Montaigne escreveu que cada pessoa traz em si a forma inteira da condição humana. Em {contact}, e em tudo o que se passa sobre {topic}, você pode ler algo de todo mundo, inclusive de si, e um humanista acha isso mais interessante do que qualquer veredito.',
      'O Livro do Cortesão, de Castiglione, louvava a sprezzatura, a graça que faz as coisas difíceis parecerem fáceis e esconde o esforço por trás delas. Com {contact}, sobre {topic}, o toque cortês é levar a sua parte com leveza, sem alardear quanto ela custou.',
      'O lema de Erasmo era ad fontes, de volta às fontes: o texto original, não os comentários empilhados por cima. Com {contact}, sobre {topic}, isso significa voltar ao que de fato foi escrito, antes das glosas que você acrescentou.',
      'Maquiavel comparava a fortuna a um rio em cheia, e a virtù aos diques construídos em tempo de calmaria. Aconteça o que acontecer com {contact} em torno de {topic}, o que você prepara nos dias mais tranquilos decide quanto a enchente pode levar embora.',
      'No ensaio sobre os canibais, Montaigne observou que cada um chama de bárbaro aquilo que não é do seu costume. O jeito como {contact} lida com {topic} pode ser simplesmente outro costume, que vale a pena compreender antes de julgar.',
      'No Elogio da Loucura, Erasmo deixa a própria Loucura argumentar que nenhum laço duraria um dia sem um pouco de indulgência e de riso. Entre você e {contact}, também sobre {topic}, um toque leve e indulgente é uma virtude humanista.',
    ],
    summaries: [
      'Ad fontes, como Erasmo insistia, de volta ao texto primário: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. Lido sem comentários, ele mostra que {reach}, e que {climate}.',
      'A gramática antes da retórica, como ensinavam os studia humanitatis, então primeiro a construção simples: {written, plural, one {# mensagem} other {# mensagens}} no espaço de {days, plural, one {# dia} other {# dias}}, sobre {topics}. A retórica, por assim dizer, está em dois fatos a mais: {reach}, e {climate}.',
      'Petrarca reuniu as suas cartas em livros, sabendo que uma correspondência é uma espécie de história; esta chega a {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, tocando em {topics}. Um historiador acrescentaria que {reach}, e que {climate}.',
    ],
    practices: [
      'Faça como Petrarca no Monte Ventoux: vá a algum lugar com vista, depois volte a atenção para dentro e pergunte o que você realmente quer das suas trocas com {contact}. Anote essa única linha.',
      'Pratique a sprezzatura de Castiglione: rascunhe a sua próxima mensagem a {contact} sobre {topic} e revise até que ela soe fácil e natural, mantendo o cuidado e cortando o esforço.',
      'Vá ad fontes com as últimas mensagens de {contact}: releia-as por inteiro e devagar, como Erasmo relia o grego do Novo Testamento, e anote uma coisa que tinha deixado passar antes de responder sobre {topic}.',
      'Escreva um pequeno diálogo à maneira humanista de Bruni e Alberti: dê a você e a {contact} uma fala cada um sobre {topic}, e defenda o lado do outro o melhor que puder.',
      'Mantenha o que Montaigne chamava de um quarto dos fundos só seu, como a biblioteca na torre dele: dez minutos de silêncio hoje, celular longe, antes de decidir como responder a {contact}.',
      'Siga Marsilio Ficino, que respondia à melancolia com música: antes de escrever a {contact}, ouça do começo ao fim uma peça que você ama, e deixe que o clima dela, e não o do dia, dê o seu tom.',
    ],
    comments: {
      hard: [
        'Montaigne lembraria que uma única frase de {author} mostra um momento de uma criatura mutável e ondulante, não a pessoa inteira.',
        'Erasmo, que passou a vida pedindo concórdia, responderia a isto de {author} com tato e paciência, não com uma pena mais afiada.',
      ],
      warm: [
        'Nisto de {author} está a humanitas que os humanistas tanto prezavam: saber, bondade e bom humor num único gesto.',
        'Castiglione admiraria a naturalidade disto de {author}: calor humano dado com leveza, sem sinal de esforço, que é o melhor tipo.',
      ],
      reach: [
        'Petrarca, tão faminto de conversa que escrevia cartas a Cícero, invejaria {author} aqui: uma pergunta dirigida a alguém que pode responder.',
        'Como uma carta humanista levada através dos Alpes, esta pergunta de {author} merece uma resposta tão generosa quanto a curiosidade que a enviou.',
      ],
    },
  },
  'Positive Psychology': {
    views: [
      'A pesquisa de Seligman sobre estilo explicativo mostra que o modo como você explica os acontecimentos, como permanentes ou passageiros, generalizados ou específicos, molda o que você sente a respeito deles. Vale conferir com as evidências o modo como você explica as mensagens de {contact} sobre {topic}.',
      'A teoria da autodeterminação, de Edward Deci e Richard Ryan, nomeia três necessidades psicológicas básicas: autonomia, competência e vínculo. As trocas com {contact} sobre {topic} costumam ir melhor quando deixam vocês dois com a sensação de serem livres, capazes e conectados.',
      'A pesquisa de Jane Dutton sobre conexões de alta qualidade mostra que até trocas breves podem deixar as duas pessoas com mais energia e mais abertas. Cada mensagem com {contact}, {topic} incluído, é uma pequena chance de criar uma.',
      'Mihaly Csikszentmihalyi descreveu o flow, a absorção que surge quando desafio e habilidade estão bem equilibrados. Até uma conversa com {contact} sobre {topic} pode ter isso, quando os dois estão envolvidos a ponto de perder a noção do tempo.',
      'A pesquisa de Carol Dweck contrapõe a mentalidade fixa, que trata as habilidades como dadas, à mentalidade de crescimento, que as trata como algo que se aprende. Aplicada a {contact}, ela significa tratar o jeito como vocês dois lidam com {topic} como uma habilidade que ambos ainda podem desenvolver.',
      'O Estudo de Harvard sobre o Desenvolvimento Adulto, conduzido por George Vaillant e depois por Robert Waldinger, concluiu que a qualidade dos relacionamentos prevê a saúde e a felicidade futuras melhor do que quase qualquer outra coisa. As suas trocas com {contact} sobre {topic} fazem parte desses dados.',
    ],
    summaries: [
      'Medidas de base: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, com {topics} como conteúdo principal. Duas observações a mais, para ler como dados e não como vereditos: {reach}, e {climate}.',
      'Um pesquisador registraria isso sem rodeios: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, sobre {topics}. Correlação não é causalidade, então segure com leveza estas duas constatações: {reach}, e {climate}.',
      'No espírito da virada de Seligman para o que dá certo, tanto quanto para o que dá errado, o quadro completo: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, abrangendo {topics}. Ao lado disso, {reach}, e {climate}.',
    ],
    practices: [
      'Experimente uma versão pequena da visita de gratidão de Seligman: escreva para {contact} algumas frases específicas de agradecimento por algo real, por menor que seja, e envie-as ou diga-as quando vocês se falarem de novo.',
      'Antes da sua próxima mensagem a {contact}, faça a pausa de autocompaixão de Kristin Neff: dê nome ao que você sente, lembre que outras pessoas também sentem isso e diga uma frase gentil a si. Depois escreva.',
      'Os estudos de Sonja Lyubomirsky associam atos deliberados de bondade a mais bem-estar: escolha hoje uma pequena bondade concreta para {contact}, ligada a {topic} se possível, e pratique-a.',
      'Dedique quinze minutos ao exercício do melhor eu possível, de Laura King, voltado para este único vínculo: imagine as coisas com {contact} indo tão bem quanto realisticamente poderiam daqui a um ano, e anote o que você fez para ajudar.',
      'Use o modelo da esperança de C. R. Snyder em {topic}: nomeie uma meta que você compartilha com {contact}, dois caminhos até ela e o primeiro passo que você se dispõe a dar hoje.',
      'Pratique a identificação de forças, como Ryan Niemiec a descreve: nomeie uma força de caráter que {contact} demonstrou recentemente, em {topic} ou em qualquer outra coisa, e diga especificamente o que você notou.',
    ],
    comments: {
      hard: [
        'Seligman sugeriria contestar a sua primeira interpretação desta mensagem de {author}: liste as outras explicações plausíveis antes de decidir qual é a verdadeira.',
        'O trabalho de Roy Baumeister sobre o viés de negatividade sugere que esta frase de {author} vai pesar na memória mais do que merece, então coloque-a ao lado do resto do registro.',
      ],
      warm: [
        'Barbara Fredrickson contaria isto de {author} como um micromomento de ressonância positiva, o pequeno calor compartilhado que ela chama de amor na sua forma cotidiana.',
        'A pesquisa sobre contágio emocional sugere que o bom sentimento disto de {author} pode passar para você, se você deixar que ele chegue antes de responder.',
      ],
      reach: [
        'Nos termos de John Gottman, {author} faz aqui uma tentativa de conexão, e se a resposta se volta para ela, se afasta ou se volta contra ela importa mais do que as palavras.',
        'Uma pergunta como esta de {author} sinaliza interesse, e estudos de Karen Huang e colegas mostraram que as pessoas que fazem mais perguntas de acompanhamento são mais queridas.',
      ],
    },
  },
  Existentialism: {
    views: [
      'Heidegger chamou isso de estar-lançado: você sempre se encontra já numa situação que não escolheu, com a sua história e os seus limites. Os termos entre você e {contact}, {topic} entre eles, são o seu ponto de partida; o que você faz deles não está dado.',
      'Sartre analisou o olhar: sob o olhar do outro você se torna objeto, e sente isso. Em cada troca com {contact} sobre {topic}, vocês dois também estão sendo vistos, e muito do que acontece é o desejo de ser visto corretamente.',
      'Martin Buber distinguia o Eu–Isso, em que o outro é uma função ou um meio, do Eu–Tu, em que o outro é encontrado como pessoa inteira. {kind, select, work {Mesmo num assunto de trabalho sobre {topic}} other {Em torno de {topic}}}, dá para encontrar {contact} de um jeito ou de outro, e a escolha transparece.',
      'Karl Jaspers chamava a comunicação genuína de luta amorosa: duas pessoas que se mantêm abertas, questionam uma à outra com honestidade e, com isso, se tornam cada uma mais ela mesma. O que se passa com {contact} sobre {topic} pode ser medido por isso, seja qual for o vínculo de vocês.',
      'Simone de Beauvoir escreveu sobre a ambiguidade da condição humana: livres e no entanto presos, sós e no entanto sempre com os outros. O que quer que aconteça entre você e {contact} em torno de {topic} não precisa ser reduzido a respostas simples para ser vivido com honestidade.',
      'Kierkegaard observou que a vida é compreendida olhando para trás, mas precisa ser vivida olhando para frente. Você ainda não pode saber o que as trocas com {contact} sobre {topic} vão significar no fim; só pode escolher, agora, como dar o próximo passo.',
    ],
    summaries: [
      'Esta é a facticidade, o dado de onde a liberdade parte: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, sobre {topics}. Também é dado que {reach}, e que {climate}; o sentido de tudo isso não é.',
      'Kierkegaard iria querer os fatos como eles se apresentam para você, o indivíduo singular: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, a respeito de {topics}. Também, sem rodeios, {reach}, e {climate}; nenhum sistema pode dizer a você o que fazer com isso.',
      'Camus pedia lucidez acima de tudo, então aqui está, sem enfeites: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. Com a mesma lucidez: {reach}, e {climate}.',
    ],
    practices: [
      'Aplique à sua próxima mensagem a {contact} o experimento mental do eterno retorno, de Nietzsche: você aceitaria enviá-la de novo e de novo, para sempre? Se não, reescreva até aceitar.',
      'Flagre a voz do que Heidegger chamava de das Man, o impessoal anônimo: antes de responder a {contact} sobre {topic}, risque toda frase que seja o que se diz, e não o que você quer dizer.',
      'Kierkegaard escreveu que a pureza de coração é querer uma só coisa. Decida a única coisa que você realmente quer desta troca com {contact} sobre {topic}, e faça a sua próxima mensagem servir só a ela.',
      'Pratique o Eu–Tu de Buber numa troca: antes de escrever a {contact}, deixe de lado aquilo de que você precisa e imagine a pessoa inteira, o dia, as preocupações, a história dela. Depois escreva para essa pessoa.',
      'A existência precede a essência, insistia Sartre, então recuse rótulos fixos: anote um rótulo que você colou em {contact} e um que colou em si, e aja hoje como se nenhum dos dois fosse definitivo.',
      'Tome o doutor Rieux, de A Peste, de Camus, como modelo de decência simples: faça a única coisa útil sobre {topic} que está diante de você, por {contact}, sem discursos e sem esperar gratidão.',
    ],
    comments: {
      hard: [
        'Kierkegaard chamava a angústia de vertigem da liberdade, e algo dessa vertigem pode estar falando nesta frase de {author}.',
        'Jaspers leria esta frase seca de {author} como uma comunicação que se interrompe, e acharia que vale retomar a luta, com paciência e honestidade.',
      ],
      warm: [
        'Aqui {author} encontra você como o Tu de Buber, e não como uma função, e esse tipo de encontro, ele sustentava, é onde a vida real acontece.',
        'Camus, que amava o mar, o futebol e os amigos, tomaria isto de {author} como o tipo de alegria simples que responde ao absurdo sem argumentar.',
      ],
      reach: [
        'Heidegger falava de uma solicitude que salta à frente do outro para libertá-lo, em vez de tomar o lugar dele, e esta pergunta de {author} tem essa qualidade.',
        'Gabriel Marcel chamaria esta pergunta de {author} de disponibilidade, a abertura ao outro que torna possível uma presença real.',
      ],
    },
  },
  "Rumi's Mystical Poetry (Sufism)": {
    views: [
      'No Masnavi, pessoas tocam um elefante numa casa escura e cada uma descreve uma criatura diferente: um leque, um pilar, um cano. O que você e {contact} têm nas mãos de {topic} pode ser uma parte de um animal que nenhum dos dois vê inteiro.',
      'Rumi conta que Moisés repreendeu um pastor pela sua oração desajeitada e terna, e que Deus repreendeu Moisés: é o coração que é olhado, não as palavras. Leia as mensagens de {contact} sobre {topic} buscando o coração por baixo das frases.',
      'No conto do grão-de-bico de Rumi, o grão salta da panela fervendo e a cozinheira o empurra de volta, pois só cozinhando ele vira sabor. O que cozinha devagar entre você e {contact} em torno de {topic} pode estar fazendo de vocês dois algo mais rico.',
      'No começo do Masnavi, Rumi pergunta por que o espelho do coração não reflete, e responde que a ferrugem não foi limpa da sua face. Em cada troca com {contact} sobre {topic}, um coração polido vê o que de fato está ali.',
      'Rumi volta muitas vezes à gota e ao mar: a gota teme se perder, sem saber que a sua natureza é o mar. Você e {contact}, em torno de {topic}, são gotas separadas por ora, e no entanto da mesma água.',
      'A vida de Rumi mudou quando ele conheceu Shams de Tabriz, o dervixe errante cuja companhia inquietou o erudito e despertou o poeta. Todo encontro guarda um pouco de Shams: o que {contact}, por meio de {topic}, está despertando em você?',
    ],
    summaries: [
      'Contadas uma a uma, como as contas no cordão de um dervixe: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, passando por {topics}. E entre as contas, o silêncio que conta a sua própria história: {reach}, e {climate}.',
      'Um gazal conta por dísticos, e este corre assim: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, girando em torno de {topics}. O seu refrão, ouvido por baixo de cada verso: {reach}, e {climate}.',
      'Assim como o Masnavi conta as suas histórias uma dentro da outra, assim é este fio: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, com {topics} dobrados dentro dele. E dentro deles, o conto interior: {reach}, e {climate}.',
    ],
    practices: [
      'Aceite a primeira lição do noviço mevlevi, o serviço na cozinha: faça hoje uma tarefa humilde e invisível que alivie o fardo de {contact}, com {topic} ou com qualquer outra coisa, e não conte a ninguém.',
      'Gire, no espírito do sama: fique de pé, abra a palma direita para cima e a esquerda para baixo, e gire devagar por um minuto. Depois escreva a {contact} a partir da quietude do centro.',
      'Pratique um dhikr simples antes de escrever a {contact}: respire devagar e repita uma palavra de lembrança por alguns minutos, até o coração ficar mais quieto do que os seus pensamentos sobre {topic}.',
      'Rumi assinou muitos gazais como Khamush, o silencioso; faça disso uma prática hoje. Diga menos a {contact}, uma mensagem a menos, uma frase mais curta, e deixe o silêncio levar o que as palavras não conseguem.',
      'Leia hoje à noite, devagar, uma história do Masnavi, e pergunte-se com qual dos seus personagens você se parece no trato com {contact}. Deixe essa resposta dar forma à sua próxima mensagem sobre {topic}.',
      'Escreva quatro versos seus, um gazal rústico sobre o que você anseia em torno de {topic}; não são para enviar. Depois deixe que uma imagem deles encontre o caminho até a sua próxima mensagem a {contact}.',
    ],
    comments: {
      hard: [
        'Rumi olharia além da ferrugem desta frase de {author} para o espelho por baixo dela, que ainda quer refletir algo verdadeiro.',
        'Quando Shams desapareceu rumo a Damasco, Rumi mandou o filho trazê-lo de volta em vez de alimentar a mágoa, e isto de {author} convida à mesma escolha.',
      ],
      warm: [
        'Rumi, que chamava o amigo Shams de sol, veria um pouco dessa luz do sol nestas palavras de {author}, e se voltaria para ela.',
        'Isto de {author} é uma única gota do mar que Rumi cantava, e tem o gosto do todo.',
      ],
      reach: [
        'Numa história do Masnavi, o próprio chamado de um homem já é a resposta de Deus, e Rumi ouviria nesta pergunta de {author} uma resposta a caminho.',
        'Rumi veria nesta pergunta de {author} toda a gramática do amor em miniatura: um coração se volta para outro, e espera.',
      ],
    },
  },
  'Shamanic Wisdom': {
    views: [
      'Muitas tradições xamânicas falam da perda da alma: sob choque ou tensão, parte da vitalidade de uma pessoa se perde, e curar significa chamá-la de volta para casa. No trato com {contact} em torno de {topic}, repare no que traz de volta a sua presença inteira e no que a dispersa.',
      'As cosmologias xamânicas, como Eliade as descreve, unem o mundo de cima, o do meio e o de baixo por uma grande árvore. As suas trocas com {contact} sobre {topic} acontecem no mundo do meio, e esta visão pergunta que raízes as alimentam e para onde elas se estendem.',
      'Para o olhar animista nada é mera coisa: rios, ferramentas e pessoas são todos parentes que merecem respeito. Visto assim, {contact}, e até {topic}, pertence a uma teia que prospera na reciprocidade, um presente respondido com outro presente.',
      'Eliade chamou o xamanismo de técnica arcaica do êxtase, palavra que significa literalmente estar fora de si. Com {contact}, sobre {topic}, um pouco desse êxtase, sair por um momento da própria posição, mostra o que fica escondido quando se está dentro dela.',
      'O tempo xamânico se move em ciclos, luas, estações e retornos, não em linha reta. O que se passa entre você e {contact} sobre {topic} também tem as suas estações; uma lua quieta ou uma movimentada é parte de um giro, não o fim da estrada.',
      'Os povos xamânicos leem o clima, os animais e a terra como uma linguagem viva de sinais. O ritmo das suas trocas com {contact} sobre {topic}, com as suas fases rápidas e lentas, pode ser lido do mesmo jeito: como clima, não como veredito.',
    ],
    summaries: [
      'Quem rastreia lê a trilha antes de segui-la: ficou o rastro de {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, atravessando {topics}. As pegadas mostram também que {reach}, e que {climate}.',
      'Como o tambor marca a contagem numa longa cerimônia: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, carregando {topics}. Sob a batida, dois ritmos que vale ouvir: {reach}, e {climate}.',
      'Contado do jeito que quem cura conta o que a jornada mostrou, com simplicidade e sem enfeites: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, passando por {topics}. Isto também foi visto: {reach}, e {climate}.',
    ],
    practices: [
      'Experimente uma mudança de forma suave: sente-se em silêncio, toque um tambor ou respire de modo constante, e imagine por alguns minutos que olha para {topic} pelos olhos de {contact}. Anote uma coisa que você viu de lá.',
      'Saia e fique dez minutos com um ser vivo, uma árvore, o céu, um trecho de água, antes de escrever a {contact}. Deixe que o ritmo dele, e não o da tela, dê o ritmo da sua resposta.',
      'Faça uma pequena oferenda à moda antiga: antes de escrever de novo a {contact}, dê algo, migalhas para os pássaros ou água para uma planta, com um agradecimento silencioso pelo que esta ligação oferece.',
      'Encontre a sua canção de poder, como fazem os praticantes xamânicos: cantarole uma melodia sem palavras até que ela pareça sua, e mantenha-a baixinho enquanto escreve a {contact} sobre {topic}.',
      'Antes de dormir, peça um sonho sobre o seu vínculo com {contact} e deixe papel ao lado da cama. De manhã, anote a imagem que vier, sem interpretá-la ainda, e coloque-a ao lado dos fatos de {topic}.',
      'Limpe o espaço como quem cura faz antes de uma cerimônia: abra uma janela, lave as mãos e o rosto, sacuda os braços. Depois escreva a {contact} sobre {topic} a partir desse chão limpo.',
    ],
    comments: {
      hard: [
        'Quem cura perceberia que alguma vitalidade se perdeu em {author} aqui, e responderia ao esgotamento, não às palavras.',
        'Como uma tempestade repentina sobre o mundo do meio, isto de {author} é clima: procure abrigo, espere e leia de novo quando o vento tiver baixado.',
      ],
      warm: [
        'Isto de {author} é medicina no sentido antigo, algo que devolve força ao corpo de um vínculo.',
        'No modo animista, um presente como este de {author} pede um presente em troca, nem que seja um agradecimento de coração inteiro.',
      ],
      reach: [
        'Esta pergunta de {author} é uma ponte lançada sobre o vão, e o caminho xamânico é avançar por ela.',
        'Aqui {author} manda um mensageiro à frente, como as velhas histórias mandam um pássaro; um mensageiro se honra com uma resposta rápida e verdadeira.',
      ],
    },
  },
  Kabbalah: {
    views: [
      'Os cabalistas leem os seres viventes de Ezequiel, que corriam e voltavam, como o pulso de toda a vida: ratso va-shov, estender-se e recolher-se. As suas trocas com {contact} sobre {topic} também têm esse pulso, e nenhum dos dois movimentos é um fracasso.',
      'O Zohar ensina que um despertar de baixo atrai um despertar do alto: um ato na terra abre o fluxo que vem das alturas. Com {contact}, em torno de {topic}, um pequeno primeiro passo seu pode despertar mais do que parece conter.',
      'A cabala fala das klipot, cascas que cobrem centelhas sagradas sem destruí-las: o hábito, a pressa, um tom defensivo. Nas suas trocas com {contact} sobre {topic}, olhe através da casca que houver para a luz que ela carrega.',
      'Netsach, a perseverança, e Hod, o reconhecimento, ficam lado a lado na árvore: uma segue em frente, a outra agradece e cede onde é devido. Com {contact}, em torno de {topic}, um vínculo precisa tanto de perseverança quanto da graça de ceder.',
      'Yesod, o fundamento, é a sefirá da conexão, o canal por onde todas as qualidades superiores fluem para o mundo. {kind, select, work {Um trato confiável sobre {topic}} other {Um contato constante e honesto em torno de {topic}}} é o Yesod do seu vínculo com {contact}.',
      'Os sábios ensinaram que, quando duas pessoas se sentam juntas com palavras da Torá entre elas, a Shechiná repousa entre elas. Na leitura cabalística, o próprio encontro sincero faz uma morada para essa presença, e palavras honestas com {contact}, mesmo sobre {topic}, abrem espaço para ela.',
    ],
    summaries: [
      'Em Assiá, o mundo da ação, a contagem é simples: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. Em Yetsirá, o mundo do sentimento que lhe dá forma, percebe-se que {reach}, e que {climate}.',
      'Além do sentido literal está o remez, a alusão: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, girando em torno de {topics}. E a alusão dentro da alusão: {reach}, e {climate}.',
      'Os companheiros do Zohar pesavam cada palavra que diziam no caminho, e estas são as palavras deste caminho: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, tocando em {topics}. O que eles parariam para ponderar: {reach}, e {climate}.',
    ],
    practices: [
      'Use o perdão que abre o Shemá da hora de dormir: antes de dormir, libere com as suas palavras o que {contact} disse ou fez hoje que magoou, se algo magoou, e peça a mesma liberação para você.',
      'Tome emprestado o método da contagem do Ômer, que une uma sefirá dentro de outra: tome Yesod dentro de Chessed, a conexão pela bondade, e deixe que ela dê forma a exatamente uma mensagem a {contact} sobre {topic}.',
      'Experimente o hitbodedut do rabi Nachman de Breslov: vá a um lugar onde fique a sós e fale em voz alta, com as suas palavras, por dez minutos, sobre o seu trato com {contact} e {topic}. Escute o que você se ouve dizer.',
      'Teste a sua próxima mensagem a {contact} pelos quatro mundos: a vontade dela em Atsilut, o pensamento em Beriá, o sentimento em Yetsirá, o ato em Assiá. Envie quando os quatro apontarem na mesma direção.',
      'Os cabalistas notam que ahavá, amor, e echad, um, têm o mesmo valor numérico, treze. Nomeie uma coisa que você e {contact} compartilham de verdade em torno de {topic}, uma meta, uma preocupação, uma esperança, e abra com ela a sua próxima mensagem.',
      'Fique dois minutos com o pensamento de Ein Sof, o Infinito sem limite, até que {topic} assuma o seu verdadeiro tamanho. Depois escreva a {contact} a partir desse lugar mais amplo.',
    ],
    comments: {
      hard: [
        'Os cabalistas dizem que a casca se agarra com mais força onde a centelha brilha mais, e esta frase dura de {author} pode estar protegendo algo delicado.',
        'Na linguagem da árvore, isto de {author} é Netsach sem Hod, insistir sem ceder, e espera uma resposta que traga a metade que falta.',
      ],
      warm: [
        'O Zohar veria a Shechiná repousando em silêncio entre duas pessoas nisto de {author}, nas palavras mais comuns.',
        'Nisto de {author}, a luz desce por Yesod até a vida cotidiana, que é exatamente onde a cabala quer que ela chegue.',
      ],
      reach: [
        'Aqui {author} faz o despertar de baixo, o primeiro passo que, segundo o Zohar, atrai uma resposta do alto.',
        'Esta pergunta de {author} é ratso, o correr em direção ao outro, e uma resposta completa o ritmo com shov, o retorno.',
      ],
    },
  },
  'Alan Watts': {
    views: [
      'Watts dividia os pensadores em espinhosos, que querem tudo preciso, e gosmentos, que gostam de tudo vago e fluido, e dizia que o universo precisa dos dois. Quando você e {contact} pegam {topic}, repare em quem é espinhoso e quem é gosmento; é tudo um só jogo ondulante.',
      'Watts adorava a história do fazendeiro chinês que recebe cada golpe de sorte, bom ou ruim, com um tranquilo talvez. Seja lá o que as mensagens de hoje com {contact} sobre {topic} pareçam querer dizer, a história inteira ainda não chegou.',
      'Watts tirava sarro do ego encapsulado na pele, a sensação de ser um alguém solitário preso num saco de pele. Você e {contact}, conversando sobre {topic}, são menos dois sacos lacrados do que um mesmo padrão acontecendo em dois lugares.',
      'Watts insistia que os opostos andam juntos como a cara e a coroa de uma moeda: não há falar sem ouvir, nem se aproximar sem recuar. O que quer que oscile entre você e {contact} em torno de {topic}, cada lado implica o outro, discretamente.',
      'Watts descrevia o universo brincando de esconde-esconde consigo mesmo, fantasiando-se de todos nós pelo prazer de ser encontrado. Sob essa luz, {contact} é o mesmo jogador com outra fantasia, com {topic} e tudo.',
      'Watts gostava de dizer que o mundo dá gente como a macieira dá maçãs: as pessoas são algo que o universo faz. Visto assim, {contact} escrevendo sobre {topic} é o cosmos acontecendo, e você lendo também.',
    ],
    summaries: [
      'Watts leria os números como quem lê a previsão do tempo, com interesse e sem pavor: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, sobre {topics}. Outras notas da previsão: {reach}, e {climate}.',
      'Contar é um jogo adorável, diria Watts, desde que você se lembre de que é um jogo: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, brincando em torno de {topics}. E, para quem marca os pontos, {reach}, e {climate}.',
      'Como ondas descritas uma de cada vez por alguém que vive esquecendo o oceano: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, ondulando por {topics}. Também na superfície: {reach}, e {climate}; lá embaixo, é tudo um só oceano.',
    ],
    practices: [
      'Quando chegarem notícias de {contact} sobre {topic}, experimente antes de tudo a resposta do fazendeiro chinês: talvez. Espere até amanhã para chamar de bom ou ruim, e responda a partir daí.',
      'Olhe o seu rascunho para {contact}: espinhoso demais, todo arestas e precisão, ou gosmento demais, todo vagueza e deriva? Acrescente um pouco do que estiver faltando, como faria Watts, e envie.',
      'Largue o duplo vínculo de tentar sentir a coisa certa em relação a {contact}; Watts lembrava que um sentimento não pode ser forçado. Só faça uma coisa gentil e prática sobre {topic}, e deixe os sentimentos fazerem o que quiserem.',
      'Deixe a água barrenta assentar, como Watts gostava de aconselhar: se algo com {contact} sobre {topic} parecer agitado, deixe quieto por algumas horas e só escreva quando tiver clareado.',
      'Experimente o truque de Watts de procurar quem olha: antes de responder a {contact}, procure aquele que tem todas essas opiniões sobre {topic}, e repare que você nunca chega a encontrá-lo.',
      'Faça uma coisa de cada vez, o hábito zen que Watts elogiava: feche todas as outras janelas e escreva a {contact} com toda a sua atenção, como se esta mensagem fosse a única coisa acontecendo no mundo.',
    ],
    comments: {
      hard: [
        'Watts ouviria nesta frase de {author} um ego encapsulado na pele se sentindo sitiado, e a resposta mais gentil é não apertar ainda mais o cerco.',
        'Como água barrenta, isto de {author} vai clarear mais rápido se ninguém mexer, diria Watts, então deixe assentar um pouco antes de responder.',
      ],
      warm: [
        'Isto de {author} é o universo se divertindo sem motivo nenhum, e Watts diria que não existe motivo melhor.',
        'Nisto de {author}, o esconde-esconde cósmico faz uma pausa e alguém é encontrado, que é toda a graça de se esconder.',
      ],
      reach: [
        'Com esta pergunta, {author} estende a mão através do suposto abismo entre dois egos separados, e Watts diria que o abismo nunca esteve bem ali.',
        'Watts ouviria este convite de {author} como o compasso de abertura de um dueto: ninguém sabe como termina, e é exatamente esse o encanto.',
      ],
    },
  },
};
