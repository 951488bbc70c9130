import type { ReadingLocale } from './catalogue.ts';

/** The catalogue’s quotes and titles in the reading languages (English: the catalogue itself). */
export const wisdomQuotes: Record<Exclude<ReadingLocale, 'en'>, Record<string, { quote: string; source: string }>> = {
  es: {
    Stoicism: { quote: 'De las cosas existentes, unas dependen de nosotros y otras no.', source: 'Epicteto, Enquiridión 1' },
    'Sufi Wisdom': { quote: 'Estar en el mundo, pero no ser del mundo.', source: 'Dicho sufí tradicional' },
    Taoism: { quote: 'Un viaje de mil li comienza con un solo paso.', source: 'Tao Te Ching 64, trad. James Legge' },
    'Buddhist Teachings': {
      quote: 'El odio nunca cesa con el odio: el odio cesa con el amor.',
      source: 'Dhammapada 5, trad. F. Max Müller',
    },
    'Christian Mysticism': {
      quote: 'Todo irá bien, y todo irá bien, y todas las cosas irán bien.',
      source: 'Juliana de Norwich, Revelaciones del amor divino',
    },
    'Indigenous Wisdom': {
      quote: 'En toda deliberación, considera el impacto en la séptima generación.',
      source: 'El principio de la séptima generación, tradición haudenosaunee (parafraseado)',
    },
    'Vedanta (Hinduism)': { quote: 'Tu derecho es solo a la acción, y nunca a sus frutos.', source: 'Bhagavad Gita 2.47' },
    'Sikh Teachings': { quote: 'La verdad es elevada, pero más elevado aún es vivir con verdad.', source: 'Gurú Nanak, Sri Rag' },
    Confucianism: { quote: 'Lo que no quieras para ti, no lo hagas a los demás.', source: 'Analectas 15.24, trad. James Legge' },
    'Renaissance Humanism': {
      quote: 'La cosa más grande del mundo es saber pertenecerse a sí mismo.',
      source: 'Michel de Montaigne, Ensayos I.39',
    },
    'Positive Psychology': { quote: 'Los demás importan.', source: 'Resumen de la psicología positiva de Christopher Peterson' },
    Existentialism: { quote: 'El hombre está condenado a ser libre.', source: 'Jean-Paul Sartre, El existencialismo es un humanismo' },
    "Rumi's Mystical Poetry (Sufism)": {
      quote: 'Escucha a la flauta de caña, cómo cuenta su historia, quejándose de las separaciones.',
      source: 'Rumi, Masnavi I.1',
    },
    'Shamanic Wisdom': {
      quote: 'Todo está vivo, y todo está conectado.',
      source: 'Un principio compartido por las tradiciones chamánicas (parafraseado)',
    },
    Kabbalah: {
      quote: 'No te corresponde terminar la obra, pero tampoco eres libre de abandonarla.',
      source: 'Rabí Tarfón, Pirkei Avot 2:16',
    },
    'Alan Watts': {
      quote: 'La vida se parece más a la música que a un viaje: lo que importa es tocar mientras suena.',
      source: 'Inspirado en Alan Watts (paráfrasis original)',
    },
    'Miyamoto Musashi': { quote: 'No hagas nada que no sirva.', source: 'Miyamoto Musashi, El libro de los cinco anillos' },
    Yoda: { quote: 'Paciencia tener debes; el miedo soltar, lograrás.', source: 'Inspirado en Yoda (paráfrasis original)' },
    'Carl Jung': { quote: 'Quien mira hacia afuera, sueña; quien mira hacia adentro, despierta.', source: 'Carl Jung, carta de 1916' },
    'The Dude': {
      quote: 'Tómatelo con calma, amigo: no todo desaire necesita respuesta.',
      source: 'Inspirado en The Dude (paráfrasis original)',
    },
    'Eckhart Tolle': {
      quote: 'Este momento es el único lugar donde la vida está sucediendo.',
      source: 'Inspirado en Eckhart Tolle (paráfrasis original)',
    },
    'Hunter S. Thompson': {
      quote: 'Di la verdad en voz alta, y luego vive como si lo dijeras en serio.',
      source: 'Inspirado en Hunter S. Thompson (paráfrasis original)',
    },
    Sadhguru: {
      quote: 'Cómo te sientes por dentro es obra tuya; hazte cargo de ello.',
      source: 'Inspirado en Sadhguru (paráfrasis original)',
    },
    'Bill Hicks': {
      quote: 'Es solo un paseo: en cualquier momento puedes elegir el amor en lugar del miedo.',
      source: 'Inspirado en Bill Hicks (paráfrasis original)',
    },
  },
  pt: {
    Stoicism: { quote: 'Das coisas existentes, algumas dependem de nós, outras não.', source: 'Epicteto, Encheirídion 1' },
    'Sufi Wisdom': { quote: 'Estar no mundo, mas não ser do mundo.', source: 'Ditado sufi tradicional' },
    Taoism: { quote: 'Uma jornada de mil li começa com um único passo.', source: 'Tao Te Ching 64, trad. James Legge' },
    'Buddhist Teachings': { quote: 'O ódio nunca cessa pelo ódio: o ódio cessa pelo amor.', source: 'Dhammapada 5, trad. F. Max Müller' },
    'Christian Mysticism': {
      quote: 'Tudo ficará bem, e tudo ficará bem, e toda sorte de coisas ficará bem.',
      source: 'Juliana de Norwich, Revelações do amor divino',
    },
    'Indigenous Wisdom': {
      quote: 'Em toda deliberação, considere o impacto sobre a sétima geração.',
      source: 'O princípio da sétima geração, tradição haudenosaunee (parafraseado)',
    },
    'Vedanta (Hinduism)': { quote: 'Teu direito é somente à ação, e jamais aos seus frutos.', source: 'Bhagavad Gita 2.47' },
    'Sikh Teachings': { quote: 'A verdade é elevada, mas ainda mais elevado é viver com verdade.', source: 'Guru Nanak, Sri Rag' },
    Confucianism: { quote: 'O que você não quer para si, não faça aos outros.', source: 'Analectos 15.24, trad. James Legge' },
    'Renaissance Humanism': {
      quote: 'A maior coisa do mundo é saber pertencer a si mesmo.',
      source: 'Michel de Montaigne, Ensaios I.39',
    },
    'Positive Psychology': { quote: 'As outras pessoas importam.', source: 'Resumo da psicologia positiva feito por Christopher Peterson' },
    Existentialism: { quote: 'O homem está condenado a ser livre.', source: 'Jean-Paul Sartre, O existencialismo é um humanismo' },
    "Rumi's Mystical Poetry (Sufism)": {
      quote: 'Ouça a flauta de junco, como ela conta sua história, queixando-se das separações.',
      source: 'Rumi, Masnavi I.1',
    },
    'Shamanic Wisdom': {
      quote: 'Tudo está vivo, e tudo está conectado.',
      source: 'Um princípio comum às tradições xamânicas (parafraseado)',
    },
    Kabbalah: {
      quote: 'Não cabe a você terminar a obra, mas você também não está livre para desistir dela.',
      source: 'Rabi Tarfon, Pirkei Avot 2:16',
    },
    'Alan Watts': {
      quote: 'A vida se parece mais com música do que com uma viagem: o que importa é tocar enquanto ela soa.',
      source: 'Inspirado em Alan Watts (paráfrase original)',
    },
    'Miyamoto Musashi': { quote: 'Não faça nada que não tenha utilidade.', source: 'Miyamoto Musashi, O Livro dos Cinco Anéis' },
    Yoda: { quote: 'Paciência ter você deve; o medo largar, você vai.', source: 'Inspirado em Yoda (paráfrase original)' },
    'Carl Jung': { quote: 'Quem olha para fora sonha; quem olha para dentro desperta.', source: 'Carl Jung, carta de 1916' },
    'The Dude': {
      quote: 'Vai com calma, cara: nem toda desfeita precisa de resposta.',
      source: 'Inspirado em The Dude (paráfrase original)',
    },
    'Eckhart Tolle': {
      quote: 'Este momento é o único lugar onde a vida está acontecendo.',
      source: 'Inspirado em Eckhart Tolle (paráfrase original)',
    },
    'Hunter S. Thompson': {
      quote: 'Diga a verdade em voz alta, e depois viva como quem falou sério.',
      source: 'Inspirado em Hunter S. Thompson (paráfrase original)',
    },
    Sadhguru: {
      quote: 'O que você sente por dentro é obra sua; assuma o comando disso.',
      source: 'Inspirado em Sadhguru (paráfrase original)',
    },
    'Bill Hicks': {
      quote: 'É só um passeio: a qualquer momento você pode escolher o amor em vez do medo.',
      source: 'Inspirado em Bill Hicks (paráfrase original)',
    },
  },
  fr: {
    Stoicism: { quote: 'Parmi les choses, les unes dépendent de nous, les autres n’en dépendent pas.', source: 'Épictète, Manuel 1' },
    'Sufi Wisdom': { quote: 'Être dans le monde, mais pas du monde.', source: 'Dicton soufi traditionnel' },
    Taoism: { quote: 'Un voyage de mille li commence par un seul pas.', source: 'Tao Te King 64, trad. James Legge' },
    'Buddhist Teachings': {
      quote: 'La haine ne cesse jamais par la haine : la haine cesse par l’amour.',
      source: 'Dhammapada 5, trad. F. Max Müller',
    },
    'Christian Mysticism': {
      quote: 'Tout sera bien, et tout sera bien, et toute chose sera bien.',
      source: 'Julienne de Norwich, Révélations de l’amour divin',
    },
    'Indigenous Wisdom': {
      quote: 'Dans toute délibération, tiens compte de l’effet sur la septième génération.',
      source: 'Le principe de la septième génération, tradition haudenosaunee (paraphrasé)',
    },
    'Vedanta (Hinduism)': { quote: 'Tu as droit à l’action seule, et jamais à ses fruits.', source: 'Bhagavad-Gita 2.47' },
    'Sikh Teachings': {
      quote: 'La vérité est élevée, mais plus élevée encore est une vie de vérité.',
      source: 'Guru Nanak, Sri Rag',
    },
    Confucianism: {
      quote: 'Ne fais pas à autrui ce que tu ne voudrais pas qu’on te fasse.',
      source: 'Entretiens 15.24, trad. James Legge',
    },
    'Renaissance Humanism': {
      quote: 'La plus grande chose du monde, c’est de savoir être à soi.',
      source: 'Michel de Montaigne, Essais I.39',
    },
    'Positive Psychology': { quote: 'Les autres comptent.', source: 'Le résumé de la psychologie positive par Christopher Peterson' },
    Existentialism: { quote: 'L’homme est condamné à être libre.', source: 'Jean-Paul Sartre, L’existentialisme est un humanisme' },
    "Rumi's Mystical Poetry (Sufism)": {
      quote: 'Écoute la flûte de roseau, comme elle raconte son histoire, se plaignant des séparations.',
      source: 'Rumi, Masnavi I.1',
    },
    'Shamanic Wisdom': {
      quote: 'Tout est vivant, et tout est relié.',
      source: 'Un principe commun aux traditions chamaniques (paraphrasé)',
    },
    Kabbalah: {
      quote: 'Il ne t’incombe pas d’achever l’ouvrage, mais tu n’es pas libre de t’y soustraire.',
      source: 'Rabbi Tarfon, Pirkei Avot 2:16',
    },
    'Alan Watts': {
      quote: 'La vie ressemble plus à de la musique qu’à un voyage : l’essentiel est de jouer tant qu’elle résonne.',
      source: 'Dans l’esprit d’Alan Watts (paraphrase originale)',
    },
    'Miyamoto Musashi': { quote: 'Ne fais rien d’inutile.', source: 'Miyamoto Musashi, Traité des cinq roues' },
    Yoda: { quote: 'De la patience, avoir tu dois ; la peur, lâcher tu vas.', source: 'Dans l’esprit de Yoda (paraphrase originale)' },
    'Carl Jung': {
      quote: 'Qui regarde à l’extérieur rêve ; qui regarde à l’intérieur s’éveille.',
      source: 'Carl Jung, lettre de 1916',
    },
    'The Dude': {
      quote: 'Du calme, mec : toutes les piques ne méritent pas une réponse.',
      source: 'Dans l’esprit du Dude (paraphrase originale)',
    },
    'Eckhart Tolle': {
      quote: 'Cet instant est le seul lieu où la vie se déroule.',
      source: 'Dans l’esprit d’Eckhart Tolle (paraphrase originale)',
    },
    'Hunter S. Thompson': {
      quote: 'Dis la vérité à voix haute, puis vis comme si tu le pensais vraiment.',
      source: 'Dans l’esprit de Hunter S. Thompson (paraphrase originale)',
    },
    Sadhguru: {
      quote: 'Ce que tu ressens en toi est ton œuvre ; prends-le en main.',
      source: 'Dans l’esprit de Sadhguru (paraphrase originale)',
    },
    'Bill Hicks': {
      quote: 'Ce n’est qu’un tour de manège : à tout moment, tu peux choisir l’amour plutôt que la peur.',
      source: 'Dans l’esprit de Bill Hicks (paraphrase originale)',
    },
  },
  id: {
    Stoicism: { quote: 'Ada hal-hal yang berada dalam kuasa kita, dan ada yang tidak.', source: 'Epiktetos, Enchiridion 1' },
    'Sufi Wisdom': { quote: 'Beradalah di dunia, tetapi jangan menjadi bagian darinya.', source: 'Ungkapan sufi tradisional' },
    Taoism: { quote: 'Perjalanan seribu li dimulai dengan satu langkah.', source: 'Tao Te Ching 64, terj. James Legge' },
    'Buddhist Teachings': {
      quote: 'Kebencian tak akan pernah berakhir bila dibalas dengan kebencian: kebencian berakhir oleh cinta kasih.',
      source: 'Dhammapada 5, terj. F. Max Müller',
    },
    'Christian Mysticism': {
      quote: 'Semua akan baik-baik saja, dan semua akan baik-baik saja, dan segala sesuatu akan baik-baik saja.',
      source: 'Juliana dari Norwich, Wahyu Kasih Ilahi',
    },
    'Indigenous Wisdom': {
      quote: 'Dalam setiap musyawarah, pertimbangkan dampaknya bagi generasi ketujuh.',
      source: 'Prinsip Generasi Ketujuh, tradisi Haudenosaunee (diparafrasakan)',
    },
    'Vedanta (Hinduism)': { quote: 'Hakmu hanyalah atas perbuatan, dan sama sekali bukan atas hasilnya.', source: 'Bhagawad Gita 2.47' },
    'Sikh Teachings': { quote: 'Kebenaran itu luhur, tetapi lebih luhur lagi hidup dalam kebenaran.', source: 'Guru Nanak, Sri Rag' },
    Confucianism: {
      quote: 'Apa yang tidak ingin kamu alami sendiri, jangan lakukan kepada orang lain.',
      source: 'Analek 15.24, terj. James Legge',
    },
    'Renaissance Humanism': {
      quote: 'Hal terbesar di dunia adalah tahu cara menjadi milik diri sendiri.',
      source: 'Michel de Montaigne, Esai I.39',
    },
    'Positive Psychology': { quote: 'Orang lain itu penting.', source: 'Ringkasan psikologi positif menurut Christopher Peterson' },
    Existentialism: { quote: 'Manusia dikutuk untuk bebas.', source: 'Jean-Paul Sartre, Eksistensialisme adalah Humanisme' },
    "Rumi's Mystical Poetry (Sufism)": {
      quote: 'Dengarkan seruling buluh, bagaimana ia berkisah, mengeluhkan perpisahan.',
      source: 'Rumi, Matsnawi I.1',
    },
    'Shamanic Wisdom': {
      quote: 'Segala sesuatu hidup, dan segala sesuatu saling terhubung.',
      source: 'Prinsip bersama tradisi-tradisi syamanik (diparafrasakan)',
    },
    Kabbalah: {
      quote: 'Bukan kewajibanmu untuk menyelesaikan pekerjaan itu, tetapi kamu juga tidak bebas untuk meninggalkannya.',
      source: 'Rabi Tarfon, Pirkei Avot 2:16',
    },
    'Alan Watts': {
      quote: 'Hidup lebih mirip musik daripada perjalanan: intinya adalah bermain selagi ia berbunyi.',
      source: 'Dalam semangat Alan Watts (parafrase asli)',
    },
    'Miyamoto Musashi': { quote: 'Jangan melakukan apa pun yang tidak berguna.', source: 'Miyamoto Musashi, Kitab Lima Cincin' },
    Yoda: { quote: 'Kesabaran, harus kamu miliki; rasa takut, akan kamu lepaskan.', source: 'Dalam semangat Yoda (parafrase asli)' },
    'Carl Jung': {
      quote: 'Siapa yang melihat ke luar, bermimpi; siapa yang melihat ke dalam, terjaga.',
      source: 'Carl Jung, surat tahun 1916',
    },
    'The Dude': {
      quote: 'Santai saja, Bung: tidak setiap sindiran perlu dijawab.',
      source: 'Dalam semangat The Dude (parafrase asli)',
    },
    'Eckhart Tolle': {
      quote: 'Saat ini adalah satu-satunya tempat kehidupan sedang berlangsung.',
      source: 'Dalam semangat Eckhart Tolle (parafrase asli)',
    },
    'Hunter S. Thompson': {
      quote: 'Ucapkan kebenaran dengan lantang, lalu hiduplah seolah kamu bersungguh-sungguh.',
      source: 'Dalam semangat Hunter S. Thompson (parafrase asli)',
    },
    Sadhguru: {
      quote: 'Apa yang kamu rasakan di dalam diri adalah buatanmu sendiri; kendalikanlah.',
      source: 'Dalam semangat Sadhguru (parafrase asli)',
    },
    'Bill Hicks': {
      quote: 'Ini hanya sebuah wahana: kapan pun kamu bisa memilih cinta alih-alih rasa takut.',
      source: 'Dalam semangat Bill Hicks (parafrase asli)',
    },
  },
  ar: {
    Stoicism: { quote: 'بعض الأشياء في مقدورنا، وبعضها ليس في مقدورنا.', source: 'إبكتيتوس، المختصر 1' },
    'Sufi Wisdom': { quote: 'كن في الدنيا ولا تكن منها.', source: 'قول صوفي مأثور' },
    Taoism: { quote: 'رحلة الألف ميل تبدأ بخطوة واحدة.', source: 'تاو تي تشينغ 64، ترجمة جيمس ليغ' },
    'Buddhist Teachings': { quote: 'لا تزول الكراهية بالكراهية أبدًا: الكراهية تزول بالمحبة.', source: 'الدامابادا 5، ترجمة ف. ماكس مولر' },
    'Christian Mysticism': {
      quote: 'سيكون كل شيء على ما يرام، وسيكون كل شيء على ما يرام، وسيكون كل أمر على ما يرام.',
      source: 'جوليان من نورويتش، رؤى المحبة الإلهية',
    },
    'Indigenous Wisdom': {
      quote: 'في كل مداولة، راعِ الأثر على الجيل السابع.',
      source: 'مبدأ الجيل السابع، تقليد الهودينوشوني (بتصرّف)',
    },
    'Vedanta (Hinduism)': { quote: 'لك الحق في العمل وحده، ولا حق لك في ثماره أبدًا.', source: 'البهاغافاد غيتا 2.47' },
    'Sikh Teachings': { quote: 'الحق سامٍ، وأسمى منه أن تحيا بالحق.', source: 'غورو ناناك، سري راغ' },
    Confucianism: { quote: 'ما لا ترضاه لنفسك، لا تفعله بالآخرين.', source: 'المختارات 15.24، ترجمة جيمس ليغ' },
    'Renaissance Humanism': {
      quote: 'أعظم شيء في العالم أن يعرف المرء كيف يكون ملكًا لنفسه.',
      source: 'ميشيل دي مونتين، المقالات، الكتاب الأول، الفصل 39',
    },
    'Positive Psychology': { quote: 'الآخرون مهمّون.', source: 'تلخيص كريستوفر بيترسون لعلم النفس الإيجابي' },
    Existentialism: { quote: 'الإنسان محكوم عليه بأن يكون حرًّا.', source: 'جان بول سارتر، الوجودية مذهب إنساني' },
    "Rumi's Mystical Poetry (Sufism)": {
      quote: 'استمع إلى الناي كيف يقصّ حكايته، إنه يشكو آلام الفراق.',
      source: 'الرومي، المثنوي، الكتاب الأول، البيت 1',
    },
    'Shamanic Wisdom': { quote: 'كل شيء حي، وكل شيء مترابط.', source: 'مبدأ مشترك بين التقاليد الشامانية (بتصرّف)' },
    Kabbalah: {
      quote: 'ليس عليك أن تُتمّ العمل، ولكنك لست حرًّا في أن تتخلّى عنه.',
      source: 'الحاخام طرفون، أقوال الآباء 2:16',
    },
    'Alan Watts': {
      quote: 'الحياة أشبه بالموسيقى منها بالرحلة: المهم أن تعزف ما دامت تصدح.',
      source: 'بروح آلان واتس (إعادة صياغة أصلية)',
    },
    'Miyamoto Musashi': { quote: 'لا تفعل شيئًا لا فائدة منه.', source: 'مياموتو موساشي، كتاب الحلقات الخمس' },
    Yoda: { quote: 'الصبرَ، يجب أن تتحلّى به؛ والخوفَ، ستتخلّى عنه.', source: 'بروح يودا (إعادة صياغة أصلية)' },
    'Carl Jung': { quote: 'من ينظر إلى الخارج يحلم، ومن ينظر إلى الداخل يستيقظ.', source: 'كارل يونغ، رسالة من عام 1916' },
    'The Dude': { quote: 'على مهلك يا صاح: ليست كل إساءة صغيرة بحاجة إلى رد.', source: 'بروح ذا دود (إعادة صياغة أصلية)' },
    'Eckhart Tolle': { quote: 'هذه اللحظة هي المكان الوحيد الذي تجري فيه الحياة.', source: 'بروح إيكهارت تول (إعادة صياغة أصلية)' },
    'Hunter S. Thompson': {
      quote: 'قل الحقيقة بصوت عالٍ، ثم عش كأنك تعنيها.',
      source: 'بروح هانتر س. تومسون (إعادة صياغة أصلية)',
    },
    Sadhguru: { quote: 'ما تشعر به في داخلك من صنعك أنت؛ فتولَّ زمامه.', source: 'بروح سادغورو (إعادة صياغة أصلية)' },
    'Bill Hicks': {
      quote: 'إنها مجرد جولة: يمكنك في أي لحظة أن تختار الحب بدل الخوف.',
      source: 'بروح بيل هيكس (إعادة صياغة أصلية)',
    },
  },
};

/** The eight research tracks' titles, as short section titles. */
export const researchTitles: Record<Exclude<ReadingLocale, 'en'>, Record<number, string>> = {
  es: {
    1: 'Responder a las llamadas de atención',
    2: 'La proporción de positividad',
    3: 'El humor compartido',
    4: 'La inteligencia emocional',
    5: 'Un comienzo suave en el conflicto',
    6: 'Replantear el conflicto',
    7: 'Los valores compartidos',
    8: 'Conexión y seguridad',
  },
  pt: {
    1: 'Responder aos pedidos de atenção',
    2: 'A proporção de positividade',
    3: 'O humor compartilhado',
    4: 'A inteligência emocional',
    5: 'Um começo suave no conflito',
    6: 'Ressignificar o conflito',
    7: 'Os valores compartilhados',
    8: 'Conexão e segurança',
  },
  fr: {
    1: 'Répondre aux demandes d’attention',
    2: 'Le ratio de positivité',
    3: 'L’humour partagé',
    4: 'L’intelligence émotionnelle',
    5: 'Aborder un conflit en douceur',
    6: 'Recadrer le conflit',
    7: 'Des valeurs communes',
    8: 'Lien et sécurité',
  },
  id: {
    1: 'Menyambut ajakan untuk diperhatikan',
    2: 'Rasio positivitas',
    3: 'Canda bersama',
    4: 'Kecerdasan emosional',
    5: 'Memulai konflik dengan lembut',
    6: 'Membingkai ulang konflik',
    7: 'Nilai yang sama',
    8: 'Kedekatan dan rasa aman',
  },
  ar: {
    1: 'الاستجابة لطلبات الاهتمام',
    2: 'نسبة الإيجابية',
    3: 'المزاح المشترك',
    4: 'الذكاء العاطفي',
    5: 'بداية لطيفة للخلاف',
    6: 'إعادة تأطير الخلاف',
    7: 'القيم المشتركة',
    8: 'التواصل والأمان',
  },
};
