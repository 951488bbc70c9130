import type { VoiceVariants } from '../voice.ts';

/** More phrasings, French: Miyamoto Musashi, Yoda, Carl Jung, The Dude, Eckhart Tolle, Hunter S. Thompson, Sadhguru, Bill Hicks. */
export const variants: Record<string, VoiceVariants> = {
  'Miyamoto Musashi': {
    views: [
      'Dans le Livre de l’Eau, Musashi demande un esprit semblable à l’eau, qui prend la forme de tout récipient qu’elle rencontre. Avec {contact}, laisse ta manière d’aborder {topic} rester fluide : ferme là où il le faut, souple là où c’est possible.',
      'Musashi clôt son livre sur le Vide, un esprit clair comme un ciel dégagé, libre du fouillis des attentes. Aborde {topic} avec {contact} dans cet esprit clair, et vois ce qui est réellement là, non ce que tu supposais.',
      'L’école de Musashi, Niten Ichi-ryū, enseignait à combattre avec les deux sabres plutôt que de tomber avec l’un encore au fourreau. Apporte à {topic} avec {contact} tout ce que tu as : ton écoute autant que tes paroles, ta patience autant que ton plan.',
      'Musashi enseignait la garde sans garde : les postures existent, mais aucune ne doit se figer en habitude. Quelle que soit la position que tu as prise avec {contact} sur {topic}, tiens-la assez légèrement pour changer quand le moment change.',
      'Dans le Livre du Vent, Musashi étudie les autres écoles pour connaître leurs voies sans se laisser capturer par elles. {contact} a sa propre façon de traiter {topic} ; apprends-la bien, sans croire que tu doives l’adopter ou la vaincre.',
      'Dans le Dokkōdō, les brefs préceptes qu’il écrivit une semaine avant sa mort, Musashi conseille de prendre les choses exactement comme elles viennent. Prends tes rapports avec {contact} sur {topic} tels qu’ils se présentent réellement, avant de chercher à les façonner.',
    ],
    summaries: [
      'Un sabreur tient le compte de son entraînement, et tu peux en faire autant : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Quant à savoir qui avance : {reach} ; quant au temps qu’il fait entre vous : {climate}.',
      'Sans fioritures, les simples conditions du terrain : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, touchant à {topics}. Note que {reach}, et que {climate} ; la stratégie part de là, non des souhaits.',
      'Avant tout engagement, Musashi prenait la mesure de toute chose : ici, {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, à propos de {topics}. Les positions montrent que {reach}, et le rythme montre que {climate}.',
    ],
    practices: [
      'Musashi parle de mille jours d’entraînement pour forger et de dix mille pour polir. Choisis une petite habitude avec {contact}, comme répondre pleinement plutôt que par fragments, et pratique-la aujourd’hui comme le premier de nombreux jours.',
      'Sers-toi de ce que Musashi appelle la tête de rat et le cou de bœuf : regarde {topic} une fois dans son détail le plus fin, puis une fois à sa plus grande échelle, et alterne jusqu’à voir ce qui compte le plus pour {contact} et pour toi.',
      'Quand tu ne sais pas où se situe {contact} sur {topic}, essaie ce que Musashi appelle déplacer l’ombre : pose une question légère et ouverte, et laisse la réponse révéler sa position avant d’engager la tienne.',
      'Si un échange avec {contact} tourne un jour en rond sans avancer, applique l’enseignement de Musashi sur le renouvellement : abandonne entièrement l’ancien fil et commence ton prochain message à neuf, comme s’il s’agissait d’une première rencontre.',
      'Suis le précepte de Musashi qui demande de prêter attention même aux vétilles : relis tes derniers messages avec {contact} et trouve un petit détail, une date, un souhait, une inquiétude, resté sans réponse, puis réponds-y aujourd’hui.',
      'Sers-toi de ce que Musashi appelle blesser les angles : une grande affaire cède dès qu’on en a pris les angles. Découpe {topic} en parties, règle aujourd’hui la plus petite avec {contact}, et laisse le reste suivre.',
    ],
    comments: {
      hard: [
        'Dans les termes de Musashi, cette phrase de {author} impose un tempo ; la réponse du stratège n’est pas de le suivre, mais d’imposer le sien, plus calme.',
        'Un stratège verrait dans ces mots de {author} une garde levée plutôt qu’un coup porté, et ne lèverait pas sa garde en retour.',
      ],
      warm: [
        'Il n’y a aucune stratégie dans cette chaleur de {author}, et Musashi l’honorerait comme il honorait une coupe nette : en n’y ajoutant rien qui la gâte.',
        '{author} écrit ceci simplement et de tout son cœur, et Musashi, qui peignait et sculptait avec autant de soin qu’il combattait, reconnaîtrait un ouvrage bien fait.',
      ],
      reach: [
        '{author} fait un pas en avant ici, et dans les termes de Musashi le terrain entre les deux vient de s’ouvrir ; c’est un terrain où il vaut la peine de s’avancer.',
        'Avec ce message, {author} sonde ouvertement le terrain, et Musashi dirait qu’une position claire en réponse ne laisse rien à deviner.',
      ],
    },
  },
  Yoda: {
    views: [
      'Par sa taille, juger rien tu ne dois, dirait Yoda. De petits messages sur {topic}, un grand poids porter ils peuvent ; ce qu’écrit {contact} regarde, et non combien, hmm.',
      'Toujours en mouvement, l’avenir est, enseignait Yoda ; gravé dans la pierre, rien entre toi et {contact} n’est. De quelques messages sur {topic}, des conclusions figées tirer tu ne dois pas.',
      'Créée par la vie, la Force est, et tout être vivant elle relie. Même dans une simple conversation avec {contact} sur {topic}, ce lien circule, hmm.',
      'À lâcher ce qu’il craignait de perdre, Yoda enseignait au jeune Anakin. La façon dont {contact} doit répondre sur {topic}, trop fort la serrer tu ne dois pas ; dans une main ouverte, la tenir tu dois.',
      'Dans la grotte de Dagobah, ses armes Luke emporta, et seulement ce qu’il apporta, il trouva. Dans chaque échange avec {contact} sur {topic}, ce que tu apportes, rencontrer tu vas.',
      'Du jeune Luke, Yoda se plaignait : vers l’horizon toujours il regardait, jamais là où il était. Ici, avec {contact}, garder ton esprit tu dois, sur {topic} et sur ce jour.',
    ],
    summaries: [
      'Ce qui est, un Jedi regarde : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Clair il est que {reach}, et que {climate}.',
      'Petits, ces chiffres paraissent, mais du sens ils contiennent : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Par la Force, voir tu peux que {reach}, et que {climate}.',
      'Patient avec les faits, un Jedi est : {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, touchant à {topics}. Sentir tu dois que {reach} ; et sentir aussi que {climate}.',
    ],
    practices: [
      'Médite comme Yoda dans sa petite hutte sur Dagobah : cinq minutes tranquilles, les yeux fermés, ton esprit posé avec bienveillance sur {contact}, sans rien planifier. Ensuite, seulement ensuite, écris.',
      'Transmettre ce que tu as appris, le dernier enseignement de Yoda à Luke ce fut. Une chose que {contact} t’a montrée, sur {topic} ou sur n’importe quoi, la lui nommer aujourd’hui tu devrais.',
      'À travers le marais, Luke courait avec Yoda sur son dos. Un petit fardeau pour {contact} porte aujourd’hui : un détail de {topic} réglé, sans qu’on te le demande.',
      'Relis ton dernier message à {contact} ; une chose moins réussie, trouve. Le meilleur des maîtres, l’échec est, dit Yoda à Luke ; de lui apprends, et le suivant, mieux l’écrire tu pourras.',
      'La patience de Luke dans le marais, Yoda éprouva, avant que toute leçon commence. Ton épreuve à toi : le prochain message de {contact}, deux fois lis-le, lentement, avant qu’un seul mot tu tapes.',
      'La Force autour de toi, ressens-la, comme Yoda le montra à Luke : le souffle, la pièce, la personne de l’autre côté. Tous, remarque-les avant d’écrire à {contact}, et calmes tes mots seront.',
    ],
    comments: {
      hard: [
        'Tout {author}, cette seule phrase n’est pas ; sur elle seule juger, un Jedi ne le ferait pas.',
        'Derrière de tels mots de {author}, une blessure se cacher peut ; sous la surface regarder, la voie du Jedi c’est.',
      ],
      warm: [
        'Un cadeau, ce message de {author} est ; d’une main ouverte, reçu il doit être.',
        'De la lumière, {author} apporte ici ; petite elle paraît, mais sur sa taille la juger tu ne dois pas, hmm.',
      ],
      reach: [
        'Une porte, {author} ouvre ici ; la franchir, un sage le ferait.',
        'Une question, {author} pose ; du courage une question demande, et une vraie réponse elle mérite.',
      ],
    },
  },
  'Carl Jung': {
    views: [
      'Les Types psychologiques de Jung décrivent combien les gens abordent le monde différemment : par la pensée, le sentiment, la sensation ou l’intuition. {contact} aborde peut-être {topic} par une autre fonction que toi, ce qui est une différence de type, pas un défaut.',
      'Jung a découvert les complexes grâce à ses tests d’association de mots : certains mots faisaient hésiter les gens parce qu’ils touchaient un nœud de souvenirs à tonalité affective. Si un mot sur {topic} accroche en toi ou chez {contact}, un vieux complexe est peut-être en train de remuer.',
      'Jung appelait synchronicité la coïncidence pleine de sens entre un état intérieur et un événement extérieur. Remarque quand un message de {contact} sur {topic} arrive juste au moment où tu y pensais ; de tels moments désignent ce qui est vivant entre vous.',
      'Jung soutenait que lorsque deux opposés restent en vue sans que l’un soit forcé de l’emporter, une troisième voie peut apparaître, qu’il appelait la fonction transcendante. Là où ton point de vue et celui de {contact} divergent sur {topic}, garde les deux en vue un peu plus longtemps.',
      'Pour Jung, toute relation rejoue aussi des schémas plus anciens, les archétypes : l’aidant, l’enfant, le vieux sage, le fripon. Demande-toi dans lequel de ces rôles toi et {contact} glissez autour de {topic}, et s’il convient encore.',
      'Jung a emprunté l’expression participation mystique pour désigner un lien inconscient où deux personnes ne sont pas tout à fait séparées, chacune portant les humeurs de l’autre. Avec {contact}, autour de {topic}, remarque où ton sentiment s’arrête et où commence le sien.',
    ],
    summaries: [
      'Jung faisait confiance aux faits de l’expérience avant toute théorie : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, avec {topics} qui reviennent comme des motifs. Prise dans son ensemble, la matière montre que {reach}, et que {climate}.',
      'Dans le langage des Types psychologiques, commence par la sensation, les faits bruts : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, touchant à {topics}. Puis laisse l’intuition en lire la forme : {reach}, et {climate}.',
      'Le registre conscient est celui-ci : {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, sur {topics}. Sous la surface, il te dit peut-être quelque chose, puisque {reach}, et que {climate}.',
    ],
    practices: [
      'Garde un carnet près de ton lit ce soir, comme Jung le conseillait à ses patients : si {contact}, ou quoi que ce soit qui ressemble à {topic}, apparaît dans un rêve, note-le sans l’interpréter, et relis-le dans une semaine.',
      'Trace un cercle et remplis-le librement en pensant à {contact}, comme Jung dessinait ses mandalas. Ne juge pas le résultat ; remarque s’il paraît ordonné ou dispersé, et laisse cela te dire comment tu vas.',
      'Après sa rupture avec Freud, Jung s’est remis à construire de petits villages de pierre au bord du lac, comme lorsqu’il était enfant. Avant ton prochain échange avec {contact} sur {topic}, passe dix minutes à fabriquer quelque chose de tes mains.',
      'Applique les types de Jung à toi-même : rédige une réponse à {contact} sur {topic} depuis la pensée et une autre depuis le sentiment, puis envoie une troisième qui porte les deux.',
      'Essaie l’amplification, la manière dont Jung enrichissait une image : prends un mot que {contact} a employé à propos de {topic} et note tout ce qu’il évoque, mythes, souvenirs, dictons, jusqu’à voir pourquoi il t’a frappé.',
      'Pendant une semaine, note les coïncidences pleines de sens autour de {contact} : une pensée juste avant son message, une chanson, un mot qui revient sans cesse. Jung prenait ces synchronicités au sérieux, non comme des preuves, mais comme le signe de ce qui demande de l’attention.',
    ],
    comments: {
      hard: [
        'Une phrase aussi chargée de la part de {author} touche en général un complexe, dirait Jung, et une grande part de sa véhémence appartient à une vieille histoire plutôt qu’à ce moment.',
        'Jung entendrait peut-être un archétype parler dans ce ton de {author}, le juge sévère ou l’enfant blessé, plutôt que la personne tout entière.',
      ],
      warm: [
        'Jung remarquerait combien de vie circule dans ce message de {author} : quand l’énergie psychique, ce qu’il appelait la libido, se dirige librement vers l’autre, la relation grandit.',
        'Dans ces mots, {author} parle depuis le Soi tout entier plutôt que depuis un rôle, et Jung y verrait la vraie matière d’un lien.',
      ],
      reach: [
        'En tendant ainsi la main, {author} sort de la sécurité de la persona, un petit acte de courage aux yeux de Jung.',
        'Avec ce message, {author} ouvre un dialogue, et Jung croyait que tout dialogue véritable transforme un peu les deux partenaires.',
      ],
    },
  },
  'The Dude': {
    views: [
      'Parfois, des nouveaux trucs font surface, mec, et le Duc fait avec, tranquille. Comme les choses avec {contact} sur {topic} n’arrêtent pas de bouger, tu peux laisser le tableau changer sans flipper.',
      'Walter transforme le moindre truc en guerre, avec des règles et des lignes que personne n’a le droit de franchir ; le Duc, lui, veut juste récupérer son tapis. Avec {contact} et {topic}, sois le Duc, pas Walter.',
      'L’Étranger a ce truc sur l’ours, mec : des fois tu manges l’ours, des fois c’est l’ours qui te mange. Avec {contact} sur {topic}, des fois ça tourne comme tu veux et des fois non, et c’est cool.',
      'Personne ne presse le Duc, et le Duc ne presse jamais un Russe blanc. Laisse les choses avec {contact} sur {topic} avancer à leur rythme, mec.',
      'Le Duc, Walter et Donny ne sont d’accord sur à peu près rien, mec, mais ils se pointent au bowling à chaque fois. Quoi qu’il se passe avec {contact} autour de {topic}, être là compte plus qu’avoir raison.',
      'Le Duc va au supermarché en peignoir, mec : pas de numéro, pas d’image à tenir. Avec {contact}, autour de {topic}, tu peux juste être toi, tout simplement.',
    ],
    summaries: [
      'Bon, les chiffres, mec : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, pas mal de blabla sur {topics}. En plus, {reach}, et {climate}, et hé, pas besoin de flipper pour tout ça.',
      'Voilà l’état des pistes : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Et par-dessus le marché, {reach}, et {climate}, donc, tu vois, c’est ça le score.',
      'Allons-y mollo sur les détails, mec : {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, sur {topics}, à peu près. Paraît que {reach}, et que {climate}, et le Duc peut vivre avec ça.',
    ],
    practices: [
      'Avant de t’occuper de {contact} sur {topic}, prends un long bain chaud comme le Duc, bougies et chants de baleine en option. Tout paraît plus cool après un bon bain, mec.',
      'Fais quelques mouvements lents de tai-chi sur ton tapis, comme le Duc, puis écris à {contact}. Corps détendu, mots détendus, mec.',
      'Allonge-toi par terre avec un casque le temps d’une chanson, comme le Duc avec ses cassettes de bowling. Ensuite, réponds à {contact} au rythme de cette chanson.',
      'Avant d’appuyer sur envoyer pour {contact}, demande-toi : est-ce que Walter enverrait ça ? Si oui, mec, enlève les règles, les lignes et les cris, et envoie la version du Duc.',
      'Mets un peu de Creedence, fais un tour en voiture tranquille ou une balade, puis envoie à {contact} une petite phrase cool sur {topic}. Pas de plan, mec, juste une phrase.',
      'Fais baisser la pression : écris à {contact} sur {topic} {kind, select, work {comme un habitué sympa qui cause au comptoir} other {comme tu parlerais à un pote au bowling}}, simple et détendu, mec.',
    ],
    comments: {
      hard: [
        'Ouah, {author} n’est pas trop dans son élément sur ce coup, mec ; une phrase comme ça, c’est juste l’humeur qui parle.',
        'On dirait que {author} fait un petit moment à la Walter, là, mec, à tracer des lignes partout ; personne n’a besoin d’en tracer une en retour.',
      ],
      warm: [
        'Génial, {author} envoie des bonnes vibrations ici, mec, comme un Russe blanc au bout d’une longue journée.',
        '{author} est vraiment réglo ici, et le Duc se renverserait juste sur le tapis pour en profiter, mec.',
      ],
      reach: [
        '{author} demande en gros si quelqu’un veut lancer quelques boules, mec, et c’est toujours un truc sympa à faire.',
        '{author} tend la main par-dessus les pistes ici, mec, et tenir la porte ouverte comme ça, c’est plutôt classe.',
      ],
    },
  },
  'Eckhart Tolle': {
    views: [
      'Dans Nouvelle Terre, Tolle distingue le but extérieur, ce que tu fais, du but intérieur, la conscience que tu y apportes. Quoi que vous traitiez, toi et {contact}, autour de {topic}, le but intérieur reste le même : être pleinement là pendant que tu le fais.',
      'Tolle parle de la conscience de l’espace : être conscient non seulement des choses et des pensées, mais aussi de la quiétude dans laquelle elles apparaissent. Autour de chaque message avec {contact} sur {topic}, il y a cet espace, et rien de ce qui se dit ne peut le troubler.',
      'L’indication centrale de Tolle est que tu n’es pas tes pensées, mais la conscience qui les remarque. Quoi que tu penses de {contact} et de {topic}, il y a derrière la pensée une présence qui observe, et cet observateur est plus proche de qui tu es.',
      'Pour Tolle, l’abandon n’est pas une démission, mais la fin de la résistance intérieure à ce qui est. Quelle que soit la forme que prennent aujourd’hui les choses avec {contact} autour de {topic}, dire oui à cet instant libère ton énergie pour ce qui doit être fait.',
      'Dans Quiétude, Tolle désigne le silence entre les mots comme plus essentiel que les mots eux-mêmes. Les pauses dans tes échanges avec {contact} sur {topic} ne sont pas vides ; elles portent la quiétude d’où naît une vraie réponse.',
      'Tolle appelle cela donner de l’espace : écouter sans que le mental commente, pour que l’autre puisse simplement être qui il est. Quand {contact} écrit sur {topic}, tu peux lire de cette façon, avec une quiétude intérieure plutôt qu’avec une réponse toute prête.',
    ],
    summaries: [
      'Observé sans jugement, voici ce qui est : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, touchant à {topics}. On peut tout autant observer que {reach}, et que {climate} ; accepte-le tel quel, et la présence montrera ce qui suit.',
      'Voici la forme, le contenu extérieur : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Dans cette forme, {reach}, et {climate} ; la conscience qui remarque tout cela ne fait pas partie de l’histoire.',
      'En temps d’horloge, le relevé compte {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, autour de {topics}. Il montre aussi que {reach}, et que {climate} ; rien de tout cela n’a besoin de devenir un problème dans ton mental, maintenant.',
    ],
    practices: [
      'Observe le penseur : après avoir lu un message de {contact}, remarque la première pensée qui surgit à son sujet et observe-la simplement, sans la suivre. Puis réponds depuis la quiétude qui se trouve derrière.',
      'Pratique le don d’espace : la prochaine fois que {contact} écrit sur {topic}, lis le message une fois sans former de réponse dans ta tête, et seulement ensuite laisse une réponse surgir.',
      'Passe par une porte de la nature, comme le suggère Tolle : regarde un arbre, le ciel ou une plante pendant une minute sans le nommer, puis écris à {contact} depuis cet endroit plus calme.',
      'Quel que soit l’état des choses avec {contact} autour de {topic}, accepte-le intérieurement comme si tu l’avais choisi, ainsi que le conseille Tolle, puis accomplis la seule action réellement nécessaire.',
      'Avant de prendre ton téléphone pour écrire à {contact}, fais une chose ordinaire avec une attention totale, laver une tasse ou monter l’escalier, comme le suggère Tolle, et laisse cette présence passer dans le message.',
      'Écoute le silence : après chaque message échangé avec {contact} aujourd’hui, marque une pause et remarque la quiétude avant que la pensée suivante arrive, l’espace où {topic} apparaît et s’efface.',
    ],
    comments: {
      hard: [
        'Le mental voudra peut-être prendre ces mots de {author} personnellement, mais Tolle y verrait un vieux conditionnement qui parle, pas l’essence de la personne.',
        'Derrière cette phrase de {author}, il y a sans doute une résistance à ce qui est, et c’est en l’accueillant sans résistance, selon Tolle, qu’on la laisse se dissoudre.',
      ],
      warm: [
        'Ce message de {author} vient d’un moment d’être plutôt que de faire, et Tolle dirait qu’une telle joie est simplement la présence qui transparaît.',
        'Dans ces mots de {author}, il n’y a ni passé ni futur, seulement de la joie maintenant, précisément ce Maintenant que Tolle ne cesse de désigner.',
      ],
      reach: [
        'Avec ce message, {author} ouvre un espace, et Tolle suggérerait de l’accueillir avec attention plutôt qu’avec la réponse toute faite du mental.',
        '{author} tend la main ici sans savoir ce qui reviendra, une petite confiance dans l’instant présent que Tolle honorerait.',
      ],
    },
  },
  'Hunter S. Thompson': {
    views: [
      'La première règle du journalisme gonzo, c’est que le reporter fait partie de l’histoire. Dans tout ce qui se passe avec {contact} autour de {topic}, tu n’es pas assis en tribune de presse ; tes propres gestes font la moitié de l’intrigue.',
      'Thompson avait une formule : achète le billet, fais le voyage. Une fois dans cette conversation avec {contact} sur {topic}, autant y être pleinement, les yeux ouverts, en faisant attention.',
      'Dans Hell’s Angels, Thompson a écrit sur la Limite, une ligne qu’on ne trouve vraiment qu’en s’en approchant. Chaque échange avec {contact} sur {topic} a une limite où l’honnêteté devient inconfortable, et c’est généralement là que se trouve la vraie histoire.',
      'Thompson a fait son travail le plus déchaîné aux côtés de Ralph Steadman, un partenaire qui voyait la même scène avec une tout autre encre. {contact} voit {topic} sous un autre angle que toi, et le tableau complet a besoin des deux dessins.',
      'Dans le passage de la vague de Las Vegas Parano, Thompson se souvient d’une époque où tout le monde semblait porté par la même énergie. Remarque quand toi et {contact} attrapez une telle vague autour de {topic} ; ces moments méritent qu’on s’en souvienne.',
      'À Owl Farm, à Woody Creek, Thompson avait une base fortifiée loin du bruit, où il pouvait réfléchir. Quoi que {contact} envoie sur {topic}, il te faut en toi une base qu’aucun message ne peut prendre d’assaut.',
    ],
    summaries: [
      'Notes de la route, tapées vite mais vraies : {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, avec {topics} qui tombent sur le télex. Ce qu’on dit sur le terrain, c’est que {reach}, et que {climate}.',
      'Les chiffres bruts, avant qu’un rédacteur ne les adoucisse : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, couvrant {topics}. L’histoire racontée sans détour : {reach}, et {climate}.',
      'Voici l’histoire telle qu’elle arriverait au bureau de Rolling Stone à l’heure du bouclage : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. L’angle que personne ne devrait enterrer, c’est que {reach}, et que {climate}.',
    ],
    practices: [
      'Thompson a retapé Gatsby le Magnifique pour sentir comment fonctionnent les bonnes phrases. Relis un message de {contact} qui t’a plu, remarque ce qui l’a fait porter, et réponds avec le même soin.',
      'Tiens un carnet de reporter pendant une journée : note d’un côté ce que {contact} dit réellement de {topic}, mot pour mot, et de l’autre ce que tu penses que cela signifie.',
      'Mène-la comme une vraie interview : pose à {contact} une question ouverte sur {topic}, puis tais-toi et laisse la réponse courir aussi longtemps qu’il le faut, comme un bon reporter laisse parler sa source.',
      'Avant d’envoyer quoi que ce soit à {contact}, vérifie les faits de ta propre histoire : souligne chaque affirmation sur ses motivations et supprime toutes celles que tu ne peux pas vérifier.',
      'Écris le gros titre : une ligne en gras sur où en sont les choses avec {contact} au sujet de {topic}. S’il sonne comme une alerte de tabloïd, réécris-le jusqu’à ce qu’il soit vrai et juste, puis agis selon cette version.',
      'Emmène l’histoire sur la route : sors un échange avec {contact} du fil habituel, {kind, select, work {vers un appel ou une réunion dans un lieu nouveau} other {vers un appel, une balade ou un verre dans un lieu nouveau}}, et vois ce qui s’y révèle.',
    ],
    comments: {
      hard: [
        'Toute une histoire se cache derrière cette phrase de {author}, et un bon reporter irait la chercher avant d’écrire le gros titre.',
        'On dirait {author} en train de taper à trois heures du matin, le bouclage en feu ; Thompson classerait ça dans le feu de l’action, pas dans le dernier mot.',
      ],
      warm: [
        'C’est le genre de phrase de {author} que Thompson aurait pu punaiser au mur d’Owl Farm, la preuve qu’il existe encore des gens bien.',
        'Au milieu de tous les parasites, {author} envoie ici un signal net et chaleureux, le genre de citation qu’un reporter garde pour le dernier paragraphe.',
      ],
      reach: [
        'Règle gonzo : sors de la voiture et va parler aux gens, et c’est exactement ce que fait {author} ici.',
        '{author} décroche le téléphone ici comme un reporter qui appelle une source, et les meilleures histoires commencent justement par ce genre d’appel.',
      ],
    },
  },
  Sadhguru: {
    views: [
      'Sadhguru aime comparer l’intellect à un couteau : excellent pour séparer les choses, inutile pour les tenir ensemble. Si tu dissèques ce qu’écrit {contact} sur {topic}, sers-toi du couteau pour la tâche, et de quelque chose de plus vaste pour la relation.',
      'Pour Sadhguru, le processus spirituel est un élargissement de l’inclusion, jusqu’à ce que ce que tu appelles toi englobe de plus en plus de vie. Peux-tu y inclure {contact}, avec sa façon de voir {topic}, sans que l’un de vous devienne l’autre ?',
      'Sadhguru dit que tout peut devenir sadhana, un outil pour ta croissance : le souffle, la nourriture, le travail. Tes rapports avec {contact} autour de {topic}, fluides ou rugueux, sont une sadhana aussi bonne que n’importe quelle retraite.',
      'Dans la manière dont Sadhguru présente le karma, la mémoire ancienne règle en silence tes schémas, si bien que tu retrouves sans cesse les mêmes situations. Remarque si ta façon de traiter {topic} avec {contact} est neuve, ou une vieille boucle qui se rejoue.',
      'Sadhguru rappelle que yoga signifie union : les frontières que tu traces sont les tiennes, pas celles de la vie. La ligne entre toi et {contact} est utile pour mener {topic} à bien, mais elle n’a pas à se durcir en mur.',
      'Sadhguru dit souvent que la vie va bien quand on a plus de perception et moins d’opinions. Avec {contact} et {topic}, laisse ta perception de ce qui se passe réellement arriver avant tes opinions.',
    ],
    summaries: [
      'Regarde ça comme un bon paysan regarde la terre, simplement telle qu’elle est : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Note que {reach}, et que {climate} ; alors tu sais avec quoi tu travailles.',
      'Ce sont de simples faits, pas une condamnation à vie : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, à travers {topics}. Oui, {reach}, et {climate} ; ce que cela devient est entre tes mains.',
      'Le mental peut faire tout un cirque avec des chiffres, alors reste simple : {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, sur {topics}. Remarque que {reach}, et que {climate} ; prends-le comme une information, pas comme un verdict.',
    ],
    practices: [
      'Pratique Isha Kriya, la méditation guidée gratuite de douze minutes de Sadhguru, avant ton prochain échange avec {contact}, et laisse la réponse venir ensuite, depuis cet espace apaisé.',
      'Joins les paumes en namaskar un instant avant d’écrire à {contact}, comme le suggère Sadhguru, pour que ce que tu envoies vienne de l’inclusion plutôt que de la séparation.',
      'Essaie la suggestion de Sadhguru pour le matin : dès ton réveil, souris simplement parce que tu es en vie. Porte cela dans tout ce que tu écris aujourd’hui à {contact} sur {topic}.',
      'Assieds-toi quelques minutes près d’un arbre, en sachant que tu expires ce qu’il inspire, comme Sadhguru le fait souvent remarquer. Puis écris à {contact} avec le même sentiment d’échange facile.',
      'Fais de {topic} ta sadhana aujourd’hui : accomplis une tâche liée à {contact} avec une attention totale, comme une offrande plutôt qu’une corvée, et remarque comme cela change son poids.',
      'Prends aujourd’hui un repas en silence et en pleine attention, une pratique que recommande Sadhguru, puis écris à {contact} avec la même attention sans hâte.',
    ],
    comments: {
      hard: [
        'Sadhguru dirait que ces mots de {author} sont la chimie intérieure de quelqu’un qui déborde, pas une déclaration définitive sur qui que ce soit.',
        'Ici, l’intellect de {author} tranche, comme l’intellect le fait toujours selon Sadhguru ; ce dont le moment a besoin ensuite, c’est de quelque chose qui relie.',
      ],
      warm: [
        'Sadhguru dirait que {author} offre quelque chose ici, et qu’une offrande faite avec joie est déjà une forme de dévotion.',
        'Ici, {author} fait preuve d’inclusion, ce que Sadhguru appelle l’essence du processus spirituel, même dans un petit message.',
      ],
      reach: [
        '{author} prend l’initiative ici, et Sadhguru ferait remarquer qu’agir sans attendre le moment parfait, c’est déjà la moitié du travail.',
        '{author} tend la main ici, et Sadhguru dirait qu’un geste simple comme celui-ci, fait en conscience, est une pratique au même titre que n’importe quelle méditation.',
      ],
    },
  },
  'Bill Hicks': {
    views: [
      'Hicks terminait certains de ses spectacles sur l’idée que nous sommes tous une seule conscience qui fait l’expérience d’elle-même à travers de nombreuses vies. Vu ainsi, toi et {contact} parlant de {topic}, c’est la vie qui converse avec elle-même, et elle peut se permettre d’être généreuse.',
      'Hicks aimait suggérer, à sa façon déjantée, que la vie est une sorte de rêve dans lequel nous sommes occupés à nous imaginer nous-mêmes. Quoi que toi et {contact} fassiez de {topic}, vous pouvez tous les deux l’imaginer à nouveau.',
      'Hicks ne cessait de dire à son public d’éteindre la télévision et de penser par lui-même. Une bonne part de ce que tu crois sur la façon dont les choses devraient se passer avec {contact} et {topic} est peut-être un scénario emprunté ; vérifie quelles parties sont vraiment les tiennes.',
      'Hicks n’exigeait qu’une chose des artistes : jouer avec le cœur, pas pour le marché. Il en va de même pour ta manière d’être avec {contact} autour de {topic} : quoi que tu écrives, que ce soit quelque chose que tu penses vraiment.',
      'Hicks voyait la comédie comme une façon de dire la chose vraie que personne dans la salle ne voulait entendre, avec de l’amour en dessous. Entre toi et {contact}, sur {topic}, il y a peut-être une chose vraie et tue qui mérite d’être dite avec douceur.',
      'Hicks racontait qu’une serveuse lui avait demandé pourquoi il lisait, et il n’a jamais cessé d’être curieux pour autant. Garde ta curiosité pour {contact} et sa façon de voir {topic} ; la curiosité est le contraire d’un esprit fermé.',
    ],
    summaries: [
      'Coupe le commentaire et regarde le flux brut : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Sans rien enjoliver : {reach}, et {climate}.',
      'Voici les infos sans la voix du présentateur : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. La vraie histoire en dessous, c’est que {reach}, et que {climate}.',
      'Enlève les rires enregistrés et voici ce qui reste : {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, couvrant {topics}. Dit honnêtement, {reach}, et {climate}, et rien de tout ça n’a besoin de chute.',
    ],
    practices: [
      'Fais la cure Hicks pendant une soirée : éteins la télé, les fils d’actualité et le bruit de fond, puis écris à {contact} avec ta propre tête, et non avec ce que l’écran y a mis.',
      'Essaie l’exercice de la conscience unique que Hicks adorerait : pendant une minute, imagine que tu es {contact} et que tu lis tes propres messages sur {topic}. Puis réponds comme tu voudrais qu’on te réponde.',
      'Trouve la blague honnête : si quelque chose dans {topic} est absurde, ris d’abord de ta propre part, comme Hicks se visait aussi lui-même, et partage ce rire avec {contact} si ça aide.',
      'Écris ton prochain message à {contact} comme Hicks voulait que les musiciens jouent, avec le cœur : aucun effet calculé, aucune arrière-pensée, juste ce que tu penses.',
      'Pose à {contact} une question vraiment curieuse sur {topic}, et écoute comme Hicks lisait, avide de ce que tu ne sais pas encore.',
      'Dis la seule chose vraie : en une seule phrase bienveillante, nomme ce que tu penses vraiment de {topic}, et donne à {contact} la version honnête plutôt que la version simplement polie.',
    ],
    comments: {
      hard: [
        'Enlève l’attitude de cette phrase de {author}, dirait Hicks, et cherche la chose honnête qu’elle essaie maladroitement de dire.',
        'Il y a un peu de scénario emprunté dans ce qu’a écrit {author} ici, le genre de phrase que les gens ramassent et répètent ; Hicks demanderait gentiment quel est le vrai sentiment.',
      ],
      warm: [
        'Ce message de {author} est le contraire du marketing : personne ne vend rien, c’est simplement sincère, et Hicks adorerait ça.',
        'Ici, {author} joue avec le cœur, exactement ce que Hicks demandait à quiconque a quelque chose à dire.',
      ],
      reach: [
        'Dans ce message de {author}, Hicks verrait une part de la conscience unique tendre la main vers une autre, ce qui est toute la raison de se parler.',
        '{author} demande ici ouvertement et sans arrière-pensée, ce qui, dans un monde plein d’argumentaires de vente, est un petit acte radical.',
      ],
    },
  },
};
