import type { CatalogueTranslation } from './catalogue-translation.ts';

/** The catalogue in Portuguese (Brazilian). */
export const pt: CatalogueTranslation = {
  wisdoms: {
    Stoicism: {
      title: 'Estoicismo',
      content: 'Distinga o que está sob o seu controle do que não está; enfrente o resto com razão, calma e virtude.',
    },
    'Sufi Wisdom': {
      title: 'Sabedoria sufi',
      content: 'O caminho do coração: afrouxe as amarras do ego e lembre-se do divino na vida de todo dia.',
    },
    Taoism: {
      title: 'Taoísmo',
      content: 'Viva em harmonia com o Caminho: simplicidade, paciência e agir sem forçar (wu wei).',
    },
    'Buddhist Teachings': {
      title: 'Ensinamentos budistas',
      content: 'Alivie o sofrimento com atenção plena, compaixão e abrindo mão do desejo ávido e do apego.',
    },
    'Christian Mysticism': {
      title: 'Misticismo cristão',
      content: 'Busque o divino na quietude interior, na oração contemplativa e no amor que se doa.',
    },
    'Indigenous Wisdom': {
      title: 'Sabedoria indígena',
      content: 'Honre suas relações com a terra, a comunidade e os ancestrais; decida pensando nas gerações que virão.',
    },
    'Vedanta (Hinduism)': {
      title: 'Vedanta (hinduísmo)',
      content: 'Reconheça o Eu único em todos os seres; aja por inteiro, sem se apegar aos frutos da ação.',
    },
    'Sikh Teachings': {
      title: 'Ensinamentos sikhs',
      content: 'Lembre-se do Um, ganhe a vida com honestidade, partilhe com os outros e sirva com humildade.',
    },
    Confucianism: {
      title: 'Confucionismo',
      content: 'Cultive o caráter, a cortesia e a reciprocidade; a harmonia nasce de relações justas.',
    },
    'Renaissance Humanism': {
      title: 'Humanismo renascentista',
      content: 'Dignidade humana, curiosidade e aprendizado: forme a si mesmo pelo estudo, pela conversa e pela reflexão.',
    },
    'Positive Psychology': {
      title: 'Psicologia positiva',
      content:
        'Apoie-se nos seus pontos fortes, na gratidão, no sentido e em relações calorosas, tendo como guia a pesquisa sobre bem-estar.',
    },
    Existentialism: {
      title: 'Existencialismo',
      content: 'O sentido é criado, não encontrado: escolhemos quem nos tornamos, e a liberdade vem com responsabilidade.',
    },
    "Rumi's Mystical Poetry (Sufism)": {
      title: 'Poesia mística de Rumi (sufismo)',
      content: 'O amor como caminho para o divino: anseio, transformação e alegria, cantados em poesia.',
    },
    'Shamanic Wisdom': {
      title: 'Sabedoria xamânica',
      content: 'Cura pela conexão com a natureza, o espírito e o ritual; o mundo visto como vivo e interligado.',
    },
    Kabbalah: {
      title: 'Cabala',
      content: 'Repare o mundo (tikkun olam) equilibrando o dar e o receber e enxergando a centelha divina nos outros.',
    },
    'Alan Watts': {
      title: 'Alan Watts',
      content: 'Um olhar inspirado em Alan Watts: leveza lúdica, presença e enxergar além da ideia de um eu separado.',
    },
    'Miyamoto Musashi': {
      title: 'Miyamoto Musashi',
      content: 'Disciplina, estratégia e percepção clara, do espadachim autor de O Livro dos Cinco Anéis.',
    },
    Yoda: {
      title: 'Yoda',
      content: 'Um olhar inspirado no mestre Jedi fictício: paciência, confiança e deixar o medo ir embora.',
    },
    'Carl Jung': {
      title: 'Carl Jung',
      content: 'Encare a sua sombra, escute o inconsciente e torne-se quem você é (individuação).',
    },
    'The Dude': {
      title: 'O Dude',
      content: 'Um olhar inspirado em O Grande Lebowski: fique de boa, mantenha a perspectiva e siga levando.',
    },
    'Eckhart Tolle': {
      title: 'Eckhart Tolle',
      content: 'Um olhar inspirado em Eckhart Tolle: presença, o poder do agora e o silêncio da mente pensante.',
    },
    'Hunter S. Thompson': {
      title: 'Hunter S. Thompson',
      content: 'Um olhar inspirado em Hunter S. Thompson: honestidade destemida, curiosidade selvagem e viver a todo vapor.',
    },
    Sadhguru: {
      title: 'Sadhguru',
      content: 'Um olhar inspirado em Sadhguru: engenharia interior e responsabilidade pela sua própria experiência.',
    },
    'Bill Hicks': {
      title: 'Bill Hicks',
      content: 'Um olhar inspirado em Bill Hicks: questionar tudo, com humor afiado, e escolher o amor em vez do medo.',
    },
  },
  research: {
    1: {
      title: 'Responder aos pedidos de atenção',
      content: 'Os parceiros fazem o tempo todo pequenos "pedidos" de atenção, humor, carinho ou apoio. Responder a eles constrói conexão.',
      benefit:
        'Em um acompanhamento de recém-casados, os casais que continuavam juntos tinham respondido aos pedidos cerca de 86% das vezes; os que se divorciaram, cerca de 33%.',
    },
    2: {
      title: 'A proporção de positividade',
      content: 'Casais satisfeitos mantêm muitos momentos positivos para cada negativo, mesmo quando discordam.',
      benefit:
        'Em discussões de conflito em laboratório, os casais estáveis mostraram cerca de 5 momentos positivos para cada negativo; os casais que depois se divorciaram, cerca de 0,8. Uma proporção de laboratório, não uma regra para mensagens.',
    },
    3: {
      title: 'O humor compartilhado',
      content: 'O humor brincalhão e afetuoso e rir juntos andam junto com relações mais calorosas e próximas.',
      benefit:
        'Em 43 amostras (N = 15.177), os tipos positivos de humor estão associados a maior satisfação; o tempo passado rindo juntos está associado à proximidade.',
    },
    4: {
      title: 'A inteligência emocional',
      content:
        'Perceber, nomear e lidar com as emoções, as suas e as da outra pessoa, molda como os dois se sentem em relação ao relacionamento.',
      benefit:
        'Mais inteligência emocional como traço está associada a maior satisfação, para a própria pessoa e para o parceiro (r metanalítico de cerca de 0,37).',
    },
    5: {
      title: 'Um começo suave no conflito',
      content:
        'O jeito como uma conversa difícil começa define o rumo dela: crítica, desprezo, defensividade e a recusa em dialogar dificultam o reparo.',
      benefit:
        'Em 124 casais recém-casados, os três primeiros minutos de uma discussão de conflito estiveram associados ao rumo do casamento ao longo de seis anos.',
    },
    6: {
      title: 'Ressignificar o conflito',
      content: 'Olhar para um desentendimento do ponto de vista de um terceiro neutro, que quer o bem dos dois, esfria os ânimos.',
      benefit:
        'Em um estudo randomizado com 120 casais, um exercício de escrita de reavaliação de 21 minutos interrompeu o declínio da qualidade conjugal observado no grupo controle.',
    },
    7: {
      title: 'Os valores compartilhados',
      content: 'O que os dois valorizam, mais do que a compatibilidade de personalidade, é o que acompanha uma relação satisfatória.',
      benefit:
        'A semelhança de valores entre cônjuges está associada a maior satisfação e a menos afeto negativo; a semelhança de personalidade não mostra esse efeito.',
    },
    8: {
      title: 'Conexão e segurança',
      content: 'Sentir que a outra pessoa está ali para você e celebrar as boas notícias um do outro aprofunda a intimidade.',
      benefit:
        'A terapia de casal baseada no apego mostra grandes ganhos de satisfação em ensaios randomizados; respostas entusiasmadas a boas notícias estão associadas à satisfação no dia a dia.',
    },
  },
};
