import type { en } from './en.ts';

export const es: Record<keyof typeof en, string> = {
  'duration.minutes': '{n, plural, one {# minuto} other {# minutos}}',
  'duration.hours': '{n, plural, one {# hora} other {# horas}}',
  'duration.days': '{n, plural, one {# día} other {# días}}',
  'part.name': '{part, select, morning {mañanas} afternoon {tardes} evening {noches} other {madrugadas}}',
  'theme.name':
    '{theme, select, plans {planes para quedar} work {trabajo} family {familia} health {salud} money {dinero} food {comida} travel {viajes} gratitude {gratitud} humour {humor} affection {cariño} friction {roces} stress {estrés} joy {buenas noticias} other {la vida diaria}}',
  'evidence.kind':
    '{kind, select, gratitude {Gratitud} affection {Cariño} laughter {Risas} repair {Reparación} bid {Una llamada de atención} friction {Roce} stress {Estrés} joy {Buenas noticias} other {Un momento}}',
  'evidence.comment':
    '{kind, select, gratitude {{author} da las gracias aquí. Agradecer a diario a alguien cercano se asocia con sentirse más unidos al día siguiente.} affection {{author} lo dice sin rodeos aquí. Los mensajes cariñosos se asocian con relaciones de más calidad.} laughter {{author} se ríe aquí. Reírse juntos se asocia con la cercanía.} repair {{author} intenta arreglarlo aquí. Los intentos de reparación evitan que un desacuerdo se endurezca.} bid {{author} busca tu atención aquí: una pequeña llamada que se puede atender o dejar pasar.} friction {{author} habla desde la frustración aquí. Nombrar el problema y no a la persona mantiene un desacuerdo con solución.} stress {{author} carga con algo aquí; una pregunta breve y concreta ayuda más que un consejo.} joy {{author} comparte una buena noticia aquí. Responder con entusiasmo a las buenas noticias se asocia con la intimidad.} other {{author} escribió esto.}}',
  quote: '{author}: «{text}»',
  'summary.volume':
    'Tú y {contact} intercambiasteis {written, plural, one {# mensaje} other {# mensajes}} entre el {from} y el {to}, en {sessions, plural, one {# conversación} other {# conversaciones}}.',
  'summary.balance':
    'Escribiste el {myShare, number, percent} y abriste {myOpened} de las {sessions} conversaciones; {contact} abrió {contactOpened}.',
  'summary.replies': '{contact} solía responderte en {contactReply}; tú respondías en {myReply}.',
  'summary.themes': 'Hablasteis sobre todo de {themes}, casi siempre por las {part}.',
  'summary.tone':
    '{trend, select, warming {El tono se volvió más cálido de la primera mitad a la segunda.} cooling {El tono se enfrió de la primera mitad a la segunda.} other {El tono se mantuvo estable de principio a fin.}}',
  'signal.conflict':
    '{conflicts, plural, one {Hubo # momento tenso} other {Hubo # momentos tensos}} y {repaired, plural, =0 {ninguno terminó con una reparación} one {# terminó con una reparación} other {# terminaron con una reparación}}.',
  'signal.silence':
    '{n, plural, one {Una vez} other {# veces}} un momento tenso fue seguido de horas de silencio; callar puede sentirse como un muro al otro lado.',
  'signal.bids':
    '{contact} te buscó {made, plural, one {# vez} other {# veces}} con una pregunta o una llamada de atención y obtuvo respuesta {answered} de esas veces.',
  'signal.imbalance': 'Abriste {myOpened} de las {sessions} conversaciones: casi siempre eres tú quien da el primer paso.',
  'signal.quiet': '{contact} abrió {contactOpened} de las {sessions} conversaciones: casi siempre es quien da el primer paso.',
  'signal.stress': 'El estrés apareció {n, plural, one {una vez} other {# veces}}, sobre todo por parte de {who}.',
  'signal.warm':
    'Hubo {positive, plural, one {# mensaje cálido} other {# mensajes cálidos}} frente a {negative, plural, =0 {ninguno tenso} one {# tenso} other {# tensos}}.',
  'guide.pattern': 'El patrón',
  'guide.glance': 'De un vistazo',
  'guide.lens': 'A través de {wisdom}',
  'row.messages': 'Mensajes',
  'row.words': 'Palabras',
  'row.opened': 'Conversaciones iniciadas',
  'row.questions': 'Preguntas hechas',
  'row.answered': 'Preguntas respondidas',
  'row.reply': 'Tiempo habitual de respuesta',
  'row.warm': 'Mensajes cálidos',
  'row.tense': 'Mensajes tensos',
  'lens.view':
    '{lens, select, control {{wisdom} empieza por separar lo que depende de ti. En estos {written} mensajes con {contact}, tu parte es el {myShare, number, percent} que escribiste y cómo respondiste; los tiempos y el ánimo de {contact} no están en tu mano.} heart {{wisdom} lee una conversación primero con el corazón. En {written} mensajes, tú y {contact} volvisteis el uno al otro {sessions, plural, one {una vez} other {# veces}}, y en ese volver se ve el corazón.} flow {{wisdom} no empujaría esta conversación a ninguna parte. Tiene su propia corriente: {sessions, plural, one {# conversación} other {# conversaciones}}, sobre todo por las {part}, y {contact} abrió {contactOpened}.} mindful {{wisdom} te pide observar antes de reaccionar. En {written} mensajes con {contact}, fíjate en cuántas veces escribiste primero ({myOpened}) y en lo rápido que respondiste.} community {{wisdom} ve cada intercambio como parte de un círculo más amplio de deberes y cuidados. Tus {written} mensajes con {contact} son un hilo de ese círculo, y tú sostienes el {myShare, number, percent}.} growth {{wisdom} busca lo que ya funciona para construir sobre ello. En {written} mensajes con {contact}, las fortalezas se pueden contar, no imaginar.} meaning {{wisdom} pregunta qué significan para ti estos {written} mensajes con {contact}, más allá de lo que dicen. Los temas a los que volvéis, {themes}, son una pista de lo que importa.} strategy {{wisdom} estudia el terreno antes de moverse. El terreno aquí: {written} mensajes, {sessions, plural, one {# conversación} other {# conversaciones}}, y {contact} abrió {contactOpened}.} other {{wisdom} pide honestidad antes que comodidad. {written} mensajes con {contact}: di lo que muestran, no lo que te gustaría que mostraran.}}',
  'lens.action':
    '{lens, select, control {Antes de tu próxima respuesta a {contact}, anota una cosa que controlas y otra que no, y responde solo desde la primera.} heart {Envía a {contact} una frase que nombre algo que valoras de esa persona, sin pedir nada a cambio.} flow {Deja que la próxima conversación con {contact} empiece sola; cuando empiece, síguela en lugar de dirigirla.} mindful {Lee dos veces el próximo mensaje de {contact} y respira tres veces antes de contestar.} community {Pregunta a {contact} cómo está alguien cercano a su vida, y recuerda la respuesta.} growth {Dile a {contact} una cosa que hizo bien esta semana, con detalle.} meaning {Pregúntate qué esperas que sienta {contact} después de hablar contigo, y escribe en esa dirección.} strategy {Elige una cosa que quieras del próximo intercambio con {contact} y dila en un mensaje claro.} other {Dile a {contact} la verdad con amabilidad, una vez, y deja que repose.}}',
  'lens.prompt':
    '{lens, select, control {Envía a {contact}: «No puedo cambiar cómo fue esta semana, pero sí cómo hablamos de ella. ¿Cómo estás de verdad?»} heart {Envía a {contact}: «Hoy pensé en ti y sonreí. Gracias por ser como eres.»} flow {Envía a {contact}: «Sin planes ni presión: esta noche estoy por aquí si te apetece hablar.»} mindful {Envía a {contact}: «Esta vez he leído bien tu último mensaje. ¿Me cuentas más?»} community {Envía a {contact}: «¿Cómo están todos por tu casa? Me gustaría saberlo.»} growth {Envía a {contact}: «Algo que hiciste hace poco me ayudó mucho. Me di cuenta y te lo agradezco.»} meaning {Envía a {contact}: «¿Qué es lo que más te ha rondado la cabeza esta semana?»} strategy {Envía a {contact}: «¿Buscamos diez minutos esta semana para resolver juntos una cosa?»} other {Envía a {contact}: «Quiero ser sincero contigo sobre algo, con cariño. ¿Es buen momento?»}}',
  'action.conflict':
    'Empieza con suavidad el próximo tema difícil con {contact}: describe la situación y lo que necesitas, no lo que siempre hace.',
  'action.bids': 'Cuando {contact} pregunte o comparta algo, responde primero a ese mensaje.',
  'action.imbalance': 'Deja un poco de espacio: que {contact} abra la próxima conversación, y mira qué trae.',
  'action.quiet': '{contact} es quien más te busca; abre tú la próxima conversación.',
  'action.stress': 'Hazle a {contact} una pregunta concreta sobre lo que le pesa, y simplemente escucha.',
  'action.warm': 'Nombra en voz alta ante {contact} uno de los momentos cálidos: lo que se reconoce tiende a crecer.',
  'books.title': '{title}, de {author}',
  'research.quote': '“{quote}” ({source})',
  'notEnough.wisdom':
    'Aún no hay datos suficientes: solo {written, plural, one {# mensaje escrito} other {# mensajes escritos}} con {contact} desde la última lectura. Una lectura necesita al menos {floor}; llegará con la próxima ejecución que los tenga.',
  'notEnough.title': 'Aún no hay suficientes mensajes',
  'notEnough.narrative':
    'Desde la última lectura solo llegaron {written, plural, one {# mensaje escrito} other {# mensajes escritos}} con {contact}. Con tan poco, cualquier patrón sería una conjetura, así que esta lectura no propone ninguno. Necesita al menos {floor}.',
  'looped.title':
    '{pattern, select, conflict {Tensión con {contact}, y el camino de vuelta} bids {Buscarse, y encontrarse} imbalance {Quién sostiene la conversación con {contact}} quiet {{contact} sigue buscándote} stress {Llevar el estrés entre dos} other {Un cariño que sigue apareciendo con {contact}}}',
  'looped.bids':
    '{contact} hizo {made, plural, one {# llamada} other {# llamadas}} a tu atención (preguntas, cosas compartidas, cariño) y respondiste a {answered}; tú hiciste {myMade} y {contact} respondió a {myAnswered}; en un seguimiento de recién casados, las parejas que seguían juntas habían respondido a cerca del 86% de esas llamadas; contar mensajes es solo una aproximación a lo que los investigadores codificaron en persona.',
  'looped.laughter':
    'Os reísteis juntos en {shared, plural, =0 {ninguna conversación} one {# conversación} other {# conversaciones}}; reírse juntos se asocia con la cercanía y la calidad de la relación.',
  'looped.ratio':
    'Los mensajes cálidos superaron a los tensos {ratio, number, ::.#} a 1, una cifra inspirada en hallazgos de laboratorio (unos 5 momentos positivos por cada negativo en parejas estables durante un conflicto), no es una regla para los mensajes.',
  'looped.ratio.none': 'No hubo ni un mensaje tenso entre los {written}.',
  'looped.trend':
    '{trend, select, warming {A lo largo de estos mensajes el tono se volvió más cálido.} cooling {A lo largo de estos mensajes el tono se enfrió un poco; vale la pena notarlo, no preocuparse.} other {El tono se mantuvo estable de principio a fin.}}',
  'looped.emotional':
    '{contact} sonó cálido en el {contactWarm, number, percent} de sus mensajes y tenso en el {contactTense, number, percent}; tú, cálido en el {myWarm, number, percent} y tenso en el {myTense, number, percent}.',
  'looped.track': '{title}: {reason}',
  'track.reason':
    '{id, select, 1 {para notar y responder a las pequeñas llamadas de {contact}} 2 {para que los momentos cálidos superen a los tensos} 3 {para dejar espacio a la risa compartida} 4 {para nombrar lo que sentís antes de actuar} 5 {para empezar con suavidad los temas difíciles} 6 {para ver un desacuerdo desde la mirada de un tercero neutral} 7 {para hablar de lo que ambos valoráis} other {para sentir que podéis contar el uno con el otro}}',
  'looped.closing': 'Algo que probar: {prompt} Esta lectura describe mensajes, no personas, y no es terapia.',
  'looped.prompt':
    '{pattern, select, conflict {envía a {contact} «Quiero que estemos bien. ¿Lo hablamos con calma luego?»} bids {la próxima vez que {contact} pregunte o comparta algo, responde a eso primero.} imbalance {deja que {contact} empiece la próxima conversación y recíbela con calidez.} quiet {empieza tú la próxima conversación con {contact}, hoy mismo.} stress {pregunta a {contact} «¿Qué te ayudaría esta semana?»} other {cuéntale a {contact} algo que disfrutaste de estas conversaciones.}}',
  'zodiac.sign':
    '{sign, select, Aries {Aries} Taurus {Tauro} Gemini {Géminis} Cancer {Cáncer} Leo {Leo} Virgo {Virgo} Libra {Libra} Scorpio {Escorpio} Sagittarius {Sagitario} Capricorn {Capricornio} Aquarius {Acuario} other {Piscis}}',
  'oracle.chart': 'Sol en {sun} a {sunDegrees}°, Luna en {moon}',
  'oracle.chart.rising': ', ascendente {ascendant} a {ascendantDegrees}°',
  'oracle.chart.moonEither': '{first} o {second} (la Luna cambió de signo ese día)',
  'oracle.akashic':
    '{chart}. {element, select, fire {El fuego guía esta carta: el valor te sale solo, la paciencia no tanto.} earth {La tierra guía esta carta: constancia y cuidado por lo real.} air {El aire guía esta carta: ideas, palabras y conexión.} other {El agua guía esta carta: primero el sentir, después el pensar.}} Para reflexionar y entretenerse, no para predecir.',
  'oracle.noTime': 'Sin hora de nacimiento se omite el ascendente; añádela para verlo.',
  'oracle.mirror':
    'Con {contact} habláis sobre todo por las {part}, y {opener, select, me {sueles abrir tú la conversación} other {{contact} suele abrir la conversación}}: un ritmo {element, select, fire {ardiente} earth {sereno} air {curioso} other {tierno}} que refleja tu Sol en {sun}.',
  'oracle.reflection.sun':
    'Tu Sol en {sun}: {element, select, fire {actúa con la chispa y detente antes del segundo paso.} earth {construye despacio; lo que cuidas perdura.} air {di la idea en voz alta; crece cuando se comparte.} other {confía en lo que sientes y luego ponle palabras.}}',
  'oracle.reflection.moon': 'Tu Luna en {moon} tiñe cómo necesitas consuelo: pídelo como lo ofrecerías.',
  'oracle.reflection.rising': 'Ascendente en {ascendant}: la primera impresión que das es la puerta por la que entran los demás.',
  'oracle.reflection.messages': 'En {written} mensajes, {contact} te trajo sobre todo {themes}.',
  'oracle.guide': 'Tu guía en este ciclo: {guide}. {example}',
  'oracle.vibe': '{element, select, fire {Chispa} earth {Ancla} air {Brisa} other {Marea}}',
  'oracle.daily.morning': 'Mañana',
  'oracle.daily.afternoon': 'Tarde',
  'oracle.daily.evening': 'Noche',
  'oracle.action.morning':
    '{element, select, fire {Muévete primero: un paseo rápido antes del móvil.} earth {Ordena una cosa pequeña antes de empezar.} air {Escribe tres líneas sobre lo que quieres hoy.} other {Siéntate con tu café dos minutos en silencio.}}',
  'oracle.action.afternoon': 'Envía a {contact} un mensaje que no necesite respuesta.',
  'oracle.action.evening':
    '{element, select, fire {Nombra con amabilidad una cosa que hiciste con prisa hoy.} earth {Deja preparada una cosa para tu yo de mañana.} air {Llama a alguien en lugar de escribirle.} other {Escribe un sentimiento sin juzgarlo.}}',
  'oracle.color':
    '{color, select, red {Rojo} orange {Naranja} gold {Dorado} green {Verde} teal {Verde azulado} blue {Azul} indigo {Índigo} violet {Violeta} silver {Plata} other {Rosa}}',
  'oracle.affirmation.1':
    '{element, select, fire {Mi valor es cálido, no ruidoso.} earth {Crezco al ritmo de las cosas reales.} air {Mis palabras tienden puentes.} other {Mis sentimientos son mensajeros sabios.}}',
  'oracle.affirmation.2': 'Recibo a {contact} con la mano abierta.',
  'oracle.ritual':
    '{element, select, fire {Enciende una vela esta noche y nombra algo que estás listo para empezar.} earth {Sostén una piedra o una planta un minuto y nombra lo que quieres mantener firme.} air {Abre una ventana, respira tres veces y di una intención en voz alta.} other {Lávate las manos despacio con agua tibia y deja que se lleve una preocupación.}}',
  trait:
    '{trait, select, grateful {Agradecido: da las gracias a menudo} quick {Responde rápido} initiator {Suele empezar la conversación} curious {Curioso: hace muchas preguntas} playful {Juguetón: se ríe con facilidad} planner {Hace planes} caring {Cariñoso} repairing {Hace las paces rápido tras un desacuerdo} stressed {Con algo de estrés últimamente} other {Constante}}',
  event:
    '{theme, select, plans {Planes con {contact}} work {Novedades de trabajo con {contact}} family {Novedades familiares con {contact}} health {Temas de salud con {contact}} money {Temas de dinero con {contact}} food {Una comida con {contact}} travel {Un viaje con {contact}} other {Tiempo con {contact}}} ({date})',
};
