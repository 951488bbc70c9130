import type { VoiceVariants } from '../voice.ts';

/** More phrasings, French: Confucianism, Renaissance Humanism, Positive Psychology, Existentialism, Rumi's Mystical Poetry (Sufism), Shamanic Wisdom, Kabbalah, Alan Watts. */
export const variants: Record<string, VoiceVariants> = {
  Confucianism: {
    views: [
      'L’Invariable Milieu fait l’éloge du zhongyong, le juste milieu constant, et Confucius tenait qu’aller trop loin est aussi fautif que rester en deçà. Avec {contact}, sur {topic}, cherche le point entre en dire trop et ne pas en dire assez.',
      'Confucius comparait une personne sans xin, sans fiabilité, à une charrette privée de la cheville qui retient son joug : elle ne peut pas avancer. Ce qui vous fait avancer, toi et {contact}, sur {topic} comme sur le reste, ce sont des paroles sur lesquelles on peut compter.',
      'Confucius enseignait que le de, la force morale, agit comme le vent sur l’herbe : l’herbe se courbe sans qu’on la pousse. Ta manière de te conduire avec {contact} sur {topic} façonnera l’échange plus que toute exigence que tu pourrais formuler.',
      'La pensée confucéenne nomme cinq liens, souverain et ministre, parent et enfant, mari et femme, aîné et cadet, ami et ami, chacun avec sa forme propre. Entre {contact} et toi, {kind, select, work {cette forme, ce sont des rapports équitables et un service fiable} other {cette forme, c’est l’attention montrée de la manière que votre lien appelle}}.',
      'Confucius disait que, marchant avec deux autres personnes, il trouverait sûrement en elles un maître : leurs qualités pour les suivre, leurs défauts pour les corriger en lui-même. Quoi que {contact} apporte sur {topic}, il y a là quelque chose à apprendre pour toi.',
      'La Grande Étude trace l’ordre du dedans vers le dehors, d’une intention sincère et d’un soi cultivé jusqu’à la famille et au monde entier. L’harmonie avec {contact}, {topic} compris, commence de ton côté de la conversation, avec l’intention qui se tient derrière chaque message.',
    ],
    summaries: [
      'Consigné avec concision, à la manière des Annales des Printemps et Automnes : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Le registre montre aussi que {reach}, et que {climate} ; on le lit pour améliorer sa propre conduite, non pour juger celle d’autrui.',
      'Confucius disait que savoir ce que l’on sait, et reconnaître ce que l’on ne sait pas, voilà la connaissance ; ce que l’on sait, c’est {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. On sait aussi que {reach}, et que {climate} ; ce qu’il y a derrière, on ne le sait pas encore.',
      'Confucius conseillait de regarder ce que font les gens, comment ils le font, et où ils trouvent le repos. Ce qui a été fait : {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, concernant {topics} ; comment cela a été fait : {reach}, et {climate}.',
    ],
    practices: [
      'Prends deux des neuf réflexions du junzi dans les Entretiens : dans le doute, interroger ; dans la colère, penser aux conséquences. Applique les deux avant ton prochain message à {contact} sur {topic}.',
      'Pratique ce que les Entretiens disent de l’homme de bien : lent à parler, prompt à agir. Dis-en moins à {contact} sur {topic} aujourd’hui, et fais la seule chose que tu avais dit que tu ferais.',
      'Suis les Entretiens : devant un homme de valeur, songe à l’égaler ; devant son contraire, examine-toi. Nomme une qualité de {contact} digne d’être imitée, et une habitude de tes propres messages qui mérite d’être examinée.',
      'Exige beaucoup de toi-même et peu des autres, comme le conseillait Confucius : avant de demander quoi que ce soit de plus à {contact} sur {topic}, vérifie que tout ce que tu dois a bien été fait, et fais-le en premier.',
      'Pratique le jing, l’attention révérencieuse : relis ton brouillon pour {contact} et accorde-lui le soin que tu donnerais à une lettre adressée à quelqu’un que tu respectes profondément, avec une salutation en bonne forme, une réponse complète et une formule courtoise pour finir.',
      'Les Entretiens s’ouvrent sur le plaisir d’apprendre quelque chose et de le mettre en pratique au bon moment. Rappelle-toi une chose que tu as apprise sur la bonne manière d’agir avec {contact}, et pratique-la aujourd’hui en un seul message ou un seul acte.',
    ],
    comments: {
      hard: [
        'Confucius conseillait, quand la colère monte, de penser à ce qui en découle, et une réponse à ces mots de {author} s’écrit mieux dans cet esprit.',
        'Confucius jugeait les gens sur leur conduite dans la durée, non sur une seule remarque, et cette ligne laconique de {author} n’est qu’une remarque parmi bien d’autres.',
      ],
      warm: [
        'Confucius disait que la vertu ne reste jamais isolée mais a toujours des voisins, et ce mot aimable de {author} est l’un de ces voisins qui arrive.',
        'Ici {author} offre de la bonté, et Confucius tenait que la bonté se rend, comme il convient, par la bonté.',
      ],
      reach: [
        'Il y a dans cette question de {author} ce que les Entretiens louent chez Kong Wenzi : ne pas avoir honte de demander.',
        'En entrant dans le Grand Temple, Confucius posait des questions sur tout, et disait que c’était là la bienséance ; cette question de {author} a la même curiosité respectueuse.',
      ],
    },
  },
  'Renaissance Humanism': {
    views: [
      'Montaigne écrivait que chaque homme porte la forme entière de l’humaine condition. Chez {contact}, et dans tout ce qui passe sur {topic}, tu peux lire quelque chose de chacun, toi compris, et un humaniste trouve cela plus intéressant que n’importe quel verdict.',
      'Le Livre du Courtisan de Castiglione louait la sprezzatura, la grâce qui fait paraître faciles les choses difficiles et cache l’effort qu’elles demandent. Avec {contact}, sur {topic}, la touche courtoise consiste à porter ta part avec légèreté, sans faire valoir ce qu’elle t’a coûté.',
      'La devise d’Érasme était ad fontes, retour aux sources : le texte original, non les commentaires empilés par-dessus. Avec {contact}, sur {topic}, cela veut dire revenir à ce qui a réellement été écrit, avant les gloses que tu y as ajoutées.',
      'Machiavel comparait la fortune à un fleuve en crue, et la virtù aux digues bâties par temps calme. Quoi qu’il arrive avec {contact} sur {topic}, ce que tu prépares aux jours plus tranquilles décide de ce que les hautes eaux pourront emporter.',
      'Dans son essai Des cannibales, Montaigne observe que chacun appelle barbarie ce qui n’est pas de son usage. La façon dont {contact} aborde {topic} n’est peut-être qu’un autre usage, qui mérite d’être compris avant d’être jugé.',
      'Dans l’Éloge de la Folie, Érasme laisse la Folie elle-même soutenir qu’aucun lien ne durerait un jour sans un peu d’indulgence et de rire. Entre {contact} et toi, sur {topic} aussi, une touche légère et indulgente est une vertu humaniste.',
    ],
    summaries: [
      'Ad fontes, comme le voulait Érasme, retour au texte premier : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Lu sans commentaire, il montre que {reach}, et que {climate}.',
      'La grammaire avant la rhétorique, comme l’enseignaient les studia humanitatis, donc d’abord la construction simple : {written, plural, one {# message} other {# messages}} en l’espace de {days, plural, one {# jour} other {# jours}}, sur {topics}. La rhétorique, pour ainsi dire, tient à deux faits de plus : {reach}, et {climate}.',
      'Pétrarque rassemblait ses lettres en livres, sachant qu’une correspondance est une sorte d’histoire ; celle-ci compte {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, abordant {topics}. Un historien ajouterait que {reach}, et que {climate}.',
    ],
    practices: [
      'Fais comme Pétrarque au mont Ventoux : va quelque part d’où l’on a une vue, puis tourne ton attention vers l’intérieur et demande-toi ce que tu veux vraiment de tes échanges avec {contact}. Note cette seule ligne.',
      'Pratique la sprezzatura de Castiglione : rédige ton prochain message à {contact} sur {topic}, puis retravaille-le jusqu’à ce qu’il se lise avec aisance, sans effort apparent, en gardant le soin et en ôtant la tension.',
      'Reviens ad fontes avec les derniers messages de {contact} : relis-les en entier et lentement, comme Érasme relisait le grec du Nouveau Testament, et note une chose qui t’avait échappé avant de répondre sur {topic}.',
      'Écris un court dialogue à la manière humaniste de Bruni et d’Alberti : donne à {contact} et à toi une réplique chacun sur {topic}, et plaide la cause de l’autre aussi bien que tu le peux.',
      'Garde ce que Montaigne appelait une arrière-boutique toute à toi, comme la librairie de sa tour : dix minutes tranquilles aujourd’hui, téléphone de côté, avant de décider comment répondre à {contact}.',
      'Suis Marsile Ficin, qui répondait à la mélancolie par la musique : avant d’écrire à {contact}, écoute du début à la fin un morceau que tu aimes, et laisse son humeur, non celle de la journée, donner le ton.',
    ],
    comments: {
      hard: [
        'Montaigne te rappellerait qu’une seule ligne de {author} montre un instant d’une créature ondoyante et diverse, non la personne entière.',
        'Érasme, qui passa sa vie à plaider pour la concorde, répondrait à ces mots de {author} avec tact et patience, non avec une plume plus acérée.',
      ],
      warm: [
        'Il y a dans ce message de {author} l’humanitas que prisaient les humanistes : savoir, bonté et bonne humeur en un seul geste.',
        'Castiglione admirerait l’aisance de ce geste de {author} : une chaleur donnée avec légèreté, sans trace d’effort, et c’est la meilleure qui soit.',
      ],
      reach: [
        'Pétrarque, si avide de conversation qu’il écrivait des lettres à Cicéron, envierait {author} ici : une question adressée à quelqu’un qui peut y répondre.',
        'Comme une lettre humaniste portée par-delà les Alpes, cette question de {author} mérite une réponse aussi généreuse que la curiosité qui l’a envoyée.',
      ],
    },
  },
  'Positive Psychology': {
    views: [
      'Les recherches de Seligman sur le style explicatif montrent que la façon dont tu expliques les événements, comme permanents ou passagers, envahissants ou circonscrits, façonne ce que tu en ressens. La façon dont tu expliques les messages de {contact} sur {topic} mérite d’être confrontée aux faits.',
      'La théorie de l’autodétermination, d’Edward Deci et Richard Ryan, nomme trois besoins psychologiques fondamentaux : l’autonomie, la compétence et l’appartenance sociale. Les échanges avec {contact} sur {topic} se passent en général mieux quand ils vous laissent tous deux libres, capables et reliés.',
      'Les recherches de Jane Dutton sur les connexions de haute qualité montrent que même de brefs échanges peuvent laisser les deux personnes plus énergiques et plus ouvertes. Chaque message avec {contact}, {topic} compris, est une petite occasion d’en créer une.',
      'Mihaly Csikszentmihalyi a décrit le flow, l’absorption qui naît quand le défi et la compétence s’accordent bien. Même une conversation avec {contact} sur {topic} peut l’atteindre, quand vous êtes tous deux assez engagés pour perdre la notion du temps.',
      'Les recherches de Carol Dweck opposent un état d’esprit fixe, qui tient les capacités pour figées, à un état d’esprit de développement, qui les tient pour apprenables. Appliqué à {contact}, cela revient à traiter votre façon de gérer {topic} comme une compétence que vous pouvez encore développer tous les deux.',
      'L’étude de Harvard sur le développement adulte, dirigée par George Vaillant puis par Robert Waldinger, a montré que la qualité des relations prédit la santé et le bonheur futurs mieux que presque tout le reste. Tes échanges avec {contact} sur {topic} font partie de ces données.',
    ],
    summaries: [
      'Mesures de référence : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, avec {topics} comme contenu principal. Deux observations de plus, à lire comme des données plutôt que comme des verdicts : {reach}, et {climate}.',
      'Un chercheur le consignerait sobrement : {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, sur {topics}. Corrélation n’est pas causalité, alors tiens ces deux résultats avec légèreté : {reach}, et {climate}.',
      'Dans l’esprit du tournant de Seligman vers ce qui va bien autant que vers ce qui va mal, le tableau complet : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, couvrant {topics}. À côté de cela, {reach}, et {climate}.',
    ],
    practices: [
      'Essaie une petite version de la visite de gratitude de Seligman : écris à {contact} quelques phrases de remerciement précises pour quelque chose de réel, même mineur, et envoie-les ou dis-les la prochaine fois que vous vous parlerez.',
      'Avant ton prochain message à {contact}, fais la pause d’autocompassion de Kristin Neff : nomme ce que tu ressens, rappelle-toi que d’autres le ressentent aussi, et dis-toi une phrase bienveillante. Puis écris.',
      'Les études de Sonja Lyubomirsky associent les actes de gentillesse délibérés à un plus grand bien-être : choisis aujourd’hui une petite gentillesse concrète pour {contact}, liée à {topic} si tu le peux, et fais-la.',
      'Consacre quinze minutes à l’exercice du meilleur moi possible de Laura King, appliqué à ce seul lien : imagine que, dans un an, les choses avec {contact} se passent aussi bien que c’est réalistement possible, et note ce que tu as fait pour y contribuer.',
      'Applique à {topic} le modèle de l’espoir de C. R. Snyder : nomme un objectif que tu partages avec {contact}, deux chemins pour y parvenir, et le premier pas que tu acceptes de faire aujourd’hui.',
      'Pratique le repérage des forces, tel que le décrit Ryan Niemiec : nomme une force de caractère dont {contact} a fait preuve récemment, sur {topic} ou ailleurs, et dis-lui précisément ce que tu as remarqué.',
    ],
    comments: {
      hard: [
        'Seligman te suggérerait de contester ta première interprétation de ce message de {author} : dresse la liste des autres explications plausibles avant de décider laquelle est la bonne.',
        'Les travaux de Roy Baumeister sur le biais de négativité suggèrent que cette ligne de {author} pèsera plus lourd dans ta mémoire qu’elle ne le mérite ; mets-la donc en regard du reste des échanges.',
      ],
      warm: [
        'Barbara Fredrickson compterait ce geste de {author} comme un micro-moment de résonance positive, cette petite chaleur partagée qu’elle appelle l’amour sous sa forme quotidienne.',
        'Les recherches sur la contagion émotionnelle suggèrent que le bon sentiment de ce message de {author} peut se transmettre à toi, si tu le laisses te toucher avant de répondre.',
      ],
      reach: [
        'Dans les termes de John Gottman, {author} fait ici une tentative de connexion, et qu’on y réponde en se tournant vers l’autre, en se détournant ou en s’y opposant compte plus que les mots.',
        'Une question comme celle-ci, de {author}, signale de l’intérêt, et les études de Karen Huang et de ses collègues ont montré que les personnes qui posent davantage de questions de relance sont plus appréciées.',
      ],
    },
  },
  Existentialism: {
    views: [
      'Heidegger appelait cela la déréliction, l’être-jeté : tu te trouves toujours déjà dans une situation que tu n’as pas choisie, avec son histoire et ses limites. Les termes posés entre {contact} et toi, {topic} compris, sont ton point de départ ; ce que tu en fais n’est pas donné.',
      'Sartre a analysé le regard : sous le regard d’autrui, tu deviens objet, et tu le sens. Dans chaque échange avec {contact} sur {topic}, chacun de vous deux est aussi regardé, et une bonne part de ce qui se passe tient au désir d’être vu avec justesse.',
      'Martin Buber distinguait le Je–Cela, où l’autre est une fonction ou un moyen, du Je–Tu, où l’autre est rencontré comme une personne entière. {kind, select, work {Même pour une affaire de travail comme {topic}} other {Sur {topic}}}, on peut rencontrer {contact} de l’une ou l’autre manière, et le choix se voit.',
      'Karl Jaspers appelait la communication véritable un combat amoureux : deux personnes qui restent ouvertes, s’interrogent honnêtement, et deviennent chacune davantage elles-mêmes. Ce qui passe entre {contact} et toi sur {topic} peut se mesurer à cela, quel que soit votre lien.',
      'Simone de Beauvoir a écrit sur l’ambiguïté de la condition humaine : l’être humain est libre et pourtant lié, seul et pourtant toujours avec les autres. Ce qui se passe entre {contact} et toi sur {topic} n’a pas besoin d’être réduit à des réponses simples pour être vécu honnêtement.',
      'Kierkegaard observait que la vie se comprend à rebours, mais doit se vivre en avant. Tu ne peux pas encore savoir ce que signifieront au bout du compte les échanges avec {contact} sur {topic} ; tu peux seulement choisir, maintenant, comment faire le pas suivant.',
    ],
    summaries: [
      'Voici la facticité, le donné d’où part la liberté : {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, sur {topics}. Il est donné aussi que {reach}, et que {climate} ; le sens de tout cela, lui, ne l’est pas.',
      'Kierkegaard voudrait les faits tels qu’ils se présentent pour toi, l’Individu : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, concernant {topics}. Tout aussi simplement, {reach}, et {climate} ; aucun système ne peut te dire quoi en faire.',
      'Camus demandait avant tout la lucidité, alors la voici, sans ornement : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Tout aussi lucidement : {reach}, et {climate}.',
    ],
    practices: [
      'Soumets ton prochain message à {contact} à l’expérience de pensée de Nietzsche, l’éternel retour : accepterais-tu de l’envoyer encore et encore, éternellement ? Sinon, réécris-le jusqu’à ce que tu l’acceptes.',
      'Repère la voix de ce que Heidegger appelait le On, l’anonyme : avant de répondre à {contact} sur {topic}, raye chaque formule qui relève de ce qu’on dit plutôt que de ce que tu penses.',
      'Kierkegaard a écrit que la pureté du cœur, c’est de vouloir une seule chose. Décide de la seule chose que tu veux vraiment de cet échange avec {contact} sur {topic}, et que ton prochain message ne serve qu’elle.',
      'Pratique le Je–Tu de Buber le temps d’un échange : avant d’écrire à {contact}, mets de côté ce dont tu as besoin et représente-toi la personne entière, sa journée, ses soucis, son histoire. Puis écris à cette personne.',
      'L’existence précède l’essence, insistait Sartre, alors refuse les étiquettes figées : note une étiquette que tu as collée sur {contact} et une que tu t’es collée à toi-même, puis agis aujourd’hui comme si aucune n’était définitive.',
      'Prends pour modèle de simple décence le docteur Rieux dans La Peste de Camus : fais la chose utile sur {topic} qui se trouve devant toi, pour {contact}, sans discours et sans attendre de gratitude.',
    ],
    comments: {
      hard: [
        'Kierkegaard appelait l’angoisse le vertige de la liberté, et quelque chose de ce vertige parle peut-être à travers cette ligne de {author}.',
        'Jaspers lirait cette ligne sèche de {author} comme une communication qui se rompt, et jugerait que le combat mérite d’être repris, patiemment et honnêtement.',
      ],
      warm: [
        'Ici {author} te rencontre comme le Tu de Buber plutôt que comme une fonction, et c’est dans une telle rencontre, tenait-il, que se passe la vie réelle.',
        'Camus, qui aimait la mer, le football et ses amis, prendrait ces mots de {author} comme le genre de joie simple qui répond à l’absurde sans argumenter.',
      ],
      reach: [
        'Heidegger parlait d’une sollicitude qui devance l’autre pour le libérer plutôt que pour se substituer à lui, et cette question de {author} a cette qualité.',
        'Gabriel Marcel appellerait cette question de {author} disponibilité, l’ouverture à autrui qui rend possible une présence véritable.',
      ],
    },
  },
  "Rumi's Mystical Poetry (Sufism)": {
    views: [
      'Dans le Masnavi, des gens touchent un éléphant dans une maison obscure, et chacun décrit une créature différente : un éventail, un pilier, un tuyau. Ce que {contact} et toi percevez chacun, sur {topic}, n’est peut-être qu’une partie d’un animal que ni l’un ni l’autre ne voit en entier.',
      'Rumi raconte comment Moïse gronda un berger pour sa prière maladroite et tendre, et comment Dieu reprit Moïse : c’est le cœur qu’on regarde, non les mots. Lis les messages de {contact} sur {topic} en cherchant le cœur sous les tournures.',
      'Dans le conte du pois chiche de Rumi, le pois bondit hors de la marmite bouillante et le cuisinier l’y repousse, car ce n’est qu’en cuisant qu’il prend sa saveur. Ce qui mijote lentement entre {contact} et toi sur {topic} fait peut-être de vous deux quelque chose de plus riche.',
      'Au début du Masnavi, Rumi demande pourquoi le miroir du cœur ne reflète rien, et répond que la rouille n’a pas été ôtée de sa surface. Dans chaque échange avec {contact} sur {topic}, un cœur poli voit ce qui est vraiment là.',
      'Rumi revient souvent à la goutte et à la mer : la goutte craint de se perdre, sans savoir que sa nature est la mer. {contact} et toi, sur {topic}, êtes des gouttes séparées pour l’instant, et pourtant de la même eau.',
      'La vie de Rumi bascula quand il rencontra Shams de Tabriz, le derviche errant dont la compagnie ébranla le savant et éveilla le poète. Chaque rencontre garde un peu de Shams : qu’est-ce que {contact}, à travers {topic}, éveille en toi ?',
    ],
    summaries: [
      'Compté un à un, comme les grains du chapelet d’un derviche : {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, enfilés à travers {topics}. Et entre les grains, le silence qui raconte sa propre histoire : {reach}, et {climate}.',
      'Un ghazal se compte en distiques, et celui-ci se déroule ainsi : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, ayant pour thèmes {topics}. Son refrain, entendu sous chaque vers : {reach}, et {climate}.',
      'Comme le Masnavi emboîte ses récits les uns dans les autres, ainsi de ce fil : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, et, niché au creux, {topics}. Et plus au creux encore, le récit intérieur : {reach}, et {climate}.',
    ],
    practices: [
      'Reçois la première leçon du novice mevlevi, le service à la cuisine : accomplis aujourd’hui une tâche humble et invisible qui allège la charge de {contact}, liée à {topic} ou à autre chose, et ne le dis à personne.',
      'Tourne, dans l’esprit du sama : debout, ouvre la paume droite vers le haut et la gauche vers le bas, et tourne lentement pendant une minute. Puis écris à {contact} depuis l’immobilité du centre.',
      'Pratique un simple dhikr avant d’écrire à {contact} : respire lentement et répète un seul mot du souvenir pendant quelques minutes, jusqu’à ce que ton cœur soit plus calme que tes pensées sur {topic}.',
      'Rumi signait nombre de ses ghazals Khamouch, le silencieux ; fais-en une pratique aujourd’hui. Dis-en moins à {contact}, un message de moins, une phrase plus courte, et laisse le silence porter ce que les mots ne peuvent pas porter.',
      'Lis ce soir, lentement, une histoire du Masnavi, et demande-toi auquel de ses personnages tu ressembles dans tes rapports avec {contact}. Laisse cette réponse façonner ton prochain message sur {topic}.',
      'Écris quatre vers de ta main, un ghazal ébauché sur ce que tu espères concernant {topic} ; ils ne sont pas à envoyer. Puis laisse une de leurs images trouver son chemin jusque dans ton prochain message à {contact}.',
    ],
    comments: {
      hard: [
        'Rumi regarderait au-delà de la rouille de cette ligne de {author}, vers le miroir qui se trouve dessous et qui veut encore refléter quelque chose de vrai.',
        'Quand Shams disparut à Damas, Rumi envoya son fils le ramener plutôt que de ressasser sa blessure, et ces mots de {author} invitent au même choix.',
      ],
      warm: [
        'Rumi, qui appelait son ami Shams le soleil, verrait un peu de cette lumière dans ces mots de {author}, et se tournerait vers elle.',
        'Ce message de {author} est une seule goutte de la mer que chantait Rumi, et elle a le goût du tout.',
      ],
      reach: [
        'Dans un récit du Masnavi, l’appel même d’un homme est déjà la réponse de Dieu, et Rumi entendrait dans cette question de {author} une réponse déjà en chemin.',
        'Rumi verrait dans cette question de {author} toute la grammaire de l’amour en petit : un cœur se tourne vers un autre, et attend.',
      ],
    },
  },
  'Shamanic Wisdom': {
    views: [
      'Bien des traditions chamaniques parlent de perte d’âme : sous le choc ou la pression, une part de la vitalité d’une personne s’égare, et guérir, c’est la rappeler à la maison. Dans tes rapports avec {contact} sur {topic}, remarque ce qui te rend ta pleine présence et ce qui la disperse.',
      'Les cosmologies chamaniques, telles que les décrit Eliade, relient le monde d’en haut, le monde du milieu et le monde d’en bas par un grand arbre. Tes échanges avec {contact} sur {topic} se déroulent dans le monde du milieu, et ce regard demande quelles racines les nourrissent et vers quoi ils s’élèvent.',
      'Pour le regard animiste, rien n’est une simple chose : les rivières, les outils et les gens sont tous des parents, à qui l’on doit le respect. Vu ainsi, {contact}, et même {topic}, appartient à une toile qui prospère grâce à la réciprocité, un don répondant à un don.',
      'Eliade appelait le chamanisme une technique archaïque de l’extase, mot qui signifie littéralement se tenir hors de soi. Avec {contact}, sur {topic}, un peu de cette extase, sortir un instant de ta propre position, montre ce qui reste caché quand on est dedans.',
      'Le temps chamanique avance par cycles, lunes, saisons et retours, non en ligne droite. Ce qui passe entre {contact} et toi sur {topic} a aussi ses saisons ; une lune calme ou une lune chargée fait partie d’un tour de roue, non de la fin du chemin.',
      'Les peuples chamaniques lisent le temps qu’il fait, les animaux et la terre comme un langage vivant de signes. Le rythme de tes échanges avec {contact} sur {topic}, ses périodes rapides et lentes, peut se lire de la même façon : comme une météo, non comme un verdict.',
    ],
    summaries: [
      'Un pisteur lit la piste avant de la suivre : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, à travers {topics}. Les empreintes montrent aussi que {reach}, et que {climate}.',
      'Comme le tambour tient le compte au fil d’une longue cérémonie : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, portant {topics}. Sous le battement, deux rythmes qui méritent d’être entendus : {reach}, et {climate}.',
      'Raconté comme un guérisseur raconte ce que le voyage lui a montré, simplement et sans embellir : {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, par-delà {topics}. Ceci aussi a été vu : {reach}, et {climate}.',
    ],
    practices: [
      'Essaie une douce métamorphose : assieds-toi au calme, joue du tambour ou respire régulièrement, et imagine pendant quelques minutes que tu regardes {topic} par les yeux de {contact}. Note une chose que tu as vue de là-bas.',
      'Sors et assieds-toi dix minutes auprès d’un être vivant, un arbre, le ciel, une étendue d’eau, avant d’écrire à {contact}. Laisse son rythme, et non celui de l’écran, donner le rythme de ta réponse.',
      'Fais une petite offrande à l’ancienne : avant d’écrire de nouveau à {contact}, donne quelque chose, des miettes aux oiseaux ou de l’eau à une plante, avec un merci silencieux pour ce que ce lien t’apporte.',
      'Trouve ton chant de pouvoir, comme le font les praticiens chamaniques : fredonne un air sans paroles jusqu’à ce qu’il te semble tien, et continue doucement pendant que tu écris à {contact} sur {topic}.',
      'Avant de dormir, demande un rêve sur ton lien avec {contact}, et garde du papier près du lit. Au matin, note l’image qui est venue, sans l’interpréter encore, et pose-la à côté des faits concernant {topic}.',
      'Purifie l’espace comme un guérisseur avant une cérémonie : ouvre une fenêtre, lave-toi les mains et le visage, secoue les bras. Puis écris à {contact} sur {topic} depuis ce terrain dégagé.',
    ],
    comments: {
      hard: [
        'Un guérisseur sentirait qu’une part de vitalité manque ici chez {author}, et répondrait à cet épuisement plutôt qu’aux mots.',
        'Comme un orage soudain sur le monde du milieu, ce message de {author} est de la météo : mets-toi à l’abri, attends, et relis-le une fois le vent tombé.',
      ],
      warm: [
        'Ce message de {author} est un remède au sens ancien, quelque chose qui ramène la force dans le corps d’un lien.',
        'Selon la manière animiste, un don comme celui de {author} appelle un don en retour, ne serait-ce qu’un merci de tout cœur.',
      ],
      reach: [
        'Cette question de {author} est un pont jeté par-dessus le vide, et la voie chamanique est de s’y avancer.',
        'Ici {author} envoie un messager en avant, comme les vieux récits envoient un oiseau ; on honore un messager par une réponse prompte et sincère.',
      ],
    },
  },
  Kabbalah: {
    views: [
      'Les kabbalistes lisent les créatures vivantes d’Ézéchiel, qui courent et reviennent, comme le pouls de toute vie : ratso va-chov, aller vers et se retirer. Tes échanges avec {contact} sur {topic} ont aussi ce pouls, et aucun des deux mouvements n’est un échec.',
      'Le Zohar enseigne qu’un éveil d’en bas suscite un éveil d’en haut : un acte sur terre ouvre le flux venu des hauteurs. Avec {contact}, sur {topic}, un petit premier pas de ta part peut appeler plus qu’il ne semble contenir.',
      'La kabbale parle des klipot, des écorces qui recouvrent les étincelles saintes sans les détruire : l’habitude, la hâte, un ton sur la défensive. Dans tes échanges avec {contact} sur {topic}, regarde à travers l’écorce, quelle qu’elle soit, la lumière qu’elle porte.',
      'Netsah, l’endurance, et Hod, la reconnaissance, se tiennent côte à côte dans l’arbre : l’un persévère, l’autre rend grâce et cède là où il le faut. Avec {contact}, sur {topic}, un lien a besoin à la fois de persévérance et de la grâce de concéder.',
      'Yessod, le fondement, est la sefira du lien, le canal par lequel toutes les qualités supérieures se déversent dans le monde. {kind, select, work {Des rapports fiables sur {topic} sont} other {Un contact régulier et honnête sur {topic} est}} le Yessod de ton lien avec {contact}.',
      'Les sages enseignaient que lorsque deux personnes sont assises ensemble avec des paroles de Torah entre elles, la Chekhina repose entre elles. Dans la lecture kabbalistique, la rencontre sincère elle-même fait une demeure à cette présence, et des paroles honnêtes avec {contact}, même sur {topic}, lui font de la place.',
    ],
    summaries: [
      'Dans Assiah, le monde de l’action, le compte est simple : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Dans Yetsira, le monde du sentiment qui le façonne, on sent que {reach}, et que {climate}.',
      'Au-delà du sens simple se trouve le remez, l’allusion : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, effleurant {topics}. Et l’allusion dans l’allusion : {reach}, et {climate}.',
      'Les compagnons du Zohar pesaient chaque parole dite en chemin, et voici les paroles de ce chemin : {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, abordant {topics}. Ce sur quoi ils s’arrêteraient pour méditer : {reach}, et {climate}.',
    ],
    practices: [
      'Reprends le pardon qui ouvre le Chema du coucher : avant de dormir, libère avec tes propres mots tout ce que {contact} a dit ou fait aujourd’hui qui t’a fait mal, s’il y a quelque chose, et demande la même libération pour toi.',
      'Emprunte la méthode du compte de l’Omer, qui joint une sefira à l’intérieur d’une autre : prends Yessod dans Hessed, le lien par la bonté, et laisse-le façonner un seul message à {contact} sur {topic}.',
      'Essaie l’hitbodedout de rabbi Nahman de Bratslav : isole-toi quelque part et parle à voix haute, avec tes propres mots, pendant dix minutes, de tes rapports avec {contact}, {topic} compris. Écoute ce que tu t’entends dire.',
      'Éprouve ton prochain message à {contact} à l’aune des quatre mondes : sa volonté en Atsilout, sa pensée en Beria, son sentiment en Yetsira, son acte en Assiah. Envoie-le quand les quatre vont dans le même sens.',
      'Les kabbalistes remarquent que ahava, l’amour, et ehad, un, ont la même valeur numérique, treize. Nomme une chose que {contact} et toi partagez vraiment sur {topic}, un but, un souci, un espoir, et ouvre ton prochain message avec elle.',
      'Reste deux minutes avec la pensée d’Ein Sof, l’Infini sans limite, jusqu’à ce que {topic} retrouve sa vraie taille. Puis écris à {contact} depuis ce lieu plus vaste.',
    ],
    comments: {
      hard: [
        'Les kabbalistes disent que l’écorce s’accroche le plus fort là où l’étincelle brille le plus, et cette ligne dure de {author} protège peut-être quelque chose de tendre.',
        'Dans la langue de l’arbre, ce message de {author} est Netsah sans Hod, une poussée sans concession, et il attend une réponse qui apporte la moitié manquante.',
      ],
      warm: [
        'Le Zohar verrait la Chekhina reposer doucement entre deux personnes dans ces mots de {author}, les plus ordinaires qui soient.',
        'Dans ce message de {author}, la lumière descend par Yessod jusque dans la vie de tous les jours, exactement là où la kabbale veut qu’elle arrive.',
      ],
      reach: [
        'Ici {author} accomplit l’éveil d’en bas, le premier pas dont le Zohar dit qu’il attire une réponse d’en haut.',
        'Cette question de {author} est le ratso, la course vers l’autre, et une réponse achève le rythme avec le chov, le retour.',
      ],
    },
  },
  'Alan Watts': {
    views: [
      'Watts divisait les penseurs entre les piquants, qui veulent que tout soit précis, et les gluants, qui aiment le vague et le fluide, et disait que l’univers a besoin des deux. Quand {contact} et toi abordez {topic}, remarque qui est piquant et qui est gluant ; tout cela n’est qu’un même jeu ondulant.',
      'Watts adorait l’histoire du fermier chinois qui accueille chaque coup du sort, bon ou mauvais, d’un peut-être tranquille. Quel que soit le sens apparent des messages d’aujourd’hui avec {contact} sur {topic}, l’histoire n’est pas encore finie.',
      'Watts se moquait de l’ego encapsulé dans la peau, l’impression d’être un petit quelqu’un solitaire enfermé dans un sac de peau. {contact} et toi, quand vous échangez sur {topic}, êtes moins deux sacs scellés qu’un seul motif qui se produit en deux endroits.',
      'Watts insistait : les contraires vont ensemble comme le côté pile et le côté face d’une pièce, pas de parole sans écoute, pas d’élan vers l’autre sans retrait. Quel que soit le balancement entre {contact} et toi sur {topic}, chaque côté implique discrètement l’autre.',
      'Watts décrivait l’univers jouant à cache-cache avec lui-même, se déguisant en chacun de nous pour le plaisir d’être trouvé. Sous cet éclairage, {contact} est le même joueur dans un autre costume, {topic} compris.',
      'Watts aimait dire que le monde fait des gens comme un pommier fait des pommes : les gens sont quelque chose que fait l’univers. Vu ainsi, {contact} qui écrit sur {topic}, c’est le cosmos qui se produit, et toi qui le lis aussi.',
    ],
    summaries: [
      'Watts lirait les chiffres comme on lit un bulletin météo, avec intérêt et sans effroi : {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, sur {topics}. Autres notes de la prévision : {reach}, et {climate}.',
      'Compter est un jeu charmant, dirait Watts, tant qu’on se souvient que c’en est un : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, en s’amusant avec {topics}. Et, pour ceux qui tiennent les scores, {reach}, et {climate}.',
      'Comme des vagues décrites une à une par quelqu’un qui oublie sans cesse l’océan : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, en ondulant à travers {topics}. Aussi à la surface : {reach}, et {climate} ; en dessous, c’est un seul et même océan.',
    ],
    practices: [
      'Quand des nouvelles sur {topic} arrivent de {contact}, essaie avant toute autre la réponse du fermier chinois : peut-être. Attends demain pour les dire bonnes ou mauvaises, et réponds depuis là.',
      'Regarde ton brouillon pour {contact} : trop piquant, tout en angles et en précision, ou trop gluant, tout en flou et en dérive ? Ajoute un peu de ce qui manque, comme le ferait Watts, et envoie-le.',
      'Laisse tomber la double contrainte qui consiste à essayer de ressentir ce qu’il faut envers {contact} ; Watts faisait remarquer qu’on ne peut pas forcer un sentiment. Fais simplement une chose gentille et pratique concernant {topic}, et laisse les sentiments faire ce qu’ils veulent.',
      'Laisse l’eau boueuse se déposer, comme Watts aimait le conseiller : si quelque chose avec {contact} sur {topic} te semble remué, n’y touche pas pendant quelques heures et n’écris qu’une fois l’eau redevenue claire.',
      'Essaie le truc de Watts qui consiste à chercher celui qui regarde : avant de répondre à {contact}, cherche celui qui a toutes ces opinions sur {topic}, et remarque que tu ne le trouves jamais tout à fait.',
      'Fais une chose à la fois, l’habitude zen que louait Watts : ferme toutes les autres fenêtres et écris à {contact} avec toute ton attention, comme si ce message était la seule chose qui se passe au monde.',
    ],
    comments: {
      hard: [
        'Watts entendrait dans cette ligne de {author} un ego encapsulé dans sa peau qui se sent assiégé, et la réponse la plus gentille est de ne pas resserrer le siège.',
        'Comme l’eau boueuse, ce message de {author} s’éclaircira plus vite si personne ne le remue, dirait Watts ; laisse-le donc reposer un moment avant de répondre.',
      ],
      warm: [
        'Ce message de {author}, c’est l’univers qui s’amuse sans aucune raison, et Watts dirait qu’il n’y a pas de meilleure raison.',
        'Dans ces mots de {author}, la partie de cache-cache cosmique fait une pause et quelqu’un est trouvé, ce qui est tout le plaisir de se cacher.',
      ],
      reach: [
        'Avec cette question, {author} tend la main par-dessus le prétendu fossé entre deux ego séparés, et Watts dirait que le fossé n’a jamais vraiment existé.',
        'Watts entendrait cette invitation de {author} comme la première mesure d’un duo : personne ne sait comment il finit, et c’est exactement là son charme.',
      ],
    },
  },
};
