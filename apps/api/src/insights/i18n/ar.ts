import type { en } from './en.ts';

const messages = '{written, plural, zero {لا رسائل} one {رسالة واحدة} two {رسالتين} few {# رسائل} many {# رسالة} other {# رسالة}}';
const conversations =
  '{sessions, plural, zero {لا محادثات} one {محادثة واحدة} two {محادثتين} few {# محادثات} many {# محادثة} other {# محادثة}}';

export const ar: Record<keyof typeof en, string> = {
  'duration.minutes': '{n, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
  'duration.hours': '{n, plural, one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}',
  'duration.days': '{n, plural, one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}',
  'part.name': '{part, select, morning {الصباح} afternoon {بعد الظهر} evening {المساء} other {آخر الليل}}',
  'theme.name':
    '{theme, select, plans {مواعيد اللقاء} work {العمل} family {العائلة} health {الصحة} money {المال} food {الطعام} travel {السفر} gratitude {الامتنان} humour {المزاح} affection {المودة} friction {الاحتكاك} stress {الضغط} joy {الأخبار السارة} other {الحياة اليومية}}',
  'evidence.kind':
    '{kind, select, gratitude {امتنان} affection {مودة} laughter {ضحك} repair {محاولة إصلاح} bid {طلب للاهتمام} friction {احتكاك} stress {ضغط} joy {خبر سار} other {لحظة}}',
  'evidence.comment':
    '{kind, select, gratitude {هنا يشكر {author}. الشكر اليومي بين المقرّبين يرتبط بشعور أكبر بالقرب في اليوم التالي.} affection {هنا يقولها {author} بوضوح. رسائل المودة ترتبط بجودة أعلى للعلاقة.} laughter {هنا يضحك {author}. الضحك معًا يرتبط بالقرب.} repair {هنا يحاول {author} الإصلاح. محاولات الإصلاح تمنع الخلاف من أن يتصلّب.} bid {هنا يطلب {author} انتباهك: طلب صغير يمكن تلبيته أو تفويته.} friction {هنا يتكلم {author} من الإحباط. تسمية المشكلة بدل الشخص تُبقي الخلاف قابلًا للحل.} stress {هنا يحمل {author} همًّا؛ سؤال قصير ومحدد يساعد أكثر من النصيحة.} joy {هنا يشارك {author} خبرًا سارًّا. الرد بحماس على الأخبار السارة يرتبط بالحميمية.} other {كتب {author} هذا.}}',
  quote: '{author}: «{text}»',
  'summary.volume': `تبادلت أنت و{contact} ${messages} بين {from} و{to}، في ${conversations}.`,
  'summary.balance': 'كتبت {myShare, number, percent} منها وبدأت {myOpened} من أصل {sessions} محادثات؛ وبدأ {contact} {contactOpened}.',
  'summary.replies': 'كان {contact} يرد عليك عادةً خلال {contactReply}؛ وكنت ترد خلال {myReply}.',
  'summary.themes': 'دار معظم الحديث حول {themes}، وغالبًا في {part}.',
  'summary.tone':
    '{trend, select, warming {صارت النبرة أدفأ من النصف الأول إلى الثاني.} cooling {بردت النبرة من النصف الأول إلى الثاني.} other {بقيت النبرة ثابتة من البداية إلى النهاية.}}',
  'signal.conflict':
    'كانت هناك {conflicts, plural, one {لحظة توتر واحدة} two {لحظتا توتر} few {# لحظات توتر} many {# لحظة توتر} other {# لحظة توتر}}، و{repaired, plural, =0 {لم تنتهِ أيٌّ منها بإصلاح} one {انتهت واحدة منها بإصلاح} other {انتهت # منها بإصلاح}}.',
  'signal.silence':
    '{n, plural, one {مرة واحدة} two {مرتين} few {# مرات} many {# مرة} other {# مرة}} تبعت لحظةَ التوتر ساعاتٌ من الصمت؛ والصمت قد يبدو جدارًا للطرف الآخر.',
  'signal.bids':
    'طلب {contact} انتباهك {made, plural, one {مرة واحدة} two {مرتين} few {# مرات} many {# مرة} other {# مرة}} بسؤال أو مبادرة، وتلقّى ردًّا في {answered} منها.',
  'signal.imbalance': 'بدأت {myOpened} من أصل {sessions} محادثات: أغلب المبادرة منك.',
  'signal.quiet': 'بدأ {contact} {contactOpened} من أصل {sessions} محادثات: أغلب المبادرة منه.',
  'signal.stress': 'ظهر الضغط {n, plural, one {مرة واحدة} two {مرتين} few {# مرات} many {# مرة} other {# مرة}}، وغالبًا من {who}.',
  'signal.warm':
    'كانت هناك {positive, plural, one {رسالة دافئة واحدة} two {رسالتان دافئتان} few {# رسائل دافئة} many {# رسالة دافئة} other {# رسالة دافئة}} مقابل {negative, plural, =0 {لا شيء من التوتر} one {رسالة متوترة واحدة} other {# متوترة}}.',
  'guide.pattern': 'النمط',
  'guide.glance': 'نظرة سريعة',
  'guide.lens': 'بعين {wisdom}',
  'row.messages': 'الرسائل',
  'row.words': 'الكلمات',
  'row.opened': 'محادثات بدأها',
  'row.questions': 'أسئلة طرحها',
  'row.answered': 'أسئلة أجاب عنها',
  'row.reply': 'زمن الرد المعتاد',
  'row.warm': 'رسائل دافئة',
  'row.tense': 'رسائل متوترة',
  'lens.view': `{lens, select, control {تبدأ {wisdom} بالتمييز بين ما بيدك وما ليس بيدك. في هذه الرسائل الـ{written} مع {contact}، نصيبك هو الـ{myShare, number, percent} التي كتبتها وطريقة ردّك؛ أما توقيت {contact} ومزاجه فليسا بيدك.} heart {تقرأ {wisdom} المحادثة بالقلب أولًا. عبر {written} رسالة، عدت أنت و{contact} إلى بعضكما {sessions, plural, one {مرة واحدة} two {مرتين} few {# مرات} many {# مرة} other {# مرة}}، وفي هذه العودة يظهر القلب.} flow {لا تدفع {wisdom} هذه المحادثة إلى أي مكان. لها تيارها الخاص: ${conversations}، غالبًا في {part}، بدأ {contact} {contactOpened} منها.} mindful {تطلب منك {wisdom} أن تلاحظ قبل أن تتفاعل. في {written} رسالة مع {contact}، لاحظ كم مرة كتبت أولًا ({myOpened}) وكم كان ردك سريعًا.} community {ترى {wisdom} كل تبادل جزءًا من دائرة أوسع من الواجبات والرعاية. رسائلك الـ{written} مع {contact} خيط من تلك الدائرة، وأنت تمسك {myShare, number, percent} منه.} growth {تبحث {wisdom} عمّا ينجح أصلًا لتبني عليه. في {written} رسالة مع {contact}، نقاط القوة تُعدّ ولا تُتخيّل.} meaning {تسأل {wisdom} ماذا تعني لك هذه الرسائل الـ{written} مع {contact}، أبعد مما تقوله. المواضيع التي تعودان إليها، {themes}، دليل على ما يهم.} strategy {تدرس {wisdom} الأرض قبل التحرك. الأرض هنا: {written} رسالة، ${conversations}، بدأ {contact} {contactOpened} منها.} other {تطلب {wisdom} الصدق قبل الراحة. {written} رسالة مع {contact}: قل ما تُظهره، لا ما تتمنى أن تُظهره.}}`,
  'lens.action':
    '{lens, select, control {قبل ردك التالي على {contact}، اكتب شيئًا واحدًا بيدك وشيئًا ليس بيدك، ورد انطلاقًا من الأول فقط.} heart {أرسل إلى {contact} جملة تسمّي شيئًا تقدّره فيه، دون أن تطلب شيئًا في المقابل.} flow {دع المحادثة القادمة مع {contact} تبدأ من تلقاء نفسها؛ وحين تبدأ، اتبعها بدل أن توجّهها.} mindful {اقرأ رسالة {contact} القادمة مرتين وخذ ثلاثة أنفاس قبل الرد.} community {اسأل {contact} عن حال شخص قريب منه، وتذكّر الجواب.} growth {أخبر {contact} بشيء أحسن فيه هذا الأسبوع، وكن محددًا.} meaning {اسأل نفسك ماذا تتمنى أن يشعر {contact} بعد حديثه معك، واكتب نحو ذلك.} strategy {اختر شيئًا واحدًا تريده من التبادل القادم مع {contact} وقله في رسالة واضحة.} other {قل الحقيقة لـ{contact} بلطف، مرة واحدة، ثم دعها تستقر.}}',
  'lens.prompt':
    '{lens, select, control {أرسل إلى {contact}: «لا أستطيع تغيير ما حدث هذا الأسبوع، لكن أستطيع أن أختار كيف نتحدث عنه. كيف حالك حقًّا؟»} heart {أرسل إلى {contact}: «فكرت فيك اليوم وابتسمت. شكرًا لأنك أنت.»} flow {أرسل إلى {contact}: «لا خطط ولا ضغط: أنا موجود الليلة إن رغبت في الحديث.»} mindful {أرسل إلى {contact}: «قرأت رسالتك الأخيرة جيدًا هذه المرة. أخبرني المزيد؟»} community {أرسل إلى {contact}: «كيف حال الجميع عندك؟ أحب أن أعرف.»} growth {أرسل إلى {contact}: «شيء فعلته مؤخرًا ساعدني كثيرًا. لاحظته، وأنا ممتن.»} meaning {أرسل إلى {contact}: «ما أكثر ما شغل بالك هذا الأسبوع؟»} strategy {أرسل إلى {contact}: «هل نجد عشر دقائق هذا الأسبوع لنحل أمرًا واحدًا معًا؟»} other {أرسل إلى {contact}: «أريد أن أصارحك بشيء، بلطف. هل الوقت مناسب؟»}}',
  'action.conflict': 'ابدأ الموضوع الصعب القادم مع {contact} بلطف: صف الموقف وما تحتاجه، لا ما يفعله دائمًا.',
  'action.bids': 'حين يسأل {contact} أو يشاركك شيئًا، رد على تلك الرسالة نفسها أولًا.',
  'action.imbalance': 'اترك مساحة صغيرة: دع {contact} يبدأ المحادثة القادمة وانظر ماذا يحمل.',
  'action.quiet': '{contact} هو من يبادر غالبًا؛ ابدأ أنت المحادثة القادمة.',
  'action.stress': 'اسأل {contact} سؤالًا محددًا عمّا يثقل عليه، واستمع فقط.',
  'action.warm': 'سمِّ أمام {contact} لحظة من اللحظات الدافئة: ما يُلاحَظ يميل إلى أن يكبر.',
  'books.title': '{title}، تأليف {author}',
  'research.quote': '“{quote}” ({source})',
  'notEnough.wisdom':
    'لا توجد بيانات كافية بعد: {written, plural, zero {لا رسائل مكتوبة} one {رسالة مكتوبة واحدة} two {رسالتان مكتوبتان} few {# رسائل مكتوبة} many {# رسالة مكتوبة} other {# رسالة مكتوبة}} فقط مع {contact} منذ القراءة الأخيرة. تحتاج القراءة إلى {floor} على الأقل؛ ستأتي مع أول تشغيل يتوفر فيه ذلك.',
  'notEnough.title': 'لا توجد رسائل كافية بعد',
  'notEnough.narrative':
    'منذ القراءة الأخيرة وصلت {written, plural, zero {لا رسائل مكتوبة} one {رسالة مكتوبة واحدة} two {رسالتان مكتوبتان} few {# رسائل مكتوبة} many {# رسالة مكتوبة} other {# رسالة مكتوبة}} فقط مع {contact}. مع هذا القليل يصبح أي نمط تخمينًا، لذلك لا تقترح هذه القراءة أيّ نمط. تحتاج إلى {floor} على الأقل.',
  'looped.title':
    '{pattern, select, conflict {توتر مع {contact}، وطريق العودة} bids {أن تمدّ يدك، وأن يُلاقيك أحد} imbalance {من يحمل المحادثة مع {contact}} quiet {{contact} يواصل المبادرة نحوك} stress {حمل الضغط معًا} other {دفء يتكرر مع {contact}}}',
  'looped.bids':
    'قام {contact} بـ{made} مبادرات لطلب انتباهك (أسئلة، مشاركات، مودة) واستجبت لـ{answered} منها؛ وقمت أنت بـ{myMade} واستجاب {contact} لـ{myAnswered}؛ وفي متابعة لأزواج حديثي الزواج، كان الأزواج الذين بقوا معًا قد استجابوا لنحو 86% من هذه المبادرات؛ عدّ الرسائل مجرد تقريب لما رصده الباحثون وجهًا لوجه.',
  'looped.laughter':
    'ضحكتما معًا في {shared, plural, =0 {لا محادثة} one {محادثة واحدة} two {محادثتين} few {# محادثات} many {# محادثة} other {# محادثة}}؛ الضحك معًا يرتبط بالقرب وجودة العلاقة.',
  'looped.ratio':
    'فاقت الرسائل الدافئة الرسائل المتوترة بنسبة {ratio, number, ::.#} إلى 1، وهو رقم مستوحى من نتائج مخبرية (نحو 5 لحظات إيجابية مقابل كل لحظة سلبية لدى الأزواج المستقرين أثناء الخلاف)، وليس قاعدة للرسائل.',
  'looped.ratio.none': 'لم تكن هناك أي رسالة متوترة بين الرسائل الـ{written}.',
  'looped.trend':
    '{trend, select, warming {على امتداد هذه الرسائل صارت النبرة أدفأ.} cooling {على امتداد هذه الرسائل بردت النبرة قليلًا؛ يستحق الملاحظة لا القلق.} other {بقيت النبرة ثابتة من البداية إلى النهاية.}}',
  'looped.emotional':
    'بدا {contact} دافئًا في {contactWarm, number, percent} من رسائله ومتوترًا في {contactTense, number, percent}؛ وأنت دافئ في {myWarm, number, percent} ومتوتر في {myTense, number, percent}.',
  'looped.track': '{title}: {reason}',
  'track.reason':
    '{id, select, 1 {لتلاحظ مبادرات {contact} الصغيرة وتستجيب لها} 2 {لتبقى اللحظات الدافئة أكثر من المتوترة} 3 {لتفسح مكانًا للضحك المشترك} 4 {لتسمّي المشاعر قبل التصرف} 5 {لتبدأ المواضيع الصعبة بلطف} 6 {لترى الخلاف بعين طرف ثالث محايد} 7 {لتتحدثا عمّا تقدّرانه معًا} other {لتشعرا بالأمان حين يلجأ أحدكما إلى الآخر}}',
  'looped.closing': 'شيء تجربه: {prompt} هذه القراءة تصف رسائل لا أشخاصًا، وليست علاجًا نفسيًا.',
  'looped.prompt':
    '{pattern, select, conflict {أرسل إلى {contact} «أريد أن نكون بخير. هل نتحدث بهدوء لاحقًا؟»} bids {في المرة القادمة التي يسأل فيها {contact} أو يشارك شيئًا، رد على ذلك أولًا.} imbalance {دع {contact} يبدأ المحادثة القادمة واستقبلها بدفء.} quiet {ابدأ أنت المحادثة القادمة مع {contact}، اليوم.} stress {اسأل {contact} «ما الذي يساعدك هذا الأسبوع؟»} other {أخبر {contact} بشيء استمتعت به في هذه المحادثات.}}',
  'zodiac.sign':
    '{sign, select, Aries {الحمل} Taurus {الثور} Gemini {الجوزاء} Cancer {السرطان} Leo {الأسد} Virgo {العذراء} Libra {الميزان} Scorpio {العقرب} Sagittarius {القوس} Capricorn {الجدي} Aquarius {الدلو} other {الحوت}}',
  'oracle.chart': 'الشمس في {sun} عند {sunDegrees}°، والقمر في {moon}',
  'oracle.chart.rising': '، والطالع {ascendant} عند {ascendantDegrees}°',
  'oracle.chart.moonEither': '{first} أو {second} (غيّر القمر برجه في ذلك اليوم)',
  'oracle.akashic':
    '{chart}. {element, select, fire {النار تقود هذه الخريطة: الشجاعة سهلة، والصبر أقل سهولة.} earth {التراب يقود هذه الخريطة: ثبات وعناية بما هو حقيقي.} air {الهواء يقود هذه الخريطة: أفكار وكلمات وتواصل.} other {الماء يقود هذه الخريطة: الشعور أولًا، ثم الفكر.}} للتأمل والتسلية، لا للتنبؤ.',
  'oracle.noTime': 'من دون وقت الولادة يُترك الطالع؛ أضفه لتراه.',
  'oracle.mirror':
    'مع {contact} تتحدثان غالبًا في {part}، و{opener, select, me {عادةً أنت من يبدأ المحادثة} other {عادةً {contact} من يبدأ المحادثة}}: إيقاع {element, select, fire {متّقد} earth {هادئ} air {فضولي} other {حنون}} يعكس شمسك في {sun}.',
  'oracle.reflection.sun':
    'شمسك في {sun}: {element, select, fire {تصرّف مع الشرارة، ثم توقف قبل الخطوة الثانية.} earth {ابنِ ببطء؛ ما ترعاه يدوم.} air {قل الفكرة بصوت عالٍ؛ فهي تكبر حين تُشارك.} other {ثق بما تشعر به، ثم ضعه في كلمات.}}',
  'oracle.reflection.moon': 'قمرك في {moon} يلوّن حاجتك إلى المواساة: اطلبها كما تقدّمها.',
  'oracle.reflection.rising': 'طالعك {ascendant}: الانطباع الأول الذي تتركه هو الباب الذي يدخل منه الآخرون.',
  'oracle.reflection.messages': `في ${messages}، جاءك {contact} غالبًا بـ{themes}.`,
  'oracle.guide': 'مرشدك في هذه الدورة: {guide}. {example}',
  'oracle.vibe': '{element, select, fire {شرارة} earth {مرساة} air {نسمة} other {مدّ}}',
  'oracle.daily.morning': 'الصباح',
  'oracle.daily.afternoon': 'بعد الظهر',
  'oracle.daily.evening': 'المساء',
  'oracle.action.morning':
    '{element, select, fire {تحرّك أولًا: مشي سريع قبل الهاتف.} earth {رتّب شيئًا صغيرًا قبل أن تبدأ.} air {اكتب ثلاثة أسطر عمّا تريده اليوم.} other {اجلس مع قهوتك دقيقتين في صمت.}}',
  'oracle.action.afternoon': 'أرسل إلى {contact} رسالة لا تحتاج إلى رد.',
  'oracle.action.evening':
    '{element, select, fire {سمِّ بلطف شيئًا استعجلت فيه اليوم.} earth {جهّز شيئًا واحدًا لنفسك في الغد.} air {اتصل بأحدهم بدل الكتابة.} other {اكتب شعورًا واحدًا دون أن تحكم عليه.}}',
  'oracle.color':
    '{color, select, red {أحمر} orange {برتقالي} gold {ذهبي} green {أخضر} teal {أزرق مخضر} blue {أزرق} indigo {نيلي} violet {بنفسجي} silver {فضي} other {وردي}}',
  'oracle.affirmation.1':
    '{element, select, fire {شجاعتي دافئة لا صاخبة.} earth {أنمو بإيقاع الأشياء الحقيقية.} air {كلماتي تبني الجسور.} other {مشاعري رسل حكماء.}}',
  'oracle.affirmation.2': 'أستقبل {contact} بيد مفتوحة.',
  'oracle.ritual':
    '{element, select, fire {أشعل شمعة الليلة وسمِّ شيئًا أنت مستعد لبدئه.} earth {أمسك حجرًا أو نبتة دقيقة واحدة وسمِّ ما تريد أن يبقى ثابتًا.} air {افتح نافذة، وتنفّس ثلاث مرات، وقل نيّة واحدة بصوت عالٍ.} other {اغسل يديك ببطء بماء دافئ ودع همًّا واحدًا يذهب معه.}}',
  trait:
    '{trait, select, grateful {ممتن: يشكر كثيرًا} quick {يرد بسرعة} initiator {يبدأ المحادثة غالبًا} curious {فضولي: يطرح أسئلة كثيرة} playful {مرح: يضحك بسهولة} planner {يضع الخطط} caring {حنون} repairing {يتصالح بسرعة بعد الخلاف} stressed {تحت بعض الضغط مؤخرًا} other {ثابت}}',
  event:
    '{theme, select, plans {خطط مع {contact}} work {أخبار العمل مع {contact}} family {أخبار العائلة مع {contact}} health {أمور صحية مع {contact}} money {أمور مالية مع {contact}} food {وجبة مع {contact}} travel {رحلة مع {contact}} other {وقت مع {contact}}} ({date})',
};
