import type { en } from './en.ts';

export const es: Record<keyof typeof en, string> = {
  'duration.minutes': '{n, plural, one {# minuto} other {# minutos}}',
  'duration.hours': '{n, plural, one {# hora} other {# horas}}',
  'duration.days': '{n, plural, one {# día} other {# días}}',
  'part.name': '{part, select, morning {por las mañanas} afternoon {por las tardes} evening {por las noches} other {de madrugada}}',
  'topic.none': 'las cosas de cada día',
  quote: '{author}: «{text}»',

  'clause.reach':
    '{initiator, select, me {iniciaste {mine} de las {sessions} conversaciones} contact {{contact} inició {theirs} de las {sessions} conversaciones} other {se turnaron para iniciar las conversaciones}}',
  'clause.climate':
    '{tone, select, warm {{trend, select, cooling {el tono empezó cálido y se fue enfriando hacia el final} warming {el tono fue cálido y se volvió aún más cálido} other {el tono se mantuvo cálido de principio a fin}}} mixed {{trend, select, cooling {la calidez y los roces se alternaron, y los últimos días fueron más fríos} warming {la calidez y los roces se alternaron, y los últimos días fueron más amables} other {la calidez y los roces se alternaron todo el tiempo}}} tense {{trend, select, warming {hubo tensión, aunque se fue suavizando hacia el final} cooling {hubo tensión, y el trato se volvió más frío} other {la tensión estuvo presente de principio a fin}}} other {{trend, select, cooling {los mensajes fueron breves y corteses, y cada vez más escuetos} warming {los mensajes fueron breves al principio, y con el tiempo la conversación se fue abriendo} other {los mensajes fueron breves y al grano}}}}',

  'evidence.kind':
    '{kind, select, tension {Un momento tenso} repair {Un gesto de reconciliación} excuse {Una excusa} sarcasm {Sarcasmo} guiltTrip {Un dolor guardado} missedBid {Una pregunta que quedó en el aire} flatReply {Una respuesta de una sola palabra} affection {Cariño} gratitude {Agradecimiento} goodNews {Buenas noticias} congratulation {Felicitaciones} sympathy {Apoyo} laughter {Risas} stress {Estrés} other {Un acercamiento}}',

  'looped.title':
    '{finding, select, openConflict {{variant, select, a {Aún sin resolver con {contact}: {topic}} other {Una discusión con {contact} que sigue abierta}}} repaired {{variant, select, a {Un bache con {contact}, y el camino de vuelta} b {Tras los roces por {topic}, hacer las paces con {contact}} other {{contact} y tú discreparon, y luego hicieron las paces}}} drifting {{variant, select, a {Escribirle a {contact} y recibir cada vez menos respuesta} other {Las respuestas de {contact} son cada vez más cortas}}} reachingMe {{variant, select, a {Sostienes casi toda la conversación con {contact}} other {Quién busca a quién: casi siempre tú, con {contact}}}} reachingThem {{variant, select, a {{contact} te sigue buscando} b {{contact} suele escribir primero, sobre {topic} y mucho más} other {{contact} escribe primero casi siempre}}} strain {{variant, select, a {{contact} y tú, en una racha difícil} other {Afrontar {topic} codo a codo con {contact}}}} celebration {{variant, select, a {Buenas noticias, compartidas con {contact}} b {Buenas noticias con {contact}, con {topic} y todo} other {Algo que celebrar con {contact}}}} practical {{variant, select, a {{topic}: en qué punto están las cosas con {contact}} other {Sacar adelante {topic} con {contact}}}} warming {{variant, select, a {Cada vez más cerca de {contact}} other {Más calidez últimamente entre tú y {contact}}}} other {{variant, select, a {Buena compañía: {contact} y tú} other {Calidez constante con {contact}}}}}',
  'looped.opening':
    '{kind, select, work {{variant, select, a {Entre el {from} y el {to}, tú y {contact} intercambiaron {written, plural, one {# mensaje} other {# mensajes}} sobre {topics}.} other {{written, plural, one {Circuló # mensaje} other {Circularon # mensajes}} entre tú y {contact} en {days, plural, one {# día} other {# días}}, sobre {topics}.}}} other {{variant, select, a {En {days, plural, one {# día} other {# días}}, tú y {contact} se escribieron {written, plural, one {# mensaje} other {# mensajes}}, principalmente sobre {topics}.} other {Del {from} al {to}, la mayoría de los {written, plural, one {# mensaje} other {# mensajes}} entre tú y {contact} trataron sobre {topics}.}}}}',
  'looped.reach':
    '{variant, select, a {{initiator, select, me {Iniciaste {mine} de las {sessions} conversaciones; {contact} inició {theirs}.} contact {{contact} inició {theirs} de las {sessions} conversaciones, y tú, {mine}.} other {La iniciativa estuvo repartida: iniciaste {mine} de las {sessions} conversaciones, y {contact}, {theirs}.}}} b {{initiator, select, me {De las {sessions} conversaciones, {mine} empezaron con un mensaje tuyo y {theirs}, con uno de {contact}.} contact {De las {sessions} conversaciones, {theirs} empezaron con un mensaje de {contact} y {mine}, con uno tuyo.} other {En {sessions} conversaciones, el primer mensaje fue tuyo {mine, plural, one {# vez} other {# veces}} y de {contact}, {theirs, plural, one {# vez} other {# veces}}.}}} other {{initiator, select, me {La mayoría de las conversaciones, sobre {topic} y todo lo demás, las empezaste tú: {mine} de {sessions}, frente a {theirs} de {contact}.} contact {La mayoría de las conversaciones, sobre {topic} y todo lo demás, las empezó {contact}: {theirs} de {sessions}, frente a {mine} que empezaste tú.} other {Entre {topic} y todo lo demás, se fueron turnando para empezar: tú abriste {mine, plural, one {# conversación} other {# conversaciones}}, y {contact}, {theirs}.}}}}',
  'looped.cooling':
    '{who, select, me {Con el paso de los días, tus respuestas llegaron más tarde y fueron más cortas: al principio tardaban alrededor de {earlyReply} y tenían {earlyWords, plural, one {# palabra} other {# palabras}}; al final, alrededor de {lateReply} y {lateWords, plural, one {# palabra} other {# palabras}}.} other {Con el paso de los días, las respuestas de {contact} llegaron más tarde y fueron más cortas: al principio tardaban alrededor de {earlyReply} y tenían {earlyWords, plural, one {# palabra} other {# palabras}}; al final, alrededor de {lateReply} y {lateWords, plural, one {# palabra} other {# palabras}}.}}',
  'looped.warming':
    '{who, select, me {Tus respuestas se volvieron más rápidas y más completas: al principio tardaban alrededor de {earlyReply}; al final, alrededor de {lateReply}.} other {Las respuestas de {contact} se volvieron más rápidas y más completas: al principio tardaban alrededor de {earlyReply}; al final, alrededor de {lateReply}.}}',
  'looped.flat':
    '{who, select, me {{count} de tus respuestas fueron de una sola palabra, como «{example}».} other {{count} de las respuestas de {contact} fueron de una sola palabra, como «{example}».}}',
  'looped.missedBid': '«{quote}» {reply, select, none {no tuvo respuesta ese día} other {solo recibió «{answer}» como respuesta}}.',
  'looped.conflictOpen': 'El {date}, «{quote}» dio inicio a un periodo tenso, y desde entonces nadie lo ha hablado a fondo por escrito.',
  'looped.conflictRepaired':
    'El {date}, «{quote}» dio inicio a un periodo tenso; {repairBy, select, me {lo arreglaste} other {{contact} lo arregló}} {delay} después: «{repairQuote}».',
  'looped.excuse': '«{quote}» explicaba una ausencia sin asumir la responsabilidad: una excusa, que por sí sola no repara mucho.',
  'looped.sarcasm': '«{quote}» suena a elogio, pero lleva una queja dentro.',
  'looped.guiltTrip': '«{quote}» suena a dejarlo pasar, pero se lee más como un dolor guardado que como algo resuelto.',
  'looped.goodNews':
    '{who, select, me {Compartiste una buena noticia, «{quote}»,} other {{contact} compartió una buena noticia, «{quote}»,}} y {answer, select, warm {fue recibida con calidez} flat {solo obtuvo una respuesta breve} other {se quedó sin respuesta ese día}}.',
  'looped.sympathy': 'Cuando algo se puso difícil, {who, select, me {respondiste} other {{contact} respondió}} con apoyo: «{quote}».',
  'looped.laughter':
    '{variant, select, a {Hubo risas compartidas en {shared} de las {sessions} conversaciones.} b {Las risas vinieron de los dos lados en {shared} de las {sessions} conversaciones, incluso en las que trataban sobre {topic}.} other {Entre charlas sobre {topic} y otras cosas, hubo risas de ambas partes en {shared} de las {sessions} conversaciones.}}',
  'looped.workReplies':
    '{kind, select, work {Las preguntas sobre {topic} se respondían en aproximadamente {reply}, casi siempre en una o dos líneas.} other {Las preguntas sobre {topic} se respondían en aproximadamente {reply}.}}',
  'looped.climate':
    '{variant, select, a {El tono fue {tone, select, warm {cálido} mixed {mixto, con calidez y roces a la vez} tense {tenso} other {breve y parejo, sin mucha emoción hacia ningún lado}}: el {warmShare, number, percent} de los mensajes sonaba cálido y el {tenseShare, number, percent}, tenso.} b {Sobre {topic}, los mensajes fueron {tone, select, warm {sobre todo cálidos} mixed {a ratos cálidos y a ratos ásperos} tense {a menudo tensos} other {cortos y prácticos}} ({warmShare, number, percent} cálidos, {tenseShare, number, percent} tensos).} other {Contando todos los mensajes, el {warmShare, number, percent} sonaba cálido y el {tenseShare, number, percent}, tenso: en conjunto, {tone, select, warm {una conversación cálida} mixed {una conversación con calidez y roces} tense {una conversación tensa} other {una conversación tranquila y pareja}}.}}',
  'looped.trend':
    '{trend, select, warming {La conversación se volvió más cálida a lo largo del periodo: {why}.} cooling {La conversación se enfrió a lo largo del periodo: {why}.} steady {{variant, select, a {El tono se mantuvo estable de principio a fin, también al hablar sobre {topic}.} b {Los últimos días sonaron muy parecidos a los primeros, incluso en los mensajes sobre {topic}.} other {Del primer mensaje al último, el tono apenas cambió, ni siquiera en los mensajes sobre {topic}.}}} other {{variant, select, a {El periodo es demasiado corto para saber si la conversación se está volviendo más cálida o más fría.} b {Aún son pocos días para ver una dirección; las próximas lecturas lo mostrarán.} other {Todavía es pronto para decir hacia dónde va esto.}}}}',
  'why.replies': '{direction, select, up {las respuestas llegaron más rápido} other {las respuestas llegaron más despacio}}',
  'why.length': '{direction, select, up {los mensajes se hicieron más largos} other {los mensajes se hicieron más cortos}}',
  'why.flat': '{direction, select, up {hubo menos respuestas de una sola palabra} other {hubo más respuestas de una sola palabra}}',
  'why.answered': '{direction, select, up {más preguntas recibieron respuesta} other {más preguntas quedaron sin respuesta}}',
  'why.tone': '{direction, select, up {las palabras se volvieron más cálidas} other {las palabras se volvieron más frías}}',
  'looped.track':
    '{title}: {reason}{studied, select, couples { (investigación con parejas)} close { (investigación con parejas; aquí, como lente para cualquier relación cercana)} other {}}',
  'track.reason':
    '{id, select, 1 {para notar y atender las pequeñas llamadas de atención de {contact}, como las que tienen que ver con {topic}} 2 {para que los momentos cálidos pesen más que los tensos, también con {topic}} 3 {para dejar espacio a las risas compartidas, y no solo sobre {topic}} 4 {para nombrar lo que sientes antes de actuar, sobre todo cuando el tema es {topic}} 5 {para empezar con suavidad la próxima conversación difícil sobre {topic}} 6 {para mirar el desacuerdo sobre {topic} como lo vería alguien de confianza que no toma partido} 7 {para hablar de lo que ustedes valoran, y no solo sobre {topic}} other {para que pedirse apoyo mutuamente se sienta seguro, también con {topic}}}',
  'looped.themeName':
    '{finding, select, openConflict {una discusión abierta} repaired {un desacuerdo resuelto} drifting {respuestas más cortas} reachingMe {tu iniciativa} reachingThem {la iniciativa de {contact}} strain {una racha difícil} celebration {buenas noticias} practical {asuntos prácticos} warming {más cercanía} other {calidez constante}}',
  'looped.closing':
    '{variant, select, a {Algo para probar: {prompt} Esta lectura de lo que se escribieron sobre {topic} describe mensajes, no personas, y no es terapia.} b {Algo pequeño para esta semana: {prompt} Son patrones en lo que escribieron sobre {topic}, no juicios sobre nadie, y esto no es terapia.} other {Si quieres dar un paso más: {prompt} Una lectura de mensajes sobre {topic} no es un veredicto sobre ninguna de las dos personas, ni tampoco una terapia.}}',
  'looped.prompt':
    '{finding, select, openConflict {{variant, select, a {{kind, select, work {envíale a {contact}: «Sigo pensando en lo que pasó. Me gustaría escuchar su punto de vista, con calma. ¿Cuándo le viene bien?»} other {envíale a {contact}: «Sigo pensando en lo que pasó. Me gustaría escuchar tu versión, con calma. ¿Cuándo te viene bien?»}}} b {envíale a {contact}: «¿Podemos hablar de lo del otro día? Prefiero entender antes que tener la razón.»} other {{kind, select, work {envíale a {contact}: «No quiero dejar las cosas así. ¿Podríamos hablarlo cuando lo considere oportuno?»} other {envíale a {contact}: «No quiero dejar las cosas así. ¿Podemos hablar cuando te sientas con ánimo?»}}}}} repaired {cuéntale a {contact} qué les ayudó a hacer las paces, para que la próxima vez que algo como {topic} se interponga entre ustedes sea más fácil encontrar el camino.} drifting {hazle a {contact} una pregunta abierta sobre {topic}, y deja espacio para una respuesta sin prisa.} reachingMe {espera a que {contact} inicie la próxima conversación, y recíbela con calidez cuando llegue.} reachingThem {inicia tú la próxima conversación con {contact}, hoy mismo, sobre {topic} o sobre cualquier otra cosa.} strain {{kind, select, work {pregúntale a {contact}: «¿Qué le ayudaría esta semana?», y simplemente escucha.} other {pregúntale a {contact}: «¿Qué te ayudaría esta semana?», y simplemente escucha.}}} celebration {{variant, select, a {hazle a {contact} una pregunta más sobre la buena noticia; el entusiasmo es lo que la gente recuerda.} b {celebra la buena noticia con {contact} a la manera de ustedes: una llamada, un brindis o algún plan.} other {dile a {contact} qué sentiste cuando te enteraste de la noticia.}}} practical {{kind, select, work {confirma el siguiente paso sobre {topic} en un mensaje claro.} other {resuelve el siguiente paso sobre {topic} en un mensaje corto.}}} warming {menciónale a {contact} un momento de esta semana que disfrutaste.} other {dile a {contact} algo que hayas disfrutado de estas conversaciones.}}',

  'since.first':
    '{variant, select, a {Esta es la primera lectura de tus mensajes con {contact}, empezando por {topic}; la próxima dirá qué cambió.} b {Una primera lectura con {contact}: sirve de punto de partida, también para {topic}, y la siguiente se comparará con ella.} other {La primera lectura para ti y {contact}: a partir de ahora, cada una dirá qué se movió desde la anterior, empezando por {topic}.}}',
  'since.changes': 'Desde la lectura anterior, del {date}: {changes}.',
  'since.nothing': 'Desde la lectura anterior, del {date}, ha cambiado poco en la forma en que tú y {contact} se escriben.',
  'since.reply':
    '{contact} respondió en alrededor de {now}, {direction, select, faster {más rápido que} other {más despacio que}} la vez anterior ({before})',
  'since.opened': 'iniciaste {mine} de las {sessions} conversaciones, frente a {mineBefore} de {sessionsBefore} la vez anterior',
  'since.tone':
    'el tono pasó de {before, select, warm {cálido} mixed {mixto} tense {tenso} other {escueto}} a {now, select, warm {cálido} mixed {mixto} tense {tenso} other {escueto}}',
  'since.conflict':
    '{repaired, select, yes {hubo un momento tenso, y se resolvió} other {hubo un momento tenso que sigue abierto}}{first, select, yes {: el primero desde el {quietSince}} other {}}',
  'since.long': 'En {count} lecturas desde el {since}, la conversación fue {tones}.',
  'since.toneCount':
    '{tone, select, warm {cálida} mixed {mixta} tense {tensa} other {escueta}} {n, plural, =1 {una vez} =2 {dos veces} other {# veces}}',

  'row.messages': 'Mensajes',
  'row.words': 'Palabras por mensaje',
  'row.opened': 'Conversaciones iniciadas',
  'row.questions': 'Preguntas hechas',
  'row.answered': 'Preguntas respondidas',
  'row.reply': 'Tiempo habitual de respuesta',
  'row.flat': 'Respuestas de una sola palabra',
  'row.warm': 'Mensajes cálidos',
  'row.tense': 'Mensajes tensos',
  'guide.glance': 'De un vistazo',
  'guide.lens': 'A través de {wisdom}',
  'books.title': '{title}, de {author}',
  'books.translated': '{by, select, yes {{title}, de {author}, traducción de {translator}} other {{title}, traducción de {translator}}}',
  'research.quote': '«{quote}» ({source})',

  'notEnough.wisdom':
    'Aún no hay datos suficientes: solo {written, plural, one {# mensaje escrito} other {# mensajes escritos}} con {contact} desde la última lectura. Una lectura necesita al menos {floor}; llegará en cuanto los haya.',
  'notEnough.title': 'Aún no hay suficientes mensajes',
  'notEnough.narrative':
    'Desde la última lectura solo {written, plural, one {llegó # mensaje escrito} other {llegaron # mensajes escritos}} con {contact}. Con tan poco, cualquier patrón sería una suposición, así que esta lectura no propone ninguno. Hacen falta al menos {floor}.',

  'zodiac.sign':
    '{sign, select, Aries {Aries} Taurus {Tauro} Gemini {Géminis} Cancer {Cáncer} Leo {Leo} Virgo {Virgo} Libra {Libra} Scorpio {Escorpio} Sagittarius {Sagitario} Capricorn {Capricornio} Aquarius {Acuario} other {Piscis}}',
  'oracle.chart': 'Sol en {sun} a {sunDegrees}°, Luna en {moon}',
  'oracle.chart.rising': ', Ascendente en {ascendant} a {ascendantDegrees}°',
  'oracle.chart.moonEither': '{first} o {second} (la Luna cambió de signo ese día)',
  'oracle.akashic':
    '{chart}. {element, select, fire {El fuego domina esta carta: el coraje surge con facilidad; la paciencia, no tanto.} earth {La tierra domina esta carta: estabilidad y cuidado por lo concreto.} air {El aire domina esta carta: ideas, palabras y vínculos.} other {El agua domina esta carta: primero el sentir, luego el pensamiento.}} Para reflexionar y entretenerse, no para predecir.',
  'oracle.noTime': 'Sin hora de nacimiento, el Ascendente queda fuera; agrégala para verlo.',
  'oracle.mirror':
    'Con {contact} hablas sobre todo {part}, y {opener, select, me {sueles iniciar tú la conversación} contact {{contact} suele iniciar la conversación} other {se turnan para iniciar la conversación}}: un ritmo {element, select, fire {ardiente} earth {con los pies en la tierra} air {curioso} other {tierno}} que refleja tu Sol en {sun}.',
  'oracle.reflection.sun':
    'Tu Sol en {sun}: {element, select, fire {actúa cuando surja la chispa, y haz una pausa antes del segundo paso.} earth {construye despacio; lo que cuidas perdura.} air {di la idea en voz alta; crece cuando se comparte.} other {confía en lo que sientes, y luego ponlo en palabras.}}',
  'oracle.reflection.moon':
    '{moon, select, Aries {Tu Luna en Aries necesita actuar ante un sentimiento antes de que se apague: el consuelo llega haciendo algo en compañía.} Taurus {Tu Luna en Tauro se calma con lo conocido: una comida, una rutina, una voz serena.} Gemini {Tu Luna en Géminis se serena hablando: un sentimiento con nombre pesa la mitad.} Cancer {Tu Luna en Cáncer necesita sentirse en casa con alguien antes de abrirse.} Leo {Tu Luna en Leo necesita ser vista con calidez: una palabra sincera de reconocimiento llega lejos.} Virgo {Tu Luna en Virgo se calma siendo útil: el cuidado pequeño y práctico es su lenguaje del amor.} Libra {Tu Luna en Libra necesita justicia y armonía: un intercambio equilibrado es lo que más seguridad le da.} Scorpio {Tu Luna en Escorpio confía despacio y siente a fondo: la honestidad importa más que la comodidad.} Sagittarius {Tu Luna en Sagitario necesita espacio y algún plan que la ilusione.} Capricorn {Tu Luna en Capricornio demuestra cariño siendo confiable, y se siente querida de la misma manera.} Aquarius {Tu Luna en Acuario necesita espacio para ser ella misma dentro de la cercanía.} other {Tu Luna en Piscis necesita dulzura y un poco de silencio para escuchar lo que siente.}}',
  'oracle.reflection.rising':
    '{ascendant, select, Aries {Ascendente en Aries: vas de frente por el mundo, y la gente percibe primero tu franqueza.} Taurus {Ascendente en Tauro: recibes el mundo con calma, y la gente se siente tranquila a tu lado.} Gemini {Ascendente en Géminis: te acercas al mundo con preguntas, y la gente nota primero tu curiosidad.} Cancer {Ascendente en Cáncer: te acercas al mundo con cuidado, y la gente se siente cuidada.} Leo {Ascendente en Leo: recibes el mundo con calidez, y la gente nota cuando llegas.} Virgo {Ascendente en Virgo: observas el mundo con atención, y la gente siente que te fijas en los detalles.} Libra {Ascendente en Libra: te mueves por el mundo con gracia, y la gente se siente a gusto.} Scorpio {Ascendente en Escorpio: te muestras al mundo con reserva, y la gente intuye tu profundidad antes de verla.} Sagittarius {Ascendente en Sagitario: te abres al mundo, y la gente se contagia de tu optimismo.} Capricorn {Ascendente en Capricornio: afrontas el mundo con serenidad, y la gente confía en ti desde el principio.} Aquarius {Ascendente en Acuario: te muestras al mundo tal como eres, y la gente encuentra en ti una originalidad refrescante.} other {Ascendente en Piscis: te acercas al mundo con suavidad, y la gente siente que escuchas.}}',
  'oracle.today':
    '{phase, select, new {Hoy hay Luna nueva en {moon}.} waxingCrescent {Hoy hay Luna creciente en {moon}.} firstQuarter {Hoy la Luna está en cuarto creciente en {moon}.} waxingGibbous {Hoy la Luna crece en {moon}, casi llena.} full {Hoy hay Luna llena en {moon}.} waningGibbous {Hoy la Luna mengua en {moon}, recién pasada la Luna llena.} lastQuarter {Hoy la Luna está en cuarto menguante en {moon}.} other {Hoy hay Luna menguante en {moon}.}}',
  'oracle.body': '{body, select, Sun {El Sol} Moon {La Luna} Mercury {Mercurio} Venus {Venus} other {Marte}}',
  'oracle.retrograde':
    '{planets} {count, plural, one {está retrógrado} other {están retrógrados}}: un momento para revisar y reparar, más que para empezar algo nuevo.',
  'oracle.transit':
    '{body} {aspect, select, conjunction {hace conjunción con} sextile {hace sextil con} square {hace cuadratura con} trine {hace trígono con} other {se opone a}} tu {point, select, sun {Sol} moon {Luna} other {Ascendente}} natal',
  'oracle.transitMeaning':
    '{body, select, Sun {{quality, select, harmonious {la energía fluye con facilidad; úsala para algo que hayas ido posponiendo con {contact}.} tense {tu voluntad encuentra resistencia; elige lo único que importa y deja que lo demás espere.} other {hoy el foco está en ti; deja que {contact} vea lo que quieres.}}} Moon {{quality, select, harmonious {los estados de ánimo se comparten con facilidad; un mensaje ligero a {contact} caerá bien.} tense {las emociones están a flor de piel y pasan rápido; deja para mañana una respuesta cortante.} other {lo sientes todo un poco más; di lo que necesitas con sencillez.}}} Mercury {{quality, select, harmonious {las palabras salen bien; buen día para aclarar algo con {contact}.} tense {los mensajes se malinterpretan con facilidad; relee antes de enviar y pregunta antes de suponer.} other {tu mente está ocupada con {topic}; escribe lo que piensas antes de hablar del tema.}}} Venus {{quality, select, harmonious {el cariño surge con facilidad; dile a {contact} algo que valoras.} tense {lo que quieres y lo que tienes pueden tirar en direcciones distintas; elige la generosidad antes que tener razón.} other {el afecto está a flor de piel; déjalo ver.}}} other {{quality, select, harmonious {tu impulso es constante; termina algo con {contact} en lugar de empezar tres cosas.} tense {la paciencia escasea; cuenta hasta diez antes de responderle a {contact}.} other {el valor está alto; di con amabilidad eso que te has estado guardando.}}}}',
  'oracle.quietSky': 'Hoy los planetas no forman aspectos cercanos con tu carta: un día tranquilo para conservar lo que funciona.',
  'oracle.reflection.messages': 'En {written} mensajes, {contact} y tú volvieron una y otra vez sobre {topics}.',
  'oracle.guide': 'Tu guía en este ciclo: {guide}. {example}',
  'oracle.vibe':
    '{quality, select, harmonious {{element, select, fire {Chispa ligera} earth {Ancla firme} air {Brisa propicia} other {Marea serena}}} tense {{element, select, fire {Golpe de pedernal} earth {Roca viva} air {Viento cruzado} other {Contracorriente}}} other {{element, select, fire {Chispa} earth {Ancla} air {Brisa} other {Marea}}}}',
  'oracle.daily.morning': 'Por la mañana',
  'oracle.daily.afternoon': 'Por la tarde',
  'oracle.daily.evening': 'Por la noche',
  'oracle.action.morning':
    '{element, select, fire {Muévete primero: una caminata enérgica antes de mirar el teléfono.} earth {Ordena una cosa pequeña antes de empezar.} air {Escribe tres líneas sobre lo que quieres hoy.} other {Quédate dos minutos en silencio con tu café.}}',
  'oracle.action.afternoon':
    '{body, select, Mercury {{kind, select, work {Resuelve con {contact} un punto pendiente sobre {topic} en un solo mensaje claro.} other {Hazle a {contact} una pregunta de verdad sobre {topic}, y lee la respuesta dos veces.}}} Venus {{kind, select, work {Agradécele a {contact} algo concreto relacionado con {topic}.} other {Dile a {contact} algo que valoras, sin pedir nada a cambio.}}} Mars {{kind, select, work {Termina el siguiente paso sobre {topic} antes de escribirle a {contact}.} other {Si algo sobre {topic} te molesta, háblalo con {contact} pronto y con suavidad, no tarde y a gritos.}}} Moon {{kind, select, work {Hoy, que tus mensajes a {contact} sean breves y amables.} other {Pregúntale a {contact} cómo está, sin hablar de planes.}}} other {{kind, select, work {Cierra un tema pendiente con {contact} en un solo mensaje amable.} other {Envíale a {contact} un mensaje que no necesite respuesta.}}}}',
  'oracle.action.evening':
    '{element, select, fire {Reconoce, con amabilidad, algo que hoy hiciste con prisa.} earth {Deja algo listo para tu yo de mañana.} air {Llama a alguien en vez de escribirle.} other {Escribe un sentimiento sin juzgarlo.}}',
  'oracle.color':
    '{color, select, red {Rojo} orange {Naranja} gold {Dorado} green {Verde} teal {Verde azulado} blue {Azul} indigo {Índigo} violet {Violeta} silver {Plateado} other {Rosa}}',
  'oracle.affirmation.1':
    '{element, select, fire {Mi valor es cálido, no ruidoso.} earth {Crezco al ritmo de las cosas reales.} air {Mis palabras tienden puentes.} other {Mis sentimientos son mensajeros sabios.}}',
  'oracle.affirmation.2':
    '{quality, select, harmonious {{kind, select, work {El buen trabajo fluye entre {contact} y yo.} other {Lo que es fácil entre {contact} y yo merece decirse en voz alta.}}} tense {{kind, select, work {Cumplo mi palabra con {contact}, con calma.} other {Puedo estar en desacuerdo con {contact} y seguir siendo amable.}}} other {{kind, select, work {Digo con claridad lo que necesito de {contact}.} other {Recibo a {contact} con la mano abierta.}}}}',
  'oracle.ritual':
    '{phase, select, new {Luna nueva: escribe en un papelito una intención para las próximas semanas y guárdalo en tu billetera.} waxingCrescent {Luna creciente: riega una planta o empieza algo pequeño, y nombra lo que quieres que crezca.} firstQuarter {Cuarto creciente: elige un obstáculo y da un paso para superarlo antes de dormir.} waxingGibbous {Casi llena: ordena un rincón de tu casa y fíjate en lo que falta terminar.} full {Luna llena: enciende una vela y nombra algo que agradeces y algo que ya es hora de soltar.} waningGibbous {Luna menguante: comparte algo que aprendiste este mes con alguien que vaya a disfrutarlo.} lastQuarter {Cuarto menguante: escribe en un papel un rencor del que quieras desprenderte, y luego rómpelo.} other {Fin del ciclo lunar: descansa temprano esta noche y deja que tu mente se aquiete.}}',
  trait:
    '{trait, select, grateful {Gratitud: da las gracias a menudo} quick {Responde rápido} initiator {Suele iniciar la conversación} curious {Curiosidad: hace muchas preguntas} playful {Buen humor: se ríe con facilidad} caring {Muestra cariño} repairing {Hace las paces pronto tras un desacuerdo} supportive {Da apoyo cuando las cosas se ponen difíciles} stressed {Con algo de estrés últimamente} other {Constancia}}',
  event: '{topic} con {contact} ({date})',
};
