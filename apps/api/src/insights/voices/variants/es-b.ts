import type { VoiceVariants } from '../voice.ts';

/** More phrasings, Spanish: Confucianism, Renaissance Humanism, Positive Psychology, Existentialism, Rumi's Mystical Poetry (Sufism), Shamanic Wisdom, Kabbalah, Alan Watts. */
export const variants: Record<string, VoiceVariants> = {
  Confucianism: {
    views: [
      'La Doctrina del Medio elogia el zhongyong, el justo medio constante, y Confucio sostenía que pasarse es tan defectuoso como quedarse corto. Con {contact}, en torno a {topic}, busca el punto entre decir demasiado y decir demasiado poco.',
      'Confucio comparaba a una persona sin xin, sin fiabilidad, con un carro sin la clavija que sujeta su yugo: no puede avanzar. Lo que los hace avanzar a ti y a {contact}, en {topic} o en cualquier otra cosa, son palabras en las que se pueda confiar.',
      'Confucio enseñaba que el de, la fuerza moral, obra como el viento sobre la hierba: la hierba se inclina sin que nadie la empuje. Cómo te conduzcas con {contact} respecto de {topic} dará forma al intercambio más que cualquier exigencia que hagas.',
      'El pensamiento confuciano nombra cinco vínculos, gobernante y ministro, padre e hijo, esposo y esposa, mayor y menor, amigo y amigo, cada uno con su forma debida. Entre tú y {contact}, {kind, select, work {esa forma es el trato justo y el servicio fiable} other {esa forma es el cuidado mostrado del modo que pide el vínculo entre ustedes}}.',
      'Confucio dijo que, caminando con otros dos, sin duda encontraría en ellos un maestro: sus virtudes para seguirlas, sus defectos para corregirlos en sí mismo. Traiga lo que traiga {contact} a {topic}, hay en ello algo que puedes aprender.',
      'El Gran Saber traza el orden de dentro hacia fuera, desde una intención sincera y un yo cultivado hasta la familia y el mundo entero. La armonía con {contact}, {topic} incluido, empieza en tu lado de la conversación, con la intención que hay detrás de cada mensaje.',
    ],
    summaries: [
      'Consignado con concisión, a la manera de los Anales de Primavera y Otoño: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. El registro muestra también que {reach}, y que {climate}; se lee para mejorar la propia conducta, no para juzgar la ajena.',
      'Confucio decía que saber lo que se sabe y reconocer lo que no se sabe, eso es el conocimiento; lo que se sabe es {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. Se sabe también que {reach}, y que {climate}; lo que hay detrás aún no se sabe.',
      'Confucio aconsejaba mirar lo que hacen las personas, cómo lo hacen y dónde encuentran su reposo. Lo que se hizo: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, acerca de {topics}; cómo se hizo: {reach}, y {climate}.',
    ],
    practices: [
      'Toma dos de las nueve reflexiones del junzi en las Analectas: ante la duda, pregunta; ante la ira, piensa en las consecuencias. Aplica ambas antes de tu próximo mensaje a {contact} sobre {topic}.',
      'Practica lo que las Analectas dicen de la persona ejemplar: lenta al hablar, pronta al actuar. Dile hoy menos a {contact} sobre {topic}, y haz la única cosa que dijiste que harías.',
      'Sigue las Analectas: cuando veas a alguien digno, piensa en igualarlo; cuando veas lo contrario, examínate por dentro. Nombra una cualidad de {contact} digna de imitarse, y un hábito de tus propios mensajes que merezca examen.',
      'Exígete mucho a ti y poco a los demás, como aconsejaba Confucio: antes de pedirle nada más a {contact} sobre {topic}, comprueba que esté hecho todo lo que te corresponde, y hazlo primero.',
      'Practica el jing, la atención reverente: relee tu borrador para {contact} y dale el cuidado que pondrías en una carta a alguien a quien respetas profundamente, con un saludo adecuado, una respuesta completa y un cierre cortés.',
      'Las Analectas comienzan con el placer de aprender algo y practicarlo a su debido tiempo. Recuerda una cosa que hayas aprendido sobre cómo tratar bien a {contact}, y practícala hoy en un solo mensaje o acto.',
    ],
    comments: {
      hard: [
        'Confucio aconsejaba, cuando sube la ira, pensar en lo que se sigue de ella, y una respuesta a estas palabras de {author} se escribe mejor teniéndolo presente.',
        'Confucio juzgaba a las personas por su conducta a lo largo del tiempo, no por un solo comentario, y esta línea escueta de {author} es un comentario entre muchos.',
      ],
      warm: [
        'Confucio decía que la virtud nunca está sola, sino que siempre tiene vecinos, y esta palabra amable de {author} es uno de esos vecinos que llega.',
        'Aquí {author} ofrece amabilidad, y Confucio sostenía que la amabilidad se corresponde como es debido con amabilidad.',
      ],
      reach: [
        'En esta pregunta de {author} está lo que las Analectas elogian en Kong Wenzi: no avergonzarse de preguntar.',
        'Cuando Confucio entró en el Gran Templo preguntó por todo, y a eso lo llamó decoro; esta pregunta de {author} tiene la misma curiosidad respetuosa.',
      ],
    },
  },
  'Renaissance Humanism': {
    views: [
      'Montaigne escribió que cada persona lleva en sí la forma entera de la condición humana. En {contact}, y en todo lo que pasa sobre {topic}, puedes leer algo de todo el mundo, también de ti, y a un humanista eso le parece más interesante que cualquier veredicto.',
      'El cortesano de Castiglione elogiaba la sprezzatura, la gracia que hace parecer fácil lo difícil y oculta el esfuerzo que hay detrás. Con {contact}, en torno a {topic}, el toque cortés es llevar tu parte con ligereza, sin pregonar lo que te costó.',
      'La consigna de Erasmo era ad fontes, volver a las fuentes: el texto original, no el comentario amontonado encima. Con {contact}, sobre {topic}, eso significa volver a lo que realmente se escribió, antes de las glosas que tú le has añadido.',
      'Maquiavelo comparaba la fortuna con un río desbordado y la virtù con los diques construidos en tiempo de calma. Pase lo que pase con {contact} en torno a {topic}, lo que prepares en los días más tranquilos decide cuánto puede llevarse la crecida.',
      'En su ensayo sobre los caníbales, Montaigne observó que cada cual llama bárbaro a lo que no es de su costumbre. La manera en que {contact} lleva {topic} puede ser simplemente otra costumbre, que merece comprenderse antes de juzgarse.',
      'En el Elogio de la locura, Erasmo deja que la propia Locura sostenga que ningún vínculo duraría un día sin un poco de indulgencia y de risa. Entre tú y {contact}, también en torno a {topic}, un toque ligero e indulgente es una virtud humanista.',
    ],
    summaries: [
      'Ad fontes, como pedía Erasmo, de vuelta al texto primario: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. Leído sin comentarios, muestra que {reach}, y que {climate}.',
      'La gramática antes que la retórica, como enseñaban los studia humanitatis, así que primero la construcción llana: {written, plural, one {# mensaje} other {# mensajes}} en el espacio de {days, plural, one {# día} other {# días}}, sobre {topics}. La retórica, por así decirlo, está en dos hechos más: {reach}, y {climate}.',
      'Petrarca reunió sus cartas en libros, sabiendo que una correspondencia es una especie de historia; esta llega a {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, tocando {topics}. Un historiador añadiría que {reach}, y que {climate}.',
    ],
    practices: [
      'Haz como Petrarca en el monte Ventoux: ve a algún lugar con vistas, luego vuelve la atención hacia dentro y pregúntate qué quieres realmente de tus intercambios con {contact}. Escribe esa única línea.',
      'Practica la sprezzatura de Castiglione: redacta tu próximo mensaje a {contact} sobre {topic} y revísalo hasta que se lea fácil y sin forzar, conservando el cuidado y quitando la tensión.',
      'Vuelve ad fontes con los últimos mensajes de {contact}: reléelos enteros y despacio, como Erasmo releía el griego del Nuevo Testamento, y anota algo que se te había escapado antes de responder sobre {topic}.',
      'Escribe un breve diálogo a la manera humanista de Bruni y Alberti: dales a ti y a {contact} un parlamento a cada uno sobre {topic}, y defiende la postura del otro lado lo mejor que puedas.',
      'Guarda lo que Montaigne llamaba una trastienda propia, como la biblioteca de su torre: diez minutos de silencio hoy, con el teléfono lejos, antes de decidir cómo responder a {contact}.',
      'Sigue a Marsilio Ficino, que respondía a la melancolía con música: antes de escribirle a {contact}, pon una pieza que ames de principio a fin, y deja que su ánimo, y no el del día, marque tu tono.',
    ],
    comments: {
      hard: [
        'Montaigne te recordaría que una sola línea de {author} muestra un momento de una criatura cambiante y ondulante, no a la persona entera.',
        'Erasmo, que pasó la vida abogando por la concordia, respondería a esto de {author} con tacto y paciencia, no con una pluma más afilada.',
      ],
      warm: [
        'En esto de {author} está la humanitas que tanto apreciaban los humanistas: saber, bondad y buen humor en un solo gesto.',
        'Castiglione admiraría la soltura de esto de {author}: calidez dada con ligereza, sin señal de esfuerzo, que es la mejor clase.',
      ],
      reach: [
        'Petrarca, tan hambriento de conversación que escribía cartas a Cicerón, envidiaría aquí a {author}: una pregunta dirigida a alguien que puede responder.',
        'Como una carta humanista llevada a través de los Alpes, esta pregunta de {author} merece una respuesta tan generosa como la curiosidad que la envió.',
      ],
    },
  },
  'Positive Psychology': {
    views: [
      'La investigación de Seligman sobre el estilo explicativo encuentra que cómo explicas los acontecimientos, como permanentes o pasajeros, generales o específicos, moldea cómo te sientes ante ellos. Vale la pena contrastar con la evidencia cómo explicas los mensajes de {contact} sobre {topic}.',
      'La teoría de la autodeterminación, de Edward Deci y Richard Ryan, nombra tres necesidades psicológicas básicas: autonomía, competencia y relación. Los intercambios con {contact} sobre {topic} suelen ir mejor cuando los dejan a ambos sintiéndose libres, capaces y conectados.',
      'La investigación de Jane Dutton sobre las conexiones de alta calidad encuentra que incluso intercambios breves pueden dejar a ambas personas con más energía y más apertura. Cada mensaje con {contact}, {topic} incluido, es una pequeña oportunidad de crear una.',
      'Mihaly Csikszentmihalyi describió el flujo, la absorción que llega cuando el desafío y la habilidad están bien equilibrados. Incluso una conversación con {contact} sobre {topic} puede tenerlo, cuando ambos están lo bastante implicados como para perder la noción del tiempo.',
      'La investigación de Carol Dweck contrasta una mentalidad fija, que trata las capacidades como algo dado, con una mentalidad de crecimiento, que las trata como algo que se aprende. Aplicado a {contact}, significa tratar el modo en que ustedes dos manejan {topic} como una habilidad que ambos todavía pueden desarrollar.',
      'El Estudio de Harvard sobre el Desarrollo Adulto, dirigido por George Vaillant y después por Robert Waldinger, encontró que la calidad de las relaciones predice la salud y la felicidad futuras mejor que casi cualquier otra cosa. Tus intercambios con {contact} sobre {topic} forman parte de esos datos.',
    ],
    summaries: [
      'Medidas de referencia: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, con {topics} como contenido principal. Dos observaciones más, para leerse como datos y no como veredictos: {reach}, y {climate}.',
      'Un investigador lo registraría sin adornos: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, sobre {topics}. Correlación no es causalidad, así que toma con cautela estos dos hallazgos: {reach}, y {climate}.',
      'Con el espíritu del giro de Seligman hacia lo que sale bien además de lo que sale mal, el cuadro completo: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, en torno a {topics}. Junto a eso, {reach}, y {climate}.',
    ],
    practices: [
      'Prueba una versión pequeña de la visita de gratitud de Seligman: escríbele a {contact} unas cuantas frases concretas de agradecimiento por algo real, por pequeño que sea, y envíalas o díselas la próxima vez que hablen.',
      'Antes de tu próximo mensaje a {contact}, haz la pausa de autocompasión de Kristin Neff: nombra lo que sientes, recuerda que otras personas también lo sienten y dite a ti una frase amable. Luego escribe.',
      'Los estudios de Sonja Lyubomirsky asocian los actos deliberados de amabilidad con un mayor bienestar: elige hoy una amabilidad pequeña y concreta para {contact}, relacionada con {topic} si puedes, y hazla.',
      'Dedica quince minutos al ejercicio del mejor yo posible de Laura King, centrado en este vínculo: imagina que dentro de un año las cosas con {contact} van tan bien como podrían ir, siendo realistas, y escribe qué hiciste tú para ayudar.',
      'Aplica a {topic} el modelo de la esperanza de C. R. Snyder: nombra una meta que compartas con {contact}, dos caminos hacia ella y el primer paso que te animas a dar hoy.',
      'Practica la detección de fortalezas, tal como la describe Ryan Niemiec: nombra una fortaleza de carácter que {contact} haya mostrado hace poco, en {topic} o en cualquier otra cosa, y dile concretamente lo que notaste.',
    ],
    comments: {
      hard: [
        'Seligman sugeriría rebatir tu primera interpretación de este mensaje de {author}: enumera las otras explicaciones plausibles antes de decidir cuál es la verdadera.',
        'El trabajo de Roy Baumeister sobre el sesgo de negatividad sugiere que esta línea de {author} pesará en la memoria más de lo que merece, así que ponla frente al resto del registro.',
      ],
      warm: [
        'Barbara Fredrickson contaría esto de {author} como un micromomento de resonancia positiva, la pequeña calidez compartida que ella llama el amor en su forma cotidiana.',
        'La investigación sobre el contagio emocional sugiere que el buen ánimo de esto de {author} puede contagiársete, si dejas que te llegue antes de responder.',
      ],
      reach: [
        'En términos de John Gottman, {author} hace aquí un intento de conexión, y que la respuesta sea acercarse, apartarse o ir en contra importa más que las palabras.',
        'Una pregunta así de {author} indica interés, y los estudios de Karen Huang y sus colegas encontraron que quienes hacen más preguntas de seguimiento caen mejor.',
      ],
    },
  },
  Existentialism: {
    views: [
      'Heidegger lo llamó arrojamiento: siempre te encuentras ya en una situación que no elegiste, con su historia y sus límites. Los términos entre tú y {contact}, {topic} entre ellos, son tu punto de partida; lo que hagas con ellos no está dado.',
      'Sartre analizó la mirada: bajo la mirada del otro te vuelves objeto, y lo sientes. En cada intercambio con {contact} sobre {topic}, ambos están también siendo vistos, y mucho de lo que ocurre es el deseo de ser vistos con justicia.',
      'Martin Buber distinguía el Yo–Ello, donde el otro es una función o un medio, del Yo–Tú, donde al otro se lo encuentra como persona entera. {kind, select, work {Incluso en los negocios sobre {topic}} other {En torno a {topic}}}, a {contact} se le puede encontrar de cualquiera de las dos maneras, y la elección se nota.',
      'Karl Jaspers llamó a la comunicación auténtica una lucha amorosa: dos personas que permanecen abiertas, se cuestionan con honestidad y cada una llega a ser más ella misma gracias a ello. Lo que pasa con {contact} sobre {topic} puede medirse con eso, sea cual sea el vínculo entre ustedes.',
      'Simone de Beauvoir escribió sobre la ambigüedad de la condición humana: libres y sin embargo atados, solos y sin embargo siempre con otros. Lo que ocurra entre tú y {contact} en torno a {topic} no necesita reducirse a respuestas simples para vivirse con honestidad.',
      'Kierkegaard observó que la vida se comprende hacia atrás, pero hay que vivirla hacia delante. Aún no puedes saber qué significarán al final los intercambios con {contact} sobre {topic}; solo puedes elegir, ahora, cómo dar el siguiente paso.',
    ],
    summaries: [
      'Esta es la facticidad, lo dado de lo que parte la libertad: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, sobre {topics}. También está dado que {reach}, y que {climate}; el sentido de todo ello no lo está.',
      'Kierkegaard querría los hechos tal como se presentan para ti, el individuo singular: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, acerca de {topics}. Sin rodeos, además, {reach}, y {climate}; ningún sistema puede decirte qué hacer con ello.',
      'Camus pedía ante todo lucidez, así que aquí está, sin adornos: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. Con la misma lucidez: {reach}, y {climate}.',
    ],
    practices: [
      'Prueba con tu próximo mensaje a {contact} el experimento mental del eterno retorno de Nietzsche: ¿querrías enviarlo una y otra vez, para siempre? Si no, reescríbelo hasta que quieras.',
      'Detecta la voz de lo que Heidegger llamó das Man, el uno anónimo: antes de responder a {contact} sobre {topic}, tacha cada frase que sea lo que se dice y no lo que tú quieres decir.',
      'Kierkegaard escribió que la pureza de corazón es querer una sola cosa. Decide la única cosa que de verdad quieres de este intercambio con {contact} sobre {topic}, y deja que tu próximo mensaje sirva solo a eso.',
      'Practica el Yo–Tú de Buber durante un intercambio: antes de escribirle a {contact}, deja a un lado lo que necesitas e imagina a la persona entera, su día, sus preocupaciones, su historia. Luego escríbele a esa persona.',
      'La existencia precede a la esencia, insistía Sartre, así que rechaza las etiquetas fijas: anota una etiqueta que le has colgado a {contact} y otra que te has colgado a ti, y actúa hoy como si ninguna fuera definitiva.',
      'Toma como modelo de decencia sencilla al doctor Rieux de La peste de Camus: haz lo único útil sobre {topic} que tienes delante, por {contact}, sin discursos y sin esperar gratitud.',
    ],
    comments: {
      hard: [
        'Kierkegaard llamó a la angustia el vértigo de la libertad, y algo de ese vértigo puede estar hablando a través de esta línea de {author}.',
        'Jaspers leería esta línea seca de {author} como una comunicación que se interrumpe, y pensaría que vale la pena retomar la lucha, con paciencia y honestidad.',
      ],
      warm: [
        'Aquí {author} te encuentra como el Tú de Buber y no como una función, y ese tipo de encuentro, sostenía él, es donde ocurre la vida real.',
        'Camus, que amaba el mar, el fútbol y a sus amigos, tomaría esto de {author} como la clase de alegría sencilla que responde al absurdo sin discutir.',
      ],
      reach: [
        'Heidegger habló de una solicitud que se anticipa al otro para liberarlo en lugar de sustituirlo, y esta pregunta de {author} tiene esa cualidad.',
        'Gabriel Marcel llamaría disponibilidad a esta pregunta de {author}: la apertura al otro que hace posible una presencia real.',
      ],
    },
  },
  "Rumi's Mystical Poetry (Sufism)": {
    views: [
      'En el Masnavi, unas personas tocan un elefante en una casa a oscuras y cada una describe una criatura distinta: un abanico, un pilar, una tubería. Lo que tú y {contact} captan cada uno de {topic} puede ser una parte de un animal que ninguno de los dos ve entero.',
      'Rumi cuenta cómo Moisés reprendió a un pastor por su oración torpe y tierna, y cómo Dios reprendió a Moisés: lo que se mira es el corazón, no las palabras. Lee los mensajes de {contact} sobre {topic} buscando el corazón bajo la forma de decirlo.',
      'En el relato de Rumi sobre el garbanzo, este salta de la olla hirviendo y el cocinero lo vuelve a hundir, porque solo cociéndose se vuelve sabor. Lo que se cuece despacio entre tú y {contact} en torno a {topic} puede estar haciendo de ambos algo más rico.',
      'Al comienzo del Masnavi, Rumi pregunta por qué el espejo del corazón no refleja, y responde que no se ha quitado el óxido de su superficie. En cada intercambio con {contact} sobre {topic}, un corazón pulido ve lo que de verdad hay.',
      'Rumi vuelve a menudo a la gota y el mar: la gota teme perderse, sin saber que su naturaleza es el mar. Tú y {contact}, en torno a {topic}, son por ahora gotas separadas, y sin embargo de la misma agua.',
      'La vida de Rumi cambió cuando conoció a Shams de Tabriz, el derviche errante cuya compañía inquietó al erudito y despertó al poeta. Cada encuentro guarda un poco de Shams: ¿qué está despertando en ti {contact}, a través de {topic}?',
    ],
    summaries: [
      'Cuenta a cuenta, como en la sarta de un derviche: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, hilando {topics}. Y entre cuenta y cuenta, el silencio que narra su propia historia: {reach}, y {climate}.',
      'Un gazal cuenta por dísticos, y este corre así: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, girando en torno a {topics}. Su estribillo, que se oye bajo cada verso: {reach}, y {climate}.',
      'Como el Masnavi cuenta sus historias unas dentro de otras, así este hilo: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, con {topics} plegados dentro. Y dentro de ellos, el relato interior: {reach}, y {climate}.',
    ],
    practices: [
      'Toma la primera lección del novicio mevleví, el servicio en la cocina: haz hoy una tarea humilde e invisible que aligere la carga de {contact}, con {topic} o con cualquier otra cosa, y no se lo cuentes a nadie.',
      'Gira, con el espíritu del samá: ponte de pie, abre la palma derecha hacia arriba y la izquierda hacia abajo, y gira despacio durante un minuto. Luego escríbele a {contact} desde la quietud del centro.',
      'Practica un dhikr sencillo antes de escribirle a {contact}: respira despacio y repite una palabra de recuerdo durante unos minutos, hasta que el corazón esté más callado que tus pensamientos sobre {topic}.',
      'Rumi firmó muchos gazales como Khamush, el silencioso; haz de ello hoy una práctica. Dile menos a {contact}, un mensaje menos, una frase más corta, y deja que el silencio lleve lo que las palabras no pueden.',
      'Lee esta noche una historia del Masnavi, despacio, y pregúntate a cuál de sus personajes te pareces en tu trato con {contact}. Deja que esa respuesta dé forma a tu próximo mensaje sobre {topic}.',
      'Escribe cuatro versos propios, un gazal tosco sobre lo que anhelas en torno a {topic}; no son para enviar. Luego deja que una imagen de ellos se abra paso en tu próximo mensaje a {contact}.',
    ],
    comments: {
      hard: [
        'Rumi miraría más allá del óxido de esta línea de {author}, al espejo que hay debajo, que todavía quiere reflejar algo verdadero.',
        'Cuando Shams desapareció rumbo a Damasco, Rumi envió a su hijo a traerlo de vuelta en lugar de alimentar la herida, y esto de {author} invita a la misma elección.',
      ],
      warm: [
        'Rumi, que llamaba sol a su amigo Shams, vería un poco de esa luz en estas palabras de {author}, y se volvería hacia ella.',
        'Esto de {author} es una sola gota del mar que Rumi cantó, y sabe a todo el mar.',
      ],
      reach: [
        'En una historia del Masnavi, la llamada misma de un hombre ya es la respuesta de Dios, y Rumi oiría en esta pregunta de {author} una respuesta en camino.',
        'Rumi vería en esta pregunta de {author} toda la gramática del amor en pequeño: un corazón se vuelve hacia otro, y espera.',
      ],
    },
  },
  'Shamanic Wisdom': {
    views: [
      'Muchas tradiciones chamánicas hablan de la pérdida del alma: bajo un susto o una tensión, parte de la vitalidad de una persona se extravía, y sanar significa llamarla de vuelta a casa. En tu trato con {contact} en torno a {topic}, observa qué te devuelve tu presencia plena y qué la dispersa.',
      'Las cosmologías chamánicas, tal como las describe Eliade, unen el mundo de arriba, el del medio y el de abajo mediante un gran árbol. Tus intercambios con {contact} sobre {topic} ocurren en el mundo del medio, y esta mirada pregunta qué raíces los alimentan y hacia dónde se extienden.',
      'Para la mirada animista nada es una simple cosa: ríos, herramientas y personas son todos parientes a los que se debe respeto. Visto así, {contact}, e incluso {topic}, pertenece a una red que prospera con la reciprocidad, un regalo respondido con otro regalo.',
      'Eliade llamó al chamanismo una técnica arcaica del éxtasis, palabra que literalmente significa estar fuera de uno mismo. Con {contact}, sobre {topic}, un poco de ese éxtasis, salir un momento de tu propia posición, muestra lo que desde dentro queda oculto.',
      'El tiempo chamánico se mueve en ciclos, lunas, estaciones y retornos, no en líneas rectas. Lo que pasa entre tú y {contact} sobre {topic} también tiene sus estaciones; una luna tranquila o una agitada es parte de un giro, no el final del camino.',
      'Los pueblos chamánicos leen el clima, los animales y la tierra como un lenguaje vivo de señales. El ritmo de tus intercambios con {contact} sobre {topic}, sus rachas rápidas y lentas, puede leerse de la misma manera: como clima, no como veredicto.',
    ],
    summaries: [
      'Un rastreador lee las huellas antes de seguirlas: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, atravesando {topics}. Las pisadas muestran también que {reach}, y que {climate}.',
      'Como el tambor que lleva la cuenta durante una larga ceremonia: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, cargando {topics}. Bajo el compás, dos ritmos que vale la pena oír: {reach}, y {climate}.',
      'Contado como quien sana cuenta lo que mostró el viaje, con sencillez y sin adornos: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, a través de {topics}. También se vio esto: {reach}, y {climate}.',
    ],
    practices: [
      'Prueba un suave cambio de forma: siéntate en silencio, toca el tambor o respira con ritmo constante, e imagina durante unos minutos que miras {topic} con los ojos de {contact}. Anota una cosa que viste desde allí.',
      'Sal y siéntate diez minutos con un ser vivo, un árbol, el cielo, un tramo de agua, antes de escribirle a {contact}. Deja que su ritmo, y no el de la pantalla, marque el ritmo de tu respuesta.',
      'Haz una pequeña ofrenda a la manera antigua: antes de volver a escribirle a {contact}, regala algo, migas para los pájaros o agua para una planta, con un agradecimiento silencioso por lo que te da esta conexión.',
      'Encuentra tu canción de poder, como hacen los practicantes chamánicos: tararea una melodía sin palabras hasta que la sientas tuya, y sigue con ella en voz baja mientras le escribes a {contact} sobre {topic}.',
      'Antes de dormir, pide un sueño sobre tu vínculo con {contact}, y deja papel junto a la cama. Por la mañana anota la imagen que haya llegado, sin interpretarla todavía, y ponla junto a los hechos de {topic}.',
      'Limpia el espacio como lo hace quien sana antes de una ceremonia: abre una ventana, lávate las manos y la cara, sacude los brazos. Luego escríbele a {contact} sobre {topic} desde ese suelo despejado.',
    ],
    comments: {
      hard: [
        'Quien sana percibiría que a {author} se le ha extraviado aquí algo de vitalidad, y respondería al agotamiento más que a las palabras.',
        'Como una tormenta repentina sobre el mundo del medio, esto de {author} es clima: busca refugio, espera y vuelve a leerlo cuando haya amainado el viento.',
      ],
      warm: [
        'Esto de {author} es medicina en el sentido antiguo, algo que devuelve la fuerza al cuerpo de un vínculo.',
        'A la manera animista, un regalo así de {author} pide un regalo a cambio, aunque solo sea un agradecimiento de todo corazón.',
      ],
      reach: [
        'Esta pregunta de {author} es un puente tendido sobre el vacío, y el camino chamánico es salir a caminar sobre él.',
        'Aquí {author} envía por delante a un mensajero, como las viejas historias envían a un pájaro; a un mensajero se le honra con una respuesta pronta y sincera.',
      ],
    },
  },
  Kabbalah: {
    views: [
      'Los cabalistas leen a los seres vivientes de Ezequiel, que corren y vuelven, como el pulso de toda vida: ratsó va-shov, salir al encuentro y replegarse. Tus intercambios con {contact} sobre {topic} también tienen ese pulso, y ninguno de los dos movimientos es un fracaso.',
      'El Zóhar enseña que un despertar desde abajo atrae un despertar desde arriba: un acto en la tierra abre el flujo desde las alturas. Con {contact}, en torno a {topic}, un pequeño primer gesto tuyo puede suscitar más de lo que parece contener.',
      'La cábala habla de las klipot, cáscaras que cubren chispas santas sin destruirlas: el hábito, la prisa, un tono a la defensiva. En tus intercambios con {contact} sobre {topic}, mira a través de la cáscara que haya hasta la luz que lleva dentro.',
      'Nétsaj, la perseverancia, y Hod, el reconocimiento, están lado a lado en el árbol: una sigue adelante, la otra da gracias y cede donde corresponde. Con {contact}, en torno a {topic}, un vínculo necesita tanto la constancia como la gracia de ceder.',
      'Yesod, el fundamento, es la sefirá de la conexión, el canal por el que todas las cualidades superiores fluyen hacia el mundo. {kind, select, work {Un trato fiable en torno a {topic}} other {Un contacto constante y honesto en torno a {topic}}} es el Yesod de tu vínculo con {contact}.',
      'Los sabios enseñaron que cuando dos se sientan juntos con palabras de Torá entre ellos, la Shejiná reposa entre ambos. En la lectura cabalística, el propio encuentro sincero hace morada para esa presencia, y las palabras honestas con {contact}, incluso sobre {topic}, le hacen sitio.',
    ],
    summaries: [
      'En Asiá, el mundo de la acción, la cuenta es sencilla: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. En Yetsirá, el mundo del sentimiento que le da forma, se percibe que {reach}, y que {climate}.',
      'Más allá del sentido llano está el remez, la alusión: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, rondando {topics}. Y la alusión dentro de la alusión: {reach}, y {climate}.',
      'Los compañeros del Zóhar sopesaban cada palabra que decían en el camino, y estas son las palabras de este camino: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, tocando {topics}. Lo que se detendrían a meditar: {reach}, y {climate}.',
    ],
    practices: [
      'Usa el perdón con que se abre el Shemá de la noche: antes de dormir, libera con tus propias palabras lo que {contact} haya dicho o hecho hoy que te dolió, si hubo algo, y pide para ti la misma liberación.',
      'Toma prestado el método de la cuenta del Ómer, que une una sefirá dentro de otra: toma Yesod dentro de Jésed, la conexión a través de la bondad, y deja que dé forma exactamente a un mensaje a {contact} sobre {topic}.',
      'Prueba el hitbodedut del rabí Najmán de Breslov: ve a algún lugar a solas y habla en voz alta, con tus propias palabras, durante diez minutos sobre tu trato con {contact} y sobre {topic}. Escucha lo que te oyes decir.',
      'Pon a prueba tu próximo mensaje a {contact} con los cuatro mundos: su voluntad en Atsilut, su pensamiento en Briá, su sentimiento en Yetsirá, su acto en Asiá. Envíalo cuando los cuatro apunten en la misma dirección.',
      'Los cabalistas señalan que ahavá, amor, y ejad, uno, comparten el valor numérico trece. Nombra una cosa que tú y {contact} compartan de verdad en torno a {topic}, una meta, una preocupación, una esperanza, y empieza con ella tu próximo mensaje.',
      'Quédate dos minutos con el pensamiento del Ein Sof, el Infinito sin límite, hasta que {topic} recupere su verdadero tamaño. Luego escríbele a {contact} desde ese lugar más amplio.',
    ],
    comments: {
      hard: [
        'Los cabalistas dicen que la cáscara se aferra con más fuerza donde la chispa brilla más, y esta línea dura de {author} puede estar protegiendo algo tierno.',
        'En el lenguaje del árbol, esto de {author} es Nétsaj sin Hod, empujar sin ceder, y espera una respuesta que aporte la mitad que falta.',
      ],
      warm: [
        'El Zóhar vería en esto de {author} a la Shejiná reposando en silencio entre dos personas, en las palabras más corrientes.',
        'En esto de {author} la luz desciende a través de Yesod hasta la vida cotidiana, que es exactamente adonde la cábala quiere que llegue.',
      ],
      reach: [
        'Aquí {author} hace el despertar desde abajo, el primer gesto que, según el Zóhar, atrae una respuesta desde arriba.',
        'Esta pregunta de {author} es ratsó, el correr hacia, y una respuesta completa el ritmo con shov, el regreso.',
      ],
    },
  },
  'Alan Watts': {
    views: [
      'Watts dividía a los pensadores en espinosos, que lo quieren todo preciso, y gelatinosos, a quienes les gusta lo vago y fluido, y decía que el universo necesita a ambos. Cuando tú y {contact} abordan {topic}, fíjate en quién es el espinoso y quién el gelatinoso; todo es el mismo juego ondulante.',
      'A Watts le encantaba la historia del granjero chino que recibe cada golpe de suerte, bueno o malo, con un tranquilo quizá. Parezcan lo que parezcan significar hoy los mensajes con {contact} sobre {topic}, la historia entera todavía no ha terminado de llegar.',
      'Watts se burlaba del ego encapsulado en piel, la sensación de ser un alguien solitario atrapado en una bolsa de piel. Tú y {contact}, hablando de {topic}, son menos dos bolsas selladas que un solo patrón que sucede en dos lugares.',
      'Watts insistía en que los opuestos van juntos como el anverso y el reverso de una moneda: no hay hablar sin escuchar, ni acercarse sin retirarse. Oscile lo que oscile entre tú y {contact} en torno a {topic}, cada lado implica calladamente al otro.',
      'Watts describía el universo jugando al escondite consigo mismo, disfrazándose de todos nosotros por el gusto de ser encontrado. Visto así, {contact} es el mismo jugador con otro disfraz, {topic} incluido.',
      'A Watts le gustaba decir que el mundo gentea igual que un manzano manzanea: las personas son algo que hace el universo. Visto así, {contact} escribiendo sobre {topic} es el cosmos sucediendo, y tú leyéndolo también.',
    ],
    summaries: [
      'Watts leería las cifras como se lee el parte del tiempo, con interés y sin miedo: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. Más notas del pronóstico: {reach}, y {climate}.',
      'Contar es un juego precioso, diría Watts, siempre que recuerdes que es un juego: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, jugueteando en torno a {topics}. Y, para quienes llevan el marcador, {reach}, y {climate}.',
      'Como olas descritas una a una por alguien que no deja de olvidarse del océano: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, ondulando a través de {topics}. También en la superficie: {reach}, y {climate}; por debajo, todo es un solo océano.',
    ],
    practices: [
      'Cuando te llegue una noticia de {contact} sobre {topic}, prueba antes que nada la respuesta del granjero chino: quizá. Espera hasta mañana para llamarla buena o mala, y responde desde ahí.',
      'Mira tu borrador para {contact}: ¿demasiado espinoso, todo aristas y precisión, o demasiado gelatinoso, todo vaguedad y deriva? Añade un poco de lo que falte, como haría Watts, y envíalo.',
      'Suelta el doble vínculo de intentar sentir lo correcto respecto de {contact}; Watts señalaba que un sentimiento no se puede forzar. Simplemente haz una cosa amable y práctica sobre {topic}, y deja que los sentimientos hagan lo que les dé la gana.',
      'Deja que se asiente el agua turbia, como le gustaba aconsejar a Watts: si algo con {contact} sobre {topic} se siente revuelto, no lo toques durante unas horas y escribe solo cuando se haya aclarado.',
      'Prueba el truco de Watts de buscar al que mira: antes de responder a {contact}, busca a quien tiene todas esas opiniones sobre {topic}, y fíjate en que nunca terminas de encontrarlo.',
      'Haz una cosa a la vez, el hábito zen que Watts elogiaba: cierra todas las demás ventanas y escríbele a {contact} con toda tu atención, como si este mensaje fuera lo único que está pasando en el mundo.',
    ],
    comments: {
      hard: [
        'Watts oiría en esta línea de {author} un ego encapsulado en piel que se siente asediado, y la respuesta más amable es no asediarlo más.',
        'Como el agua turbia, esto de {author} se aclarará antes si nadie lo remueve, diría Watts, así que déjalo reposar un rato antes de responder.',
      ],
      warm: [
        'Esto de {author} es el universo disfrutando de sí mismo sin ningún motivo, y Watts diría que no hay mejor motivo.',
        'En esto de {author} el juego cósmico del escondite se detiene y alguien es encontrado, que es toda la gracia de esconderse.',
      ],
      reach: [
        'Con esta pregunta {author} tiende la mano a través de la supuesta brecha entre dos egos separados, y Watts diría que esa brecha nunca estuvo del todo ahí.',
        'Watts oiría esta invitación de {author} como el compás inicial de un dúo: nadie sabe cómo termina, y justamente ahí está el encanto.',
      ],
    },
  },
};
