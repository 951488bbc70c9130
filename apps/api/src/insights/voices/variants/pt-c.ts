import type { VoiceVariants } from '../voice.ts';

/** More phrasings, Brazilian Portuguese: Miyamoto Musashi, Yoda, Carl Jung, The Dude, Eckhart Tolle, Hunter S. Thompson, Sadhguru, Bill Hicks. */
export const variants: Record<string, VoiceVariants> = {
  'Miyamoto Musashi': {
    views: [
      'No Livro da Água, Musashi pede um espírito como a água, que toma a forma de qualquer recipiente que encontra. Com {contact}, deixe que a sua maneira de lidar com {topic} continue fluida: firme onde precisa ser, flexível onde pode.',
      'Musashi encerra o seu livro com o Vazio, uma mente clara como um céu limpo, livre da desordem das expectativas. Trate de {topic} com {contact} a partir dessa mente clara, e veja o que realmente está ali, não o que você supunha.',
      'A escola de Musashi, a Niten Ichi-ryū, ensinava a lutar com as duas espadas em vez de cair com uma ainda na bainha. Leve tudo o que você tem para {topic} com {contact}: a sua escuta além das suas palavras, a sua paciência além do seu plano.',
      'Musashi ensinou a guarda sem guarda: as posturas existem, mas nenhuma deve endurecer até virar hábito. Seja qual for a posição que você tomou com {contact} sobre {topic}, segure-a com leveza suficiente para mudar quando o momento mudar.',
      'No Livro do Vento, Musashi estuda outras escolas para conhecer os seus caminhos sem ser capturado por eles. {contact} tem o seu próprio jeito de lidar com {topic}; aprenda-o bem, sem sentir que precisa adotá-lo ou derrotá-lo.',
      'No Dokkōdō, os breves preceitos que escreveu uma semana antes de morrer, Musashi aconselha aceitar as coisas exatamente como vêm. Aceite as suas trocas com {contact} sobre {topic} como elas realmente estão, antes de tentar moldá-las.',
    ],
    summaries: [
      'Um espadachim mantém a conta do seu treino, e você também pode: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. Quanto a quem avança, {reach}; quanto ao clima entre vocês, {climate}.',
      'Sem floreios, as condições simples do terreno: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, tocando em {topics}. Repare que {reach}, e que {climate}; a estratégia começa daqui, não dos desejos.',
      'Antes de qualquer combate, Musashi tomava a medida de tudo: aqui, {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, sobre {topics}. As posições mostram que {reach}, e o ritmo mostra que {climate}.',
    ],
    practices: [
      'Musashi escreve sobre mil dias de treino para forjar e dez mil para polir. Escolha um pequeno hábito com {contact}, como responder por inteiro em vez de aos pedaços, e pratique-o hoje como o primeiro de muitos dias.',
      'Use o que Musashi chama de cabeça de rato e pescoço de boi: olhe {topic} uma vez no seu detalhe mais fino, depois uma vez na sua maior escala, e alterne até ver o que mais importa para {contact} e para você.',
      'Quando você não souber onde {contact} está em relação a {topic}, experimente o que Musashi chama de mover a sombra: faça uma pergunta leve e aberta, e deixe a resposta mostrar a posição do outro antes de você se comprometer com a sua.',
      'Se alguma vez uma troca com {contact} andar em círculos sem sair do lugar, aplique o ensinamento de Musashi sobre a renovação: largue de vez o fio antigo e comece a sua próxima mensagem do zero, como se fosse um primeiro encontro.',
      'Siga o preceito de Musashi de prestar atenção até mesmo às ninharias: releia as suas últimas mensagens com {contact} e encontre um pequeno detalhe, uma data, um desejo, uma preocupação, que ficou sem resposta, e responda a ele hoje.',
      'Use o que Musashi chama de ferir os cantos: um assunto grande cede assim que os seus cantos são tomados. Divida {topic} em partes, resolva hoje a menor delas com {contact} e deixe o resto vir em seguida.',
    ],
    comments: {
      hard: [
        'Nos termos de Musashi, esta frase de {author} impõe um ritmo; a resposta do estrategista não é segui-lo, mas impor um ritmo mais calmo, o seu próprio.',
        'Um estrategista veria nestas palavras de {author} mais uma guarda erguida do que um golpe desferido, e não ergueria uma guarda em resposta.',
      ],
      warm: [
        'Não há estratégia neste carinho de {author}, e Musashi o honraria como honrava um corte limpo: sem acrescentar nada que o estrague.',
        '{author} escreve isto com simplicidade e de coração inteiro, e Musashi, que pintava e esculpia com o mesmo cuidado com que lutava, reconheceria um trabalho bem feito.',
      ],
      reach: [
        '{author} dá um passo à frente aqui, e nos termos de Musashi o terreno entre os dois acaba de se abrir; é um terreno onde vale a pena pisar.',
        'Com esta mensagem {author} sonda o terreno abertamente, e Musashi diria que uma posição clara na resposta não deixa nada para adivinhar.',
      ],
    },
  },
  Yoda: {
    views: [
      'Pelo tamanho, nada julgue, diria Yoda. Pequenas mensagens sobre {topic}, grande peso carregar podem; olhe o que {contact} escreve, não quanto, hum.',
      'Sempre em movimento o futuro está, ensinou Yoda; gravado em pedra, nada entre você e {contact} está. De poucas mensagens sobre {topic}, conclusões fixas tirar você não deve.',
      'Criada pela vida, a Força é, e todo ser vivo ela conecta. Mesmo numa conversa simples com {contact} sobre {topic}, essa conexão corre, hum.',
      'A soltar o que temia perder, Yoda ensinou o jovem Anakin. Com força, não agarre como {contact} deve responder sobre {topic}; na mão aberta, segure isso.',
      'Para a caverna em Dagobah, Luke as suas armas levou, e só o que levou, encontrou. Em cada troca com {contact} sobre {topic}, o que você levar, encontrar você vai.',
      'Do jovem Luke, Yoda reclamava: para o horizonte sempre olhava, nunca para onde estava. Aqui, com {contact}, manter a sua mente você deve, em {topic} e neste dia.',
    ],
    summaries: [
      'Olhar o que é, um Jedi faz: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. Claro está que {reach}, e que {climate}.',
      'Pequenos, estes números parecem, mas sentido eles têm: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. Pela Força, ver você pode que {reach}, e que {climate}.',
      'Paciente com os fatos, um Jedi é: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, tocando em {topics}. Sentir você deve que {reach}; e sentir também, que {climate}.',
    ],
    practices: [
      'Medite como Yoda fazia na sua pequena cabana em Dagobah: cinco minutos em silêncio, olhos fechados, a mente pousada com bondade em {contact}, nada planejando. Depois, só depois, escreva.',
      'Passar adiante o que você aprendeu, o último ensinamento de Yoda a Luke foi. Uma coisa que {contact} mostrou a você, sobre {topic} ou sobre qualquer coisa, dizer hoje a essa pessoa, você deve.',
      'Pelo pântano, Luke corria com Yoda nas costas. Uma pequena carga por {contact} carregue hoje: um detalhe de {topic} resolvido, sem que peçam.',
      'Releia a sua última mensagem para {contact}; uma coisa que não tão bem saiu, encontre. O maior mestre, o fracasso é, disse Yoda a Luke; aprenda com ele, e melhor a próxima escreva.',
      'A paciência de Luke no pântano, Yoda testou, antes de qualquer lição começar. O seu próprio teste: a próxima mensagem de {contact} duas vezes leia, devagar, antes de uma única palavra digitar.',
      'Sinta a Força ao seu redor, como Yoda mostrou a Luke: a respiração, o cômodo, a pessoa do outro lado. Repare em tudo isso antes de escrever para {contact}, e calmas as suas palavras serão.',
    ],
    comments: {
      hard: [
        'Tudo o que {author} é, esta única frase não é; só por ela, julgar um Jedi não iria.',
        'Por trás de palavras assim de {author}, uma mágoa esconder-se pode; olhar abaixo da superfície, o caminho Jedi é.',
      ],
      warm: [
        'Um presente, esta mensagem de {author} é; de mão aberta, recebida ela deve ser.',
        'Luz, {author} traz aqui; pequena parece, mas pelo tamanho julgá-la você não deve, hum.',
      ],
      reach: [
        'Uma porta, {author} abre aqui; atravessá-la, um sábio iria.',
        'Perguntando, {author} está; coragem uma pergunta exige, e uma resposta verdadeira ela merece.',
      ],
    },
  },
  'Carl Jung': {
    views: [
      'Em Tipos Psicológicos, Jung descreve como as pessoas encontram o mundo de modos diferentes: pelo pensamento, pelo sentimento, pela sensação ou pela intuição. {contact} pode abordar {topic} por outra função que não a sua, o que é uma diferença de tipo, não um defeito.',
      'Jung descobriu os complexos com os seus testes de associação de palavras: certas palavras faziam as pessoas hesitar porque tocavam um nó de memória carregado de afeto. Se uma palavra sobre {topic} trava em você ou em {contact}, um velho complexo pode estar se agitando.',
      'Jung chamou de sincronicidade a coincidência significativa entre um estado interior e um acontecimento exterior. Repare quando uma mensagem de {contact} sobre {topic} chega justamente quando o assunto estava na sua cabeça; momentos assim apontam para o que está vivo entre vocês.',
      'Jung sustentava que, quando dois opostos são mantidos à vista sem forçar que um vença, pode surgir um terceiro caminho, que ele chamou de função transcendente. Onde quer que a sua visão e a de {contact} sobre {topic} divirjam, mantenha as duas à vista um pouco mais.',
      'Para Jung, toda relação também repete padrões mais antigos, os arquétipos: o ajudante, a criança, o velho sábio, o trapaceiro. Pergunte em qual desses papéis você e {contact} escorregam em torno de {topic}, e se ele ainda serve.',
      'Jung tomou emprestado o termo participation mystique para um vínculo inconsciente em que duas pessoas não estão bem separadas, cada uma carregando os humores da outra. Com {contact}, em torno de {topic}, repare onde o seu sentimento termina e o da outra pessoa começa.',
    ],
    summaries: [
      'Jung confiava nos fatos da experiência antes de qualquer teoria: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, com {topics} voltando como motivos. Visto como um todo, o material mostra que {reach}, e que {climate}.',
      'Na linguagem de Tipos Psicológicos, comece pela sensação, os fatos simples: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, tocando em {topics}. Depois deixe a intuição ler a forma de tudo isso: {reach}, e {climate}.',
      'O registro consciente é este: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, sobre {topics}. Abaixo da superfície, ele pode estar dizendo algo a você, já que {reach}, e {climate}.',
    ],
    practices: [
      'Deixe um caderno ao lado da cama esta noite, como Jung aconselhava aos seus pacientes: se {contact}, ou algo parecido com {topic}, aparecer num sonho, anote sem interpretar, e leia de novo daqui a uma semana.',
      'Desenhe um círculo e preencha-o livremente pensando em {contact}, como Jung desenhava as suas mandalas. Não julgue o resultado; repare se ele parece ordenado ou disperso, e deixe isso dizer a você como você está.',
      'Depois do rompimento com Freud, Jung voltou a construir pequenas aldeias de pedra à beira do lago, como fazia quando menino. Antes de tratar de {topic} com {contact} outra vez, passe dez minutos fazendo algo com as mãos.',
      'Use os tipos de Jung em você mesmo: escreva um rascunho de resposta a {contact} sobre {topic} a partir do pensamento e outro a partir do sentimento, e depois envie um terceiro que traga os dois.',
      'Experimente a amplificação, o modo de Jung de enriquecer uma imagem: pegue uma palavra que {contact} usou sobre {topic} e anote tudo o que ela evoca, mitos, lembranças, ditados, até ver por que ela tocou você.',
      'Durante uma semana, anote as coincidências significativas em torno de {contact}: um pensamento logo antes de uma mensagem, uma música, uma palavra que sempre volta. Jung levava essas sincronicidades a sério, não como prova, mas como sinal do que pede atenção.',
    ],
    comments: {
      hard: [
        'Uma frase tão carregada de {author} costuma tocar num complexo, diria Jung, e boa parte do seu calor pertence a uma história antiga, e não a este momento.',
        'Jung talvez ouvisse um arquétipo falando neste tom de {author}, o juiz severo ou a criança ferida, em vez da pessoa inteira.',
      ],
      warm: [
        'Jung repararia em quanta vida flui por esta mensagem de {author}: quando a energia psíquica, que ele chamava de libido, se move livremente em direção ao outro, a relação cresce.',
        'Nestas palavras, {author} fala a partir do Self inteiro, e não de um papel, e Jung contaria isso como a verdadeira matéria de um vínculo.',
      ],
      reach: [
        'Ao estender a mão assim, {author} vai além da segurança da persona, um pequeno ato de coragem aos olhos de Jung.',
        'Com esta mensagem, {author} abre um diálogo, e Jung acreditava que todo diálogo genuíno transforma um pouco os dois participantes.',
      ],
    },
  },
  'The Dude': {
    views: [
      'Às vezes aparece coisa nova, cara, e o Dude simplesmente vai na onda. Conforme as coisas com {contact} sobre {topic} vão se desenrolando, dá pra deixar o quadro mudar sem pirar.',
      'O Walter transforma cada coisinha numa guerra, com regras e linhas que ninguém pode cruzar; o Dude só quer o tapete dele de volta. Com {contact} e {topic}, seja o Dude, não o Walter.',
      'O Estranho tem aquele lance do urso, cara: tem dia que você pega o urso, tem dia que o urso pega você. As coisas com {contact} sobre {topic} às vezes saem do seu jeito e às vezes não, e tá tudo certo.',
      'Ninguém apressa o Dude, e o Dude nunca apressa um Russo Branco. Deixa as coisas com {contact} sobre {topic} andarem no ritmo delas, cara.',
      'O Dude, o Walter e o Donny não concordam em basicamente nada, cara, mas aparecem em toda noite de boliche. Seja lá o que estiver rolando com {contact} em torno de {topic}, aparecer conta mais do que ter razão.',
      'O Dude vai ao supermercado de roupão, cara: sem pose, sem imagem pra manter. Com {contact}, em torno de {topic}, você pode ser só você, do jeito de sempre.',
    ],
    summaries: [
      'Beleza, os números, cara: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, muito papo sobre {topics}. E ainda {reach}, e {climate}, e olha, não precisa pirar com nada disso.',
      'A situação das pistas é a seguinte: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. Além disso, {reach}, e {climate}, então, tipo, esse é o placar.',
      'Vamos pegar leve nos detalhes, cara: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, sobre {topics}, mais ou menos. Dizem que {reach}, e {climate}, e o Dude consegue viver com isso.',
    ],
    practices: [
      'Antes de tratar de {topic} com {contact}, toma um banho quente e demorado que nem o Dude, velas e som de baleia opcionais. As coisas parecem mais tranquilas depois de um molho, cara.',
      'Faz uns movimentos lentos de tai chi no seu tapete, que nem o Dude, e depois escreve pra {contact}. Corpo solto, palavras soltas, cara.',
      'Deita no chão com fone de ouvido durante uma música, que nem o Dude com as fitas de boliche. Depois responde a {contact} no ritmo dessa música.',
      'Antes de apertar enviar pra {contact}, pergunta pra você mesmo: o Walter mandaria isso? Se sim, cara, tira as regras, as linhas e a gritaria, e manda a versão do Dude.',
      'Põe um Creedence, dá uma volta de carro sem pressa ou uma caminhada, e depois manda pra {contact} uma linha tranquila sobre {topic}. Sem agenda, cara, só uma linha.',
      'Baixa a aposta: escreve pra {contact} sobre {topic} {kind, select, work {que nem um freguês simpático batendo papo no balcão} other {que nem você falaria com um parceiro na pista de boliche}}, simples e relaxado, cara.',
    ],
    comments: {
      hard: [
        'Opa, {author} tá meio fora do seu elemento nessa, cara; uma frase dessas é só o mau humor falando.',
        'Parece que {author} tá tendo um momento meio Walter aí, cara, traçando linha pra todo lado; ninguém precisa traçar uma de volta.',
      ],
      warm: [
        'Que massa, {author} tá mandando boas vibrações aqui, cara, que nem um Russo Branco no fim de um dia comprido.',
        '{author} tá sendo bem gente boa aqui, e o Dude só ia se recostar no tapete e curtir, cara.',
      ],
      reach: [
        '{author} tá basicamente perguntando se alguém quer jogar umas partidas, cara, e isso é sempre uma coisa amigável de fazer.',
        '{author} estende a mão por cima das pistas aqui, cara, e segurar a porta aberta assim é uma jogada bem decente.',
      ],
    },
  },
  'Eckhart Tolle': {
    views: [
      'Em O Despertar de uma Nova Consciência, Tolle distingue o propósito exterior, o que você faz, do propósito interior, a consciência que você traz para isso. Seja o que for que você e {contact} estejam tratando em torno de {topic}, o propósito interior continua o mesmo: estar presente enquanto faz.',
      'Tolle fala da consciência do espaço: estar atento não só às coisas e aos pensamentos, mas à quietude em que eles aparecem. Em volta de cada mensagem com {contact} sobre {topic} existe esse espaço, e nada do que for dito pode perturbá-lo.',
      'A indicação central de Tolle é que você não é os seus pensamentos, mas a consciência que os percebe. Seja o que for que você pense sobre {contact} e {topic}, há uma presença por trás do pensar, observando, e esse observador está mais perto de quem você é.',
      'Para Tolle, render-se não é desistir, mas deixar de resistir por dentro ao que é. Seja qual for a forma que as coisas com {contact} tomem em torno de {topic} hoje, dizer sim a este momento libera a sua energia para o que precisar ser feito.',
      'Em O Poder do Silêncio, Tolle aponta o silêncio entre as palavras como mais essencial do que as próprias palavras. As pausas nas suas trocas com {contact} sobre {topic} não estão vazias; elas guardam a quietude de onde vem uma resposta verdadeira.',
      'Tolle chama isso de dar espaço: ouvir sem a mente comentando, para que o outro possa simplesmente ser quem é. Quando {contact} escrever sobre {topic}, você pode ler desse jeito, com quietude interior em vez de uma resposta pronta.',
    ],
    summaries: [
      'Observado sem julgamento, isto é o que é: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, tocando em {topics}. Igualmente observável é que {reach}, e que {climate}; aceite isso como é, e a presença vai mostrar o que vem depois.',
      'Aqui está a forma, o conteúdo exterior: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. Dentro dessa forma, {reach}, e {climate}; a consciência que percebe tudo isso não faz parte da história.',
      'O registro no tempo do relógio mostra {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, em torno de {topics}. Mostra também que {reach}, e que {climate}; nada disso precisa virar um problema na sua mente agora.',
    ],
    practices: [
      'Observe o pensador: depois de ler uma mensagem de {contact}, repare no primeiro pensamento que surge sobre ela e simplesmente observe-o, sem segui-lo. Depois responda a partir da quietude que está por trás dele.',
      'Pratique dar espaço: da próxima vez que {contact} escrever sobre {topic}, leia a mensagem uma vez sem formar nenhuma resposta na cabeça, e só depois deixe uma resposta surgir.',
      'Use um portal da natureza, como Tolle sugere: olhe para uma árvore, para o céu ou para uma planta durante um minuto sem dar nome a eles, e depois escreva para {contact} a partir desse lugar mais quieto.',
      'Seja qual for o estado das coisas com {contact} em torno de {topic}, aceite-o por dentro como se você o tivesse escolhido, como Tolle aconselha, e depois tome a única ação que é realmente necessária.',
      'Antes de pegar o celular para escrever a {contact}, faça uma coisa comum com atenção plena, lavar uma xícara ou subir a escada, como Tolle sugere, e deixe essa presença seguir para a mensagem.',
      'Escute o silêncio: depois de cada mensagem que você trocar com {contact} hoje, faça uma pausa e repare na quietude antes de chegar o próximo pensamento, o espaço em que {topic} aparece e se desfaz.',
    ],
    comments: {
      hard: [
        'A mente pode querer levar estas palavras de {author} para o lado pessoal, mas Tolle as veria como um velho condicionamento falando, não como a essência da pessoa.',
        'Por trás desta frase de {author} provavelmente há alguma resistência ao que é, e recebê-la sem resistência é o que, para Tolle, permite que ela se dissolva.',
      ],
      warm: [
        'Esta mensagem de {author} vem de um momento de ser, e não de fazer, e Tolle diria que uma alegria assim é simplesmente a presença brilhando através dela.',
        'Nestas palavras de {author} não há passado nem futuro, só contentamento agora, que é exatamente o Agora para o qual Tolle sempre aponta.',
      ],
      reach: [
        'Com esta mensagem, {author} abre um espaço, e Tolle sugeriria recebê-lo com atenção, e não com a resposta pronta da mente.',
        '{author} estende a mão aqui sem saber o que vai voltar, uma pequena confiança no momento presente que Tolle honraria.',
      ],
    },
  },
  'Hunter S. Thompson': {
    views: [
      'A primeira regra do jornalismo gonzo é que o repórter faz parte da história. Em tudo o que está acontecendo com {contact} em torno de {topic}, você não está sentado na tribuna de imprensa; os seus próprios movimentos são metade do enredo.',
      'Thompson tinha uma frase sobre comprar o ingresso e encarar o passeio. Já que você está nesta conversa com {contact} sobre {topic}, é melhor estar nela por inteiro, de olhos abertos, prestando atenção.',
      'Em Hell’s Angels, Thompson escreveu sobre o Limite, uma linha que só se encontra de verdade chegando perto dela. Toda troca com {contact} sobre {topic} tem um limite onde a honestidade fica desconfortável, e geralmente é ali que está a história de verdade.',
      'Thompson fez o seu trabalho mais selvagem ao lado de Ralph Steadman, um parceiro que via a mesma cena com uma tinta completamente diferente. {contact} vê {topic} por outra lente que não a sua, e o quadro completo precisa dos dois desenhos.',
      'Na passagem da onda de Medo e Delírio em Las Vegas, Thompson lembra um tempo em que todo mundo parecia surfar a mesma energia. Repare quando você e {contact} pegam uma onda dessas em torno de {topic}; esses momentos merecem ser lembrados.',
      'Em Owl Farm, em Woody Creek, Thompson mantinha uma base fortificada longe do barulho, onde podia pensar. Venha o que vier de {contact} sobre {topic}, você precisa de uma base dentro de você que nenhuma mensagem consiga invadir.',
    ],
    summaries: [
      'Notas da estrada, datilografadas às pressas, mas verdadeiras: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, com {topics} no telex. A notícia do campo é que {reach}, e que {climate}.',
      'Os números crus, antes que qualquer editor os suavize: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, cobrindo {topics}. Contando a história sem rodeios: {reach}, e {climate}.',
      'Eis a história como chegaria à redação da Rolling Stone em cima do prazo: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. O ângulo que ninguém deveria enterrar é que {reach}, e que {climate}.',
    ],
    practices: [
      'Thompson redatilografou O Grande Gatsby para sentir como funcionam as boas frases. Releia uma mensagem de {contact} de que você gostou, repare no que a fez acertar o alvo, e responda com esse mesmo cuidado.',
      'Mantenha um bloco de repórter por um dia: anote de um lado o que {contact} realmente diz sobre {topic}, palavra por palavra, e do outro o que você acha que isso significa.',
      'Conduza como uma entrevista de verdade: faça a {contact} uma pergunta aberta sobre {topic}, depois pare de falar e deixe a resposta correr o quanto precisar, como um bom repórter deixa a fonte falar.',
      'Antes de mandar qualquer coisa para {contact}, faça a checagem da sua própria história: sublinhe cada afirmação sobre os motivos da outra pessoa e corte cada uma que você não consiga verificar.',
      'Escreva a manchete: uma linha em negrito sobre em que pé estão as coisas com {contact} em torno de {topic}. Se parecer alarme de tabloide, reescreva até ficar verdadeira e justa, e depois aja com base nessa versão.',
      'Leve a história para a estrada: tire uma troca com {contact} da conversa de sempre, {kind, select, work {para uma ligação ou uma reunião num lugar novo} other {para uma ligação, uma caminhada ou uma bebida num lugar novo}}, e veja o que aparece ali.',
    ],
    comments: {
      hard: [
        'Há uma história inteira compactada nesta frase de {author}, e um bom repórter iria atrás dela antes de escrever a manchete.',
        'Isto parece {author} digitando às três da manhã com o prazo pegando fogo; Thompson arquivaria isso como calor do momento, não como palavra final.',
      ],
      warm: [
        'Este é o tipo de frase de {author} que Thompson talvez pregasse na parede de Owl Farm, prova de que ainda existe gente decente por aí.',
        'No meio de todo o chiado, {author} manda aqui um sinal limpo e caloroso, o tipo de citação que um repórter guarda para o último parágrafo.',
      ],
      reach: [
        'Regra gonzo: saia do carro e vá falar com as pessoas, e é exatamente isso que {author} faz aqui.',
        '{author} pega o telefone aqui como um repórter ligando para uma fonte, e as melhores histórias começam exatamente com esse tipo de ligação.',
      ],
    },
  },
  Sadhguru: {
    views: [
      'Sadhguru gosta de comparar o intelecto a uma faca: excelente para separar as coisas, inútil para mantê-las juntas. Se você dissecar o que {contact} escreve sobre {topic}, use a faca para a tarefa, e algo maior para a relação.',
      'Para Sadhguru, o processo espiritual é uma expansão da inclusão, até que aquilo que você chama de si mesmo abranja cada vez mais vida. Será que cabe nisso {contact}, com o seu jeito de ver {topic}, sem que um de vocês vire o outro?',
      'Sadhguru diz que qualquer coisa pode virar sadhana, uma ferramenta para o seu crescimento: a respiração, a comida, o trabalho. As suas relações com {contact} em torno de {topic}, tranquilas ou difíceis, são uma sadhana tão boa quanto qualquer retiro.',
      'Na explicação de Sadhguru sobre o karma, a memória antiga define em silêncio os seus padrões, e por isso você continua encontrando as mesmas situações. Repare se o seu jeito de lidar com {topic} com {contact} é novo, ou um velho ciclo se repetindo.',
      'Sadhguru lembra que ioga significa união: as fronteiras que você traça são suas, não da vida. A linha entre você e {contact} é útil para dar conta de {topic}, mas não precisa endurecer até virar um muro.',
      'Sadhguru costuma dizer que a vida vai bem quando você é mais perceptivo, não mais opinativo. Com {contact} e {topic}, deixe a sua percepção do que está realmente acontecendo chegar antes das suas opiniões.',
    ],
    summaries: [
      'Olhe para isso como um bom agricultor olha para o solo, simplesmente como é: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. Repare que {reach}, e que {climate}; aí você sabe com o que está trabalhando.',
      'São fatos simples, não uma sentença perpétua: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, passando por {topics}. Sim, {reach}, e {climate}; o que isso vai virar está nas suas mãos.',
      'A mente consegue fazer um circo com números, então mantenha a simplicidade: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, sobre {topics}. Repare que {reach}, e que {climate}; tome isso como informação, não como veredito.',
    ],
    practices: [
      'Faça a Isha Kriya, a meditação guiada gratuita de doze minutos de Sadhguru, antes da sua próxima troca com {contact}, e deixe a resposta vir depois, a partir desse lugar assentado.',
      'Junte as palmas num namaskar por um momento antes de escrever a {contact}, como Sadhguru sugere, para que o que você envia venha da inclusão e não da separação.',
      'Experimente a sugestão de Sadhguru para a manhã: no momento em que acordar, sorria simplesmente por estar com vida. Leve isso para o que você escrever a {contact} sobre {topic} hoje.',
      'Sente-se por alguns minutos com uma árvore, consciente de que você expira o que ela inspira, como Sadhguru costuma lembrar. Depois escreva a {contact} com o mesmo senso de troca tranquila.',
      'Faça de {topic} a sua sadhana hoje: realize uma tarefa ligada a {contact} com atenção total, como uma oferenda e não como uma obrigação, e repare em como isso muda o peso dela.',
      'Faça hoje uma refeição em silêncio e com atenção plena, uma prática que Sadhguru recomenda, e depois escreva a {contact} com essa mesma atenção sem pressa.',
    ],
    comments: {
      hard: [
        'Sadhguru diria que estas palavras de {author} são a química interior de alguém transbordando, não uma declaração final sobre ninguém.',
        'Aqui o intelecto de {author} está cortando, como Sadhguru diz que o intelecto sempre faz; o que o momento pede agora é algo que una.',
      ],
      warm: [
        'Sadhguru diria que {author} está oferecendo algo aqui, e uma oferenda feita com alegria já é uma forma de devoção.',
        'Aqui {author} mostra inclusão, que Sadhguru chama de essência do processo espiritual, mesmo numa pequena mensagem.',
      ],
      reach: [
        '{author} toma a iniciativa aqui, e Sadhguru apontaria que agir sem esperar o momento perfeito já é metade do trabalho.',
        '{author} estende a mão aqui, e Sadhguru diria que um gesto simples como este, feito com consciência, é uma prática tanto quanto qualquer meditação.',
      ],
    },
  },
  'Bill Hicks': {
    views: [
      'Hicks encerrava alguns dos seus shows com a ideia de que somos todos uma única consciência, experimentando a si mesma através de muitas vidas. Vista assim, a conversa entre você e {contact} sobre {topic} é a vida conversando consigo mesma, e ela pode se dar ao luxo de ser generosa.',
      'Hicks gostava de sugerir, do seu jeito doido, que a vida é uma espécie de sonho em que estamos ocupados imaginando a nós mesmos. Seja lá o que você e {contact} estejam fazendo de {topic}, os dois podem imaginar isso de novo.',
      'Hicks vivia dizendo à plateia para desligar a televisão e pensar por conta própria. Muito do que você acredita sobre como as coisas deveriam ser com {contact} e {topic} pode ser um roteiro emprestado; confira quais partes são realmente suas.',
      'Hicks tinha uma única exigência para os artistas: tocar com o coração, não para o mercado. O mesmo vale para como você se apresenta com {contact} em torno de {topic}: seja o que for que você escrever, que seja algo que você realmente quer dizer.',
      'Hicks via a comédia como um jeito de dizer a coisa verdadeira que ninguém na sala queria ouvir, com amor por baixo. Entre você e {contact} sobre {topic} pode haver uma coisa verdadeira, ainda não dita, que vale a pena dizer com delicadeza.',
      'Hicks contava que uma garçonete perguntou para que ele estava lendo, e mesmo assim ele nunca deixou de ser curioso. Mantenha a curiosidade sobre {contact} e sobre como essa pessoa vê {topic}; a curiosidade é o oposto de uma mente fechada.',
    ],
    summaries: [
      'Desligue os comentários e olhe a transmissão crua: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. Sem distorção: {reach}, e {climate}.',
      'Eis a notícia sem a voz de âncora de telejornal: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. A história verdadeira por baixo é que {reach}, e que {climate}.',
      'Tire as risadas gravadas e é isto que sobra: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, cobrindo {topics}. Contado com honestidade, {reach}, e {climate}, e nada disso precisa de uma tirada final.',
    ],
    practices: [
      'Faça a cura de Hicks por uma noite: desligue a TV, os feeds e o barulho de fundo, e depois escreva a {contact} a partir da sua própria cabeça, não do que a tela colocou lá.',
      'Experimente o exercício da consciência única que Hicks adoraria: por um minuto, imagine que você é {contact}, lendo as suas próprias mensagens sobre {topic}. Depois responda do jeito que você gostaria que respondessem a você.',
      'Encontre a piada honesta: se algo em {topic} é absurdo, ria primeiro da sua própria parte nisso, como Hicks também mirava em si mesmo, e divida essa risada com {contact} se ajudar.',
      'Escreva a sua próxima mensagem a {contact} do jeito que Hicks queria que os músicos tocassem, com o coração: sem efeito calculado, sem segundas intenções, só o que você quer dizer.',
      'Faça a {contact} uma pergunta genuinamente curiosa sobre {topic}, e escute do jeito que Hicks lia, com fome do que você ainda não sabe.',
      'Diga a única coisa verdadeira: numa só frase gentil, diga o que você realmente pensa sobre {topic}, e dê a {contact} a versão honesta em vez da apenas educada.',
    ],
    comments: {
      hard: [
        'Tire a pose desta frase de {author}, diria Hicks, e procure a coisa honesta que ela tenta dizer de um jeito desajeitado.',
        'Há algo de roteiro emprestado no que {author} escreveu aqui, o tipo de frase que as pessoas pegam e repetem; Hicks perguntaria com gentileza qual é o sentimento real.',
      ],
      warm: [
        'Esta mensagem de {author} é o oposto do marketing: ninguém está vendendo nada, ela é simplesmente sincera, e Hicks adoraria isso.',
        'Aqui {author} toca com o coração, exatamente o que Hicks pedia de qualquer pessoa com algo a dizer.',
      ],
      reach: [
        'Nesta mensagem de {author}, Hicks veria uma parte da consciência única estendendo a mão para outra, que é afinal o sentido de conversar.',
        '{author} pergunta aqui abertamente e sem segundas intenções, o que, num mundo cheio de papo de vendedor, é um pequeno ato radical.',
      ],
    },
  },
};
