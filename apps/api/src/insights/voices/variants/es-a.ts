import type { VoiceVariants } from '../voice.ts';

/** More phrasings, Spanish: Stoicism, Sufi Wisdom, Taoism, Buddhist Teachings, Christian Mysticism, Indigenous Wisdom, Vedanta (Hinduism), Sikh Teachings. */
export const variants: Record<string, VoiceVariants> = {
  Stoicism: {
    views: [
      'Marco Aurelio practicaba la mirada desde lo alto, elevándose con el pensamiento hasta que ciudades, estaciones y vidas enteras parecen pequeñas. Visto desde esa altura, el asunto de {topic} con {contact} conserva su verdadero tamaño, ni mayor ni menor de lo que en realidad es.',
      'Epicteto enseñaba la disciplina del asentimiento: llega una impresión, y tú decides si le das tu acuerdo. Te golpeen como te golpeen los mensajes de {contact} sobre {topic}, pide a cada impresión que espere en la puerta y muestre qué es antes de dejarla entrar.',
      'Hierocles imaginaba a cada persona en el centro de varios círculos, uno mismo, la familia, los amigos, los conciudadanos, toda la humanidad, e instaba a atraer los círculos exteriores hacia dentro. Esté donde esté {contact} en los tuyos, {kind, select, work {un trato justo y cortés en torno a {topic}} other {un poco más de cuidado hoy}} acorta la distancia en un círculo.',
      'Epicteto aconsejaba querer que los acontecimientos sucedan tal como suceden, la actitud que más tarde se llamó amor fati. Tome el rumbo que tome {topic} con {contact}, el estoico lo toma como materia para la virtud, no como una herida del destino.',
      'Para los estoicos, el memento mori era perspectiva y no tristeza: Marco se recordaba que él y todos con quienes trataba pronto habrían desaparecido. Visto así, cada intercambio con {contact}, {topic} incluido, se vuelve un poco más ligero y un poco más valioso.',
      'Marco llamaba ciudadela a la mente libre de pasiones, una fortaleza que ningún suceso exterior puede asaltar. Escriba lo que escriba {contact} sobre {topic}, tu facultad rectora, el hegemonikon, sigue bajo tu custodia, y desde ahí eliges cómo responder.',
    ],
    summaries: [
      'Visto desde lo alto, como miraría Marco: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}, un tramo breve de una vida larga. Da tu asentimiento solo a lo que muestra el registro: que {reach}, y que {climate}.',
      'Epicteto separaría la impresión del hecho, y los hechos son estos: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, acerca de {topics}. Es un hecho que {reach}, y un hecho que {climate}; cualquier historia que añadas es un juicio aún por examinar.',
      'Una anotación sencilla al modo de las Meditaciones, escrita solo para ti: {written, plural, one {# mensaje} other {# mensajes}} durante {days, plural, one {# día} other {# días}}, sobre {topics}. Registrado sin queja y sin halago: {reach}, y {climate}.',
    ],
    practices: [
      'Empieza el día como Marco en el segundo libro de las Meditaciones, repasando con quién podrías encontrarte y cómo piensas actuar. Elige ahora la única virtud, paciencia, justicia o franqueza, que llevarás hoy a tu trato con {contact}.',
      'Sigue el consejo de Séneca a Lucilio y elige a alguien a quien admires, un Catón propio, para imaginar que te observa. Escribe tu próximo mensaje a {contact} como si esa persona leyera por encima de tu hombro.',
      'Usa el método de los papeles de Epicteto: nombra el papel que tienes frente a {contact} y luego pregúntate qué te pide hoy ese papel respecto de {topic}. Cumple bien ese único deber, sea cual sea la respuesta.',
      'Practica la descripción desnuda de Marco: reformula el último mensaje de {contact} sobre {topic} en palabras neutras, sin adjetivos ni conjeturas sobre sus motivos. Responde a lo que queda, no al color que le diste al principio.',
      'Escribe, como hace Marco en el primer libro de las Meditaciones, lo que has aprendido de {contact}: una cualidad, un hábito o una lección, por pequeña que sea. Deja que marque el tono de tu próximo intercambio sobre {topic}.',
      'Haz hoy un favor a {contact} como la vid de Marco da uvas: sin llevar la cuenta, sin esperar las gracias, y pasando luego a la siguiente buena acción.',
    ],
    comments: {
      hard: [
        'Antes de reaccionar a estas palabras de {author}, un estoico recordaría el aviso matutino de Marco, que la gente actúa según lo que le parece correcto, y respondería con paciencia en lugar de reproche.',
        'Epicteto sostenía que nadie puede dañarte sin tu asentimiento; lo que {author} escribió aquí solo se vuelve una ofensa si aceptas que lo es.',
      ],
      warm: [
        'Marco abrió las Meditaciones enumerando el bien que había recibido de otros, y esto de {author} merece un lugar en una lista así.',
        'En esto de {author} los estoicos verían la justicia y la bondad, las virtudes sociales, practicadas en moneda pequeña, que es donde más cuentan.',
      ],
      reach: [
        'Hierocles vería aquí a {author} acercando un poco un círculo, que es, para los estoicos, la naturaleza humana funcionando como debe.',
        'Séneca sostenía que un favor se hace por sí mismo, y esta apertura de {author} es un regalo así, completo antes de que llegue cualquier respuesta.',
      ],
    },
  },
  'Sufi Wisdom': {
    views: [
      'Los sufíes distinguen el zahir, lo exterior, del batin, lo interior; en el relato coránico de Moisés y Jidr, actos extraños revelan sus razones ocultas solo más tarde. Lo que pasa con {contact} sobre {topic} también puede tener un lado interior que aún no se ha mostrado.',
      'En El lenguaje de los pájaros de Attar, treinta pájaros cruzan siete valles en busca del Simurg y encuentran, al final, su propio reflejo. Lo que buscas en {contact}, también en torno a {topic}, quizá te muestre algo de ti.',
      'Las órdenes sufíes honraban la futuwwa, la caballería espiritual, cuyo sello es el ithar, anteponer la necesidad del otro a la propia. En el trato con {contact} sobre {topic}, la futuwwa pregunta en silencio cómo sería aquí la generosidad, sin hacer alarde de ella.',
      'El manual del camino de Al-Qushayri distingue el hal, un estado pasajero que llega como un regalo, del maqam, una estación ganada con práctica constante. El ánimo de un día cualquiera con {contact} es un hal; lo que construyes {kind, select, work {con un trato fiable} other {con un cuidado constante a lo largo del tiempo}} es el maqam.',
      'Rabia de Basora quería amar a Dios no por el paraíso ni por miedo al infierno, sino solo por Dios. Sea lo que sea lo que das a {contact}, {kind, select, work {diligencia con {topic}} other {tiempo, atención, cuidado}}, el ideal sufí es darlo libre de todo libro de cuentas de recompensas.',
      'Los sufíes naqshbandíes practican khalwat dar anjuman, la soledad en medio de la multitud: plenamente presentes entre la gente, y por dentro vueltos aún hacia Dios. Tratar con {contact} sobre {topic} no tiene por qué apartarte de tu centro; el corazón puede guardar su retiro en plena conversación.',
    ],
    summaries: [
      'Un viajero del camino lleva un sencillo diario de ruta: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, a través de {topics}. Un estado pasajero se anota, no se juzga: {reach}, y {climate}.',
      'Primero el zahir, el registro exterior tal como está: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, en torno a {topics}. El batin, el sentido interior, es para que el corazón lo medite despacio; las señales son que {reach}, y que {climate}.',
      'Contado como un derviche pasa las cuentas del tasbih, una a una, sin prisa: {written, plural, one {# mensaje} other {# mensajes}} durante {days, plural, one {# día} other {# días}}, sobre {topics}. Cada cuenta se sostiene sin queja: {reach}, y {climate}.',
    ],
    practices: [
      'Prueba la práctica naqshbandí de hush dar dam, la conciencia en cada respiración: durante tu próximo intercambio con {contact}, mantén consciente cada respiración, para que ninguna palabra sobre {topic} salga de ti en ghafla, el descuido.',
      'Practica nazar bar qadam, la vigilancia naqshbandí de los propios pasos: antes de cada mensaje a {contact} hoy, baja la mirada solo hasta el paso siguiente, y dalo con cuidado.',
      'Guarda el samt, el silencio que se cuenta entre los pilares del camino sufí: dile hoy a {contact} menos de lo que te tienta decir, y deja que lo no dicho se convierta en recuerdo de Dios.',
      'Haz a {contact} una bondad en secreto, al modo de los malamatiyya, que ocultaban sus buenas obras para que el nafs no pudiera atribuírselas.',
      'Haz una dua por {contact} en su ausencia; la tradición dice que un ángel responde a esa oración con el mismo bien para quien reza. Luego escribe, o no, desde esa buena voluntad.',
      'Practica safar dar watan, el viaje naqshbandí en la propia patria: después de tu próximo intercambio con {contact} sobre {topic}, nombra un rasgo censurable que haya aparecido en ti y ponte en camino hacia su opuesto digno de alabanza.',
    ],
    comments: {
      hard: [
        'Los maestros sufíes leerían esta frase de {author} como un hal, un estado pasajero, y no confundirían un estado pasajero con la totalidad de una persona.',
        'Los malamatiyya acogían el reproche como medicina para el ego, así que un sufí podría tomar incluso esta frase cortante de {author} como un remedio amargo para el nafs.',
      ],
      warm: [
        'Esto de {author} tiene el sabor del ithar, preferir al otro, que la gente de la futuwwa tenía por la corona de la caballería.',
        'En términos sufíes, esto de {author} es ihsan, hacer lo que es bello, una belleza que no necesita público.',
      ],
      reach: [
        'Con este mensaje {author} da un paso de talab, la búsqueda que Attar pone como el primer valle de todo viaje.',
        'Aquí {author} llama a la puerta, y la hospitalidad de la khanqah responde a una llamada preparando un sitio y una taza.',
      ],
    },
  },
  Taoism: {
    views: [
      'En el símbolo del taiji cada mitad lleva una semilla de la otra, y ninguna se queda arriba mucho tiempo. Lo que se mueve entre tú y {contact} en torno a {topic} gira del mismo modo: hablar y escuchar, dar y recibir, cada uno convirtiéndose en el otro.',
      'Laozi observa que treinta radios comparten un mismo cubo, y que es el centro vacío lo que hace útil la rueda. Entre tú y {contact}, el espacio sin llenar en torno a {topic}, lo que queda sin decir y sin preguntar, quizá sea lo que permite que todo gire.',
      'El sabio de Laozi no compite, y por eso nadie puede competir con él. Con {contact}, en torno a {topic}, no hay nada que ganar ni nada que demostrar; sin contienda, cada uno de ustedes queda libre para ser simplemente útil.',
      'El cuidador de monos de Zhuangzi ofreció tres nueces por la mañana y cuatro por la noche; cuando los monos protestaron, ofreció cuatro y tres, y todos quedaron contentos. Con {contact}, mucho de {topic} puede ser el mismo todo, ordenado de otra manera.',
      'El gran árbol de Zhuangzi sobrevivió porque los carpinteros lo juzgaron inútil, y así creció enorme y dio sombra. No todo intercambio con {contact} tiene que servir a un propósito; las partes ociosas e improductivas quizá sean las que dan sombra.',
      'Laozi cuenta como una forma de riqueza saber cuándo basta. Esperes lo que esperes de {contact} en torno a {topic}, detente a notar lo que ya es suficiente antes de buscar más.',
    ],
    summaries: [
      'El yin y el yang del registro, sin juzgar ningún lado: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, girando en torno a {topics}. Nota el movimiento, que {reach}, y que {climate}; lo lleno se vacía, y lo vacío se llena.',
      'Visto con la ecuanimidad que Zhuangzi llamaba la igualdad de las cosas: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, en torno a {topics}. Ningún lado necesita tener razón, solo ser notado: {reach}, y {climate}.',
      'Contado a la ligera, como se cuentan las ondas de un arroyo: {written, plural, one {# mensaje} other {# mensajes}} durante {days, plural, one {# día} other {# días}}, a la deriva entre {topics}. La corriente muestra que {reach}, y la superficie muestra que {climate}.',
    ],
    practices: [
      'Lleva los tres tesoros de Laozi a tu próximo intercambio con {contact}: compasión en el tono, frugalidad en las palabras y no apresurarte a ser el primero, para que haya espacio para escuchar antes de decidir nada.',
      'Trata {topic} como Laozi dice que se gobierna un gran Estado, como quien cocina un pez pequeño: dándole la vuelta lo menos posible. Envía hoy un mensaje a {contact}, y luego no lo remuevas más.',
      'Un viaje de mil li empieza bajo tus pies, como dice Laozi: elige el paso real más pequeño con {contact}, una fecha, una pregunta, una palabra de agradecimiento, y da solo ese hoy.',
      'Practica la humildad de Zhuangzi en el puente sobre el río Hao: antes de decidir qué siente o qué quiere decir {contact} sobre {topic}, pregúntate cómo podrías saberlo, y luego simplemente pregunta.',
      'Antes de escribir a {contact}, prueba el zuowang, sentarse y olvidar, como hace Yan Hui en el Zhuangzi: siéntate unos minutos y deja que planes, etiquetas y expectativas se desprendan hasta que solo quede el presente.',
      'Equilibra el yin y el yang en tu próximo intercambio con {contact}: si sobre todo has preguntado, ofrece; si sobre todo has hablado, escucha; si sobre todo has empujado {topic} hacia delante, déjalo reposar un día.',
    ],
    comments: {
      hard: [
        'Zhuangzi dejaría pasar esta frase de {author} como el viento por los huecos de los árboles: suena un momento, y luego los huecos vuelven a quedar vacíos.',
        'Una palabra cortante de {author}, y el sabio, que no compite, no tiene necesidad de recoger lo que le lanzaron.',
      ],
      warm: [
        'Aquí {author} actúa con de, la virtud callada que obra sin empujar y deja a todos un poco más a gusto.',
        'Esto de {author} es llano y sin adornos, la clase de palabra sincera en la que Laozi confiaba más que en las palabras bellas.',
      ],
      reach: [
        'Con esta pregunta {author} ofrece el yin de una apertura, y el intercambio puede volver a respirar cuando lo encuentre el yang de una respuesta.',
        'Aquí {author} deja una puerta entreabierta, y Laozi nos recuerda que una puerta es útil por su espacio vacío.',
      ],
    },
  },
  'Buddhist Teachings': {
    views: [
      'Cuando el monje Sona se esforzaba demasiado, el Buda le recordó que un laúd solo suena bien con las cuerdas ni demasiado tensas ni demasiado flojas. Con {contact}, en torno a {topic}, vale el Camino Medio: el esfuerzo justo para seguir presente, no tanto que se vuelva tensión.',
      'El Buda enseñó el origen dependiente: nada surge por sí solo; todo nace de condiciones. Lo que {contact} escribe sobre {topic} brota de estados de ánimo, historias y circunstancias que quizá no ves, y tus respuestas también se vuelven condiciones.',
      'El Buda nombró ocho vientos mundanos: elogio y reproche, ganancia y pérdida, placer y dolor, fama y descrédito. Sople lo que sople en el intercambio con {contact} sobre {topic}, la imagen del Dhammapada es la roca firme que el viento no mueve.',
      'En el Sigalovada Sutta el Buda expone los deberes mutuos de todo vínculo, {kind, select, partner {entre la pareja} family {dentro de una familia} friend {entre amigos} work {entre quienes trabajan juntos} other {entre personas}}, en el que cada parte le debe cuidado a la otra. Con {contact}, la pregunta en torno a {topic} es qué te toca dar a ti.',
      'La enseñanza de anatta, el no-yo, sugiere que ni tú ni {contact} son algo fijo; cada uno es un fluir de estados de ánimo, hábitos y momentos. Lo que {topic} saque a la luz esta vez es una disposición pasajera, no un retrato definitivo.',
      'El Buda comparaba su enseñanza con una balsa: hecha para cruzar el río y luego dejada en la orilla, no para llevarla a cuestas sobre la cabeza. Sean cuales sean tus ideas sobre {contact} o sobre {topic}, úsalas para cruzar, y prepárate para soltarlas.',
    ],
    summaries: [
      'Visto a través del origen dependiente, como condiciones y no como culpas: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, que surgen en torno a {topics}. También hay otras condiciones en juego: {reach}, y {climate}.',
      'Un registro desnudo, como el Satipatthana Sutta pide atención desnuda: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. Conocido tal como es, sin añadir deseo ni aversión: {reach}, y {climate}.',
      'Sin darle demasiado peso ni demasiado poco, en el espíritu del Camino Medio: {written, plural, one {# mensaje} other {# mensajes}} durante {days, plural, one {# día} other {# días}}, acerca de {topics}. Anotado como la roca registra el viento: {reach}, y {climate}.',
    ],
    practices: [
      'Practica tonglen durante unas respiraciones: inspira cualquier dificultad que {contact} pueda estar cargando, imaginada como un humo pesado, y espira alivio y luz hacia esa persona.',
      'Antes de responder a {contact}, dedica diez minutos a la meditación caminando, sintiendo cada paso como levantar, mover, apoyar. Luego escribe con la firmeza del último paso, no con la prisa del primer pensamiento.',
      'Practica dana, la generosidad, en pequeño: ofrece hoy a {contact} algo libremente, tiempo, ayuda con {topic}, una palabra de aprecio, y nota la alegría de dar sin esperar nada a cambio.',
      'Cuando un mensaje de {contact} te remueva, prueba RAIN tal como lo enseña Tara Brach: reconoce el sentimiento, permítelo, investígalo con amabilidad en el cuerpo y cuídate antes de responder sobre {topic}.',
      'Usa el método de anotación de Mahasi Sayadaw al leer los mensajes de {contact}: etiqueta suavemente cada reacción, planear, juzgar, esperar, y deja que la etiqueta afloje su agarre antes de escribir.',
      'Practica kataññu, la gratitud que el Buda llamaba rara: recuerda una cosa que {contact} haya hecho, por corriente que sea, y reconócela hoy con una palabra o un gesto.',
    ],
    comments: {
      hard: [
        'Un budista oiría uno de los vientos mundanos soplando en esta frase de {author}, y se mantendría firme como la roca que el viento no mueve.',
        'Detrás de esta frase de {author} probablemente hay algo de dukkha, cierto malestar, y verlo hace que la compasión llegue con más facilidad que una réplica.',
      ],
      warm: [
        'El Buda llamó a kalyanamitta, la amistad admirable, la totalidad de la vida santa, y palabras como estas de {author} son la forma en que crece.',
        'Aquí {author} comparte una ligereza que los textos llaman piti, gozo, uno de los siete factores del despertar.',
      ],
      reach: [
        'Este mensaje de {author} puede recibirse con mente de principiante, como la enseñaba Shunryu Suzuki: fresca, abierta, libre de lo que esperabas.',
        'Aquí {author} ofrece una apertura, y en términos budistas es una condición nueva: lo que surja después depende de cómo se reciba.',
      ],
    },
  },
  'Christian Mysticism': {
    views: [
      'Thomas Merton, en una concurrida esquina de Louisville, vio de pronto resplandecer a los transeúntes, como si cada uno llevara una luz escondida. Los místicos mirarían a {contact} del mismo modo, incluso en un intercambio corriente sobre {topic}.',
      'Jean-Pierre de Caussade llamaba sacramento a cada momento: Dios dado a través de lo que traiga la hora. Este intercambio con {contact}, con {topic} y todo, no es una distracción de la vida espiritual, sino el lugar mismo donde sucede.',
      'Hildegarda de Bingen hablaba de la viriditas, la fuerza verdeante por la que la vida se renueva sin cesar. Tomen la forma que tomen las cosas con {contact} en torno a {topic}, el místico busca dónde algo está reverdeciendo en silencio.',
      'El maestro Eckhart enseñaba la Gelassenheit, el dejar ser: aflojar el agarre de la propia voluntad para que Dios pueda obrar. Con {contact}, también en torno a {topic}, significa sostener tus deseos con la mano abierta en lugar de aferrarte a los resultados.',
      'Ignacio de Loyola enseñaba el discernimiento de espíritus: notar qué movimientos traen consolación, más fe, esperanza y amor, y cuáles traen desolación. Tus intercambios con {contact} sobre {topic} pueden leerse así, no para juzgar, sino para ver dónde está la vida.',
      'La pequeña vía de Teresa de Lisieux sostiene que la santidad vive en las cosas pequeñas hechas con gran amor. En el trato con {contact} sobre {topic}, {kind, select, work {una respuesta puntual o una tarea hecha con cuidado} other {una respuesta paciente o una pequeña bondad}} puede llevar más que cualquier gran gesto.',
    ],
    summaries: [
      'Como en el examen, primero va el registro: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, en torno a {topics}. Luego, buscando dónde obraba la gracia, nota que {reach}, y que {climate}.',
      'Guardado con la sencillez con que un monje del desierto guarda su celda: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. Mirado sin juzgar, como aconsejaban los Padres del Desierto: {reach}, y {climate}.',
      'Ofrecido tal como es, como Teresa ofrecía las cosas pequeñas: {written, plural, one {# mensaje} other {# mensajes}} durante {days, plural, one {# día} other {# días}}, tocando {topics}. Nada escondido y nada inflado: {reach}, y {climate}.',
    ],
    practices: [
      'Esta noche, reza el examen ignaciano sobre tus intercambios con {contact}: da gracias, repasa el día, nota la consolación y la desolación, pide perdón donde haga falta y proponte una cosa para mañana.',
      'Prueba la lectio divina con el último mensaje de {contact}: léelo despacio una vez por lo que dice, otra por lo que te toca, otra en oración silenciosa, y descansa un momento antes de responder.',
      'Guarda la Regla de san Benito, que pide recibir a todo huésped como a Cristo: cuando {contact} vuelva a escribir, acoge el mensaje con una cortesía sin prisas, trate de lo que trate.',
      'Sigue al abba Moisés del desierto, que no quiso sentarse a juzgar a un hermano: durante un día, deja de lado todo veredicto que te hayas formado sobre {contact}, y habla de {topic} como quien también necesita misericordia.',
      'Practica la mansedumbre que Francisco de Sales enseñaba hacia los demás y hacia uno mismo: antes de escribir a {contact} sobre {topic}, suaviza una frase, y perdónate una palabra torpe de antes.',
      'Sostén a {contact} en oración de intercesión durante un minuto, o en buena voluntad silenciosa si la oración no es lo tuyo, sin pedir nada para ti, solo el bien para esa persona.',
    ],
    comments: {
      hard: [
        'Los Padres del Desierto no se apresurarían a juzgar a {author} por estas palabras; primero se preguntarían qué carga podría haber detrás de ellas.',
        'Francisco de Sales sostenía que la mansedumbre gana más de lo que jamás ganará la dureza, así que este filo de {author} no tiene por qué recibirse con otro filo.',
      ],
      warm: [
        'Merton vería en esto de {author} un atisbo del verdadero yo, el que vive del amor y no de la apariencia.',
        'Bernardo de Claraval escribió que el amor no necesita más causa que sí mismo, y esta calidez de {author} parece no necesitar ninguna.',
      ],
      reach: [
        'La Regla de san Benito pide al portero que responda a cada llamada con prontitud y con una bendición, y este acercamiento de {author} merece la misma disposición.',
        'Teresa de Ávila imaginó el alma como un castillo de muchas moradas, y con este mensaje {author} abre la puerta de una de ellas.',
      ],
    },
  },
  'Indigenous Wisdom': {
    views: [
      'Los haudenosaunee sopesan las decisiones por su efecto siete generaciones más adelante. Visto así, un intercambio con {contact} sobre {topic} es pequeño y a la vez no lo es en absoluto: cada mensaje se suma a un patrón que lo sobrevivirá.',
      'El anciano mi’kmaq Albert Marshall habla de ver con dos ojos: un ojo con las fortalezas de una forma de conocer, el otro con las de otra. En torno a {topic}, tu mirada y la de {contact} pueden sostenerse juntas, sin que una borre a la otra.',
      'Las Siete Enseñanzas de los Abuelos anishinaabe, sabiduría, amor, respeto, valentía, honestidad, humildad y verdad, están hechas para vivirse juntas. En lo que pase con {contact} sobre {topic}, pregúntate cuál está ya presente y cuál se te está pidiendo.',
      'En la tradición maorí, el manaakitanga, cuidar de los demás de un modo que eleve su mana, es la forma de honrar una relación. En el trato con {contact} sobre {topic}, la prueba es si cada intercambio deja la dignidad del otro más alta de lo que la encontró.',
      'En el pensamiento maorí, un kaitiaki es un guardián a quien se confía el cuidado de lo que no se posee. Lo que compartes con {contact}, {topic} incluido, puede sostenerse así: no como una posesión, sino como algo que cuidas por un tiempo.',
      'Los diné hablan del hózhó, una belleza y un equilibrio que se restauran y se caminan, más que poseerse. En lo que pase con {contact} sobre {topic}, la pregunta es qué traería un poco más de hózhó.',
    ],
    summaries: [
      'Mirado con los dos ojos, uno en la cuenta y otro en la relación: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. El primer ojo ve que {reach}; el segundo ve que {climate}.',
      'Como un rastreador lee el suelo antes de decir nada: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, atravesando {topics}. Las huellas muestran que {reach}, y que {climate}.',
      'Contado como se cuenta una estación, por lo que trajo: {written, plural, one {# mensaje} other {# mensajes}} durante {days, plural, one {# día} other {# días}}, con {topics}. En el equilibrio que los maoríes llaman utu, entre lo que sale y lo que vuelve: {reach}, y {climate}.',
    ],
    practices: [
      'Practica dadirri, la escucha profunda y quieta que enseña Miriam-Rose Ungunmerr-Baumann, del río Daly: lee despacio los mensajes recientes de {contact}, sin preparar una respuesta, y espera en silencio hasta comprender.',
      'Toma la forma del Discurso de Acción de Gracias haudenosaunee, que saluda y agradece a cada parte del mundo antes de cualquier asunto: abre tu próximo mensaje a {contact} con un reconocimiento sincero antes de pasar a {topic}.',
      'Antes de plantearle {topic} a {contact}, haz en pequeño lo que el hoʻoponopono hawaiano hace en un círculo familiar: nombra lo que quede pendiente por tu lado, asume tu parte con llaneza y suéltalo, para que el intercambio empiece limpio.',
      'Practica durante un día la gramática de la animacidad de Robin Wall Kimmerer: habla de los árboles, los pájaros y los ríos que te rodean como de alguien, nunca como de algo, y luego nota cómo ese respeto pasa a tu manera de escribirle a {contact}.',
      'Practica el whanaungatanga, el trabajo maorí de construir relación a través de la experiencia compartida: la próxima vez que trates con {contact}, haz una pregunta sobre esa persona, no sobre {topic}, y escucha la respuesta.',
      'Pregunta a alguien mayor cuyo juicio te merezca confianza cómo manejaría {topic} con {contact}, y escucha la historia completa antes de decidir nada, como hacen muchas comunidades indígenas con sus ancianos.',
    ],
    comments: {
      hard: [
        'La enseñanza anishinaabe de la valentía incluye enfrentar palabras duras sin devolver el golpe, y esta frase de {author} pide exactamente eso.',
        'Detrás de una frase cortante como esta de {author} suele haber una historia, y el camino de los ancianos es pedir la historia antes de responder a la frase.',
      ],
      warm: [
        'Esto de {author} lleva aroha, la palabra maorí para la compasión y el cuidado que se extienden hasta hacerse sentir.',
        'Los haudenosaunee unen sus mentes en agradecimiento antes que nada, y aquí {author} hace justamente eso.',
      ],
      reach: [
        'Aquí {author} ofrece algo parecido a un mihi, un saludo que reconoce el vínculo, y la costumbre maorí es responder a un mihi de la misma manera.',
        'Esta pregunta de {author} es una semilla puesta en tierra compartida, y las Tres Hermanas enseñan que lo que se siembra junto crece cuidándose junto.',
      ],
    },
  },
  'Vedanta (Hinduism)': {
    views: [
      'La cuerda de Shankara, confundida con una serpiente al anochecer, muestra cuánto añade la mente a lo que realmente hay. Parte de lo que lees en las palabras de {contact} sobre {topic}, bueno o malo, puede ser una de esas serpientes; viveka, el discernimiento, trae la lámpara.',
      'La Katha Upanishad representa al Ser como el señor del carro, al cuerpo como el carro, a buddhi como el auriga, a la mente como las riendas y a los sentidos como los caballos. En el trato con {contact} sobre {topic}, pregunta si quien guía es el auriga, o los caballos.',
      'El Gita describe tres gunas: sattva, la claridad; rajas, el impulso inquieto; y tamas, la inercia. Todo intercambio con {contact} sobre {topic} lleva una mezcla de los tres, y notar cuál guía hoy ya trae un poco de sattva.',
      'Krishna le dice a Arjuna que es mejor seguir el propio dharma de forma imperfecta que el de otro a la perfección. Con {contact}, la pregunta en torno a {topic} no es qué debería hacer esa persona, sino qué te pide tu propia parte, tu svadharma.',
      'La Taittiriya Upanishad aconseja atithi devo bhava, el huésped es Dios. Cada vez que {contact} llega a la conversación, sobre {topic} o sobre cualquier otra cosa, llega como huésped, para recibirse con esa reverencia.',
      'Los Brahma Sutras llaman a la creación lila, juego, y no sombría necesidad. Visto así, hasta el asunto serio de {topic} con {contact} puede llevarse con ligereza, como un papel bien interpretado en una obra que no es solo tuya.',
    ],
    summaries: [
      'Visto con viveka, separando lo duradero de lo pasajero: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, sobre {topics}. Esto pertenece a lo pasajero: {reach}, y {climate}.',
      'Dentro del juego de maya, las cifras siguen mereciendo una cuenta honesta: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, en torno a {topics}. Nómbralas sin aferrarte: {reach}, y {climate}.',
      'Como lo vería el sthitaprajna del Gita, el de sabiduría firme: {written, plural, one {# mensaje} other {# mensajes}} durante {days, plural, one {# día} other {# días}}, sobre {topics}. Sin exaltación ni desaliento, simplemente anotado: {reach}, y {climate}.',
    ],
    practices: [
      'Siéntate unos minutos a hacer japa, repitiendo Om o un mantra de tu elección, antes de abrir el hilo con {contact}; deja que la repetición asiente la mente para que tus palabras sobre {topic} nazcan de la quietud.',
      'Antes de responder a {contact}, comprueba qué guna está escribiendo: si es rajas, espera; si es tamas, despierta; escribe cuando la mente se haya vuelto sáttvica, clara y amable.',
      'Prueba el shiva jnane jiva seva de Ramakrishna, servir a los seres vivos como a Dios: haz hoy algo útil por {contact}, sobre {topic} o no, como adoración y no como favor.',
      'Lee algunos versos del segundo capítulo del Bhagavad Gita, sobre el de sabiduría firme, y lleva una idea de ellos a tu próximo intercambio con {contact}.',
      'Practica vairagya, el desapego, en algo pequeño: escribe a {contact} sobre {topic} y luego deja el teléfono a un lado durante una hora, sin tocarlo, llegue lo que llegue.',
      'Busca satsang, la compañía de la verdad: antes de tratar con {contact} sobre {topic}, pasa diez minutos con un texto sabio o con una persona sabia, y deja que esa compañía marque tu tono.',
    ],
    comments: {
      hard: [
        'Shankara sospecharía que en algún lugar detrás de esta frase de {author} hay una cuerda tomada por serpiente; aquí ayuda más la luz que el calor.',
        'Rajas habla fuerte en estas palabras de {author}, y el Gita le saldría al encuentro con sattva, claridad y calma.',
      ],
      warm: [
        'Vivekananda enseñaba que toda alma es potencialmente divina, y palabras como estas de {author} dejan ver un poco de eso.',
        'En esto de {author} el Vedanta vería prasada, la gracia que llega como un regalo, para recibirse con gratitud y no para analizarse.',
      ],
      reach: [
        'Aquí {author} se vuelve hacia ti, y el Vedanta ve en cada gesto así la ocasión de mirar más allá del nombre y la forma, nama-rupa, hacia lo Uno que hay detrás.',
        'Esta pregunta de {author} es un pequeño satsang, un momento de compañía verdadera, y la respuesta adecuada la recibe con el mismo espíritu.',
      ],
    },
  },
  'Sikh Teachings': {
    views: [
      'El Gurbani contrapone al gurmukh, que mira hacia el Guru y vive según la sabiduría, y al manmukh, que sigue a la mente errante. En cualquier intercambio con {contact} sobre {topic}, la pregunta es sencillamente hacia dónde miras mientras escribes.',
      'Entre las virtudes que cultivan los sijs está santokh, el contentamiento, contrapeso de lobh, la codicia de tener más. Con {contact}, también en torno a {topic}, santokh significa recibir con gratitud lo que se da antes de desear lo siguiente.',
      'El Guru Granth Sahib se abre con Ik Onkar: Uno, presente en todo. Sea cual sea el papel de {contact} en tu vida, en {topic} o en otra cosa, el Gurbani ve en esa persona la misma luz que en ti.',
      'La enseñanza sij aprecia el sahaj, un aplomo natural en el que la mente se mantiene serena en el placer y en el dolor. Traiga lo que traiga hoy el trato con {contact} sobre {topic}, el sahaj es el estado firme y sin esfuerzo desde el cual recibirlo.',
      'En el langar, todos se sientan en una misma fila en el suelo y comen la misma comida, sea cual sea su casta o rango. En el trato con {contact} sobre {topic}, el espíritu del langar significa encontrarse como iguales, ni por encima ni por debajo.',
      'Las dos espadas de Guru Hargobind, miri y piri, unieron el deber mundano y la profundidad espiritual en el ideal del sant-sipahi, santo y soldado a la vez. Con {contact}, en torno a {topic}, eso significa un corazón amable junto con el valor de decir lo que es verdad.',
    ],
    summaries: [
      'Contado en amrit vela, en la quietud antes de que empiece el día: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, sobre {topics}. Aceptado con santokh, contentamiento: {reach}, y {climate}.',
      'Dispuesto con la misma llaneza que los sitios en la fila del langar, ninguno por encima de otro: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, tocando {topics}. Anotado en sach, la verdad, sin halago ni reproche: {reach}, y {climate}.',
      'Guru Nanak situó la vida veraz incluso por encima de la verdad, y una lectura veraz empieza por los hechos: {written, plural, one {# mensaje} other {# mensajes}} durante {days, plural, one {# día} other {# días}}, sobre {topics}. Lo demás es igual de claro: {reach}, y {climate}.',
    ],
    practices: [
      'Levántate para el amrit vela, las horas ambrosiales antes del alba, aunque sean diez minutos, y sostén a {contact} en esa quietud antes de que empiecen los mensajes del día sobre {topic}.',
      'Toma un hukamnama, como hacen los sijs en el gurdwara: abre el Guru Granth Sahib al azar, impreso o en línea, y deja que el verso de ese día guíe cómo recibes a {contact}.',
      'Sigue a Bhai Kanhaiya, que daba agua a los heridos de ambos bandos: ofrece hoy a {contact} el mismo cuidado que darías a tu aliado más cercano, pienses lo que pienses sobre {topic}.',
      'Practica dasvandh, la décima parte dada para el bien común, en la moneda de la atención: dale a {contact} una décima parte de tu tiempo libre de hoy, una llamada, ayuda con {topic} o una escucha sin prisa.',
      'Recita o escucha el Japji Sahib por la mañana, y lleva una de sus enseñanzas, que dominar la mente es dominar el mundo, a tu próximo intercambio con {contact}.',
      'Practica nimrata, la humildad, como un sevadar que limpia zapatos en el gurdwara: en tu próximo mensaje a {contact}, renuncia a toda pretensión de tener razón y ofrece simplemente lo que sea útil sobre {topic}.',
    ],
    comments: {
      hard: [
        'Un gurmukh oiría la mente inquieta en estas palabras de {author}, y respondería desde el sahaj, el aplomo sereno que no muerde el anzuelo.',
        'Bhai Kanhaiya daba agua incluso a los del otro bando, y una respuesta a {author} aquí puede llevar la misma agua fresca.',
      ],
      warm: [
        'Esto de {author} sabe a langar: algo compartido libremente, sin nadie por encima de nadie.',
        'Aquí {author} muestra daya, la compasión, una de las virtudes que los sijs oponen a los cinco ladrones.',
      ],
      reach: [
        'El Harmandir Sahib tiene puertas en los cuatro costados para que cualquiera pueda entrar, y este mensaje de {author} abre una puerta con el mismo espíritu.',
        'Aquí {author} pregunta, y el llamado de Guru Nanak a la vida veraz sugiere una respuesta honesta y amable a la vez.',
      ],
    },
  },
};
