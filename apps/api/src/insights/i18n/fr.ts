import type { en } from './en.ts';

export const fr: Record<keyof typeof en, string> = {
  'duration.minutes': '{n, plural, one {# minute} other {# minutes}}',
  'duration.hours': '{n, plural, one {# heure} other {# heures}}',
  'duration.days': '{n, plural, one {# jour} other {# jours}}',
  'part.name': '{part, select, morning {matins} afternoon {après-midi} evening {soirées} other {nuits}}',
  'theme.name':
    '{theme, select, plans {rendez-vous} work {travail} family {famille} health {santé} money {argent} food {repas} travel {voyages} gratitude {gratitude} humour {humour} affection {tendresse} friction {frictions} stress {stress} joy {bonnes nouvelles} other {la vie de tous les jours}}',
  'evidence.kind':
    '{kind, select, gratitude {Gratitude} affection {Tendresse} laughter {Rire} repair {Réparation} bid {Une demande d’attention} friction {Friction} stress {Stress} joy {Bonne nouvelle} other {Un moment}}',
  'evidence.comment':
    '{kind, select, gratitude {{author} dit merci ici. Remercier chaque jour un proche est associé à un sentiment de lien plus fort le lendemain.} affection {{author} le dit simplement ici. Les messages tendres sont associés à une meilleure qualité de relation.} laughter {{author} rit ici. Rire ensemble est associé à la proximité.} repair {{author} tente de réparer ici. Les tentatives de réparation empêchent un désaccord de se durcir.} bid {{author} cherche ton attention ici : une petite demande que l’on peut saisir ou laisser passer.} friction {{author} parle sous le coup de la frustration ici. Nommer le problème plutôt que la personne garde un désaccord soluble.} stress {{author} porte quelque chose ici ; une question courte et précise aide plus qu’un conseil.} joy {{author} partage une bonne nouvelle ici. Répondre avec enthousiasme aux bonnes nouvelles est associé à l’intimité.} other {{author} a écrit ceci.}}',
  quote: '{author} : « {text} »',
  'summary.volume':
    'Toi et {contact} avez échangé {written, plural, one {# message} other {# messages}} entre le {from} et le {to}, en {sessions, plural, one {# conversation} other {# conversations}}.',
  'summary.balance':
    'Tu en as écrit {myShare, number, percent} et ouvert {myOpened} des {sessions} conversations ; {contact} en a ouvert {contactOpened}.',
  'summary.replies': '{contact} te répondait en général en {contactReply} ; toi, en {myReply}.',
  'summary.themes': 'Il a surtout été question de {themes}, le plus souvent les {part}.',
  'summary.tone':
    '{trend, select, warming {Le ton s’est réchauffé de la première moitié à la seconde.} cooling {Le ton s’est refroidi de la première moitié à la seconde.} other {Le ton est resté stable du début à la fin.}}',
  'signal.conflict':
    '{conflicts, plural, one {Il y a eu # moment tendu} other {Il y a eu # moments tendus}}, et {repaired, plural, =0 {aucun ne s’est terminé par une réparation} one {# s’est terminé par une réparation} other {# se sont terminés par une réparation}}.',
  'signal.silence':
    '{n, plural, one {Une fois} other {# fois}}, un moment tendu a été suivi d’heures de silence ; se taire peut ressembler à un mur pour l’autre.',
  'signal.bids':
    '{contact} t’a sollicité {made, plural, one {# fois} other {# fois}} par une question ou une demande et a eu une réponse {answered} de ces fois.',
  'signal.imbalance': 'Tu as ouvert {myOpened} des {sessions} conversations : c’est surtout toi qui fais le premier pas.',
  'signal.quiet': '{contact} a ouvert {contactOpened} des {sessions} conversations : c’est surtout cette personne qui fait le premier pas.',
  'signal.stress': 'Le stress est apparu {n, plural, one {une fois} other {# fois}}, surtout chez {who}.',
  'signal.warm':
    'Il y a eu {positive, plural, one {# message chaleureux} other {# messages chaleureux}} pour {negative, plural, =0 {aucun tendu} one {# tendu} other {# tendus}}.',
  'guide.pattern': 'Le motif',
  'guide.glance': 'En un coup d’œil',
  'guide.lens': 'À travers {wisdom}',
  'row.messages': 'Messages',
  'row.words': 'Mots',
  'row.opened': 'Conversations ouvertes',
  'row.questions': 'Questions posées',
  'row.answered': 'Questions répondues',
  'row.reply': 'Délai de réponse habituel',
  'row.warm': 'Messages chaleureux',
  'row.tense': 'Messages tendus',
  'lens.view':
    '{lens, select, control {{wisdom} commence par distinguer ce qui dépend de toi. Dans ces {written} messages avec {contact}, ta part, ce sont les {myShare, number, percent} que tu as écrits et ta façon de répondre ; le rythme et l’humeur de {contact} ne t’appartiennent pas.} heart {{wisdom} lit d’abord une conversation avec le cœur. En {written} messages, toi et {contact} êtes revenus l’un vers l’autre {sessions, plural, one {une fois} other {# fois}}, et c’est dans ce retour que le cœur se montre.} flow {{wisdom} ne pousserait cette conversation nulle part. Elle a son propre courant : {sessions, plural, one {# conversation} other {# conversations}}, surtout les {part}, dont {contactOpened} ouvertes par {contact}.} mindful {{wisdom} te demande de remarquer avant de réagir. Sur {written} messages avec {contact}, remarque combien de fois tu as écrit en premier ({myOpened}) et la rapidité de tes réponses.} community {{wisdom} voit chaque échange comme une part d’un cercle plus large de devoirs et de soins. Tes {written} messages avec {contact} sont un fil de ce cercle, et tu en tiens {myShare, number, percent}.} growth {{wisdom} cherche ce qui marche déjà pour bâtir dessus. Dans {written} messages avec {contact}, les forces se comptent, elles ne s’imaginent pas.} meaning {{wisdom} demande ce que ces {written} messages avec {contact} signifient pour toi, au-delà de ce qu’ils disent. Les sujets auxquels vous revenez, {themes}, disent ce qui compte.} strategy {{wisdom} étudie le terrain avant d’avancer. Le terrain ici : {written} messages, {sessions, plural, one {# conversation} other {# conversations}}, dont {contactOpened} ouvertes par {contact}.} other {{wisdom} demande l’honnêteté avant le confort. {written} messages avec {contact} : dis ce qu’ils montrent, pas ce que tu voudrais qu’ils montrent.}}',
  'lens.action':
    '{lens, select, control {Avant ta prochaine réponse à {contact}, note une chose que tu contrôles et une que tu ne contrôles pas, et réponds seulement depuis la première.} heart {Envoie à {contact} une phrase qui nomme une chose que tu apprécies chez cette personne, sans rien demander en retour.} flow {Laisse la prochaine conversation avec {contact} commencer d’elle-même ; quand elle viendra, suis-la au lieu de la diriger.} mindful {Lis deux fois le prochain message de {contact} et respire trois fois avant de répondre.} community {Demande à {contact} comment va un de ses proches, et retiens la réponse.} growth {Dis à {contact} une chose qu’il ou elle a bien faite cette semaine, précisément.} meaning {Demande-toi ce que tu espères que {contact} ressente après t’avoir parlé, et écris dans ce sens.} strategy {Choisis une chose que tu veux du prochain échange avec {contact} et dis-la en un message clair.} other {Dis la vérité à {contact} avec douceur, une fois, puis laisse-la reposer.}}',
  'lens.prompt':
    '{lens, select, control {Envoie à {contact} : « Je ne peux pas changer cette semaine, mais je peux choisir comment on en parle. Comment vas-tu, vraiment ? »} heart {Envoie à {contact} : « J’ai pensé à toi aujourd’hui et j’ai souri. Merci d’être toi. »} flow {Envoie à {contact} : « Pas de plan, pas de pression : je suis là ce soir si tu as envie de parler. »} mindful {Envoie à {contact} : « Cette fois j’ai vraiment lu ton dernier message. Tu m’en dis plus ? »} community {Envoie à {contact} : « Comment va tout le monde chez toi ? J’aimerais savoir. »} growth {Envoie à {contact} : « Quelque chose que tu as fait récemment m’a vraiment aidé. Je l’ai remarqué, merci. »} meaning {Envoie à {contact} : « Qu’est-ce qui t’a le plus occupé l’esprit cette semaine ? »} strategy {Envoie à {contact} : « On trouve dix minutes cette semaine pour régler une chose ensemble ? »} other {Envoie à {contact} : « Je veux être franc avec toi sur un sujet, gentiment. C’est un bon moment ? »}}',
  'action.conflict':
    'Aborde en douceur le prochain sujet difficile avec {contact} : décris la situation et ton besoin, pas ce que cette personne fait toujours.',
  'action.bids': 'Quand {contact} pose une question ou partage quelque chose, réponds d’abord à ce message-là.',
  'action.imbalance': 'Laisse un peu d’espace : laisse {contact} ouvrir la prochaine conversation et vois ce qui vient.',
  'action.quiet': 'C’est surtout {contact} qui vient vers toi ; ouvre toi-même la prochaine conversation.',
  'action.stress': 'Pose à {contact} une question précise sur ce qui pèse en ce moment, et écoute simplement.',
  'action.warm': 'Nomme à voix haute devant {contact} un des moments chaleureux : ce qui est remarqué a tendance à grandir.',
  'books.title': '{title}, de {author}',
  'research.quote': '“{quote}” ({source})',
  'notEnough.wisdom':
    'Pas encore assez de données : seulement {written, plural, one {# message écrit} other {# messages écrits}} avec {contact} depuis la dernière lecture. Une lecture en demande au moins {floor} ; elle viendra avec la prochaine exécution qui les aura.',
  'notEnough.title': 'Pas encore assez de messages',
  'notEnough.narrative':
    'Depuis la dernière lecture, seulement {written, plural, one {# message écrit} other {# messages écrits}} avec {contact}. Avec si peu, tout motif serait une supposition : cette lecture n’en propose donc aucun. Il en faut au moins {floor}.',
  'looped.title':
    '{pattern, select, conflict {Tension avec {contact}, et le chemin du retour} bids {Tendre la main, et être rejoint} imbalance {Qui porte la conversation avec {contact}} quiet {{contact} continue de venir vers toi} stress {Porter le stress à deux} other {Une chaleur qui revient sans cesse avec {contact}}}',
  'looped.bids':
    '{contact} a fait {made, plural, one {# demande} other {# demandes}} d’attention (questions, partages, tendresse) et tu t’es tourné vers {answered} d’entre elles ; tu en as fait {myMade} et {contact} s’est tourné vers {myAnswered} ; dans un suivi de jeunes mariés, les couples encore ensemble s’étaient tournés vers environ 86 % de ces demandes ; compter des messages n’est qu’une approximation de ce que les chercheurs observaient en personne.',
  'looped.laughter':
    'Vous avez ri ensemble dans {shared, plural, =0 {aucune conversation} one {# conversation} other {# conversations}} ; rire ensemble est associé à la proximité et à la qualité de la relation.',
  'looped.ratio':
    'Les messages chaleureux ont dépassé les messages tendus {ratio, number, ::.#} contre 1, un chiffre inspiré de résultats de laboratoire (environ 5 moments positifs pour un négatif chez les couples stables pendant un conflit), pas d’une règle pour les messages.',
  'looped.ratio.none': 'Aucun message tendu parmi les {written}.',
  'looped.trend':
    '{trend, select, warming {Au fil de ces messages, le ton s’est réchauffé.} cooling {Au fil de ces messages, le ton s’est un peu refroidi ; à remarquer, pas à craindre.} other {Le ton est resté stable du début à la fin.}}',
  'looped.emotional':
    '{contact} a paru chaleureux dans {contactWarm, number, percent} de ses messages et tendu dans {contactTense, number, percent} ; toi, chaleureux dans {myWarm, number, percent} et tendu dans {myTense, number, percent}.',
  'looped.track': '{title} : {reason}',
  'track.reason':
    '{id, select, 1 {pour remarquer les petites demandes de {contact} et y répondre} 2 {pour garder les moments chaleureux devant les moments tendus} 3 {pour faire de la place au rire partagé} 4 {pour nommer les émotions avant d’agir} 5 {pour aborder en douceur les sujets difficiles} 6 {pour voir un désaccord du point de vue d’un tiers neutre} 7 {pour parler de ce que vous valorisez tous les deux} other {pour se sentir en sécurité en allant l’un vers l’autre}}',
  'looped.closing': 'Une chose à essayer : {prompt} Cette lecture décrit des messages, pas des personnes, et ce n’est pas une thérapie.',
  'looped.prompt':
    '{pattern, select, conflict {envoie à {contact} « Je veux qu’on aille bien. On en parle calmement plus tard ? »} bids {la prochaine fois que {contact} demande ou partage quelque chose, réponds d’abord à cela.} imbalance {laisse {contact} commencer la prochaine conversation et accueille-la chaleureusement.} quiet {commence toi-même la prochaine conversation avec {contact}, dès aujourd’hui.} stress {demande à {contact} « Qu’est-ce qui t’aiderait cette semaine ? »} other {dis à {contact} une chose que tu as aimée dans ces conversations.}}',
  'zodiac.sign':
    '{sign, select, Aries {Bélier} Taurus {Taureau} Gemini {Gémeaux} Cancer {Cancer} Leo {Lion} Virgo {Vierge} Libra {Balance} Scorpio {Scorpion} Sagittarius {Sagittaire} Capricorn {Capricorne} Aquarius {Verseau} other {Poissons}}',
  'oracle.chart': 'Soleil en {sun} à {sunDegrees}°, Lune en {moon}',
  'oracle.chart.rising': ', ascendant {ascendant} à {ascendantDegrees}°',
  'oracle.chart.moonEither': '{first} ou {second} (la Lune a changé de signe ce jour-là)',
  'oracle.akashic':
    '{chart}. {element, select, fire {Le feu mène ce thème : le courage vient facilement, la patience moins.} earth {La terre mène ce thème : constance et soin du réel.} air {L’air mène ce thème : idées, mots et liens.} other {L’eau mène ce thème : le ressenti d’abord, la pensée ensuite.}} Pour la réflexion et le divertissement, pas pour prédire.',
  'oracle.noTime': 'Sans heure de naissance, l’ascendant est omis ; ajoute-la pour le voir.',
  'oracle.mirror':
    'Avec {contact}, vous parlez surtout les {part}, et {opener, select, me {c’est souvent toi qui ouvres la conversation} other {c’est souvent {contact} qui ouvre la conversation}} : un rythme {element, select, fire {ardent} earth {posé} air {curieux} other {tendre}} qui reflète ton Soleil en {sun}.',
  'oracle.reflection.sun':
    'Ton Soleil en {sun} : {element, select, fire {agis sur l’étincelle, puis marque une pause avant le second pas.} earth {construis lentement ; ce que tu entretiens dure.} air {dis l’idée à voix haute ; elle grandit quand on la partage.} other {fais confiance à ce que tu ressens, puis mets-y des mots.}}',
  'oracle.reflection.moon': 'Ta Lune en {moon} colore ton besoin de réconfort : demande-le comme tu l’offrirais.',
  'oracle.reflection.rising': 'Ascendant {ascendant} : la première impression que tu donnes est la porte par laquelle les autres entrent.',
  'oracle.reflection.messages': 'En {written} messages, {contact} t’a surtout apporté {themes}.',
  'oracle.guide': 'Ton guide pour ce cycle : {guide}. {example}',
  'oracle.vibe': '{element, select, fire {Étincelle} earth {Ancre} air {Brise} other {Marée}}',
  'oracle.daily.morning': 'Matin',
  'oracle.daily.afternoon': 'Après-midi',
  'oracle.daily.evening': 'Soir',
  'oracle.action.morning':
    '{element, select, fire {Bouge d’abord : une marche rapide avant le téléphone.} earth {Range une petite chose avant de commencer.} air {Écris trois lignes sur ce que tu veux aujourd’hui.} other {Assieds-toi avec ton café deux minutes en silence.}}',
  'oracle.action.afternoon': 'Envoie à {contact} un message qui n’attend pas de réponse.',
  'oracle.action.evening':
    '{element, select, fire {Nomme avec douceur une chose faite trop vite aujourd’hui.} earth {Prépare une chose pour toi de demain.} air {Appelle quelqu’un au lieu d’écrire.} other {Note une émotion sans la juger.}}',
  'oracle.color':
    '{color, select, red {Rouge} orange {Orange} gold {Or} green {Vert} teal {Bleu canard} blue {Bleu} indigo {Indigo} violet {Violet} silver {Argent} other {Rose}}',
  'oracle.affirmation.1':
    '{element, select, fire {Mon courage est chaleureux, pas bruyant.} earth {Je grandis au rythme des choses vraies.} air {Mes mots construisent des ponts.} other {Mes émotions sont de sages messagères.}}',
  'oracle.affirmation.2': 'J’accueille {contact} la main ouverte.',
  'oracle.ritual':
    '{element, select, fire {Allume une bougie ce soir et nomme une chose que tu es prêt à commencer.} earth {Tiens une pierre ou une plante une minute et nomme ce que tu veux garder stable.} air {Ouvre une fenêtre, inspire trois fois et dis une intention à voix haute.} other {Lave-toi lentement les mains à l’eau tiède et laisse partir un souci avec elle.}}',
  trait:
    '{trait, select, grateful {Reconnaissant : dit souvent merci} quick {Répond vite} initiator {Lance souvent la conversation} curious {Curieux : pose beaucoup de questions} playful {Joueur : rit facilement} planner {Fait des projets} caring {Affectueux} repairing {Se réconcilie vite après un désaccord} stressed {Un peu stressé ces temps-ci} other {Constant}}',
  event:
    '{theme, select, plans {Projets avec {contact}} work {Nouvelles du travail avec {contact}} family {Nouvelles de famille avec {contact}} health {Questions de santé avec {contact}} money {Questions d’argent avec {contact}} food {Un repas avec {contact}} travel {Un voyage avec {contact}} other {Du temps avec {contact}}} ({date})',
};
