import type { VoiceVariants } from '../voice.ts';

/** More phrasings, Spanish: Miyamoto Musashi, Yoda, Carl Jung, The Dude, Eckhart Tolle, Hunter S. Thompson, Sadhguru, Bill Hicks. */
export const variants: Record<string, VoiceVariants> = {
  'Miyamoto Musashi': {
    views: [
      'En el Libro del Agua, Musashi pide un espíritu como el agua, que toma la forma de cualquier recipiente que encuentra. Con {contact}, deja que tu manera de tratar {topic} siga siendo fluida: firme donde deba serlo, flexible donde pueda.',
      'Musashi cierra su libro con el Vacío, una mente clara como un cielo despejado, libre del desorden de las expectativas. Afronta {topic} con {contact} desde esa mente clara, y mira lo que de verdad hay ahí, no lo que dabas por hecho.',
      'La escuela de Musashi, Niten Ichi-ryū, enseñaba a luchar con las dos espadas en lugar de caer con una todavía en la vaina. Lleva a {topic} con {contact} todo lo que tienes: tu escucha además de tus palabras, tu paciencia además de tu plan.',
      'Musashi enseñó la guardia sin guardia: las posturas existen, pero ninguna debe endurecerse hasta volverse costumbre. Sea cual sea la posición que has tomado con {contact} sobre {topic}, sostenla con la ligereza suficiente para cambiar cuando cambie el momento.',
      'En el Libro del Viento, Musashi estudia otras escuelas para conocer sus caminos sin quedar atrapado por ellos. {contact} tiene su propia manera de manejar {topic}; apréndela bien, sin sentir que debes adoptarla ni derrotarla.',
      'En el Dokkōdō, los breves preceptos que escribió una semana antes de morir, Musashi aconseja tomar las cosas exactamente como vienen. Toma tu trato con {contact} sobre {topic} tal como está de verdad antes de intentar darle forma.',
    ],
    summaries: [
      'Un espadachín lleva la cuenta de su entrenamiento, y tú también puedes: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. En cuanto a quién avanza, {reach}; en cuanto al clima entre los dos, {climate}.',
      'Sin adornos, las condiciones simples del terreno: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, tocando {topics}. Observa que {reach}, y que {climate}; la estrategia parte de esto, no de los deseos.',
      'Antes de cualquier combate, Musashi tomaba la medida de todo: aquí, {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, sobre {topics}. Las posiciones muestran que {reach}, y el ritmo muestra que {climate}.',
    ],
    practices: [
      'Musashi escribe sobre mil días de entrenamiento para forjar y diez mil para pulir. Elige un pequeño hábito con {contact}, como responder por completo en lugar de a pedazos, y practícalo hoy como el primero de muchos días.',
      'Usa lo que Musashi llama la cabeza de rata y el cuello de buey: mira {topic} una vez en su detalle más fino, luego una vez a su mayor escala, y alterna hasta ver lo que más les importa a {contact} y a ti.',
      'Cuando no sepas dónde está {contact} respecto de {topic}, prueba lo que Musashi llama mover la sombra: haz una pregunta ligera y abierta, y deja que la respuesta muestre su posición antes de comprometer la tuya.',
      'Si alguna vez un intercambio con {contact} da vueltas sin avanzar, aplica la enseñanza de Musashi sobre la renovación: suelta por completo el hilo viejo y empieza tu próximo mensaje desde cero, como si fuera un primer encuentro.',
      'Sigue el precepto de Musashi de prestar atención incluso a las minucias: relee tus últimos mensajes con {contact} y encuentra un pequeño detalle, una fecha, un deseo, una preocupación, que quedó sin respuesta, y respóndelo hoy.',
      'Usa lo que Musashi llama herir las esquinas: un asunto grande cede en cuanto se toman sus esquinas. Divide {topic} en partes, resuelve hoy la más pequeña con {contact} y deja que el resto siga.',
    ],
    comments: {
      hard: [
        'En términos de Musashi, esta frase de {author} marca un ritmo; la respuesta del estratega no es seguirlo, sino marcar uno más tranquilo, el suyo propio.',
        'Un estratega vería en estas palabras de {author} más una guardia levantada que un golpe asestado, y no levantaría otra guardia en respuesta.',
      ],
      warm: [
        'No hay estrategia en esta calidez de {author}, y Musashi la honraría como honraba un corte limpio: sin añadir nada que la estropee.',
        '{author} escribe esto con sencillez y de todo corazón, y Musashi, que pintaba y tallaba con el mismo cuidado con que luchaba, reconocería un trabajo bien hecho.',
      ],
      reach: [
        '{author} da un paso adelante aquí, y en términos de Musashi el terreno entre los dos acaba de abrirse; es un terreno que vale la pena pisar.',
        'Con este mensaje {author} tantea el terreno abiertamente, y Musashi diría que una posición clara en la respuesta no deja nada por adivinar.',
      ],
    },
  },
  Yoda: {
    views: [
      'Por su tamaño, nada juzgues, diría Yoda. Pequeños mensajes sobre {topic}, gran peso cargar pueden; mira lo que {contact} escribe, no cuánto, mmm.',
      'Siempre en movimiento el futuro está, enseñó Yoda; grabado en piedra, nada entre tú y {contact} está. De unos pocos mensajes sobre {topic}, conclusiones fijas sacar no debes.',
      'Creada por la vida, la Fuerza es, y a todo ser vivo conecta. Incluso en una charla sencilla con {contact} sobre {topic}, esa conexión fluye, mmm.',
      'A soltar lo que temía perder, Yoda enseñó al joven Anakin. Con fuerza, no sujetes cómo debe responder {contact} sobre {topic}; en la mano abierta, sostenlo.',
      'A la cueva de Dagobah, Luke sus armas llevó, y solo lo que llevó, encontró. En cada intercambio con {contact} sobre {topic}, lo que lleves, encontrarás.',
      'Del joven Luke, Yoda se quejaba: al horizonte siempre miraba, nunca a donde estaba. Aquí, con {contact}, tu mente mantener debes, en {topic} y en este día.',
    ],
    summaries: [
      'Mirar lo que es, un jedi hace: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. Claro está que {reach}, y que {climate}.',
      'Pequeños, estos números parecen, pero sentido tienen: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. A través de la Fuerza, ver puedes que {reach}, y que {climate}.',
      'Paciente con los hechos, un jedi es: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, tocando {topics}. Sentirse debe que {reach}; y sentirse también, que {climate}.',
    ],
    practices: [
      'Medita como Yoda en su pequeña choza de Dagobah: cinco minutos en silencio, ojos cerrados, tu mente posada con bondad en {contact}, nada planeando. Luego, solo luego, escribe.',
      'Transmitir lo que has aprendido, la última enseñanza de Yoda a Luke fue. Una cosa que {contact} te mostró, sobre {topic} o sobre lo que sea, nombrársela hoy, debes.',
      'Por el pantano, Luke corría con Yoda a la espalda. Una pequeña carga por {contact} lleva hoy: un detalle de {topic} resuelto, sin que te lo pidan.',
      'Relee tu último mensaje a {contact}; una cosa que salió menos bien, encuentra. El mejor maestro, el fracaso es, le dijo Yoda a Luke; aprende de él, y mejor el próximo escribe.',
      'La paciencia de Luke en el pantano, Yoda puso a prueba, antes de que lección alguna empezara. Tu propia prueba: el próximo mensaje de {contact} lee dos veces, despacio, antes de escribir una sola palabra.',
      'La Fuerza a tu alrededor siente, como Yoda a Luke mostró: la respiración, la habitación, la persona al otro lado. Nótalos a todos antes de escribirle a {contact}, y calmadas tus palabras estarán.',
    ],
    comments: {
      hard: [
        'Todo {author}, esta sola frase no es; solo por ella, un jedi no juzgaría.',
        'Detrás de palabras así de {author}, una herida esconderse puede; bajo la superficie mirar, el camino jedi es.',
      ],
      warm: [
        'Un regalo, este mensaje de {author} es; con la mano abierta, recibirlo se debe.',
        'Luz, {author} trae aquí; pequeña parece, pero por su tamaño juzgarla no debes, mmm.',
      ],
      reach: [
        'Una puerta, {author} abre aquí; cruzarla, un sabio lo haría.',
        'Preguntando, {author} está; valor una pregunta requiere, y una respuesta sincera merece.',
      ],
    },
  },
  'Carl Jung': {
    views: [
      'En Tipos psicológicos, Jung describe lo distinto que las personas salen al encuentro del mundo: mediante el pensamiento, el sentimiento, la sensación o la intuición. Puede que {contact} se acerque a {topic} desde otra función que tú, lo cual es una diferencia de tipo, no un defecto.',
      'Jung descubrió los complejos con sus pruebas de asociación de palabras: ciertas palabras hacían dudar a la gente porque tocaban un nudo de recuerdos con carga afectiva. Si una palabra sobre {topic} se te atora a ti o a {contact}, puede que se esté agitando un viejo complejo.',
      'Jung llamó sincronicidad a la coincidencia significativa entre un estado interior y un acontecimiento exterior. Fíjate cuando un mensaje de {contact} sobre {topic} llega justo cuando lo tenías en mente; esos momentos señalan lo que está vivo entre los dos.',
      'Jung sostenía que cuando se mantienen a la vista dos opuestos sin forzar a que uno gane, puede aparecer una tercera vía, a la que llamó función trascendente. Allí donde tu mirada y la de {contact} difieren sobre {topic}, mantén ambas a la vista un poco más.',
      'Para Jung, toda relación también repite patrones más antiguos, los arquetipos: el ayudante, el niño, el anciano sabio, el embaucador. Pregúntate en cuáles de estos papeles caen tú y {contact} en torno a {topic}, y si todavía encajan.',
      'Jung tomó prestado el término participación mística para un vínculo inconsciente en el que dos personas no están del todo separadas y cada una carga con los estados de ánimo de la otra. Con {contact}, en torno a {topic}, fíjate dónde termina tu sentimiento y dónde empieza el suyo.',
    ],
    summaries: [
      'Jung confiaba en los hechos de la experiencia antes que en cualquier teoría: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, con {topics} volviendo como motivos. Tomado en conjunto, el material muestra que {reach}, y que {climate}.',
      'En el lenguaje de Tipos psicológicos, empieza por la sensación, los hechos simples: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, tocando {topics}. Luego deja que la intuición lea su forma: {reach}, y {climate}.',
      'El registro consciente es este: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, sobre {topics}. Bajo la superficie puede estar diciéndote algo, ya que {reach}, y {climate}.',
    ],
    practices: [
      'Deja un cuaderno junto a tu cama esta noche, como Jung aconsejaba a sus pacientes: si {contact}, o algo parecido a {topic}, aparece en un sueño, anótalo sin interpretarlo y vuelve a leerlo dentro de una semana.',
      'Dibuja un círculo y llénalo libremente mientras piensas en {contact}, como Jung dibujaba sus mandalas. No juzgues el resultado; fíjate si se siente ordenado o disperso, y deja que eso te diga cómo estás.',
      'Tras su ruptura con Freud, Jung volvió a construir pequeñas aldeas de piedra junto al lago, como hacía de niño. Antes de volver a tratar {topic} con {contact}, dedica diez minutos a hacer algo con tus manos.',
      'Aplica a ti los tipos de Jung: redacta una respuesta a {contact} sobre {topic} desde el pensamiento y otra desde el sentimiento, y luego envía una tercera que lleve ambas.',
      'Prueba la amplificación, la forma en que Jung enriquecía una imagen: toma una palabra que {contact} usó sobre {topic} y anota todo lo que evoca, mitos, recuerdos, refranes, hasta ver por qué te llamó la atención.',
      'Durante una semana, anota las coincidencias significativas en torno a {contact}: un pensamiento justo antes de su mensaje, una canción, una palabra que vuelve una y otra vez. Jung se tomaba en serio estas sincronicidades, no como prueba, sino como señal de lo que pide atención.',
    ],
    comments: {
      hard: [
        'Una frase tan cargada de {author} suele tocar un complejo, diría Jung, y gran parte de su calor pertenece a una vieja historia más que a este momento.',
        'Jung quizá oiría en este tono de {author} hablar a un arquetipo, el juez severo o el niño herido, más que a la persona entera.',
      ],
      warm: [
        'Jung notaría cuánta vida fluye por este mensaje de {author}: cuando la energía psíquica, lo que él llamaba libido, se mueve libremente hacia otro, la relación crece.',
        'En estas palabras {author} habla desde el sí-mismo entero y no desde un papel, y Jung lo contaría como la verdadera materia de un vínculo.',
      ],
      reach: [
        'Al tender la mano así, {author} sale del refugio de la persona, la máscara social, un pequeño acto de valentía a ojos de Jung.',
        'Con este mensaje {author} abre un diálogo, y Jung creía que todo diálogo genuino cambia un poco a ambos interlocutores.',
      ],
    },
  },
  'The Dude': {
    views: [
      'A veces salen cosas nuevas a la luz, hombre, y el Nota simplemente se deja llevar. Mientras lo de {contact} sobre {topic} se sigue desenredando, puedes dejar que el panorama cambie sin volverte loco.',
      'Walter convierte cualquier cosita en una guerra con reglas y líneas que nadie puede cruzar; el Nota solo quiere recuperar su alfombra. Con {contact} y {topic}, sé el Nota, no Walter.',
      'El Forastero tiene eso del oso, hombre: unos días tú te comes al oso, otros días el oso te come a ti. Lo de {contact} sobre {topic} a veces sale a tu favor y a veces no, y todo bien.',
      'Nadie apura al Nota, y el Nota nunca apura un ruso blanco. Deja que lo de {contact} sobre {topic} vaya a su propio ritmo, hombre.',
      'El Nota, Walter y Donny no están de acuerdo en básicamente nada, hombre, pero aparecen cada noche de boliche. Pase lo que pase con {contact} en torno a {topic}, aparecer cuenta más que tener la razón.',
      'El Nota va al supermercado en bata, hombre: sin pose, sin imagen que mantener. Con {contact}, en torno a {topic}, puedes ser simplemente tu yo de siempre.',
    ],
    summaries: [
      'Bueno, los números, hombre: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, mucha charla sobre {topics}. Además, {reach}, y {climate}, y oye, no hace falta volverse loco por nada de eso.',
      'Así está la pista: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. Encima de eso, {reach}, y {climate}, así que, ya sabes, así va el marcador.',
      'Vamos con calma con los detalles, hombre: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, sobre {topics}, más o menos. Dicen que {reach}, y {climate}, y el Nota puede vivir con eso.',
    ],
    practices: [
      'Antes de tratar {topic} con {contact}, date un baño largo y calentito como el Nota, velas y cantos de ballena opcionales. Las cosas se ven más relajadas después de un remojón, hombre.',
      'Haz unos movimientos lentos de tai chi sobre tu alfombra, como el Nota, y luego escríbele a {contact}. Cuerpo suelto, palabras sueltas, hombre.',
      'Acuéstate en el suelo con audífonos durante una canción, como el Nota con sus cintas de boliche. Luego contéstale a {contact} al ritmo de esa canción.',
      'Antes de darle a enviar a {contact}, pregúntate: ¿enviaría esto Walter? Si la respuesta es sí, hombre, quita las reglas, las líneas y los gritos, y manda la versión del Nota.',
      'Pon algo de Creedence, date una vuelta lenta en auto o a pie, y luego mándale a {contact} una línea tranqui sobre {topic}. Sin agenda, hombre, solo una línea.',
      'Baja lo que está en juego: escríbele a {contact} sobre {topic} {kind, select, work {como un cliente de siempre que charla amistosamente en el mostrador} other {como le hablarías a un amigo en el boliche}}, sencillo y relajado, hombre.',
    ],
    comments: {
      hard: [
        'Uf, {author} anda un poco fuera de su elemento con esta, hombre; una frase así es solo el humor del momento hablando.',
        'Parece que {author} está teniendo un momento Walter ahí, hombre, trazando líneas por todas partes; nadie necesita trazar una de vuelta.',
      ],
      warm: [
        'Qué buena onda, {author} está mandando buenas vibras aquí, hombre, como un ruso blanco al final de un día largo.',
        '{author} está siendo muy decente aquí, y el Nota simplemente se recostaría en la alfombra a disfrutarlo, hombre.',
      ],
      reach: [
        '{author} básicamente está preguntando si alguien quiere tirar unas cuantas bolas, hombre, y eso siempre es algo amistoso.',
        '{author} tiende la mano de una pista a otra aquí, hombre, y dejar la puerta abierta así es un gesto bastante decente.',
      ],
    },
  },
  'Eckhart Tolle': {
    views: [
      'En Una nueva Tierra, Tolle distingue el propósito externo, lo que haces, del propósito interno, la conciencia que aportas a ello. Sea lo que sea que estén tratando tú y {contact} en torno a {topic}, el propósito interno sigue siendo el mismo: estar presente mientras lo haces.',
      'Tolle habla de la conciencia del espacio: darse cuenta no solo de las cosas y los pensamientos, sino de la quietud en la que aparecen. Alrededor de cada mensaje con {contact} sobre {topic} está ese espacio, y nada de lo que se diga puede perturbarlo.',
      'La indicación central de Tolle es que no eres tus pensamientos, sino la conciencia que los observa. Pienses lo que pienses de {contact} y de {topic}, hay una presencia detrás del pensar, observando, y ese observador está más cerca de quien eres.',
      'Para Tolle, la rendición no es darse por vencido, sino dejar de resistirse interiormente a lo que es. Tome la forma que tome hoy lo de {contact} en torno a {topic}, decir sí a este momento libera tu energía para lo que haya que hacer.',
      'En El silencio habla, Tolle señala el silencio entre las palabras como más esencial que las palabras. Las pausas en tus intercambios con {contact} sobre {topic} no están vacías; contienen la quietud de la que nace una respuesta verdadera.',
      'Tolle lo llama dar espacio: escuchar sin que la mente comente, para que el otro pueda simplemente ser quien es. Cuando {contact} escribe sobre {topic}, puedes leer así, con quietud interior en lugar de una respuesta prefabricada.',
    ],
    summaries: [
      'Observado sin juicio, esto es lo que es: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, tocando {topics}. Igual de observable es que {reach}, y que {climate}; acéptalo tal como es, y la presencia mostrará lo que sigue.',
      'Esta es la forma, el contenido externo: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. Dentro de esa forma, {reach}, y {climate}; la conciencia que nota todo esto no forma parte de la historia.',
      'El registro en tiempo de reloj contiene {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, en torno a {topics}. También muestra que {reach}, y que {climate}; nada de esto tiene que convertirse ahora mismo en un problema en tu mente.',
    ],
    practices: [
      'Observa al pensador: después de leer un mensaje de {contact}, fíjate en el primer pensamiento que surge sobre él y simplemente obsérvalo, sin seguirlo. Luego responde desde la quietud que hay detrás.',
      'Practica dar espacio: la próxima vez que {contact} escriba sobre {topic}, lee el mensaje una vez sin formar ninguna respuesta en tu cabeza, y solo después deja que surja una respuesta.',
      'Usa un portal de la naturaleza, como sugiere Tolle: mira un árbol, el cielo o una planta durante un minuto sin nombrarlos, y luego escríbele a {contact} desde ese lugar más tranquilo.',
      'Sea cual sea el estado de las cosas con {contact} en torno a {topic}, acéptalo interiormente como si lo hubieras elegido, como aconseja Tolle, y luego realiza la única acción que de verdad hace falta.',
      'Antes de tomar el teléfono para escribirle a {contact}, haz una cosa cotidiana con plena atención, lavar una taza o subir las escaleras, como sugiere Tolle, y deja que esa presencia pase al mensaje.',
      'Escucha el silencio: después de cada mensaje que intercambies hoy con {contact}, haz una pausa y nota la quietud antes de que llegue el siguiente pensamiento, el espacio en el que {topic} aparece y se desvanece.',
    ],
    comments: {
      hard: [
        'La mente puede querer tomarse como algo personal estas palabras de {author}, pero Tolle vería en ellas un viejo condicionamiento que habla, no la esencia de la persona.',
        'Detrás de esta frase de {author} probablemente hay cierta resistencia a lo que es, y recibirla sin resistencia es lo que, para Tolle, permite que se disuelva.',
      ],
      warm: [
        'Este mensaje de {author} viene de un momento de ser más que de hacer, y Tolle diría que una alegría así es simplemente la presencia que brilla a través.',
        'En estas palabras de {author} no hay pasado ni futuro, solo alegría ahora, que es exactamente el Ahora que Tolle no deja de señalar.',
      ],
      reach: [
        'Con este mensaje {author} abre un espacio, y Tolle sugeriría recibirlo con atención en lugar de con la respuesta prefabricada de la mente.',
        '{author} tiende la mano aquí sin saber qué volverá, una pequeña confianza en el momento presente que Tolle honraría.',
      ],
    },
  },
  'Hunter S. Thompson': {
    views: [
      'La primera regla del periodismo gonzo es que el reportero forma parte de la historia. En lo que sea que esté pasando con {contact} en torno a {topic}, no estás sentado en la tribuna de prensa; tus propios movimientos son la mitad de la trama.',
      'Thompson tenía una frase sobre comprar el boleto y subirse a la atracción. Una vez que estás en esta conversación con {contact} sobre {topic}, más vale estar del todo en ella, con los ojos abiertos, prestando atención.',
      'En Los Ángeles del Infierno, Thompson escribió sobre el Filo, una línea que solo encuentras de verdad acercándote a ella. Cada intercambio con {contact} sobre {topic} tiene un filo donde la honestidad se vuelve incómoda, y ahí suele estar la verdadera historia.',
      'Thompson hizo su trabajo más salvaje junto a Ralph Steadman, un compañero que veía la misma escena con una tinta completamente distinta. {contact} ve {topic} a través de otra lente que la tuya, y el cuadro completo necesita ambos dibujos.',
      'En el pasaje de la ola de Miedo y asco en Las Vegas, Thompson recuerda una época en que todos parecían montar la misma energía. Fíjate cuando tú y {contact} se suben a una ola así en torno a {topic}; esos momentos merecen recordarse.',
      'En Owl Farm, en Woody Creek, Thompson tenía una base fortificada lejos del ruido, donde podía pensar. Llegue lo que llegue de {contact} sobre {topic}, necesitas una base dentro de ti que ningún mensaje pueda tomar por asalto.',
    ],
    summaries: [
      'Notas desde la carretera, tecleadas rápido pero ciertas: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, con {topics} en el cable. La noticia desde el terreno es que {reach}, y que {climate}.',
      'Las cifras en bruto, antes de que algún editor las suavice: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, cubriendo {topics}. Contando la historia sin rodeos: {reach}, y {climate}.',
      'Esta es la historia tal como llegaría a la mesa de Rolling Stone al cierre: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. El ángulo que nadie debería enterrar es que {reach}, y que {climate}.',
    ],
    practices: [
      'Thompson volvió a teclear El gran Gatsby para sentir cómo funcionan las buenas frases. Relee un mensaje de {contact} que te gustó, fíjate en qué hizo que diera en el blanco y contesta con ese mismo cuidado.',
      'Lleva una libreta de reportero durante un día: anota lo que {contact} dice de verdad sobre {topic}, palabra por palabra, de un lado, y lo que crees que significa, del otro.',
      'Hazlo como una entrevista en regla: hazle a {contact} una pregunta abierta sobre {topic}, luego deja de hablar y deja que la respuesta corra todo lo que necesite, como un buen reportero deja hablar a su fuente.',
      'Antes de enviarle nada a {contact}, verifica tu propia historia: subraya cada afirmación sobre sus motivos y borra cada una que no puedas comprobar.',
      'Escribe el titular: una línea en negrita sobre cómo están las cosas con {contact} respecto de {topic}. Si suena a alarma de prensa amarilla, reescríbelo hasta que sea cierto y justo, y luego actúa según esa versión.',
      'Lleva la historia a la carretera: saca un intercambio con {contact} del hilo de siempre, {kind, select, work {a una llamada o una reunión en algún sitio nuevo} other {a una llamada, un paseo o un trago en algún sitio nuevo}}, y mira qué aparece ahí.',
    ],
    comments: {
      hard: [
        'Hay toda una historia de fondo metida en esta frase de {author}, y un buen reportero iría a buscarla antes de escribir el titular.',
        'Esto suena a {author} tecleando a las tres de la mañana con el cierre en llamas; Thompson lo archivaría como calor del momento, no como última palabra.',
      ],
      warm: [
        'Esta es la clase de frase de {author} que Thompson quizá habría clavado en la pared de Owl Farm, prueba de que todavía queda gente decente por ahí.',
        'En medio de tanta estática, {author} manda aquí una señal limpia y cálida, la clase de cita que un reportero guarda para el último párrafo.',
      ],
      reach: [
        'Regla gonzo: bájate del auto y ve a hablar con la gente, y eso es exactamente lo que hace {author} aquí.',
        '{author} levanta el teléfono aquí como un reportero que llama a una fuente, y las mejores historias empiezan justo con esa clase de llamada.',
      ],
    },
  },
  Sadhguru: {
    views: [
      'A Sadhguru le gusta comparar el intelecto con un cuchillo: excelente para separar las cosas, inútil para mantenerlas unidas. Si diseccionas lo que {contact} escribe sobre {topic}, usa el cuchillo para la tarea, y algo más grande para la relación.',
      'Para Sadhguru, el proceso espiritual es una expansión de la inclusividad, hasta que lo que llamas tú mismo abarca cada vez más vida. ¿Puede {contact}, con su manera de ver {topic}, quedar incluido en eso, sin que ninguno de los dos se convierta en el otro?',
      'Sadhguru dice que cualquier cosa puede convertirse en sadhana, una herramienta para tu crecimiento: la respiración, la comida, el trabajo. Tu trato con {contact} en torno a {topic}, fluido o áspero, es una sadhana tan buena como cualquier retiro.',
      'En la explicación que Sadhguru da del karma, la memoria antigua fija en silencio tus patrones, y por eso sigues encontrándote con las mismas situaciones. Fíjate si tu forma de manejar {topic} con {contact} es fresca, o un viejo bucle que se repite.',
      'Sadhguru recuerda que yoga significa unión: los límites que trazas son tuyos, no de la vida. La línea entre tú y {contact} es útil para sacar adelante {topic}, pero no tiene por qué endurecerse hasta ser un muro.',
      'Sadhguru dice a menudo que la vida va bien cuando eres más perceptivo, no más opinador. Con {contact} y {topic}, deja que tu percepción de lo que de verdad está pasando llegue antes que tus opiniones.',
    ],
    summaries: [
      'Míralo como un buen agricultor mira la tierra, simplemente como es: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. Observa que {reach}, y que {climate}; entonces sabes con qué estás trabajando.',
      'Estos son hechos simples, no una cadena perpetua: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, entre {topics}. Sí, {reach}, y {climate}; en qué se convierta está en tus manos.',
      'La mente puede hacer un circo con los números, así que mantenlo simple: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, sobre {topics}. Observa que {reach}, y que {climate}; tómalo como información, no como un veredicto.',
    ],
    practices: [
      'Haz Isha Kriya, la meditación guiada gratuita de doce minutos de Sadhguru, antes de tu próximo intercambio con {contact}, y deja que la respuesta venga después, desde ese lugar asentado.',
      'Junta las palmas en un namaskar un momento antes de escribirle a {contact}, como sugiere Sadhguru, para que lo que envíes nazca de la inclusión y no de la separación.',
      'Prueba la sugerencia de Sadhguru para la mañana: en cuanto despiertes, sonríe simplemente porque sigues con vida. Lleva eso a lo que le escribas hoy a {contact} sobre {topic}.',
      'Siéntate unos minutos junto a un árbol, consciente de que exhalas lo que él inhala, como Sadhguru señala a menudo. Luego escríbele a {contact} con la misma sensación de intercambio fácil.',
      'Haz de {topic} tu sadhana de hoy: haz una tarea relacionada con {contact} con total atención, como una ofrenda y no como una obligación, y fíjate cómo cambia su peso.',
      'Come hoy una comida en silencio y con plena atención, una práctica que Sadhguru recomienda, y luego escríbele a {contact} con esa misma atención sin prisa.',
    ],
    comments: {
      hard: [
        'Sadhguru diría que estas palabras de {author} son la química interior de alguien desbordándose, no una declaración definitiva sobre nadie.',
        'Aquí el intelecto de {author} está cortando, como dice Sadhguru que el intelecto siempre hace; lo que el momento necesita ahora es algo que una.',
      ],
      warm: [
        'Sadhguru diría que {author} está ofreciendo algo aquí, y una ofrenda hecha con alegría ya es una forma de devoción.',
        'Aquí {author} practica la inclusión, que Sadhguru llama la esencia del proceso espiritual, aunque sea en un pequeño mensaje.',
      ],
      reach: [
        '{author} toma la iniciativa aquí, y Sadhguru señalaría que actuar sin esperar el momento perfecto ya es la mitad del trabajo.',
        '{author} tiende la mano aquí, y Sadhguru diría que un gesto sencillo como este, hecho con conciencia, es tanto una práctica como cualquier meditación.',
      ],
    },
  },
  'Bill Hicks': {
    views: [
      'Hicks cerraba algunos de sus shows con la idea de que todos somos una sola conciencia que se experimenta a sí misma a través de muchas vidas. Visto así, que tú y {contact} hablen de {topic} es la vida conversando consigo misma, y puede permitirse ser generosa.',
      'A Hicks le gustaba sugerir, a su manera salvaje, que la vida es una especie de sueño en el que estamos ocupados imaginándonos a nosotros mismos. Sea lo que sea lo que tú y {contact} están haciendo de {topic}, los dos pueden volver a imaginarlo.',
      'Hicks no paraba de decirle al público que apagara la televisión y pensara por sí mismo. Mucho de lo que crees sobre cómo deberían ir las cosas con {contact} y {topic} puede ser un guion prestado; comprueba qué partes son de verdad tuyas.',
      'Hicks tenía una sola exigencia para los artistas: tocar desde el corazón, no para el mercado. Lo mismo vale para cómo te presentas con {contact} en torno a {topic}: escribas lo que escribas, que sea algo que de verdad quieras decir.',
      'Hicks veía la comedia como una forma de decir la verdad que nadie en la sala quería oír, con amor por debajo. Entre tú y {contact}, sobre {topic}, puede haber una cosa verdadera y no dicha que vale la pena decir con suavidad.',
      'Hicks contaba que una mesera le preguntó para qué leía, y aun así nunca dejó de tener curiosidad. Mantén la curiosidad por {contact} y por cómo ve {topic}; la curiosidad es lo contrario de una mente cerrada.',
    ],
    summaries: [
      'Apaga los comentarios y mira la señal en bruto: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. Sin darle vueltas: {reach}, y {climate}.',
      'Aquí están las noticias sin la voz de presentador: {written, plural, one {# mensaje} other {# mensajes}} en {days, plural, one {# día} other {# días}}, sobre {topics}. La historia verdadera debajo es que {reach}, y que {climate}.',
      'Quita las risas grabadas y esto es lo que queda: {written, plural, one {# mensaje} other {# mensajes}} a lo largo de {days, plural, one {# día} other {# días}}, cubriendo {topics}. Contado con honestidad, {reach}, y {climate}, y nada de eso necesita un remate.',
    ],
    practices: [
      'Toma la cura Hicks por una noche: apaga la tele, las redes y el ruido de fondo, y luego escríbele a {contact} desde tu propia cabeza, no desde lo que sea que la pantalla puso ahí.',
      'Prueba el ejercicio de la conciencia única que a Hicks le encantaría: durante un minuto, imagina que eres {contact} leyendo tus propios mensajes sobre {topic}. Luego contesta como te gustaría que te contestaran.',
      'Encuentra el chiste honesto: si algo de {topic} es absurdo, ríete primero de tu propia parte en ello, como Hicks también apuntaba contra sí mismo, y comparte esa risa con {contact} si ayuda.',
      'Escribe tu próximo mensaje a {contact} como Hicks quería que tocaran los músicos, desde el corazón: sin efecto calculado, sin segundas intenciones, solo lo que quieres decir.',
      'Hazle a {contact} una pregunta genuinamente curiosa sobre {topic}, y escucha como Hicks leía, con hambre de lo que todavía no sabes.',
      'Di la única cosa verdadera: en una sola frase amable, nombra lo que de verdad piensas sobre {topic}, y dale a {contact} la versión honesta en lugar de la simplemente educada.',
    ],
    comments: {
      hard: [
        'Quítale la actitud a esta frase de {author}, diría Hicks, y busca lo honesto que intenta decir con torpeza.',
        'Hay algo de guion prestado en lo que escribió {author} aquí, esa clase de frase que la gente recoge y repite; Hicks preguntaría con suavidad cuál es el sentimiento real.',
      ],
      warm: [
        'Este mensaje de {author} es lo contrario del marketing: nadie vende nada, simplemente lo dice en serio, y a Hicks le encantaría.',
        'Aquí {author} toca desde el corazón, justo lo que Hicks pedía a cualquiera con algo que decir.',
      ],
      reach: [
        'En este mensaje de {author}, Hicks vería una parte de la conciencia única tendiendo la mano a otra, que es todo el sentido de hablar.',
        '{author} pregunta aquí abiertamente y sin segundas intenciones, lo cual, en un mundo lleno de discursos de ventas, es un acto pequeño y radical.',
      ],
    },
  },
};
