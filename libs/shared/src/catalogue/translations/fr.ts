import type { CatalogueTranslation } from './catalogue-translation.ts';

/** The catalogue in French. */
export const fr: CatalogueTranslation = {
  wisdoms: {
    Stoicism: {
      title: 'Stoïcisme',
      content: 'Distingue ce qui dépend de toi de ce qui n’en dépend pas ; accueille le reste avec raison, calme et vertu.',
    },
    'Sufi Wisdom': {
      title: 'Sagesse soufie',
      content: 'La voie du cœur : desserrer l’emprise de l’ego et se souvenir du divin dans la vie de tous les jours.',
    },
    Taoism: {
      title: 'Taoïsme',
      content: 'Vivre en harmonie avec la Voie : simplicité, patience et action sans forcer (wu wei).',
    },
    'Buddhist Teachings': {
      title: 'Enseignements bouddhistes',
      content: 'Apaise la souffrance par la pleine conscience, la compassion et le lâcher-prise face au désir et à l’attachement.',
    },
    'Christian Mysticism': {
      title: 'Mystique chrétienne',
      content: 'Cherche le divin dans le silence intérieur, la prière contemplative et l’amour qui se donne.',
    },
    'Indigenous Wisdom': {
      title: 'Sagesse autochtone',
      content: 'Honore tes liens avec la terre, la communauté et les ancêtres ; décide en pensant aux générations à venir.',
    },
    'Vedanta (Hinduism)': {
      title: 'Védanta (hindouisme)',
      content: 'Reconnais le Soi unique en tous les êtres ; agis pleinement, sans t’attacher aux fruits de l’action.',
    },
    'Sikh Teachings': {
      title: 'Enseignements sikhs',
      content: 'Souviens-toi de l’Un, gagne ta vie honnêtement, partage avec les autres et sers avec humilité.',
    },
    Confucianism: {
      title: 'Confucianisme',
      content: 'Cultive le caractère, la courtoisie et la réciprocité ; l’harmonie naît de relations justes.',
    },
    'Renaissance Humanism': {
      title: 'Humanisme de la Renaissance',
      content: 'Dignité humaine, curiosité et savoir : façonne-toi par l’étude, la conversation et la réflexion.',
    },
    'Positive Psychology': {
      title: 'Psychologie positive',
      content:
        'Appuie-toi sur tes forces, la gratitude, le sens et des relations chaleureuses, à la lumière de la recherche sur le bien-être.',
    },
    Existentialism: {
      title: 'Existentialisme',
      content:
        'Le sens se crée, il ne se trouve pas : nous choisissons qui nous devenons, et la liberté va de pair avec la responsabilité.',
    },
    "Rumi's Mystical Poetry (Sufism)": {
      title: 'Poésie mystique de Rumi (soufisme)',
      content: 'L’amour comme chemin vers le divin : nostalgie, transformation et joie, chantées en poésie.',
    },
    'Shamanic Wisdom': {
      title: 'Sagesse chamanique',
      content: 'La guérison par le lien avec la nature, l’esprit et le rituel ; un monde vu comme vivant et relié.',
    },
    Kabbalah: {
      title: 'Kabbale',
      content: 'Répare le monde (tikkoun olam) en équilibrant le don et la réception, et en voyant l’étincelle divine en chacun.',
    },
    'Alan Watts': {
      title: 'Alan Watts',
      content: 'Un regard dans l’esprit d’Alan Watts : l’esprit de jeu, la présence, et voir au-delà de l’idée d’un moi séparé.',
    },
    'Miyamoto Musashi': {
      title: 'Miyamoto Musashi',
      content: 'Discipline, stratégie et perception claire, selon le maître sabreur du Traité des cinq roues.',
    },
    Yoda: {
      title: 'Yoda',
      content: 'Un regard dans l’esprit du maître Jedi de fiction : patience, confiance et lâcher-prise face à la peur.',
    },
    'Carl Jung': {
      title: 'Carl Jung',
      content: 'Rencontre ton ombre, écoute l’inconscient et deviens qui tu es (individuation).',
    },
    'The Dude': {
      title: 'Le Duc',
      content: 'Un regard dans l’esprit de The Big Lebowski : reste cool, garde du recul, et tiens bon tranquillement.',
    },
    'Eckhart Tolle': {
      title: 'Eckhart Tolle',
      content: 'Un regard dans l’esprit d’Eckhart Tolle : la présence, le pouvoir du moment présent et l’apaisement du mental.',
    },
    'Hunter S. Thompson': {
      title: 'Hunter S. Thompson',
      content: 'Un regard dans l’esprit de Hunter S. Thompson : une honnêteté sans peur, une curiosité débridée et la vie à plein régime.',
    },
    Sadhguru: {
      title: 'Sadhguru',
      content: 'Un regard dans l’esprit de Sadhguru : l’ingénierie intérieure et la responsabilité de ta propre expérience.',
    },
    'Bill Hicks': {
      title: 'Bill Hicks',
      content:
        'Un regard dans l’esprit de Bill Hicks : remets tout en question, avec un humour acéré, et choisis l’amour plutôt que la peur.',
    },
  },
  research: {
    1: {
      title: 'Répondre aux demandes d’attention',
      content:
        'Les partenaires font sans cesse de petites « demandes » d’attention, d’humour, d’affection ou de soutien. Y répondre crée du lien.',
      benefit:
        'Dans une étude de suivi de jeunes mariés, les couples encore mariés répondaient à ces demandes environ 86 % du temps ; ceux qui avaient divorcé, environ 33 %.',
    },
    2: {
      title: 'Le ratio de positivité',
      content:
        'Les couples satisfaits vivent de nombreux moments positifs pour chaque moment négatif, même quand ils ne sont pas d’accord.',
      benefit:
        'Lors de discussions de conflit en laboratoire, les couples stables montraient environ 5 moments positifs pour un négatif ; ceux qui ont divorcé par la suite, environ 0,8. C’est un ratio mesuré en laboratoire, pas une règle pour les messages.',
    },
    3: {
      title: 'L’humour partagé',
      content:
        'Un humour joueur et affiliatif, et le fait de rire ensemble, vont de pair avec des relations plus chaleureuses et plus proches.',
      benefit:
        'Sur 43 échantillons (N = 15 177), les formes d’humour positives sont associées à une plus grande satisfaction ; le temps passé à rire ensemble est associé à la proximité.',
    },
    4: {
      title: 'L’intelligence émotionnelle',
      content:
        'Remarquer, nommer et gérer les émotions, les tiennes comme celles de l’autre, façonne ce que vous ressentez tous les deux dans la relation.',
      benefit:
        'Une intelligence émotionnelle plus élevée (en tant que trait) est associée à une plus grande satisfaction, pour soi comme pour le ou la partenaire (r méta-analytique d’environ 0,37).',
    },
    5: {
      title: 'Aborder un conflit en douceur',
      content:
        'La façon dont commence une conversation difficile en fixe le cours : la critique, le mépris, l’attitude défensive et le mur du silence rendent la réparation plus difficile.',
      benefit:
        'Chez 124 couples de jeunes mariés, les trois premières minutes d’une discussion de conflit étaient associées à l’évolution du mariage sur six ans.',
    },
    6: {
      title: 'Recadrer le conflit',
      content: 'Regarder un désaccord du point de vue d’un tiers neutre et bienveillant permet d’en faire retomber la tension.',
      benefit:
        'Dans une étude randomisée menée auprès de 120 couples, un exercice d’écriture de réévaluation de 21 minutes a enrayé le déclin de la qualité conjugale observé dans le groupe témoin.',
    },
    7: {
      title: 'Des valeurs communes',
      content:
        'Ce qui compte pour vous deux, bien plus que la compatibilité de caractère, est ce qui va de pair avec une relation épanouissante.',
      benefit:
        'La similarité des valeurs entre conjoints est associée à une plus grande satisfaction et à moins d’affects négatifs ; la similarité de personnalité ne montre pas un tel effet.',
    },
    8: {
      title: 'Lien et sécurité',
      content: 'Sentir que l’autre est là pour toi, et se réjouir des bonnes nouvelles de chacun, approfondit l’intimité.',
      benefit:
        'La thérapie de couple fondée sur l’attachement montre de fortes hausses de satisfaction dans des essais randomisés ; les réactions enthousiastes aux bonnes nouvelles sont associées à la satisfaction au quotidien.',
    },
  },
};
