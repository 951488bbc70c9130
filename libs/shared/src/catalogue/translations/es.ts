import type { CatalogueTranslation } from './catalogue-translation.ts';

/** The catalogue in Spanish. */
export const es: CatalogueTranslation = {
  wisdoms: {
    Stoicism: {
      title: 'Estoicismo',
      content: 'Distingue lo que depende de ti de lo que no; afronta lo demás con razón, calma y virtud.',
    },
    'Sufi Wisdom': {
      title: 'Sabiduría sufí',
      content: 'El camino del corazón: afloja el dominio del ego y recuerda lo divino en la vida cotidiana.',
    },
    Taoism: {
      title: 'Taoísmo',
      content: 'Vive en armonía con el Camino: sencillez, paciencia y actuar sin forzar (wu wei).',
    },
    'Buddhist Teachings': {
      title: 'Enseñanzas budistas',
      content: 'Alivia el sufrimiento con atención plena y compasión, soltando el ansia y el apego.',
    },
    'Christian Mysticism': {
      title: 'Mística cristiana',
      content: 'Busca lo divino en la quietud interior, la oración contemplativa y el amor que se entrega.',
    },
    'Indigenous Wisdom': {
      title: 'Sabiduría indígena',
      content: 'Honra tus vínculos con la tierra, la comunidad y los ancestros; decide pensando en las generaciones que vendrán.',
    },
    'Vedanta (Hinduism)': {
      title: 'Vedanta (hinduismo)',
      content: 'Reconoce el único Ser en todos los seres; actúa plenamente, sin aferrarte a los frutos de la acción.',
    },
    'Sikh Teachings': {
      title: 'Enseñanzas sijs',
      content: 'Recuerda al Uno, gánate la vida con honradez, comparte con los demás y sirve con humildad.',
    },
    Confucianism: {
      title: 'Confucianismo',
      content: 'Cultiva el carácter, la cortesía y la reciprocidad; la armonía nace de las relaciones justas.',
    },
    'Renaissance Humanism': {
      title: 'Humanismo renacentista',
      content: 'Dignidad humana, curiosidad y saber: fórmate a ti mismo con el estudio, la conversación y la reflexión.',
    },
    'Positive Psychology': {
      title: 'Psicología positiva',
      content:
        'Apóyate en tus fortalezas, la gratitud, el sentido y las relaciones cálidas, con la investigación sobre el bienestar como guía.',
    },
    Existentialism: {
      title: 'Existencialismo',
      content: 'El sentido se crea, no se encuentra: elegimos en quién nos convertimos, y la libertad conlleva responsabilidad.',
    },
    "Rumi's Mystical Poetry (Sufism)": {
      title: 'Poesía mística de Rumi (sufismo)',
      content: 'El amor como camino hacia lo divino: anhelo, transformación y alegría, cantados en poesía.',
    },
    'Shamanic Wisdom': {
      title: 'Sabiduría chamánica',
      content:
        'Sanar a través del vínculo con la naturaleza, el espíritu y el ritual; el mundo, visto como algo vivo en el que todo está relacionado.',
    },
    Kabbalah: {
      title: 'Cábala',
      content: 'Repara el mundo (tikkun olam) equilibrando el dar y el recibir, y viendo la chispa divina en los demás.',
    },
    'Alan Watts': {
      title: 'Alan Watts',
      content: 'Una mirada al estilo de Alan Watts: juego, presencia y ver más allá de la idea de un yo separado.',
    },
    'Miyamoto Musashi': {
      title: 'Miyamoto Musashi',
      content: 'Disciplina, estrategia y percepción clara, del espadachín autor de El libro de los cinco anillos.',
    },
    Yoda: {
      title: 'Yoda',
      content: 'Una mirada al estilo del maestro jedi de ficción: paciencia, confianza y soltar el miedo.',
    },
    'Carl Jung': {
      title: 'Carl Jung',
      content: 'Conoce tu sombra, escucha al inconsciente y llega a ser quien eres (individuación).',
    },
    'The Dude': {
      title: 'El Nota',
      content: 'Una mirada al estilo de El gran Lebowski: tómatelo con calma, no pierdas la perspectiva y aguanta.',
    },
    'Eckhart Tolle': {
      title: 'Eckhart Tolle',
      content: 'Una mirada al estilo de Eckhart Tolle: presencia, el poder del ahora y aquietar la mente que piensa.',
    },
    'Hunter S. Thompson': {
      title: 'Hunter S. Thompson',
      content: 'Una mirada al estilo de Hunter S. Thompson: honestidad sin miedo, curiosidad salvaje y vivir a toda máquina.',
    },
    Sadhguru: {
      title: 'Sadhguru',
      content: 'Una mirada al estilo de Sadhguru: ingeniería interior y responsabilidad sobre tu propia experiencia.',
    },
    'Bill Hicks': {
      title: 'Bill Hicks',
      content: 'Una mirada al estilo de Bill Hicks: cuestiónalo todo con humor afilado y elige el amor antes que el miedo.',
    },
  },
  research: {
    1: {
      title: 'Responder a las llamadas de atención',
      content:
        'En pareja, cada uno lanza constantemente pequeñas «llamadas» en busca de atención, humor, cariño o apoyo. Atenderlas crea conexión.',
      benefit:
        'En un seguimiento de parejas recién casadas, las que seguían casadas habían atendido esas llamadas alrededor del 86 % de las veces; las que se divorciaron, alrededor del 33 %.',
    },
    2: {
      title: 'La proporción de positividad',
      content: 'Las parejas satisfechas mantienen muchos momentos positivos por cada uno negativo, incluso cuando no están de acuerdo.',
      benefit:
        'En discusiones sobre conflictos en el laboratorio, las parejas estables mostraron unos 5 momentos positivos por cada uno negativo; las que después se divorciaron, unos 0,8. Es una proporción medida en laboratorio, no una regla para los mensajes.',
    },
    3: {
      title: 'El humor compartido',
      content: 'El humor juguetón y afiliativo, y reírse juntos, van de la mano de relaciones más cálidas y cercanas.',
      benefit:
        'En 43 muestras (N = 15.177), los tipos de humor positivo se asocian con una mayor satisfacción; el tiempo que se pasa riendo juntos se asocia con la cercanía.',
    },
    4: {
      title: 'La inteligencia emocional',
      content: 'Notar, nombrar y gestionar las emociones, las tuyas y las de tu pareja, influye en cómo se sienten ambos con la relación.',
      benefit:
        'Una mayor inteligencia emocional como rasgo se asocia con una mayor satisfacción, tanto propia como de la pareja (correlación metaanalítica r de alrededor de 0,37).',
    },
    5: {
      title: 'Un comienzo suave en el conflicto',
      content:
        'La forma en que empieza una conversación difícil marca su rumbo: la crítica, el desprecio, la actitud defensiva y la actitud evasiva dificultan la reparación.',
      benefit:
        'En 124 parejas de recién casados, los tres primeros minutos de una discusión sobre un conflicto se asociaron con cómo le fue al matrimonio a lo largo de seis años.',
    },
    6: {
      title: 'Replantear el conflicto',
      content: 'Mirar un desacuerdo desde el punto de vista de un tercero neutral y bienintencionado le quita tensión.',
      benefit:
        'En un estudio aleatorizado con 120 parejas, un ejercicio de escritura de reevaluación de 21 minutos frenó el deterioro de la calidad del matrimonio que se observó en el grupo de control.',
    },
    7: {
      title: 'Los valores compartidos',
      content:
        'Lo que a ambos les importa, más que la compatibilidad de personalidad, es lo que va de la mano de una relación de pareja satisfactoria.',
      benefit:
        'La similitud de valores entre los cónyuges se asocia con una mayor satisfacción y menos afecto negativo; la similitud de personalidad no muestra ese efecto.',
    },
    8: {
      title: 'Conexión y seguridad',
      content: 'Sentir que la otra persona está ahí para ti, y celebrar las buenas noticias del otro, profundiza la intimidad.',
      benefit:
        'La terapia de pareja basada en el apego muestra grandes mejoras en la satisfacción en ensayos aleatorizados; responder con entusiasmo a las buenas noticias se asocia con la satisfacción diaria.',
    },
  },
};
