import type { VoiceVariants } from '../voice.ts';

/** More phrasings, French: Stoicism, Sufi Wisdom, Taoism, Buddhist Teachings, Christian Mysticism, Indigenous Wisdom, Vedanta (Hinduism), Sikh Teachings. */
export const variants: Record<string, VoiceVariants> = {
  Stoicism: {
    views: [
      'Marc Aurèle pratiquait le regard d’en haut, s’élevant en pensée jusqu’à ce que les villes, les saisons et des vies entières paraissent petites. Vu de cette hauteur, ce qui se passe avec {contact} autour de {topic} garde sa juste taille, ni plus grande ni plus petite qu’elle ne l’est réellement.',
      'Épictète enseignait la discipline de l’assentiment : une représentation se présente, et c’est toi qui décides d’y consentir ou non. Quelle que soit la façon dont les messages de {contact} sur {topic} te frappent, demande à chaque représentation d’attendre à la porte et de montrer ce qu’elle est avant de la laisser entrer.',
      'Hiéroclès représentait chaque personne au centre de cercles, soi, la famille, les amis, les concitoyens, l’humanité entière, et invitait à resserrer les cercles extérieurs vers le centre. Quel que soit le cercle où se tient {contact} parmi les tiens, {kind, select, work {une conduite juste et courtoise à propos de {topic}} other {un peu plus d’attention aujourd’hui}} fait avancer cette personne d’un cercle vers le centre.',
      'Épictète conseillait de vouloir que les événements arrivent comme ils arrivent réellement, l’attitude qu’on appellera plus tard amor fati. Quelque tour que prenne {topic} avec {contact}, le stoïcien y voit une matière pour la vertu, non une blessure infligée par le destin.',
      'Pour les stoïciens, memento mori relevait de la perspective plutôt que de la tristesse : Marc Aurèle se rappelait que lui-même et tous ceux qu’il côtoyait auraient bientôt disparu. Vu ainsi, chaque échange avec {contact}, {topic} compris, devient un peu plus léger et un peu plus précieux.',
      'Marc Aurèle appelait l’esprit libre de passions une citadelle, une forteresse qu’aucun événement extérieur ne peut prendre d’assaut. Quoi que {contact} écrive sur {topic}, ta faculté directrice, l’hégémonikon, reste sous ta garde, et c’est de là que tu choisis comment répondre.',
    ],
    summaries: [
      'Vu d’en haut, comme Marc Aurèle le regarderait : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}, un petit tronçon d’une longue vie. Ne donne ton assentiment qu’à ce que montre le relevé : que {reach}, et que {climate}.',
      'Épictète séparerait la représentation du fait, et voici les faits : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, au sujet de {topics}. C’est un fait que {reach}, et un fait que {climate} ; toute histoire que tu y ajoutes est un jugement qui reste à examiner.',
      'Une simple note à la manière des Pensées, écrite pour toi-même : {written, plural, one {# message} other {# messages}} au fil de {days, plural, one {# jour} other {# jours}}, à propos de {topics}. Consigné sans plainte et sans flatterie : {reach}, et {climate}.',
    ],
    practices: [
      'Commence la journée comme Marc Aurèle au début du deuxième livre des Pensées, en repassant qui tu pourrais rencontrer et comment tu comptes agir. Choisis dès maintenant la vertu, patience, équité ou franchise, que tu apporteras aujourd’hui à {contact}.',
      'Suis le conseil de Sénèque à Lucilius et choisis quelqu’un que tu admires, un Caton à toi, que tu imagines en train de t’observer. Écris ton prochain message à {contact} comme si cette personne lisait par-dessus ton épaule.',
      'Sers-toi de la méthode des rôles d’Épictète : nomme le rôle que tu tiens envers {contact}, puis demande-toi ce que ce rôle exige de toi aujourd’hui au sujet de {topic}. Accomplis bien ce seul devoir, quoi qu’il arrive en retour.',
      'Pratique la description dépouillée de Marc Aurèle : reformule le dernier message de {contact} sur {topic} en mots neutres, sans adjectifs ni suppositions sur les intentions. Réponds à ce qui reste, non à la couleur que tu lui avais d’abord donnée.',
      'Écris, comme Marc Aurèle dans le premier livre des Pensées, ce que tu as appris de {contact} : une qualité, une habitude ou une leçon, si petite soit-elle. Laisse-la donner le ton de ton prochain échange sur {topic}.',
      'Rends aujourd’hui un service à {contact} comme la vigne de Marc Aurèle porte ses raisins : sans tenir de compte, sans attendre de remerciement, puis passe à la bonne action suivante.',
    ],
    comments: {
      hard: [
        'Avant de réagir à ces mots de {author}, un stoïcien se souviendrait du rappel matinal de Marc Aurèle, selon lequel les gens agissent d’après ce qui leur paraît juste, et répondrait avec patience plutôt qu’avec reproche.',
        'Épictète tenait que personne ne peut te nuire sans ton assentiment ; ce que {author} a écrit ici ne devient une blessure que si tu consens à y voir une blessure.',
      ],
      warm: [
        'Marc Aurèle ouvrait les Pensées par la liste du bien qu’il avait reçu des autres, et ces mots de {author} auraient leur place sur une telle liste.',
        'Dans ces mots de {author}, les stoïciens verraient la justice et la bienveillance, les vertus sociales, pratiquées en petite monnaie, là où elles comptent le plus.',
      ],
      reach: [
        'Hiéroclès verrait ici {author} resserrer un peu un cercle, ce qui est, pour les stoïciens, la nature humaine à l’œuvre comme il se doit.',
        'Sénèque tenait qu’un bienfait se donne pour lui-même, et cette ouverture de {author} est un tel don, complet avant même qu’une réponse arrive.',
      ],
    },
  },
  'Sufi Wisdom': {
    views: [
      'Les soufis distinguent le zahir, l’extérieur, du batin, l’intérieur ; dans le récit coranique de Moïse et de Khidr, des actes étranges ne révèlent que plus tard leurs raisons cachées. Ce qui se passe avec {contact} autour de {topic} a peut-être, lui aussi, un côté intérieur qui ne s’est pas encore montré.',
      'Dans La Conférence des oiseaux d’Attar, trente oiseaux traversent sept vallées à la recherche du Simorgh et trouvent, au bout du chemin, leur propre reflet. Ce que tu cherches chez {contact}, autour de {topic} aussi, peut te montrer quelque chose de toi-même.',
      'Les confréries soufies honoraient la futuwwa, la chevalerie spirituelle, dont la marque est l’ithar, faire passer le besoin d’autrui avant le sien. Dans tes rapports avec {contact} sur {topic}, la futuwwa demande tranquillement à quoi ressemblerait ici la générosité, sans en faire étalage.',
      'Le traité d’Al-Qushayri sur la voie distingue le hal, un état passager qui vient comme un don, du maqam, une station acquise par une pratique constante. L’humeur d’un jour avec {contact} est un hal ; ce que tu construis {kind, select, work {par des rapports fiables} other {par une attention constante au fil du temps}} est le maqam.',
      'Rabia de Bassora voulait aimer Dieu ni pour le paradis ni par crainte de l’enfer, mais pour Dieu seul. Quoi que tu donnes à {contact}, {kind, select, work {ton application sur {topic}} other {du temps, de l’attention, du soin}}, l’idéal soufi est de le donner sans tenir aucun registre de récompense.',
      'Les soufis naqshbandis pratiquent khalwat dar anjuman, la solitude dans la foule : être pleinement présent parmi les gens tout en restant intérieurement tourné vers Dieu. Traiter de {topic} avec {contact} n’a pas à t’arracher à ton centre ; le cœur peut garder sa retraite au milieu de la conversation.',
    ],
    summaries: [
      'Un voyageur sur la voie tient un simple journal de route : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, à travers {topics}. Un état passager se note, il ne se juge pas : {reach}, et {climate}.',
      'D’abord le zahir, le relevé extérieur tel qu’il est : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, autour de {topics}. Le batin, le sens intérieur, le cœur le méditera lentement ; les signes sont que {reach}, et que {climate}.',
      'Compté comme un derviche égrène les perles du tasbih, une à une, sans hâte : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, à propos de {topics}. Chaque perle est tenue sans plainte : {reach}, et {climate}.',
    ],
    practices: [
      'Essaie la pratique naqshbandie du hush dar dam, la conscience à chaque souffle : tout au long de ton prochain échange avec {contact}, garde chaque respiration consciente, afin qu’aucun mot sur {topic} ne sorte de toi dans la ghafla, l’inattention.',
      'Pratique nazar bar qadam, la vigilance naqshbandie sur ses propres pas : avant chaque message à {contact} aujourd’hui, baisse le regard vers le seul pas suivant, et fais celui-là avec soin.',
      'Garde le samt, le silence compté parmi les piliers de la voie soufie : dis aujourd’hui à {contact} moins que tu n’en as envie, et laisse la part non dite se changer plutôt en souvenir de Dieu.',
      'Fais en secret une bonté pour {contact}, à la manière des Malamatiyya, qui cachaient leurs bonnes actions pour que le nafs ne puisse s’en attribuer aucun mérite.',
      'Fais une dua pour {contact} en son absence ; la tradition dit qu’un ange répond à une telle prière en souhaitant le même bien à celui qui prie. Puis écris, ou non, à partir de cette bienveillance.',
      'Pratique safar dar watan, le voyage naqshbandi dans sa propre patrie : après ton prochain échange avec {contact} sur {topic}, nomme un trait blâmable qui s’est montré en toi, et mets-toi en route vers son contraire louable.',
    ],
    comments: {
      hard: [
        'Les maîtres soufis liraient cette phrase de {author} comme un hal, un état passager, et ne confondraient pas un état passager avec la personne tout entière.',
        'Les Malamatiyya accueillaient le blâme comme un remède pour l’ego ; un soufi pourrait donc prendre même cette phrase acérée de {author} comme un remède amer pour le nafs.',
      ],
      warm: [
        'Ces mots de {author} ont le goût de l’ithar, la préférence donnée à l’autre, que les gens de la futuwwa tenaient pour la couronne de la chevalerie.',
        'En termes soufis, ce geste de {author} est ihsan, faire ce qui est beau, une beauté qui n’a besoin d’aucun public.',
      ],
      reach: [
        'Avec ce message, {author} fait un pas de talab, la quête qu’Attar place comme première vallée de tout voyage.',
        'Ici, {author} frappe à la porte, et l’hospitalité de la khanqah répond à qui frappe en préparant une place et une tasse.',
      ],
    },
  },
  Taoism: {
    views: [
      'Dans le symbole du taiji, chaque moitié porte une graine de l’autre, et aucune ne reste longtemps au-dessus. Ce qui circule entre {contact} et toi autour de {topic} tourne de la même façon : parler et écouter, donner et recevoir, chacun devenant l’autre.',
      'Laozi remarque que trente rayons partagent un seul moyeu, et que c’est le vide du centre qui rend la roue utile. Entre {contact} et toi, l’espace laissé libre autour de {topic}, ce qui reste non dit et non demandé, est peut-être ce qui permet à tout de tourner.',
      'Le sage de Laozi ne rivalise pas, et c’est pourquoi personne ne peut rivaliser avec lui. Avec {contact}, sur {topic}, il n’y a rien à gagner et rien à prouver ; sans compétition, chacun de vous est libre d’être simplement utile.',
      'Le gardien de singes de Zhuangzi leur offrait trois noix le matin et quatre le soir ; quand les singes protestèrent, il en offrit quatre et trois, et tous furent contents. Avec {contact}, bien des choses autour de {topic} sont peut-être le même tout, arrangé autrement.',
      'Le grand arbre de Zhuangzi a survécu parce que les charpentiers le jugeaient inutile, et il a pu ainsi devenir immense et donner de l’ombre. Tout échange avec {contact} n’a pas à servir un but ; les parts oisives et improductives sont peut-être celles qui donnent de l’ombre.',
      'Laozi compte comme une richesse le fait de savoir quand assez, c’est assez. Quoi que tu espères de {contact} autour de {topic}, arrête-toi pour remarquer ce qui suffit déjà avant de tendre la main vers davantage.',
    ],
    summaries: [
      'Le yin et le yang du relevé, sans juger aucun des deux côtés : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, tournant autour de {topics}. Remarque le mouvement, que {reach}, et que {climate} ; ce qui est plein se vide, et ce qui est vide se remplit.',
      'Vu avec l’égalité de regard que Zhuangzi appelait l’égalité des choses : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, autour de {topics}. Aucun côté n’a besoin d’avoir raison, seulement d’être remarqué : {reach}, et {climate}.',
      'Compté légèrement, comme on compte les ondulations d’un ruisseau : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, dérivant à travers {topics}. Le courant montre que {reach}, et la surface montre que {climate}.',
    ],
    practices: [
      'Apporte les trois trésors de Laozi à ton prochain échange avec {contact} : la compassion dans la voix, la frugalité dans les mots, et l’art de ne pas se hâter d’être le premier, pour qu’il y ait de la place pour écouter avant que rien ne soit tranché.',
      'Traite {topic} comme Laozi veut qu’on gouverne un grand État, comme on fait cuire un petit poisson : en y touchant le moins possible. Envoie aujourd’hui un seul message à {contact}, puis résiste à l’envie d’y revenir.',
      'Un voyage de mille li commence sous tes pieds, comme le dit Laozi : choisis le plus petit pas réel avec {contact}, une date, une question, un mot de remerciement, et fais seulement celui-là aujourd’hui.',
      'Pratique l’humilité de Zhuangzi sur le pont de la Hao : avant de décider ce que {contact} ressent ou veut dire à propos de {topic}, demande-toi comment tu pourrais bien le savoir, puis pose simplement la question.',
      'Avant d’écrire à {contact}, essaie le zuowang, s’asseoir et oublier, comme Yan Hui dans le Zhuangzi : assieds-toi quelques minutes et laisse tomber projets, étiquettes et attentes jusqu’à ce qu’il ne reste que le présent.',
      'Équilibre le yin et le yang dans ton prochain échange avec {contact} : si tu as surtout demandé, offre ; si tu as surtout parlé, écoute ; si tu as surtout poussé {topic} en avant, laisse les choses reposer un jour.',
    ],
    comments: {
      hard: [
        'Zhuangzi laisserait passer cette phrase de {author} comme le vent dans les creux des arbres : elle résonne un moment, puis les creux sont de nouveau vides.',
        'Un mot acéré de {author}, et le sage, qui ne rivalise pas, n’a aucun besoin de ramasser ce qu’on lui a lancé.',
      ],
      warm: [
        'Ici, {author} agit avec le de, la vertu discrète qui œuvre sans pousser et laisse chacun un peu plus à l’aise.',
        'Ces mots de {author} sont simples et sans ornement, le genre de parole sincère à laquelle Laozi se fiait plus qu’aux belles paroles.',
      ],
      reach: [
        'Avec cette question, {author} offre le yin d’une ouverture, et l’échange peut respirer de nouveau quand le yang d’une réponse vient à sa rencontre.',
        'Ici, {author} entrouvre une porte, et Laozi nous rappelle qu’une porte est utile grâce à son espace vide.',
      ],
    },
  },
  'Buddhist Teachings': {
    views: [
      'Quand le moine Sona forçait trop, le Bouddha lui rappela qu’un luth ne sonne bien que si ses cordes ne sont ni trop tendues ni trop lâches. Avec {contact}, autour de {topic}, la Voie du milieu tient : assez d’effort pour rester présent, pas au point de se crisper.',
      'Le Bouddha enseignait la coproduction conditionnée : rien n’apparaît de soi-même ; tout naît de conditions. Ce que {contact} écrit sur {topic} naît d’humeurs, d’une histoire et de circonstances que tu ne vois peut-être pas, et tes réponses deviennent elles aussi des conditions.',
      'Le Bouddha a nommé huit vents du monde : louange et blâme, gain et perte, plaisir et douleur, renommée et discrédit. Quel que soit le vent qui souffle sur l’échange avec {contact} à propos de {topic}, l’image du Dhammapada est celle du rocher massif que le vent n’ébranle pas.',
      'Dans le Sigalovada Sutta, le Bouddha expose les devoirs réciproques de chaque lien, {kind, select, partner {au sein d’un couple} family {au sein d’une famille} friend {entre amis} work {entre ceux qui travaillent ensemble} other {entre les personnes}}, chaque côté devant à l’autre de l’attention. Avec {contact}, la question autour de {topic} est de savoir ce qu’il t’appartient de donner.',
      'L’enseignement d’anatta, le non-soi, suggère que ni toi ni {contact} n’êtes quelque chose de fixe ; chacun est un flux d’humeurs, d’habitudes et d’instants. Ce que {topic} fait ressortir cette fois est un arrangement passager, pas un portrait définitif.',
      'Le Bouddha comparait son enseignement à un radeau : construit pour traverser la rivière, puis laissé sur la rive, et non porté sur la tête. Quelles que soient les idées que tu te fais de {contact} ou de {topic}, sers-t’en pour traverser, et accepte de les déposer ensuite.',
    ],
    summaries: [
      'Vu à travers la coproduction conditionnée, comme des conditions plutôt que des fautes : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, au gré de ce qui surgissait autour de {topics}. D’autres conditions sont aussi à l’œuvre : {reach}, et {climate}.',
      'Un relevé nu, comme le Satipatthana Sutta demande une attention nue : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Connu tel quel, sans y ajouter avidité ni aversion : {reach}, et {climate}.',
      'Pesé ni trop lourdement ni trop légèrement, dans l’esprit de la Voie du milieu : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, concernant {topics}. Noté comme le rocher note le vent : {reach}, et {climate}.',
    ],
    practices: [
      'Pratique le tonglen pendant quelques respirations : inspire toute difficulté que {contact} porte peut-être, imaginée comme une fumée épaisse, et expire en sa direction l’apaisement et la lumière.',
      'Avant de répondre à {contact}, fais dix minutes de méditation marchée, en sentant chaque pas : lever, avancer, poser. Puis écris avec la stabilité du dernier pas, non avec la hâte de la première pensée.',
      'Pratique dana, la générosité, sous une petite forme : offre librement quelque chose à {contact} aujourd’hui, du temps, de l’aide pour {topic}, un mot d’appréciation, et remarque la joie de donner sans attendre de retour.',
      'Quand un message de {contact} te remue, essaie RAIN comme l’enseigne Tara Brach : reconnais le sentiment, accepte-le, explore-le avec bienveillance dans le corps, et prends soin de toi avant de répondre sur {topic}.',
      'Utilise la méthode de notation de Mahasi Sayadaw en lisant les messages de {contact} : nomme doucement chaque réaction, planifier, juger, espérer, et laisse l’étiquette desserrer son emprise avant d’écrire.',
      'Pratique kataññu, la gratitude que le Bouddha disait rare : rappelle-toi une chose que {contact} a faite, si ordinaire soit-elle, et reconnais-la aujourd’hui par un mot ou par un geste.',
    ],
    comments: {
      hard: [
        'Un bouddhiste entendrait souffler dans cette phrase de {author} l’un des vents du monde, et se tiendrait comme le rocher que le vent n’ébranle pas.',
        'Derrière cette phrase de {author}, il y a sans doute un peu de dukkha, un malaise, et le voir laisse venir la compassion plus facilement qu’une riposte.',
      ],
      warm: [
        'Le Bouddha disait que kalyanamitta, l’amitié admirable, est la totalité de la vie sainte, et c’est par des mots comme ceux de {author} qu’elle grandit.',
        'Ici, {author} partage une légèreté que les textes appellent piti, la joie, l’un des sept facteurs d’éveil.',
      ],
      reach: [
        'Ce message de {author} peut être accueilli avec l’esprit du débutant, comme l’enseignait Shunryu Suzuki : neuf, ouvert, libre de ce que tu attendais.',
        'Ici, {author} offre une ouverture, et en termes bouddhistes c’est une condition nouvelle : ce qui surgira ensuite dépend de la façon dont elle est accueillie.',
      ],
    },
  },
  'Christian Mysticism': {
    views: [
      'Thomas Merton, à un carrefour animé de Louisville, vit soudain les passants resplendir, comme si chacun portait une lumière cachée. Les mystiques regarderaient {contact} de la même façon, même dans un échange ordinaire sur {topic}.',
      'Jean-Pierre de Caussade voyait en chaque instant un sacrement : Dieu donné à travers tout ce qu’apporte l’heure. Cet échange avec {contact}, {topic} compris, n’est pas une distraction de la vie spirituelle, mais le lieu même où elle se vit.',
      'Hildegarde de Bingen parlait de viriditas, la force verdoyante par laquelle la vie ne cesse de se renouveler. Quelle que soit la forme que prennent les choses avec {contact} autour de {topic}, le mystique cherche où quelque chose reverdit en silence.',
      'Maître Eckhart enseignait la Gelassenheit, le laisser-être : desserrer l’emprise de sa propre volonté pour que Dieu puisse agir. Avec {contact}, autour de {topic} aussi, cela veut dire tenir tes souhaits à main ouverte plutôt que t’agripper aux résultats.',
      'Ignace de Loyola enseignait le discernement des esprits : remarquer quels mouvements apportent la consolation, plus de foi, d’espérance et d’amour, et lesquels apportent la désolation. Tes échanges avec {contact} sur {topic} peuvent se lire ainsi, non pour juger, mais pour voir où est la vie.',
      'La petite voie de Thérèse de Lisieux tient que la sainteté habite les petites choses faites avec un grand amour. Dans tes rapports avec {contact} sur {topic}, {kind, select, work {une réponse rapide ou une tâche faite avec soin} other {une réponse patiente ou une petite gentillesse}} peut porter plus que n’importe quel grand geste.',
    ],
    summaries: [
      'Comme dans l’examen, le relevé vient d’abord : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, autour de {topics}. Puis, en cherchant où la grâce était à l’œuvre, remarque que {reach}, et que {climate}.',
      'Tenu aussi simplement qu’un moine du désert tient sa cellule : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Regardé sans jugement, comme le conseillaient les Pères du désert : {reach}, et {climate}.',
      'Offert tel quel, comme Thérèse offrait les petites choses : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, touchant à {topics}. Rien de caché et rien de gonflé : {reach}, et {climate}.',
    ],
    practices: [
      'Ce soir, fais l’examen ignatien sur tes échanges avec {contact} : rends grâce, repasse la journée, remarque consolation et désolation, demande pardon là où il le faut, et prends une résolution pour demain.',
      'Essaie la lectio divina sur le dernier message de {contact} : lis-le lentement une fois pour ce qu’il dit, une fois pour ce qui te touche, une fois en prière silencieuse, puis repose-toi un moment avant de répondre.',
      'Garde la Règle de saint Benoît, qui demande que tout hôte soit reçu comme le Christ : la prochaine fois que {contact} écrira, accueille le message avec une courtoisie sans hâte, quel qu’en soit le sujet.',
      'Suis abba Moïse du désert, qui refusait de juger un frère : pendant une journée, mets de côté tous les verdicts que tu as portés sur {contact}, et parle de {topic} comme quelqu’un qui a, lui aussi, besoin de miséricorde.',
      'Pratique la douceur que François de Sales enseignait envers les autres et envers soi-même : avant d’écrire à {contact} sur {topic}, adoucis une phrase, et pardonne-toi un mot maladroit d’avant.',
      'Porte {contact} dans une prière d’intercession pendant une minute, ou dans une bienveillance silencieuse si la prière n’est pas ta voie, en ne demandant rien pour toi, seulement son bien.',
    ],
    comments: {
      hard: [
        'Les Pères du désert ne se hâteraient pas de juger {author} pour ces mots ; ils se demanderaient d’abord quel fardeau pourrait se cacher derrière.',
        'François de Sales tenait que la douceur gagne plus que la dureté ne le pourra jamais ; ce tranchant de {author} n’a donc pas à être reçu par un tranchant.',
      ],
      warm: [
        'Merton verrait dans ces mots de {author} un aperçu du vrai soi, celui qui vit de l’amour plutôt que de l’apparence.',
        'Bernard de Clairvaux écrivait que l’amour ne cherche aucune cause hors de lui-même, et cette chaleur de {author} semble n’en avoir besoin d’aucune.',
      ],
      reach: [
        'La Règle de saint Benoît veut que le portier réponde à chaque coup frappé promptement et par une bénédiction, et cette démarche de {author} mérite le même empressement.',
        'Thérèse d’Avila se représentait l’âme comme un château aux nombreuses demeures, et par ce message {author} ouvre la porte de l’une d’elles.',
      ],
    },
  },
  'Indigenous Wisdom': {
    views: [
      'Les Haudenosaunee pèsent leurs décisions selon leur effet sept générations plus loin. Vu ainsi, un échange avec {contact} sur {topic} est petit, et pas petit du tout : chaque message s’ajoute à un motif qui lui survivra.',
      'L’Aîné mi’kmaw Albert Marshall parle du regard à deux yeux : un œil avec les forces d’une manière de connaître, l’autre avec les forces d’une autre. Autour de {topic}, ton point de vue et celui de {contact} peuvent être tenus ensemble, sans que l’un efface l’autre.',
      'Les Sept enseignements des grands-pères anishinaabe, sagesse, amour, respect, bravoure, honnêteté, humilité et vérité, sont faits pour être vécus ensemble. Dans tout ce qui passe entre {contact} et toi sur {topic}, demande-toi lequel est déjà présent, et lequel t’est demandé.',
      'Dans la tradition māori, le manaakitanga, prendre soin des autres d’une façon qui élève leur mana, est la manière d’honorer une relation. Dans tes rapports avec {contact} sur {topic}, la question est de savoir si chaque échange laisse la dignité de l’autre plus haute qu’il ne l’a trouvée.',
      'Dans la pensée māori, un kaitiaki est un gardien, chargé de prendre soin de ce qui n’appartient à personne. Tout ce que tu partages avec {contact}, {topic} compris, peut se tenir ainsi : non pas possédé, mais gardé pour un temps.',
      'Les Diné parlent de hózhó, une beauté et un équilibre que l’on restaure et dans lesquels on marche, plutôt qu’on ne les possède. Dans tout ce qui passe entre {contact} et toi sur {topic}, la question est de savoir ce qui y apporterait un peu plus de hózhó.',
    ],
    summaries: [
      'Regardé avec le regard à deux yeux, un œil sur le compte et l’autre sur la relation : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Le premier œil voit que {reach} ; le second voit que {climate}.',
      'Comme un pisteur lit le sol avant de dire quoi que ce soit : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, traversant {topics}. Les traces montrent que {reach}, et que {climate}.',
      'Compté comme on compte une saison, par ce qu’elle a porté : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, avec {topics}. Dans l’équilibre que les Māori appellent utu, entre ce qui part et ce qui revient : {reach}, et {climate}.',
    ],
    practices: [
      'Pratique le dadirri, l’écoute profonde et immobile qu’enseigne Miriam-Rose Ungunmerr-Baumann, de la rivière Daly : lis lentement les messages récents de {contact}, sans préparer de réponse, et attends en silence jusqu’à comprendre.',
      'Emprunte la forme du Discours d’action de grâce haudenosaunee, qui salue et remercie chaque partie du monde avant toute affaire : ouvre ton prochain message à {contact} par une vraie reconnaissance avant d’en venir à {topic}.',
      'Avant d’aborder {topic} avec {contact}, fais en petit ce que le hoʻoponopono hawaïen fait dans un cercle familial : nomme tout ce qui reste en suspens de ton côté, assume simplement ta part, et lâche-la, pour que l’échange commence au clair.',
      'Pratique pendant une journée la grammaire de l’animéité de Robin Wall Kimmerer : parle des arbres, des oiseaux et des rivières autour de toi comme de quelqu’un, jamais comme de quelque chose, puis remarque comment ce respect se prolonge dans ta façon d’écrire à {contact}.',
      'Pratique le whanaungatanga, le travail māori qui bâtit la relation par l’expérience partagée : la prochaine fois que tu as affaire à {contact}, pose une question sur cette personne, pas sur {topic}, et écoute la réponse.',
      'Demande à une personne plus âgée dont tu respectes le jugement comment elle aborderait {topic} avec {contact}, et écoute toute l’histoire avant de décider quoi que ce soit, comme le font bien des communautés autochtones avec leurs Aînés.',
    ],
    comments: {
      hard: [
        'L’enseignement anishinaabe de la bravoure comprend le fait d’affronter des mots durs sans rendre les coups, et cette phrase de {author} demande exactement cela.',
        'Derrière une phrase aussi tranchante de {author}, il y a généralement une histoire, et la manière des Aînés est de demander l’histoire avant de répondre à la phrase.',
      ],
      warm: [
        'Ces mots de {author} portent l’aroha, le mot māori pour une compassion et une attention qui vont vers l’autre pour être ressenties.',
        'Les Haudenosaunee rassemblent leurs esprits dans la gratitude avant toute chose, et c’est exactement ce que fait ici {author}.',
      ],
      reach: [
        'Ici, {author} offre quelque chose comme un mihi, une salutation qui reconnaît le lien, et la manière māori est de répondre à un mihi de la même façon.',
        'Cette question de {author} est une graine mise dans une terre commune, et les Trois Sœurs enseignent que ce qui est planté ensemble grandit en étant soigné ensemble.',
      ],
    },
  },
  'Vedanta (Hinduism)': {
    views: [
      'La corde de Shankara, prise pour un serpent au crépuscule, montre combien l’esprit ajoute à ce qui est là. Une part de ce que tu lis dans les mots de {contact} sur {topic}, en bien ou en mal, est peut-être un tel serpent ; viveka, le discernement, apporte la lampe.',
      'La Katha Upanishad représente le Soi comme le passager du char, le corps comme le char, la buddhi comme le cocher, le mental comme les rênes et les sens comme les chevaux. Dans tes rapports avec {contact} sur {topic}, elle demande qui conduit : le cocher, ou les chevaux.',
      'La Gita décrit trois gunas : sattva, la clarté, rajas, l’élan agité, et tamas, l’inertie. Tout échange avec {contact} sur {topic} porte un mélange des trois, et remarquer lequel mène aujourd’hui fait déjà entrer un peu de sattva.',
      'Krishna dit à Arjuna qu’il vaut mieux suivre son propre dharma imparfaitement que celui d’un autre parfaitement. Avec {contact}, la question autour de {topic} n’est pas ce que cette personne devrait faire, mais ce que ta propre part, ton svadharma, exige de toi.',
      'La Taittiriya Upanishad enseigne atithi devo bhava, l’hôte est Dieu. Chaque fois que {contact} arrive dans la conversation, à propos de {topic} ou de toute autre chose, c’est un hôte, à recevoir avec cette révérence.',
      'Les Brahma Sutras appellent la création lila, un jeu, et non une sombre nécessité. Vue ainsi, même l’affaire sérieuse de {topic} avec {contact} peut se porter légèrement, comme un rôle bien joué dans une pièce qui n’est pas seulement la tienne.',
    ],
    summaries: [
      'Vu avec viveka, qui distingue le durable du passager : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Ceci appartient au passager : {reach}, et {climate}.',
      'Au sein du jeu de maya, les chiffres méritent encore un compte honnête : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, autour de {topics}. Nomme-les sans t’y attacher : {reach}, et {climate}.',
      'Comme le verrait le sthitaprajna de la Gita, celui dont la sagesse est stable : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Ni exalté ni abattu, simplement noté : {reach}, et {climate}.',
    ],
    practices: [
      'Assieds-toi quelques minutes pour le japa, en répétant Om ou un mantra de ton choix, avant d’ouvrir la conversation avec {contact} ; laisse la répétition apaiser le mental, pour que tes mots sur {topic} naissent de l’immobilité.',
      'Avant de répondre à {contact}, vérifie quel guna est en train d’écrire : si c’est rajas, attends ; si c’est tamas, secoue-toi ; écris quand le mental est devenu sattvique, clair et bienveillant.',
      'Essaie le shiva jnane jiva seva de Ramakrishna, servir les êtres vivants comme Dieu : fais aujourd’hui une chose utile pour {contact}, sur {topic} ou non, comme un acte d’adoration plutôt que comme une faveur.',
      'Lis quelques versets du deuxième chapitre de la Bhagavad-Gita, sur celui dont la sagesse est stable, et porte une idée de ces versets dans ton prochain échange avec {contact}.',
      'Pratique le vairagya, le détachement, à petite échelle : écris à {contact} sur {topic}, puis pose le téléphone pendant une heure, sans y toucher, quoi qu’il arrive en retour.',
      'Cherche le satsang, la compagnie de la vérité : avant de traiter {topic} avec {contact}, passe dix minutes avec un texte sage ou une personne sage, et laisse cette compagnie donner le ton.',
    ],
    comments: {
      hard: [
        'Shankara soupçonnerait, quelque part derrière cette phrase de {author}, une corde prise pour un serpent ; ici, plus de lumière aide davantage que plus de chaleur.',
        'Rajas parle fort dans ces mots de {author}, et la Gita y répondrait par sattva, la clarté et le calme.',
      ],
      warm: [
        'Vivekananda enseignait que chaque âme est potentiellement divine, et des mots comme ceux de {author} en laissent paraître un peu.',
        'Dans ces mots de {author}, le Vedanta verrait le prasada, une grâce qui arrive comme un don, à recevoir avec gratitude plutôt qu’à analyser.',
      ],
      reach: [
        'Ici, {author} se tourne vers toi, et le Vedanta voit dans chacun de ces gestes l’occasion de regarder au-delà du nom et de la forme, nama-rupa, vers l’Un qui se tient derrière.',
        'Cette question de {author} est un petit satsang, un moment de vraie compagnie, et la réponse qui convient l’accueille dans le même esprit.',
      ],
    },
  },
  'Sikh Teachings': {
    views: [
      'La Gurbani oppose le gurmukh, tourné vers le Guru et vivant selon la sagesse, au manmukh, qui suit le mental vagabond. Dans tout échange avec {contact} sur {topic}, la question est simplement de savoir vers où tu es tourné quand tu écris.',
      'Parmi les vertus que cultivent les sikhs figure santokh, le contentement, contrepoids de lobh, l’avidité qui en veut toujours plus. Avec {contact}, autour de {topic} aussi, santokh veut dire recevoir avec gratitude ce qui est donné avant de désirer la chose suivante.',
      'Le Guru Granth Sahib s’ouvre sur Ik Onkar : l’Un, présent en tout. Quel que soit le rôle que {contact} joue dans ta vie, dans {topic} ou ailleurs, la Gurbani voit en cette personne la même lumière qu’en toi.',
      'L’enseignement sikh accorde un grand prix au sahaj, un équilibre naturel où l’esprit reste égal dans le plaisir comme dans la douleur. Quoi que cette journée apporte avec {contact} sur {topic}, le sahaj est l’état stable et sans contrainte depuis lequel y faire face.',
      'Au langar, tout le monde s’assoit par terre sur une même rangée et mange le même repas, quels que soient la caste ou le rang. Dans tes rapports avec {contact} sur {topic}, l’esprit du langar veut dire se rencontrer d’égal à égal, ni au-dessus ni au-dessous.',
      'Les deux épées de Guru Hargobind, miri et piri, unissaient le devoir temporel et la profondeur spirituelle dans l’idéal du sant-sipahi, à la fois saint et soldat. Avec {contact}, autour de {topic}, cela veut dire un cœur doux, uni au courage de dire ce qui est vrai.',
    ],
    summaries: [
      'Compté à l’amrit vela, dans le silence qui précède le jour : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Accepté avec santokh, le contentement : {reach}, et {climate}.',
      'Posé aussi simplement que les places dans la rangée du langar, aucune au-dessus d’une autre : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, touchant à {topics}. Noté dans le sach, la vérité, sans flatterie ni blâme : {reach}, et {climate}.',
      'Guru Nanak plaçait la vie vécue dans la vérité plus haut encore que la vérité, et une lecture vraie commence par les faits : {written, plural, one {# message} other {# messages}} en {days, plural, one {# jour} other {# jours}}, sur {topics}. Le reste est tout aussi clair : {reach}, et {climate}.',
    ],
    practices: [
      'Lève-toi pour l’amrit vela, les heures ambrosiaques avant l’aube, ne serait-ce que dix minutes, et garde {contact} dans ce silence avant que ne commencent les messages du jour sur {topic}.',
      'Prends un hukamnama, comme le font les sikhs au gurdwara : ouvre le Guru Granth Sahib au hasard, imprimé ou en ligne, et laisse le verset du jour guider ta façon d’aborder {contact}.',
      'Suis Bhai Kanhaiya, qui donnait de l’eau aux blessés des deux camps : aujourd’hui, offre à {contact} le même soin qu’à ton allié le plus proche, quelles que soient tes idées sur {topic}.',
      'Pratique le dasvandh, le dixième donné pour le bien commun, dans la monnaie de l’attention : donne à {contact} un dixième de ton temps libre d’aujourd’hui, un appel, de l’aide pour {topic}, ou une écoute sans hâte.',
      'Récite ou écoute le Japji Sahib le matin, et porte l’un de ses enseignements, maîtriser l’esprit, c’est maîtriser le monde, dans ton prochain échange avec {contact}.',
      'Pratique la nimrata, l’humilité, comme un sevadar qui nettoie les chaussures au gurdwara : dans ton prochain message à {contact}, renonce à toute prétention d’avoir raison et offre simplement ce qui est utile sur {topic}.',
    ],
    comments: {
      hard: [
        'Un gurmukh entendrait le mental agité dans ces mots de {author}, et répondrait depuis le sahaj, cet équilibre égal qui ne mord pas à l’hameçon.',
        'Bhai Kanhaiya donnait de l’eau même à ceux du camp d’en face, et une réponse à {author} peut ici porter la même eau fraîche.',
      ],
      warm: [
        'Ces mots de {author} ont le goût du langar : quelque chose de partagé librement, sans que personne soit placé au-dessus d’un autre.',
        'Ici, {author} fait preuve de daya, la compassion, l’une des vertus que les sikhs opposent aux cinq voleurs.',
      ],
      reach: [
        'Le Harmandir Sahib a des portes sur ses quatre côtés pour que chacun puisse entrer, et ce message de {author} ouvre une porte dans le même esprit.',
        'Ici, {author} demande, et l’appel de Guru Nanak à vivre dans la vérité suggère une réponse à la fois honnête et bienveillante.',
      ],
    },
  },
};
