import type { VoiceVariants } from '../voice.ts';

/** More phrasings, Brazilian Portuguese: Stoicism, Sufi Wisdom, Taoism, Buddhist Teachings, Christian Mysticism, Indigenous Wisdom, Vedanta (Hinduism), Sikh Teachings. */
export const variants: Record<string, VoiceVariants> = {
  Stoicism: {
    views: [
      'Marco Aurélio praticava a visão do alto, elevando-se em pensamento até que cidades, estações e vidas inteiras parecessem pequenas. Vista dessa altura, a questão de {topic} com {contact} conserva o seu verdadeiro tamanho, nem maior nem menor do que realmente é.',
      'Epicteto ensinava a disciplina do assentimento: chega uma impressão, e você decide se concorda com ela. Seja qual for o efeito das mensagens de {contact} sobre {topic} em você, peça a cada impressão que espere à porta e mostre o que é antes de deixá-la entrar.',
      'Hiérocles imaginava cada pessoa no centro de vários círculos, o eu, a família, os amigos, os concidadãos, toda a humanidade, e recomendava trazer os círculos externos para dentro. Onde quer que {contact} esteja nos seus, {kind, select, work {um trato justo e cortês sobre {topic}} other {um pouco mais de cuidado hoje}} traz essa pessoa um círculo mais para perto.',
      'Epicteto aconselhava querer que os acontecimentos aconteçam como de fato acontecem, a atitude que mais tarde se chamou amor fati. Seja qual for o rumo que {topic} tome com {contact}, o estoico o recebe como matéria para a virtude, não como uma ferida do destino.',
      'Para os estoicos, o memento mori era perspectiva, e não melancolia: Marco lembrava a si mesmo que ele e todos com quem lidava logo teriam partido. Vista assim, cada troca com {contact}, {topic} incluído, fica um pouco mais leve e um pouco mais preciosa.',
      'Marco chamava de cidadela a mente livre de paixões, uma fortaleza que nenhum acontecimento externo pode tomar de assalto. Escreva {contact} o que escrever sobre {topic}, a sua faculdade diretriz, o hegemonikon, continua sob a sua guarda, e é dali que você escolhe como responder.',
    ],
    summaries: [
      'Visto do alto, como Marco olharia: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}, um pequeno trecho de uma longa vida. Dê o seu assentimento só ao que o registro mostra: que {reach}, e que {climate}.',
      'Epicteto separaria a impressão do fato, e os fatos são estes: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, a respeito de {topics}. É fato que {reach}, e é fato que {climate}; qualquer história que você acrescente é um julgamento ainda a ser examinado.',
      'Uma anotação simples, à maneira das Meditações, escrita só para você: {written, plural, one {# mensagem} other {# mensagens}} durante {days, plural, one {# dia} other {# dias}}, sobre {topics}. Registrado sem queixa e sem lisonja: {reach}, e {climate}.',
    ],
    practices: [
      'Comece o dia como Marco faz no segundo livro das Meditações, repassando quem você pode encontrar e como pretende agir. Escolha agora a única virtude, paciência, justiça ou franqueza, que você vai levar a {contact} hoje.',
      'Siga o conselho de Sêneca a Lucílio e escolha alguém que você admire, um Catão só seu, para imaginar que essa pessoa observa você. Escreva a sua próxima mensagem a {contact} como se ela estivesse lendo por cima do seu ombro.',
      'Use o método dos papéis de Epicteto: dê nome ao papel que você ocupa diante de {contact} e depois pergunte o que esse papel pede de você hoje em relação a {topic}. Cumpra bem esse único dever, seja qual for a resposta.',
      'Pratique a descrição despojada de Marco: reformule a última mensagem de {contact} sobre {topic} em palavras neutras, sem adjetivos nem suposições sobre motivos. Responda ao que sobra, não à cor que você deu a ela de início.',
      'Escreva, como Marco faz no primeiro livro das Meditações, o que você aprendeu com {contact}: uma qualidade, um hábito ou uma lição, por menor que seja. Deixe que isso dê o tom da sua próxima troca sobre {topic}.',
      'Faça hoje uma boa ação por {contact} do jeito que a videira de Marco dá uvas: sem fazer contas, sem esperar agradecimento, e depois passe à próxima boa ação.',
    ],
    comments: {
      hard: [
        'Antes de reagir a estas palavras de {author}, um estoico lembraria o aviso matinal de Marco, de que as pessoas agem conforme o que lhes parece certo, e responderia com paciência em vez de censura.',
        'Epicteto sustentava que ninguém pode ferir você sem o seu assentimento; o que {author} escreveu aqui só se torna uma ofensa se você concordar que é uma.',
      ],
      warm: [
        'Marco abriu as Meditações listando o bem que tinha recebido dos outros, e isto de {author} pertence a uma lista assim.',
        'Nisto de {author}, os estoicos veriam a justiça e a bondade, as virtudes sociais, praticadas em moeda miúda, que é onde elas mais contam.',
      ],
      reach: [
        'Hiérocles veria {author} trazendo um círculo um pouco mais para perto aqui, o que, para os estoicos, é a natureza humana funcionando como deve.',
        'Sêneca sustentava que um benefício se dá por si mesmo, e esta abertura de {author} é um presente assim, completo antes que chegue qualquer resposta.',
      ],
    },
  },
  'Sufi Wisdom': {
    views: [
      'Os sufis distinguem o zahir, o exterior, do batin, o interior; na história corânica de Moisés e Khidr, atos estranhos só revelam as suas razões ocultas mais tarde. O que se passa com {contact} sobre {topic} também pode ter um lado interior ainda não revelado.',
      'Em A linguagem dos pássaros, de Attar, trinta pássaros atravessam sete vales em busca do Simurgh e encontram, no fim, o próprio reflexo. O que você procura em {contact}, inclusive em torno de {topic}, pode mostrar algo de você.',
      'As ordens sufis honravam a futuwwa, a cavalaria espiritual, cuja marca é o ithar, pôr a necessidade do outro antes da sua. No trato com {contact} sobre {topic}, a futuwwa pergunta em silêncio como seria a generosidade aqui, sem fazer alarde dela.',
      'O manual do caminho de Al-Qushayri separa o hal, um estado passageiro que chega como dádiva, do maqam, uma estação conquistada pela prática constante. O ânimo de um dia qualquer com {contact} é um hal; o que você constrói {kind, select, work {com um trato confiável} other {com um cuidado constante ao longo do tempo}} é o maqam.',
      'Rabia de Basra desejava amar a Deus nem pelo paraíso nem por medo do inferno, mas só por Deus. Seja o que for que você dê a {contact}, {kind, select, work {dedicação a {topic}} other {tempo, atenção, cuidado}}, o ideal sufi é dar sem nenhum livro-caixa de recompensas.',
      'Os sufis naqshbandis praticam khalwat dar anjuman, a solidão na multidão: plenamente presentes entre as pessoas e, por dentro, ainda voltados para Deus. Lidar com {contact} sobre {topic} não precisa tirar você do seu centro; o coração pode manter o seu retiro no meio da conversa.',
    ],
    summaries: [
      'Um viajante do caminho mantém um diário simples da estrada: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, passando por {topics}. Um estado passageiro é anotado, não julgado: {reach}, e {climate}.',
      'Primeiro o zahir, o registro exterior tal como está: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, girando em torno de {topics}. O batin, o sentido interior, é para o coração ponderar devagar; os sinais são que {reach}, e que {climate}.',
      'Contado como um dervixe passa as contas do tasbih, uma a uma, sem pressa: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, sobre {topics}. Cada conta é segurada sem queixa: {reach}, e {climate}.',
    ],
    practices: [
      'Experimente a prática naqshbandi do hush dar dam, a consciência em cada respiração: durante a sua próxima troca com {contact}, mantenha cada respiração consciente, para que nenhuma palavra sobre {topic} saia de você em ghafla, a desatenção.',
      'Pratique nazar bar qadam, a vigilância naqshbandi sobre os próprios passos: antes de cada mensagem a {contact} hoje, baixe o olhar apenas para o próximo passo, e dê esse passo com cuidado.',
      'Guarde o samt, o silêncio contado entre os pilares do caminho sufi: diga hoje a {contact} menos do que tem vontade de dizer, e deixe que a parte não dita se torne lembrança de Deus.',
      'Faça uma gentileza por {contact} em segredo, à maneira dos malamatiyya, que escondiam as suas boas ações para que o nafs não pudesse levar crédito por elas.',
      'Faça uma dua por {contact} na ausência dessa pessoa; a tradição diz que um anjo responde a essa oração com o mesmo bem para quem reza. Depois escreva, ou não, a partir dessa boa vontade.',
      'Pratique safar dar watan, a viagem naqshbandi na própria terra: depois da sua próxima troca com {contact} sobre {topic}, dê nome a um traço censurável que apareceu em você, e ponha-se a caminho do seu oposto louvável.',
    ],
    comments: {
      hard: [
        'Os mestres sufis leriam esta frase de {author} como um hal, um estado passageiro, e não confundiriam um estado passageiro com a pessoa inteira.',
        'Os malamatiyya acolhiam a censura como remédio para o ego, então um sufi poderia receber até esta frase afiada de {author} como um remédio amargo para o nafs.',
      ],
      warm: [
        'Isto de {author} tem o sabor do ithar, preferir o outro, que o povo da futuwwa considerava a coroa da cavalaria.',
        'Em termos sufis, isto de {author} é ihsan, fazer o que é belo, uma beleza que não precisa de plateia.',
      ],
      reach: [
        'Com esta mensagem {author} dá um passo de talab, a busca que Attar põe como o primeiro vale de toda jornada.',
        'Aqui {author} bate à porta, e a hospitalidade da khanqah responde a quem bate arrumando um lugar e servindo uma taça.',
      ],
    },
  },
  Taoism: {
    views: [
      'No símbolo do taiji, cada metade traz uma semente da outra, e nenhuma fica por cima por muito tempo. O que circula entre você e {contact} em torno de {topic} gira do mesmo jeito: falar e ouvir, dar e receber, cada um se tornando o outro.',
      'Laozi observa que trinta raios partilham um só cubo, e é o centro vazio que torna a roda útil. Entre você e {contact}, o espaço não preenchido em torno de {topic}, o que fica sem dizer e sem perguntar, pode ser o que deixa tudo girar.',
      'O sábio de Laozi não compete, e por isso ninguém pode competir com ele. Com {contact}, sobre {topic}, não há nada a ganhar nem nada a provar; sem disputa, cada um de vocês fica livre simplesmente para ser útil.',
      'O tratador de macacos de Zhuangzi ofereceu três castanhas de manhã e quatro à noite; quando os macacos protestaram, ofereceu quatro e três, e todos ficaram contentes. Com {contact}, muito do que envolve {topic} pode ser o mesmo todo, arranjado de outro jeito.',
      'A grande árvore de Zhuangzi sobreviveu porque os carpinteiros a julgaram inútil, e assim ela cresceu imensa e deu sombra. Nem toda troca com {contact} precisa servir a um propósito; as partes ociosas e improdutivas podem ser as que dão sombra.',
      'Laozi conta o saber quando basta como uma forma de riqueza. Seja o que for que você espere de {contact} em torno de {topic}, pare para notar o que já é suficiente antes de buscar mais.',
    ],
    summaries: [
      'O yin e o yang do registro, sem julgar nenhum dos lados: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, girando em torno de {topics}. Repare no movimento, que {reach}, e que {climate}; o que está cheio se esvazia, e o que está vazio se enche.',
      'Visto com a serenidade que Zhuangzi chamava de igualdade das coisas: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, em torno de {topics}. Nenhum lado precisa ter razão, só ser notado: {reach}, e {climate}.',
      'Contado de leve, como quem conta as ondulações de um riacho: {written, plural, one {# mensagem} other {# mensagens}} durante {days, plural, one {# dia} other {# dias}}, à deriva por {topics}. A correnteza mostra que {reach}, e a superfície mostra que {climate}.',
    ],
    practices: [
      'Leve os três tesouros de Laozi para a sua próxima troca com {contact}: compaixão no tom, frugalidade nas palavras e nenhuma pressa de ser o primeiro, para que haja espaço para ouvir antes que qualquer coisa se decida.',
      'Trate {topic} como Laozi diz que se governa um grande Estado, como quem cozinha um peixe pequeno: mexa o mínimo possível. Mande hoje uma mensagem a {contact}, e depois resista à vontade de cutucá-la.',
      'Uma jornada de mil li começa sob os seus pés, como diz Laozi: escolha o menor passo real com {contact}, uma data, uma pergunta, uma palavra de agradecimento, e dê só esse passo hoje.',
      'Pratique a humildade de Zhuangzi na ponte sobre o rio Hao: antes de decidir o que {contact} sente ou quer dizer sobre {topic}, pergunte-se como você poderia saber, e então simplesmente pergunte.',
      'Antes de escrever a {contact}, experimente o zuowang, sentar e esquecer, como Yan Hui faz no Zhuangzi: sente-se por alguns minutos e deixe planos, rótulos e expectativas caírem até que só reste o presente.',
      'Equilibre o yin e o yang na sua próxima troca com {contact}: se você mais perguntou, ofereça; se mais falou, escute; se mais empurrou {topic} para a frente, deixe o assunto descansar um dia.',
    ],
    comments: {
      hard: [
        'Zhuangzi deixaria esta frase de {author} passar como o vento pelos ocos das árvores: soa por um momento, e depois os ocos ficam vazios de novo.',
        'Uma palavra afiada de {author}, e o sábio, que não compete, não precisa apanhar o que foi atirado.',
      ],
      warm: [
        'Aqui {author} age com de, a virtude silenciosa que atua sem empurrar e deixa todos um pouco mais à vontade.',
        'Isto de {author} é simples e sem enfeites, o tipo de fala sincera em que Laozi confiava mais do que em belas palavras.',
      ],
      reach: [
        'Com esta pergunta {author} oferece o yin de uma abertura, e a troca pode respirar de novo quando o yang de uma resposta vier ao seu encontro.',
        'Aqui {author} deixa uma porta entreaberta, e Laozi nos lembra que uma porta é útil por causa do seu espaço vazio.',
      ],
    },
  },
  'Buddhist Teachings': {
    views: [
      'Quando o monge Sona se esforçava demais, o Buda lembrou a ele que um alaúde só soa bem com as cordas nem tensas demais nem frouxas demais. Com {contact}, em torno de {topic}, vale o Caminho do Meio: esforço suficiente para continuar presente, mas não tanto que vire tensão.',
      'O Buda ensinou a originação dependente: nada surge por si só; tudo vem de condições. O que {contact} escreve sobre {topic} nasce de estados de ânimo, de uma história e de circunstâncias que você talvez não veja, e as suas respostas também se tornam condições.',
      'O Buda nomeou oito ventos mundanos: elogio e censura, ganho e perda, prazer e dor, fama e descrédito. Seja o que for que sopre na troca com {contact} sobre {topic}, a imagem do Dhammapada é a da rocha sólida que o vento não move.',
      'No Sigalovada Sutta, o Buda expõe os deveres mútuos de todo vínculo, {kind, select, partner {entre parceiros} family {dentro de uma família} friend {entre amigos} work {entre quem trabalha junto} other {entre pessoas}}, cada lado devendo cuidado ao outro. Com {contact}, a pergunta em torno de {topic} é o que cabe a você dar.',
      'O ensinamento de anatta, o não eu, sugere que nem você nem {contact} são algo fixo; cada um é um fluxo de estados de ânimo, hábitos e momentos. O que {topic} faz aflorar desta vez é um arranjo passageiro, não um retrato final.',
      'O Buda comparava o seu ensinamento a uma jangada: feita para atravessar o rio e depois deixada na margem, não carregada na cabeça. Sejam quais forem as opiniões que você tem sobre {contact} ou {topic}, use-as para atravessar, e saiba deixá-las na margem.',
    ],
    summaries: [
      'Visto pela originação dependente, como condições e não como culpas: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, surgindo em torno de {topics}. Há outras condições em jogo também: {reach}, e {climate}.',
      'Um registro nu, do jeito que o Satipatthana Sutta pede atenção nua: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. Conhecido como é, sem acrescentar desejo nem aversão: {reach}, e {climate}.',
      'Pesado nem demais nem de menos, no espírito do Caminho do Meio: {written, plural, one {# mensagem} other {# mensagens}} durante {days, plural, one {# dia} other {# dias}}, a respeito de {topics}. Anotado como a rocha anota o vento: {reach}, e {climate}.',
    ],
    practices: [
      'Pratique tonglen por algumas respirações: inspire qualquer dificuldade que {contact} possa estar carregando, imaginada como uma fumaça pesada, e expire alívio e luz na direção dessa pessoa.',
      'Antes de responder a {contact}, faça dez minutos de meditação andando, sentindo cada passo como levantar, mover, pousar. Depois escreva com a firmeza do último passo, não com a pressa do primeiro pensamento.',
      'Pratique dana, a generosidade, numa forma pequena: ofereça algo a {contact} livremente hoje, tempo, ajuda com {topic}, uma palavra de apreço, e repare na alegria de dar sem esperar retorno.',
      'Quando uma mensagem de {contact} mexer com você, experimente o RAIN como Tara Brach ensina: reconheça o sentimento, permita que ele exista, investigue-o com gentileza no corpo e cuide de si antes de responder sobre {topic}.',
      'Use o método de anotação de Mahasi Sayadaw ao ler as mensagens de {contact}: rotule cada reação com suavidade, planejando, julgando, esperando, e deixe o rótulo afrouxar o seu domínio antes de escrever.',
      'Pratique kataññu, a gratidão que o Buda chamou de rara: lembre uma coisa que {contact} fez, por mais comum que seja, e reconheça-a hoje com uma palavra ou um gesto.',
    ],
    comments: {
      hard: [
        'Um budista ouviria um dos ventos mundanos soprando nesta frase de {author}, e ficaria firme como a rocha que o vento não move.',
        'Por trás desta frase de {author} provavelmente há algum dukkha, algum mal-estar, e enxergá-lo deixa a compaixão vir com mais facilidade do que uma réplica.',
      ],
      warm: [
        'O Buda chamou kalyanamitta, a amizade admirável, de toda a vida santa, e palavras como estas de {author} são o jeito como ela cresce.',
        'Aqui {author} compartilha uma leveza que os textos chamam de piti, alegria, um dos sete fatores do despertar.',
      ],
      reach: [
        'Esta mensagem de {author} pode ser recebida com a mente de principiante, como Shunryu Suzuki ensinou: fresca, aberta, livre do que você esperava.',
        'Aqui {author} oferece uma abertura, e em termos budistas ela é uma condição nova: o que surge em seguida depende de como ela é recebida.',
      ],
    },
  },
  'Christian Mysticism': {
    views: [
      'Thomas Merton, parado numa esquina movimentada de Louisville, de repente viu os passantes brilhando, como se cada um levasse uma luz escondida. Os místicos olhariam para {contact} do mesmo jeito, mesmo numa troca comum sobre {topic}.',
      'Jean-Pierre de Caussade chamava cada momento de sacramento: Deus dado através de tudo o que a hora traz. Esta troca com {contact}, com {topic} e tudo o mais, não é uma distração da vida espiritual, mas o próprio lugar onde ela acontece.',
      'Hildegarda de Bingen falava da viriditas, a força verdejante pela qual a vida continua se renovando. Seja qual for a forma que as coisas tomem com {contact} em torno de {topic}, o místico procura onde algo está verdejando em silêncio.',
      'Mestre Eckhart ensinava a Gelassenheit, o deixar-ser: afrouxar o domínio da própria vontade para que Deus possa agir. Com {contact}, também em torno de {topic}, isso significa manter os seus desejos de mãos abertas, em vez de se agarrar aos resultados.',
      'Inácio de Loyola ensinava o discernimento dos espíritos: notar quais movimentos trazem consolação, mais fé, esperança e amor, e quais trazem desolação. As suas trocas com {contact} sobre {topic} podem ser lidas assim, não para julgar, mas para ver onde está a vida.',
      'A Pequena Via de Teresa de Lisieux sustenta que a santidade mora nas coisas pequenas feitas com grande amor. No trato com {contact} sobre {topic}, {kind, select, work {uma resposta rápida ou uma tarefa feita com cuidado} other {uma resposta paciente ou uma pequena gentileza}} pode levar mais do que qualquer grande gesto.',
    ],
    summaries: [
      'Como no exame inaciano, o registro vem primeiro: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, em torno de {topics}. Depois, procurando onde a graça estava agindo, repare que {reach}, e que {climate}.',
      'Guardado com a simplicidade com que um monge do deserto guarda a sua cela: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. Olhado sem julgamento, como aconselhavam os Padres do Deserto: {reach}, e {climate}.',
      'Oferecido tal como é, do jeito que Teresa de Lisieux oferecia as coisas pequenas: {written, plural, one {# mensagem} other {# mensagens}} durante {days, plural, one {# dia} other {# dias}}, tocando {topics}. Nada escondido e nada inflado: {reach}, e {climate}.',
    ],
    practices: [
      'Hoje à noite, reze o exame inaciano sobre as suas trocas com {contact}: dê graças, repasse o dia, perceba a consolação e a desolação, peça perdão onde for preciso e decida uma coisa para amanhã.',
      'Experimente a lectio divina com a última mensagem de {contact}: leia devagar uma vez pelo que ela diz, uma vez pelo que toca você, uma vez em oração silenciosa, e depois descanse um momento antes de responder.',
      'Guarde a Regra de São Bento, que pede que todo hóspede seja recebido como Cristo: quando {contact} escrever de novo, acolha a mensagem com uma cortesia sem pressa, seja qual for o assunto.',
      'Siga o abba Moisés do deserto, que não se sentava para julgar um irmão: durante um dia, deixe de lado todo veredito que você formou sobre {contact}, e fale de {topic} como quem também precisa de misericórdia.',
      'Pratique a mansidão que Francisco de Sales ensinava para com os outros e para consigo: antes de escrever a {contact} sobre {topic}, suavize uma frase, e perdoe-se por uma palavra desajeitada de antes.',
      'Mantenha {contact} em oração de intercessão por um minuto, ou em boa vontade silenciosa se a oração não for o seu caminho, sem pedir nada para você, só o bem dessa pessoa.',
    ],
    comments: {
      hard: [
        'Os Padres do Deserto não se apressariam a julgar {author} por estas palavras; primeiro se perguntariam que fardo poderia estar por trás delas.',
        'Francisco de Sales sustentava que a mansidão conquista mais do que a dureza jamais consegue, então esta aspereza de {author} não precisa ser recebida com aspereza.',
      ],
      warm: [
        'Merton veria nisto de {author} um vislumbre do verdadeiro eu, aquele que vive do amor, e não da aparência.',
        'Bernardo de Claraval escreveu que o amor não precisa de causa além de si mesmo, e este calor de {author} parece não precisar de nenhuma.',
      ],
      reach: [
        'A Regra de São Bento manda o porteiro responder a cada batida prontamente e com uma bênção, e esta aproximação de {author} merece a mesma prontidão.',
        'Teresa de Ávila imaginava a alma como um castelo de muitas moradas, e com esta mensagem {author} abre a porta de uma delas.',
      ],
    },
  },
  'Indigenous Wisdom': {
    views: [
      'Os haudenosaunee pesam as decisões pelo efeito que terão sete gerações à frente. Vista assim, uma troca com {contact} sobre {topic} é pequena e não é nada pequena: cada mensagem soma a um padrão que vai durar mais do que ela.',
      'O ancião mi’kmaw Albert Marshall fala do Olhar de Dois Olhos: um olho com as forças de um modo de conhecer, o outro com as forças de outro. Em torno de {topic}, o seu olhar e o de {contact} podem ser mantidos juntos, sem que um apague o outro.',
      'Os Sete Ensinamentos dos Avôs dos anishinaabe, sabedoria, amor, respeito, coragem, honestidade, humildade e verdade, são feitos para ser vividos juntos. Em tudo o que se passa com {contact} sobre {topic}, pergunte qual deles já está presente, e qual está sendo pedido a você.',
      'Na tradição maori, o manaakitanga, cuidar dos outros de um jeito que eleva o seu mana, é como se honra uma relação. No trato com {contact} sobre {topic}, a prova é se cada troca deixa a dignidade do outro mais alta do que a encontrou.',
      'No pensamento maori, um kaitiaki é um guardião, encarregado de cuidar do que não tem dono. Tudo o que você compartilha com {contact}, {topic} incluído, pode ser guardado assim: não possuído, mas cuidado por um tempo.',
      'Os diné falam de hózhó, uma beleza e um equilíbrio que se restauram e pelos quais se caminha, em vez de serem possuídos. Em tudo o que se passa com {contact} sobre {topic}, a pergunta é o que traria um pouco mais de hózhó para isso.',
    ],
    summaries: [
      'Visto com o Olhar de Dois Olhos, um olho na contagem e o outro na relação: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, sobre {topics}. O primeiro olho vê que {reach}; o segundo vê que {climate}.',
      'Como um rastreador lê o chão antes de dizer qualquer coisa: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, atravessando {topics}. Os rastros mostram que {reach}, e que {climate}.',
      'Contado como se conta uma estação, pelo que ela trouxe: {written, plural, one {# mensagem} other {# mensagens}} durante {days, plural, one {# dia} other {# dias}}, com {topics}. No equilíbrio que os maori chamam de utu, entre o que sai e o que volta: {reach}, e {climate}.',
    ],
    practices: [
      'Pratique dadirri, a escuta profunda e serena que Miriam-Rose Ungunmerr-Baumann, do rio Daly, ensina: leia devagar as mensagens recentes de {contact}, sem preparar resposta, e espere em silêncio até entender.',
      'Tome emprestada a forma da Saudação de Agradecimento dos haudenosaunee, que saúda e agradece cada parte do mundo antes de qualquer assunto: abra a sua próxima mensagem a {contact} com um reconhecimento verdadeiro antes de passar a {topic}.',
      'Antes de levantar {topic} com {contact}, faça em pequeno o que o hoʻoponopono havaiano faz numa roda de família: nomeie o que estiver mal resolvido do seu lado, assuma a sua parte com franqueza e solte, para que a troca comece limpa.',
      'Pratique por um dia a gramática da animacidade de Robin Wall Kimmerer: fale das árvores, dos pássaros e dos rios à sua volta como um quem, nunca como um isso, e depois repare como esse respeito passa para o jeito como você escreve a {contact}.',
      'Pratique whanaungatanga, o trabalho maori de construir relação por meio da experiência compartilhada: da próxima vez que lidar com {contact}, faça uma pergunta sobre a pessoa, não sobre {topic}, e ouça a resposta.',
      'Pergunte a alguém mais velho, em cujo juízo você confia, como lidaria com {topic} junto de {contact}, e ouça a história inteira antes de decidir qualquer coisa, como muitas comunidades indígenas fazem com os seus anciãos.',
    ],
    comments: {
      hard: [
        'O ensinamento anishinaabe da coragem inclui enfrentar palavras duras sem revidar, e esta frase de {author} pede exatamente isso.',
        'Por trás de uma frase afiada como esta de {author} costuma haver uma história, e o jeito dos anciãos é pedir a história antes de responder à frase.',
      ],
      warm: [
        'Isto de {author} carrega aroha, a palavra maori para a compaixão e o cuidado que se estendem para serem sentidos.',
        'Os haudenosaunee juntam as mentes em agradecimento antes de qualquer outra coisa, e aqui {author} faz exatamente isso.',
      ],
      reach: [
        'Aqui {author} oferece algo como um mihi, uma saudação que reconhece o vínculo, e o costume maori é responder a um mihi na mesma moeda.',
        'Esta pergunta de {author} é uma semente posta em terra comum, e as Três Irmãs ensinam que o que é plantado junto cresce ao ser cuidado junto.',
      ],
    },
  },
  'Vedanta (Hinduism)': {
    views: [
      'A corda de Shankara, tomada por uma cobra ao entardecer, mostra quanto a mente acrescenta ao que está ali. Parte do que você lê nas palavras de {contact} sobre {topic}, de bom ou de ruim, pode ser uma cobra assim; viveka, o discernimento, traz a lamparina.',
      'A Katha Upanishad imagina o Ser como o passageiro, o corpo como a carruagem, buddhi como o cocheiro, a mente como as rédeas e os sentidos como os cavalos. No trato com {contact} sobre {topic}, ela pergunta se quem conduz é o cocheiro, ou os cavalos.',
      'O Gita descreve três gunas: sattva, a clareza, rajas, o impulso inquieto, e tamas, a inércia. Toda troca com {contact} sobre {topic} carrega uma mistura dos três, e notar qual deles conduz hoje já traz um pouco de sattva.',
      'Krishna diz a Arjuna que é melhor seguir o próprio dharma de forma imperfeita do que o dharma de outro com perfeição. Com {contact}, a pergunta em torno de {topic} não é o que essa pessoa deveria fazer, mas o que a sua própria parte, o seu svadharma, pede de você.',
      'A Taittiriya Upanishad aconselha atithi devo bhava, o hóspede é Deus. Cada vez que {contact} chega à conversa, sobre {topic} ou qualquer outra coisa, chega como hóspede, a ser recebido com essa reverência.',
      'Os Brahma Sutras chamam a criação de lila, jogo, e não de necessidade sombria. Vista assim, até a séria questão de {topic} com {contact} pode ser levada com leveza, como um papel bem representado numa peça que não é só sua.',
    ],
    summaries: [
      'Visto com viveka, separando o duradouro do passageiro: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, sobre {topics}. Isto pertence ao passageiro: {reach}, e {climate}.',
      'Dentro do jogo de maya, os números ainda merecem uma contagem honesta: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, em torno de {topics}. Nomeie-os sem apego: {reach}, e {climate}.',
      'Como o sthitaprajna do Gita, aquele de sabedoria firme, veria: {written, plural, one {# mensagem} other {# mensagens}} durante {days, plural, one {# dia} other {# dias}}, sobre {topics}. Sem euforia nem desânimo, apenas anotado: {reach}, e {climate}.',
    ],
    practices: [
      'Sente-se por alguns minutos de japa, repetindo Om ou um mantra da sua escolha, antes de abrir a conversa com {contact}; deixe a repetição assentar a mente para que as suas palavras sobre {topic} venham da quietude.',
      'Antes de responder a {contact}, verifique qual guna está escrevendo: se for rajas, espere; se for tamas, desperte; escreva quando a mente tiver se tornado sáttvica, clara e gentil.',
      'Experimente o shiva jnane jiva seva de Ramakrishna, servir os seres vivos como Deus: faça hoje uma coisa útil por {contact}, sobre {topic} ou não, como adoração, e não como favor.',
      'Leia alguns versos do segundo capítulo do Bhagavad Gita, sobre aquele de sabedoria firme, e leve uma ideia deles para a sua próxima troca com {contact}.',
      'Pratique vairagya, o desapego, de um jeito pequeno: escreva a {contact} sobre {topic} e depois deixe o celular de lado por uma hora, sem tocar nele, venha o que vier.',
      'Busque satsang, a companhia da verdade: antes de lidar com {contact} sobre {topic}, passe dez minutos com um texto sábio ou com uma pessoa sábia, e deixe essa companhia dar o seu tom.',
    ],
    comments: {
      hard: [
        'Shankara suspeitaria de uma corda tomada por cobra em algum lugar por trás desta frase de {author}; aqui ajuda mais luz do que mais calor.',
        'Rajas fala alto nestas palavras de {author}, e o Gita responderia com sattva, clareza e calma.',
      ],
      warm: [
        'Vivekananda ensinava que toda alma é potencialmente divina, e palavras como estas de {author} deixam um pouco disso aparecer.',
        'Nisto de {author} o Vedanta veria prasada, a graça que chega como presente, para ser recebida com gratidão, e não analisada.',
      ],
      reach: [
        'Aqui {author} se volta para você, e o Vedanta vê em cada gesto assim uma chance de olhar além do nome e da forma, nama-rupa, para o Um que está por trás deles.',
        'Esta pergunta de {author} é um pequeno satsang, um momento de companhia verdadeira, e a resposta adequada a recebe no mesmo espírito.',
      ],
    },
  },
  'Sikh Teachings': {
    views: [
      'O Gurbani contrasta o gurmukh, que se volta para o Guru e vive pela sabedoria, com o manmukh, que segue a mente errante. Em qualquer troca com {contact} sobre {topic}, a pergunta é simplesmente para onde você se volta enquanto escreve.',
      'Entre as virtudes que os sikhs cultivam está santokh, o contentamento, o contrapeso de lobh, a cobiça por mais. Com {contact}, também em torno de {topic}, santokh significa receber com gratidão o que é dado antes de querer a próxima coisa.',
      'O Guru Granth Sahib começa com Ik Onkar: o Um, presente em tudo. Seja qual for o papel de {contact} na sua vida, em {topic} ou em outra coisa, o Gurbani vê nessa pessoa a mesma luz que em você.',
      'O ensinamento sikh preza o sahaj, um equilíbrio natural em que a mente se mantém serena no prazer e na dor. Seja o que for que o dia traga com {contact} sobre {topic}, sahaj é o estado firme e sem esforço a partir do qual recebê-lo.',
      'No langar, todos se sentam numa só fileira no chão e comem a mesma refeição, seja qual for a casta ou a posição. No trato com {contact} sobre {topic}, o espírito do langar significa encontrar-se como iguais, nem acima nem abaixo.',
      'As duas espadas de Guru Hargobind, miri e piri, uniam o dever mundano à profundidade espiritual no ideal do sant-sipahi, santo e soldado ao mesmo tempo. Com {contact}, em torno de {topic}, isso significa um coração gentil junto com a coragem de dizer o que é verdade.',
    ],
    summaries: [
      'Contado no amrit vela, no silêncio antes de o dia começar: {written, plural, one {# mensagem} other {# mensagens}} ao longo de {days, plural, one {# dia} other {# dias}}, sobre {topics}. Aceito com santokh, o contentamento: {reach}, e {climate}.',
      'Disposto com a simplicidade dos lugares na fileira do langar, nenhum acima do outro: {written, plural, one {# mensagem} other {# mensagens}} em {days, plural, one {# dia} other {# dias}}, tocando {topics}. Anotado em sach, a verdade, sem lisonja nem culpa: {reach}, e {climate}.',
      'Guru Nanak pôs a vida verdadeira acima até da verdade, e uma leitura verdadeira começa pelos fatos: {written, plural, one {# mensagem} other {# mensagens}} durante {days, plural, one {# dia} other {# dias}}, sobre {topics}. O resto é igualmente simples: {reach}, e {climate}.',
    ],
    practices: [
      'Levante-se para o amrit vela, as horas ambrosíacas antes da aurora, nem que sejam dez minutos, e guarde {contact} nessa quietude antes que comecem as mensagens do dia sobre {topic}.',
      'Tome um hukamnama, como os sikhs fazem no gurdwara: abra o Guru Granth Sahib ao acaso, impresso ou online, e deixe o verso do dia guiar o modo como você encontra {contact}.',
      'Siga Bhai Kanhaiya, que dava água aos feridos dos dois lados: hoje, ofereça a {contact} o mesmo cuidado que daria ao seu aliado mais próximo, seja qual for a sua opinião sobre {topic}.',
      'Pratique dasvandh, o décimo dado para o bem comum, na moeda da atenção: dê a {contact} um décimo do seu tempo livre de hoje, uma ligação, ajuda com {topic} ou uma escuta sem pressa.',
      'Recite ou ouça o Japji Sahib de manhã, e leve um dos seus ensinamentos, o de que dominar a mente é dominar o mundo, para a sua próxima troca com {contact}.',
      'Pratique nimrata, a humildade, do jeito que um sevadar limpa sapatos no gurdwara: na sua próxima mensagem a {contact}, abra mão de qualquer pretensão de ter razão e simplesmente ofereça o que for útil sobre {topic}.',
    ],
    comments: {
      hard: [
        'Um gurmukh ouviria a mente inquieta nestas palavras de {author}, e responderia a partir do sahaj, o equilíbrio sereno que não morde a isca.',
        'Bhai Kanhaiya dava água até aos do outro lado, e uma resposta a {author} aqui pode levar a mesma água fresca.',
      ],
      warm: [
        'Isto de {author} tem o sabor do langar: algo compartilhado livremente, sem ninguém posto acima de ninguém.',
        'Aqui {author} mostra daya, a compaixão, uma das virtudes que os sikhs opõem aos cinco ladrões.',
      ],
      reach: [
        'O Harmandir Sahib tem portas nos quatro lados para que qualquer pessoa possa entrar, e esta mensagem de {author} abre uma porta no mesmo espírito.',
        'Aqui {author} pergunta, e o chamado de Guru Nanak à vida verdadeira sugere uma resposta ao mesmo tempo honesta e gentil.',
      ],
    },
  },
};
