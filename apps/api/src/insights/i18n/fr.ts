import type { en } from './en.ts';

export const fr: Record<keyof typeof en, string> = {
  'duration.minutes': '{n, plural, one {# minute} other {# minutes}}',
  'duration.hours': '{n, plural, one {# heure} other {# heures}}',
  'duration.days': '{n, plural, one {# jour} other {# jours}}',
  'part.name': '{part, select, morning {le matin} afternoon {l’après-midi} evening {le soir} other {tard dans la nuit}}',
  'topic.none': 'la vie de tous les jours',
  quote: '{author} : « {text} »',

  'clause.reach':
    '{initiator, select, me {tu as entamé {mine} des {sessions} conversations} contact {{contact} a entamé {theirs} des {sessions} conversations} other {vous avez entamé les conversations à tour de rôle}}',
  'clause.climate':
    '{tone, select, warm {{trend, select, cooling {le ton était chaleureux au début, puis s’est refroidi vers la fin} warming {le ton était chaleureux et l’est devenu encore plus} other {le ton est resté chaleureux du début à la fin}}} mixed {{trend, select, cooling {chaleur et frictions ont alterné, et les derniers jours ont été plus froids} warming {chaleur et frictions ont alterné, et les derniers jours ont été plus doux} other {chaleur et frictions ont alterné tout du long}}} tense {{trend, select, warming {le ton était tendu, mais il s’est apaisé vers la fin} cooling {le ton était tendu et s’est encore refroidi} other {la tension était présente du début à la fin}}} other {{trend, select, cooling {les échanges étaient brefs et polis, et sont devenus encore plus brefs} warming {les échanges étaient brefs au début, puis se sont ouverts} other {les échanges étaient brefs et allaient droit au but}}}}',

  'evidence.kind':
    '{kind, select, tension {Un moment tendu} repair {Un geste de réconciliation} excuse {Une excuse} sarcasm {Du sarcasme} guiltTrip {Une blessure mise de côté} missedBid {Une question restée en suspens} flatReply {Une réponse en un mot} affection {De la tendresse} gratitude {Des remerciements} goodNews {Une bonne nouvelle} congratulation {Des félicitations} sympathy {Du soutien} laughter {Des rires} stress {Du stress} other {Une main tendue}}',

  'looped.title':
    '{finding, select, openConflict {{variant, select, a {Toujours en suspens avec {contact} : {topic}} other {Une dispute avec {contact}, toujours pas réglée}}} repaired {{variant, select, a {Un passage difficile avec {contact}, et le chemin du retour} b {Après les frictions sur {topic}, se réconcilier avec {contact}} other {Un désaccord avec {contact}, puis la paix retrouvée}}} drifting {{variant, select, a {Écrire à {contact}, et recevoir moins de réponses} other {Chez {contact}, des réponses de plus en plus courtes}}} reachingMe {{variant, select, a {Tu portes l’essentiel de la conversation avec {contact}} other {Qui fait le premier pas : surtout toi, avec {contact}}}} reachingThem {{variant, select, a {{contact} revient sans cesse vers toi} b {{contact} écrit souvent en premier, sur {topic} et bien d’autres choses} other {{contact} écrit le plus souvent en premier}}} strain {{variant, select, a {{contact} et toi, dans une période lourde} other {Affronter {topic} à deux, avec {contact}}}} celebration {{variant, select, a {Une bonne nouvelle, partagée avec {contact}} b {De bonnes nouvelles avec {contact}, y compris sur {topic}} other {Quelque chose à fêter avec {contact}}}} practical {{variant, select, a {{topic} : où en sont les choses avec {contact}} other {Avancer sur {topic} avec {contact}}}} warming {{variant, select, a {De plus en plus proches, {contact} et toi} other {Plus de chaleur ces temps-ci entre {contact} et toi}}} other {{variant, select, a {Bonne compagnie : {contact} et toi} other {Une chaleur tranquille avec {contact}}}}}',
  'looped.opening':
    '{kind, select, work {{variant, select, a {Du {from} au {to}, {contact} et toi avez échangé {written, plural, one {# message} other {# messages}} concernant {topics}.} other {{written, plural, one {# message a circulé} other {# messages ont circulé}} entre {contact} et toi en {days, plural, one {# jour} other {# jours}}, concernant {topics}.}}} other {{variant, select, a {En {days, plural, one {# jour} other {# jours}}, {contact} et toi avez écrit {written, plural, one {# message} other {# messages}}, portant surtout sur {topics}.} other {Du {from} au {to}, l’essentiel des {written, plural, one {# message} other {# messages}} entre {contact} et toi a porté sur {topics}.}}}}',
  'looped.reach':
    '{variant, select, a {{initiator, select, me {Tu as entamé {mine} des {sessions} conversations ; {contact} en a entamé {theirs}.} contact {{contact} a entamé {theirs} des {sessions} conversations, et toi {mine}.} other {L’initiative a été partagée : tu as entamé {mine} des {sessions} conversations, et {contact} {theirs}.}}} b {{initiator, select, me {Sur les {sessions} conversations, {mine} ont commencé par un message de ta part, et {theirs} par un message envoyé par {contact}.} contact {Sur les {sessions} conversations, {theirs} ont commencé par un message envoyé par {contact}, et {mine} par un message de ta part.} other {Sur {sessions} conversations, c’est toi qui as envoyé le premier message {mine} fois, et {contact}, {theirs} fois.}}} other {{initiator, select, me {C’est toi qui as lancé la plupart des conversations, sur {topic} comme sur le reste : {mine} sur {sessions}, contre {theirs} pour {contact}.} contact {C’est {contact} qui a lancé la plupart des conversations, sur {topic} comme sur le reste : {theirs} sur {sessions}, contre {mine} pour toi.} other {Sur {topic} comme sur le reste, vous avez lancé les conversations à tour de rôle : {mine} pour toi, {theirs} pour {contact}.}}}}',
  'looped.cooling':
    '{who, select, me {Au fil des jours, tu as répondu de plus en plus tard et de plus en plus brièvement : en {earlyReply} environ et en {earlyWords, plural, one {# mot} other {# mots}} au début, en {lateReply} environ et en {lateWords, plural, one {# mot} other {# mots}} à la fin.} other {Au fil des jours, {contact} a répondu de plus en plus tard et de plus en plus brièvement : en {earlyReply} environ et en {earlyWords, plural, one {# mot} other {# mots}} au début, en {lateReply} environ et en {lateWords, plural, one {# mot} other {# mots}} à la fin.}}',
  'looped.warming':
    '{who, select, me {Tu as répondu de plus en plus vite et de plus en plus longuement : en {earlyReply} environ au début, en {lateReply} environ à la fin.} other {{contact} a répondu de plus en plus vite et de plus en plus longuement : en {earlyReply} environ au début, en {lateReply} environ à la fin.}}',
  'looped.flat':
    '{who, select, me {{count} de tes réponses tenaient en un seul mot, comme « {example} ».} other {Chez {contact}, {count} réponses tenaient en un seul mot, comme « {example} ».}}',
  'looped.missedBid': '« {quote} » {reply, select, none {est resté sans réponse ce jour-là} other {n’a reçu que « {answer} » en réponse}}.',
  'looped.conflictOpen':
    'Le {date}, « {quote} » a ouvert une période tendue, et rien de ce qui a été écrit depuis n’a permis d’en parler à fond.',
  'looped.conflictRepaired':
    'Le {date}, « {quote} » a ouvert une période tendue ; {repairBy, select, me {tu as arrangé les choses} other {{contact} a arrangé les choses}} {delay} plus tard : « {repairQuote} ».',
  'looped.excuse': '« {quote} » expliquait une absence sans l’assumer : une excuse, qui à elle seule ne répare pas grand-chose.',
  'looped.sarcasm': '« {quote} » sonne comme un compliment, mais cache un reproche.',
  'looped.guiltTrip':
    '« {quote} » ressemble à un lâcher-prise, mais se lit plutôt comme une blessure mise de côté que comme une page tournée.',
  'looped.goodNews':
    '{who, select, me {Tu as partagé une bonne nouvelle, « {quote} »,} other {{contact} a partagé une bonne nouvelle, « {quote} »,}} et {answer, select, warm {elle a été accueillie chaleureusement} flat {elle n’a reçu qu’une réponse brève} other {elle est restée sans réponse ce jour-là}}.',
  'looped.sympathy':
    'Dans un moment difficile, {who, select, me {tu as répondu} other {{contact} a répondu}} par du soutien : « {quote} ».',
  'looped.laughter':
    '{variant, select, a {Vous avez ri ensemble dans {shared} des {sessions} conversations.} b {Les rires sont venus de part et d’autre dans {shared} des {sessions} conversations, y compris celles sur {topic}.} other {Entre les échanges sur {topic} et tout le reste, vous avez ri ensemble dans {shared} des {sessions} conversations.}}',
  'looped.workReplies':
    '{kind, select, work {Les questions sur {topic} recevaient une réponse en {reply} environ, généralement en une ligne ou deux.} other {Les questions sur {topic} recevaient une réponse en {reply} environ.}}',
  'looped.climate':
    '{variant, select, a {Le ton était {tone, select, warm {chaleureux} mixed {mitigé, entre chaleur et frictions} tense {tendu} other {laconique et égal, sans grande émotion dans un sens ou dans l’autre}} : {warmShare, number, percent} des messages semblaient chaleureux et {tenseShare, number, percent} tendus.} b {Concernant {topic}, les messages étaient {tone, select, warm {surtout chaleureux} mixed {tour à tour chaleureux et piquants} tense {souvent tendus} other {courts et factuels}} ({warmShare, number, percent} chaleureux, {tenseShare, number, percent} tendus).} other {Au total, {warmShare, number, percent} des messages semblaient chaleureux et {tenseShare, number, percent} tendus : dans l’ensemble, {tone, select, warm {une conversation chaleureuse} mixed {une conversation faite de chaleur et de frictions} tense {une conversation tendue} other {une conversation égale, sans éclats}}.}}',
  'looped.trend':
    '{trend, select, warming {La conversation s’est réchauffée au fil de la période : {why}.} cooling {La conversation s’est refroidie au fil de la période : {why}.} steady {{variant, select, a {Le ton est resté le même du début à la fin, jusque dans les messages sur {topic}.} b {Les derniers jours ressemblaient beaucoup aux premiers, y compris sur {topic}.} other {Le ton n’a guère changé entre les premiers messages et les derniers, y compris sur {topic}.}}} other {{variant, select, a {La période est trop courte pour dire si la conversation se réchauffe ou se refroidit.} b {Trop peu de jours pour dégager une tendance ; les prochaines lectures la montreront.} other {Il est encore trop tôt pour dire dans quel sens les choses évoluent.}}}}',
  'why.replies': '{direction, select, up {les réponses sont arrivées plus vite} other {les réponses sont arrivées plus lentement}}',
  'why.length': '{direction, select, up {les messages se sont allongés} other {les messages ont raccourci}}',
  'why.flat': '{direction, select, up {moins de réponses en un mot} other {plus de réponses en un mot}}',
  'why.answered': '{direction, select, up {plus de questions ont reçu une réponse} other {plus de questions sont restées sans réponse}}',
  'why.tone': '{direction, select, up {les mots se sont faits plus chaleureux} other {les mots se sont refroidis}}',
  'looped.track':
    '{title} : {reason}{studied, select, couples { (recherche menée auprès de couples)} close { (recherche menée auprès de couples ; ici, comme grille de lecture pour toute relation proche)} other {}}',
  'track.reason':
    '{id, select, 1 {pour remarquer les petites demandes d’attention que t’adresse {contact}, et y répondre, comme celles qui concernent {topic}} 2 {pour que les moments chaleureux l’emportent sur les moments tendus, y compris pour {topic}} 3 {pour faire de la place au rire partagé, au-delà de sujets comme {topic}} 4 {pour nommer ce que tu ressens avant d’agir, surtout sur un sujet comme {topic}} 5 {pour aborder en douceur la prochaine conversation difficile sur {topic}} 6 {pour considérer le désaccord sur {topic} avec le regard bienveillant et neutre d’un tiers} 7 {pour parler de ce qui compte pour vous deux, au-delà de sujets comme {topic}} other {pour que se tourner vers l’autre reste sans risque, y compris pour {topic}}}',
  'looped.themeName':
    '{finding, select, openConflict {une dispute en suspens} repaired {un désaccord réparé} drifting {des réponses plus courtes} reachingMe {toi qui fais le premier pas} reachingThem {{contact} qui fait le premier pas} strain {une période lourde} celebration {de bonnes nouvelles} practical {l’organisation} warming {un rapprochement} other {une chaleur constante}}',
  'looped.closing':
    '{variant, select, a {Une chose à essayer : {prompt} Cette lecture de vos échanges sur {topic} décrit des messages, pas des personnes, et ce n’est pas une thérapie.} b {Un petit pas pour cette semaine : {prompt} Ce sont des tendances dans ce que vous avez écrit sur {topic}, pas des jugements sur qui que ce soit, et ce n’est pas une thérapie.} other {Si tu veux aller plus loin : {prompt} Une lecture de messages sur {topic} ne rend de verdict sur personne, et ne remplace pas une thérapie.}}',
  'looped.prompt':
    '{finding, select, openConflict {{variant, select, a {{kind, select, work {envoie à {contact} : « Je repense à ce qui s’est passé. J’aimerais entendre votre point de vue, calmement. Quand est-ce que cela vous arrangerait ? »} other {envoie à {contact} : « Je n’arrête pas de repenser à ce qui s’est passé. J’aimerais entendre ton point de vue, calmement. Quand est-ce que ça t’arrange ? »}}} b {{kind, select, work {envoie à {contact} : « Pourrions-nous reparler de l’autre jour ? Je préfère comprendre qu’avoir raison. »} other {envoie à {contact} : « On peut reparler de l’autre jour ? Je préfère comprendre qu’avoir raison. »}}} other {{kind, select, work {envoie à {contact} : « Je ne veux pas en rester là. Pourrions-nous en parler quand vous le souhaiterez ? »} other {envoie à {contact} : « Je ne veux pas qu’on en reste là. On pourrait en parler quand tu en auras envie ? »}}}}} repaired {dis à {contact} ce qui vous a permis de faire la paix, pour retrouver ce chemin plus facilement la prochaine fois que quelque chose comme {topic} se mettra entre vous.} drifting {pose à {contact} une question ouverte sur {topic}, et laisse le temps d’une réponse sans hâte.} reachingMe {laisse {contact} lancer la prochaine conversation, et accueille-la chaleureusement quand elle viendra.} reachingThem {lance toi-même la prochaine conversation avec {contact}, dès aujourd’hui, sur {topic} ou sur autre chose.} strain {{kind, select, work {demande à {contact} : « Qu’est-ce qui vous aiderait cette semaine ? », puis écoute, simplement.} other {demande à {contact} : « Qu’est-ce qui t’aiderait cette semaine ? », puis écoute, simplement.}}} celebration {{variant, select, a {pose à {contact} une question de plus sur la bonne nouvelle ; c’est l’enthousiasme que les gens retiennent.} b {fête la bonne nouvelle avec {contact} d’une façon qui vous ressemble : un appel, un verre ou une sortie.} other {dis à {contact} ce que tu as ressenti en apprenant la nouvelle.}}} practical {{kind, select, work {confirme la prochaine étape sur {topic} en un message clair.} other {règle la prochaine étape sur {topic} en un message court.}}} warming {rappelle à {contact} un bon moment partagé cette semaine.} other {dis à {contact} une chose que tu as aimée dans ces conversations.}}',

  'since.first':
    '{variant, select, a {C’est la première lecture de tes messages avec {contact}, à commencer par {topic} ; la prochaine dira ce qui a changé.} b {Une première lecture avec {contact} : elle sert de point de référence, y compris sur {topic}, et la suivante s’y comparera.} other {La première lecture pour toi et {contact} : désormais, chacune dira ce qui a bougé depuis la précédente, à commencer par {topic}.}}',
  'since.changes': 'Depuis la dernière lecture, le {date} : {changes}.',
  'since.nothing': 'Depuis la dernière lecture, le {date}, peu de choses ont changé dans votre façon de vous écrire, {contact} et toi.',
  'since.reply':
    '{contact} a répondu en {now} environ, {direction, select, faster {plus vite que} other {plus lentement que}} la dernière fois ({before})',
  'since.opened': 'tu as entamé {mine} des {sessions} conversations, contre {mineBefore} sur {sessionsBefore} la fois précédente',
  'since.tone':
    'le ton est passé de {before, select, warm {chaleureux} mixed {mitigé} tense {tendu} other {laconique}} à {now, select, warm {chaleureux} mixed {mitigé} tense {tendu} other {laconique}}',
  'since.conflict':
    '{repaired, select, yes {il y a eu un moment tendu, et il a été réparé} other {il y a eu un moment tendu, toujours pas réglé}}{first, select, yes { : le premier depuis le {quietSince}} other {}}',
  'since.long': 'Sur {count} lectures depuis le {since}, la conversation a été {tones}.',
  'since.toneCount':
    '{tone, select, warm {chaleureuse} mixed {mitigée} tense {tendue} other {laconique}} {n, plural, =1 {une fois} =2 {deux fois} other {# fois}}',

  'row.messages': 'Messages',
  'row.words': 'Mots par message',
  'row.opened': 'Conversations entamées',
  'row.questions': 'Questions posées',
  'row.answered': 'Questions ayant reçu une réponse',
  'row.reply': 'Délai de réponse habituel',
  'row.flat': 'Réponses en un mot',
  'row.warm': 'Messages chaleureux',
  'row.tense': 'Messages tendus',
  'guide.glance': 'En un coup d’œil',
  'guide.lens': 'À travers {wisdom}',
  'books.title': '{title}, par {author}',
  'books.translated': '{by, select, yes {{title}, par {author}, traduction de {translator}} other {{title}, traduction de {translator}}}',
  'research.quote': '« {quote} » ({source})',

  'notEnough.wisdom':
    'Pas encore assez de données : seulement {written, plural, one {# message écrit} other {# messages écrits}} avec {contact} depuis la dernière lecture. Une lecture en demande au moins {floor} ; elle arrivera dès qu’il y en aura assez.',
  'notEnough.title': 'Pas encore assez de messages',
  'notEnough.narrative':
    'Depuis la dernière lecture, il n’est arrivé que {written, plural, one {# message écrit} other {# messages écrits}} avec {contact}. Avec si peu, toute tendance serait une supposition : cette lecture n’en avance donc aucune. Il en faut au moins {floor}.',

  'zodiac.sign':
    '{sign, select, Aries {Bélier} Taurus {Taureau} Gemini {Gémeaux} Cancer {Cancer} Leo {Lion} Virgo {Vierge} Libra {Balance} Scorpio {Scorpion} Sagittarius {Sagittaire} Capricorn {Capricorne} Aquarius {Verseau} other {Poissons}}',
  'oracle.chart': 'Soleil en {sun} à {sunDegrees}°, Lune en {moon}',
  'oracle.chart.rising': ', ascendant {ascendant} à {ascendantDegrees}°',
  'oracle.chart.moonEither': '{first} ou {second} (la Lune a changé de signe ce jour-là)',
  'oracle.akashic':
    '{chart}. {element, select, fire {Le feu domine ce thème : le courage vient facilement, la patience un peu moins.} earth {La terre domine ce thème : stabilité et soin du concret.} air {L’air domine ce thème : idées, mots et lien.} other {L’eau domine ce thème : le ressenti d’abord, la réflexion ensuite.}} Pour la réflexion et le divertissement, pas pour prédire l’avenir.',
  'oracle.noTime': 'Sans heure de naissance, l’ascendant est laissé de côté ; ajoute-la pour le voir.',
  'oracle.mirror':
    '{contact} et toi, vous échangez surtout {part}, et {opener, select, me {c’est généralement toi qui lances la conversation} contact {c’est généralement {contact} qui lance la conversation} other {vous lancez la conversation à tour de rôle}} : un rythme {element, select, fire {ardent} earth {ancré} air {curieux} other {tendre}} qui reflète ton Soleil en {sun}.',
  'oracle.reflection.sun':
    'Ton Soleil en {sun} : {element, select, fire {suis l’étincelle, puis marque une pause avant le deuxième pas.} earth {construis lentement ; ce que tu entretiens dure.} air {dis ton idée à voix haute ; elle grandit quand elle est partagée.} other {fais confiance à ce que tu ressens, puis mets-le en mots.}}',
  'oracle.reflection.moon':
    '{moon, select, Aries {Ta Lune en Bélier a besoin de traduire une émotion en acte avant qu’elle ne retombe : le réconfort vient de faire quelque chose ensemble.} Taurus {Ta Lune en Taureau s’apaise avec le familier : un repas, une routine, une voix posée.} Gemini {Ta Lune en Gémeaux se calme en parlant : une émotion nommée est déjà à moitié apaisée.} Cancer {Ta Lune en Cancer a besoin de se sentir chez elle avec quelqu’un avant de s’ouvrir.} Leo {Ta Lune en Lion a besoin d’être regardée avec chaleur : un mot sincère de reconnaissance va loin.} Virgo {Ta Lune en Vierge s’apaise en se rendant utile : les petites attentions concrètes sont son langage de l’amour.} Libra {Ta Lune en Balance a besoin de justice et d’harmonie : c’est un échange équilibré qui la rassure le plus.} Scorpio {Ta Lune en Scorpion accorde sa confiance lentement et ressent profondément : l’honnêteté compte plus que le confort.} Sagittarius {Ta Lune en Sagittaire a besoin d’espace et d’un projet à l’horizon.} Capricorn {Ta Lune en Capricorne montre son affection par la fiabilité, et se sent aimée de la même façon.} Aquarius {Ta Lune en Verseau a besoin de rester elle-même au cœur de la proximité.} other {Ta Lune en Poissons a besoin de douceur et d’un peu de calme pour entendre ce qu’elle ressent.}}',
  'oracle.reflection.rising':
    '{ascendant, select, Aries {Ascendant Bélier : tu abordes le monde de front, et les gens perçoivent d’abord ta franchise.} Taurus {Ascendant Taureau : tu abordes le monde avec calme, et les gens se sentent en sécurité auprès de toi.} Gemini {Ascendant Gémeaux : tu abordes le monde en posant des questions, et les gens remarquent d’abord ta curiosité.} Cancer {Ascendant Cancer : tu abordes le monde avec précaution, et les gens se sentent entourés de soin.} Leo {Ascendant Lion : tu abordes le monde avec chaleur, et les gens remarquent ton arrivée.} Virgo {Ascendant Vierge : tu abordes le monde avec attention, et les gens sentent que tu remarques les détails.} Libra {Ascendant Balance : tu abordes le monde avec grâce, et les gens se sentent à l’aise.} Scorpio {Ascendant Scorpion : tu abordes le monde avec réserve, et les gens devinent ta profondeur avant de la voir.} Sagittarius {Ascendant Sagittaire : tu abordes le monde avec ouverture, et ton optimisme est contagieux.} Capricorn {Ascendant Capricorne : tu abordes le monde avec sang-froid, et les gens te font vite confiance.} Aquarius {Ascendant Verseau : tu abordes le monde en restant toi-même, et les gens trouvent ta singularité rafraîchissante.} other {Ascendant Poissons : tu abordes le monde avec douceur, et les gens sentent que tu écoutes.}}',
  'oracle.today':
    '{phase, select, new {Aujourd’hui, c’est la nouvelle lune en {moon}.} waxingCrescent {Aujourd’hui, la Lune est croissante en {moon}.} firstQuarter {Aujourd’hui, la Lune est à son premier quartier en {moon}.} waxingGibbous {Aujourd’hui, la Lune croît en {moon}, presque pleine.} full {Aujourd’hui, c’est la pleine lune en {moon}.} waningGibbous {Aujourd’hui, la Lune décroît en {moon}, juste après la pleine lune.} lastQuarter {Aujourd’hui, la Lune est à son dernier quartier en {moon}.} other {Aujourd’hui, la Lune est dans son dernier croissant en {moon}.}}',
  'oracle.body': '{body, select, Sun {Le Soleil} Moon {La Lune} Mercury {Mercure} Venus {Vénus} other {Mars}}',
  'oracle.retrograde':
    '{planets} {count, plural, one {est rétrograde} other {sont rétrogrades}} : un moment pour revoir et réparer plutôt que pour commencer du neuf.',
  'oracle.transit':
    '{body} {aspect, select, conjunction {est en conjonction avec} sextile {est en sextile avec} square {est en carré avec} trine {est en trigone avec} other {est en opposition avec}} {point, select, sun {ton Soleil natal} moon {ta Lune natale} other {ton Ascendant natal}}',
  'oracle.transitMeaning':
    '{body, select, Sun {{quality, select, harmonious {l’énergie vient facilement ; sers-t’en pour une chose que tu repousses avec {contact}.} tense {ta volonté rencontre des résistances ; choisis la seule chose qui compte et laisse le reste attendre.} other {les projecteurs sont sur toi aujourd’hui ; laisse {contact} voir ce que tu veux.}}} Moon {{quality, select, harmonious {les humeurs se partagent facilement ; un message léger à {contact} sera bien reçu.} tense {les émotions montent vite et retombent vite ; avant une réponse sèche, laisse passer la nuit.} other {tu ressens tout un peu plus fort ; dis simplement ce dont tu as besoin.}}} Mercury {{quality, select, harmonious {les mots tombent juste ; une bonne journée pour régler quelque chose avec {contact}.} tense {les messages sont vite mal compris ; relis avant d’envoyer et demande avant de supposer.} other {ton esprit est occupé par {topic} ; écris ce que tu en penses avant d’en parler.}}} Venus {{quality, select, harmonious {la tendresse vient facilement ; dis à {contact} quelque chose que tu apprécies.} tense {ce que tu veux et ce que tu as peuvent tirer dans des sens opposés ; préfère la générosité au fait d’avoir raison.} other {l’affection affleure ; laisse-la se voir.}}} other {{quality, select, harmonious {ton énergie est stable ; termine quelque chose avec {contact} au lieu d’en commencer trois.} tense {la patience est courte ; compte jusqu’à dix avant de répondre à {contact}.} other {le courage est là ; dis avec douceur ce que tu retiens depuis un moment.}}}}',
  'oracle.quietSky':
    'Les planètes ne forment aucun aspect serré avec ton thème aujourd’hui : une journée calme pour garder ce qui fonctionne.',
  'oracle.reflection.messages': 'Sur {written} messages, tes échanges avec {contact} sont sans cesse revenus sur {topics}.',
  'oracle.guide': 'Ton guide pour ce cycle : {guide}. {example}',
  'oracle.vibe':
    '{quality, select, harmonious {{element, select, fire {Étincelle légère} earth {Ancre sûre} air {Brise favorable} other {Marée paisible}}} tense {{element, select, fire {Silex frappé} earth {Roche mère} air {Vent de travers} other {Contre-courant}}} other {{element, select, fire {Étincelle} earth {Ancre} air {Brise} other {Marée}}}}',
  'oracle.daily.morning': 'Matin',
  'oracle.daily.afternoon': 'Après-midi',
  'oracle.daily.evening': 'Soir',
  'oracle.action.morning':
    '{element, select, fire {Bouge d’abord : une marche rapide avant le téléphone.} earth {Range une petite chose avant de commencer.} air {Écris trois lignes sur ce que tu veux aujourd’hui.} other {Prends ton café en silence pendant deux minutes.}}',
  'oracle.action.afternoon':
    '{body, select, Mercury {{kind, select, work {Règle avec {contact} un point en suspens sur {topic}, en un seul message clair.} other {Pose à {contact} une vraie question sur {topic}, et lis la réponse deux fois.}}} Venus {{kind, select, work {Remercie {contact} pour une chose précise concernant {topic}.} other {Dis à {contact} une chose que tu apprécies, sans rien demander en retour.}}} Mars {{kind, select, work {Termine la prochaine étape sur {topic} avant d’écrire à {contact}.} other {Si quelque chose te gêne concernant {topic}, parles-en à {contact} tôt et avec douceur, pas tard et en haussant le ton.}}} Moon {{kind, select, work {Aujourd’hui, garde tes messages à {contact} courts et aimables.} other {Demande à {contact} comment ça va, sans parler de projets.}}} other {{kind, select, work {Règle un point en attente avec {contact}, en un seul message aimable.} other {Envoie à {contact} un message qui n’appelle pas de réponse.}}}}',
  'oracle.action.evening':
    '{element, select, fire {Nomme avec bienveillance une chose que tu as faite trop vite aujourd’hui.} earth {Range une chose pour le toi de demain.} air {Appelle quelqu’un au lieu d’écrire.} other {Note une émotion sans la juger.}}',
  'oracle.color':
    '{color, select, red {Rouge} orange {Orange} gold {Or} green {Vert} teal {Bleu canard} blue {Bleu} indigo {Indigo} violet {Violet} silver {Argent} other {Rose}}',
  'oracle.affirmation.1':
    '{element, select, fire {Mon courage est chaleureux, pas bruyant.} earth {Je grandis au rythme des choses vraies.} air {Mes mots construisent des ponts.} other {Mes émotions sont de sages messagères.}}',
  'oracle.affirmation.2':
    '{quality, select, harmonious {{kind, select, work {Le travail avance bien entre {contact} et moi.} other {Ce qui est simple entre {contact} et moi mérite d’être dit à voix haute.}}} tense {{kind, select, work {Je tiens parole avec {contact}, calmement.} other {Je peux être en désaccord avec {contact} et garder ma bienveillance.}}} other {{kind, select, work {J’exprime clairement mes besoins à {contact}.} other {J’accueille {contact} à bras ouverts.}}}}',
  'oracle.ritual':
    '{phase, select, new {Nouvelle lune : écris une intention pour les semaines à venir sur un bout de papier et garde-le dans ton portefeuille.} waxingCrescent {Lune croissante : arrose une plante ou commence quelque chose de petit, et nomme ce que tu veux voir grandir.} firstQuarter {Premier quartier : choisis un obstacle et fais un pas pour le franchir avant de dormir.} waxingGibbous {Lune presque pleine : range un coin de ton logement et remarque ce qui demande à être terminé.} full {Pleine lune : allume une bougie et nomme une chose pour laquelle tu éprouves de la gratitude, et une autre qu’il est temps de laisser partir.} waningGibbous {Lune décroissante : partage une chose apprise ce mois-ci avec quelqu’un que ça intéressera.} lastQuarter {Dernier quartier : écris une rancune sur un papier, puis déchire-le.} other {Fin du cycle lunaire : couche-toi tôt ce soir et laisse ton esprit s’apaiser.}}',
  trait:
    '{trait, select, grateful {Reconnaissance : remercie souvent} quick {Répond vite} initiator {Lance souvent la conversation} curious {Curiosité : pose beaucoup de questions} playful {Légèreté : rit facilement} caring {Exprime de la tendresse} repairing {Fait vite la paix après un désaccord} supportive {Soutient dans les moments difficiles} stressed {Sous pression ces derniers temps} other {Constance}}',
  event: '{topic} avec {contact} ({date})',
};
