import type { en } from './en.ts';

export const ar: Record<keyof typeof en, string> = {
  'duration.minutes': '{n, plural, zero {# دقيقة} one {دقيقة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
  'duration.hours': '{n, plural, zero {# ساعة} one {ساعة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}',
  'duration.days': '{n, plural, zero {# يوم} one {يوم} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}',
  'part.name': '{part, select, morning {الصباح} afternoon {فترة ما بعد الظهر} evening {المساء} other {ساعات الليل المتأخرة}}',
  'topic.none': 'شؤون الحياة اليومية',
  quote: '{author}: «{text}»',
  'clause.reach':
    '{initiator, select, me {كانت المبادرة منك في {mine} من أصل {sessions, plural, zero {# محادثة} one {محادثة واحدة} two {محادثتين} few {# محادثات} many {# محادثة} other {# محادثة}}} contact {كانت المبادرة من {contact} في {theirs} من أصل {sessions, plural, zero {# محادثة} one {محادثة واحدة} two {محادثتين} few {# محادثات} many {# محادثة} other {# محادثة}}} other {تناوبتما على بدء المحادثات}}',
  'clause.climate':
    '{tone, select, warm {{trend, select, cooling {بدأ الحديث دافئًا ثم فتر قرب النهاية} warming {كان الحديث دافئًا وازداد دفئًا} other {ظل الحديث دافئًا طوال الوقت}}} mixed {{trend, select, cooling {تعاقب الدفء والاحتكاك، وجاءت الأيام الأخيرة أبرد} warming {تعاقب الدفء والاحتكاك، وجاءت الأيام الأخيرة ألطف} other {تعاقب الدفء والاحتكاك طوال الوقت}}} tense {{trend, select, warming {كان الحديث متوترًا، لكنه هدأ قرب النهاية} cooling {كان الحديث متوترًا وازداد برودة} other {سرى التوتر في الحديث كله}}} other {{trend, select, cooling {كان الحديث مقتضبًا ومهذبًا، وازداد اقتضابًا} warming {كان الحديث مقتضبًا في البداية ثم انفتح لاحقًا} other {كان الحديث مقتضبًا ومباشرًا}}}}',
  'evidence.kind':
    '{kind, select, tension {لحظة توتر} repair {خطوة نحو الصلح} excuse {تبرير} sarcasm {سخرية} guiltTrip {ألم مكتوم} missedBid {سؤال بقي معلّقًا} flatReply {رد بكلمة واحدة} affection {مودة} gratitude {شكر} goodNews {خبر سار} congratulation {تهنئة} sympathy {مساندة} laughter {ضحك} stress {ضغط} other {مبادرة بالتواصل}}',
  'looped.title':
    '{finding, select, openConflict {{variant, select, a {أمر لم يُحسم بعد مع {contact}: {topic}} other {خلاف مع {contact} لم يُحسم بعد}}} repaired {{variant, select, a {مرحلة صعبة مع {contact}، وطريق العودة} b {بعد الاحتكاك حول {topic}، مصالحة مع {contact}} other {خلاف بينك وبين {contact}، ثم مصالحة}}} drifting {{variant, select, a {مبادرات نحو {contact}، وردود أقل} other {ردود {contact} تزداد قِصرًا}}} reachingMe {{variant, select, a {معظم الحديث مع {contact} يقع على عاتقك} other {من يبادر بالتواصل مع {contact}؟ أنت في الغالب}}} reachingThem {{variant, select, a {مبادرات متكررة من {contact}} b {كثيرًا ما تأتي الرسالة الأولى من {contact}، عن {topic} وغيره} other {الرسالة الأولى تأتي غالبًا من {contact}}}} strain {{variant, select, a {{contact} وأنت، في مرحلة ثقيلة} other {تحمّل {topic} معًا}}} celebration {{variant, select, a {خبر سار، وفرحة مشتركة مع {contact}} other {شيء يستحق الاحتفال مع {contact}}}} practical {{variant, select, a {{topic}: إلى أين وصلت الأمور مع {contact}} other {إنجاز {topic} مع {contact}}}} warming {{variant, select, a {تقارب متزايد مع {contact}} other {دفء أكبر مؤخرًا بينك وبين {contact}}}} other {{variant, select, a {صحبة مريحة بينك وبين {contact}} other {دفء ثابت مع {contact}}}}}',
  'looped.opening':
    '{kind, select, work {{variant, select, a {بين {from} و{to}، جرى بينك وبين {contact} تبادل {written, plural, zero {# رسالة} one {رسالة واحدة} two {رسالتين} few {# رسائل} many {# رسالة} other {# رسالة}} حول {topics}.} other {على مدى {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}، تبادلت مع {contact} {written, plural, zero {# رسالة} one {رسالة واحدة} two {رسالتين} few {# رسائل} many {# رسالة} other {# رسالة}} حول {topics}.}}} other {{variant, select, a {خلال {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}، تبادلت مع {contact} {written, plural, zero {# رسالة} one {رسالة واحدة} two {رسالتين} few {# رسائل} many {# رسالة} other {# رسالة}}، معظمها عن {topics}.} other {من {from} إلى {to}، دار معظم {written, plural, zero {# رسالة} one {رسالة واحدة} two {رسالتين} few {# رسائل} many {# رسالة} other {# رسالة}} بينك وبين {contact} حول {topics}.}}}}',
  'looped.reach':
    '{variant, select, a {{initiator, select, me {كانت المبادرة منك في {mine} من أصل {sessions, plural, zero {# محادثة} one {محادثة واحدة} two {محادثتين} few {# محادثات} many {# محادثة} other {# محادثة}}، ومن {contact} في {theirs}.} contact {كانت المبادرة من {contact} في {theirs} من أصل {sessions, plural, zero {# محادثة} one {محادثة واحدة} two {محادثتين} few {# محادثات} many {# محادثة} other {# محادثة}}، ومنك في {mine}.} other {لم تكن المبادرة حكرًا على أحدكما: كانت منك في {mine} من أصل {sessions, plural, zero {# محادثة} one {محادثة واحدة} two {محادثتين} few {# محادثات} many {# محادثة} other {# محادثة}}، ومن {contact} في {theirs}.}}} b {{initiator, select, me {من أصل {sessions, plural, zero {# محادثة} one {محادثة واحدة} two {محادثتين} few {# محادثات} many {# محادثة} other {# محادثة}}، بدأت {mine} برسالة منك و{theirs} برسالة من {contact}.} contact {من أصل {sessions, plural, zero {# محادثة} one {محادثة واحدة} two {محادثتين} few {# محادثات} many {# محادثة} other {# محادثة}}، بدأت {theirs} برسالة من {contact} و{mine} برسالة منك.} other {جاءت الرسالة الأولى منك {mine, plural, zero {# مرة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرة} other {# مرة}} ومن {contact} {theirs, plural, zero {# مرة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرة} other {# مرة}}، على مدى {sessions, plural, zero {# محادثة} one {محادثة واحدة} two {محادثتين} few {# محادثات} many {# محادثة} other {# محادثة}}.}}} other {{initiator, select, me {معظم المحادثات، عن {topic} وغيره، بدأت منك: {mine} من أصل {sessions}، مقابل {theirs} من {contact}.} contact {معظم المحادثات، عن {topic} وغيره، بدأت من {contact}: {theirs} من أصل {sessions}، مقابل {mine} منك.} other {حول {topic} وغيره، تناوبتما على البدء: {mine} من المحادثات بدأت منك، و{theirs} من {contact}.}}}}',
  'looped.cooling':
    '{who, select, me {مع مرور الأيام صارت ردودك أبطأ وأقصر: في البداية كانت تأتي خلال نحو {earlyReply} وبطول نحو {earlyWords, plural, zero {# كلمة} one {كلمة واحدة} two {كلمتين} few {# كلمات} many {# كلمة} other {# كلمة}}، وفي النهاية خلال نحو {lateReply} وبطول نحو {lateWords, plural, zero {# كلمة} one {كلمة واحدة} two {كلمتين} few {# كلمات} many {# كلمة} other {# كلمة}}.} other {مع مرور الأيام صارت ردود {contact} أبطأ وأقصر: في البداية كانت تأتي خلال نحو {earlyReply} وبطول نحو {earlyWords, plural, zero {# كلمة} one {كلمة واحدة} two {كلمتين} few {# كلمات} many {# كلمة} other {# كلمة}}، وفي النهاية خلال نحو {lateReply} وبطول نحو {lateWords, plural, zero {# كلمة} one {كلمة واحدة} two {كلمتين} few {# كلمات} many {# كلمة} other {# كلمة}}.}}',
  'looped.warming':
    '{who, select, me {صارت ردودك أسرع وأوفى: من نحو {earlyReply} في البداية إلى نحو {lateReply} في النهاية.} other {صارت ردود {contact} أسرع وأوفى: من نحو {earlyReply} في البداية إلى نحو {lateReply} في النهاية.}}',
  'looped.flat':
    '{who, select, me {كان {count} من ردودك بكلمة واحدة فقط، مثل «{example}».} other {كان {count} من ردود {contact} بكلمة واحدة فقط، مثل «{example}».}}',
  'looped.missedBid':
    '{reply, select, none {بقيت رسالة «{quote}» بلا جواب في ذلك اليوم} other {لم تلقَ رسالة «{quote}» ردًّا سوى «{answer}»}}.',
  'looped.conflictOpen': 'في {date}، فتحت رسالة «{quote}» مرحلة متوترة، ولم يُكتب بعدها ما يعالج الأمر بالحديث حتى النهاية.',
  'looped.conflictRepaired':
    'في {date}، فتحت رسالة «{quote}» مرحلة متوترة؛ ثم جاء الإصلاح {repairBy, select, me {منك} other {من {contact}}} بعد {delay}: «{repairQuote}».',
  'looped.excuse': 'قدّمت رسالة «{quote}» تفسيرًا لغياب من دون الاعتراف بالمسؤولية عنه: إنه عذر، والعذر وحده لا يُصلح الكثير.',
  'looped.sarcasm': 'رسالة «{quote}» تبدو مديحًا، لكنها تحمل شكوى.',
  'looped.guiltTrip': 'رسالة «{quote}» تبدو طيًّا للصفحة، لكنها أقرب إلى ألم مؤجَّل منها إلى أمر انتهى فعلًا.',
  'looped.goodNews':
    'جاء {who, select, me {منك خبر سار، «{quote}»،} other {من {contact} خبر سار، «{quote}»،}} و{answer, select, warm {قوبل بحفاوة} flat {لم يلقَ سوى رد قصير} other {بقي بلا رد في ذلك اليوم}}.',
  'looped.sympathy': 'حين كان أمر ما صعبًا، جاءت المساندة {who, select, me {منك} other {من {contact}}}: «{quote}».',
  'looped.laughter':
    '{variant, select, a {ضحكتما معًا في {shared} من أصل {sessions, plural, zero {# محادثة} one {محادثة واحدة} two {محادثتين} few {# محادثات} many {# محادثة} other {# محادثة}}.} b {جاء الضحك منكما كليكما في {shared} من أصل {sessions, plural, zero {# محادثة} one {محادثة واحدة} two {محادثتين} few {# محادثات} many {# محادثة} other {# محادثة}}، بما في ذلك ما يخص {topic}.} other {بين الحديث عن {topic} وغيره، ضحكتما معًا في {shared} من أصل {sessions, plural, zero {# محادثة} one {محادثة واحدة} two {محادثتين} few {# محادثات} many {# محادثة} other {# محادثة}}.}}',
  'looped.workReplies':
    '{kind, select, work {كانت الأسئلة عن {topic} تلقى جوابًا خلال نحو {reply}، في سطر أو سطرين عادةً.} other {كانت الأسئلة عن {topic} تلقى جوابًا خلال نحو {reply}.}}',
  'looped.climate':
    '{variant, select, a {كانت النبرة {tone, select, warm {دافئة} mixed {متقلبة، بين دفء واحتكاك} tense {متوترة} other {مقتضبة وهادئة، بلا مشاعر واضحة في أي اتجاه}}: بدت {warmShare, number, percent} من الرسائل دافئة و{tenseShare, number, percent} متوترة.} b {حول {topic}، كانت الرسائل {tone, select, warm {دافئة في معظمها} mixed {دافئة حينًا وحادّة حينًا} tense {متوترة في أحيان كثيرة} other {قصيرة وعملية}} ({warmShare, number, percent} دافئة، و{tenseShare, number, percent} متوترة).} other {بحساب الرسائل كلها، بدت {warmShare, number, percent} منها دافئة و{tenseShare, number, percent} متوترة: {tone, select, warm {حديث دافئ} mixed {حديث يجمع الدفء والاحتكاك} tense {حديث متوتر} other {حديث هادئ قليل الانفعال}} في مجمله.}}',
  'looped.trend':
    '{trend, select, warming {ازداد الحديث دفئًا على امتداد هذه الفترة: {why}.} cooling {فتر الحديث على امتداد هذه الفترة: {why}.} steady {{variant, select, a {بقيت النبرة ثابتة من البداية إلى النهاية، بما في ذلك ما يخص {topic}.} b {بدت الأيام الأخيرة شبيهة بالأيام الأولى، بما في ذلك الحديث عن {topic}.} other {لم يتغير الكثير في النبرة من الرسائل الأولى إلى الأخيرة.}}} other {{variant, select, a {الفترة أقصر من أن تُظهر إن كان الحديث يزداد دفئًا أم فتورًا.} b {الأيام أقل من أن تكشف اتجاهًا بعد؛ وستُظهره القراءات القادمة.} other {من المبكر معرفة الاتجاه الذي يسير فيه الحديث.}}}}',
  'why.replies': '{direction, select, up {صارت الردود أسرع} other {صارت الردود أبطأ}}',
  'why.length': '{direction, select, up {طالت الرسائل} other {قصرت الرسائل}}',
  'why.flat': '{direction, select, up {قلّت الردود المكوّنة من كلمة واحدة} other {كثرت الردود المكوّنة من كلمة واحدة}}',
  'why.answered': '{direction, select, up {نالت أسئلة أكثر جوابًا} other {بقيت أسئلة أكثر بلا جواب}}',
  'why.tone': '{direction, select, up {صارت الكلمات أدفأ} other {صارت الكلمات أبرد}}',
  'looped.track':
    '{title}: {reason}{studied, select, couples { (دُرس لدى الأزواج)} close { (دُرس لدى الأزواج؛ ويُستعمل هنا عدسةً لأي علاقة قريبة)} other {}}',
  'track.reason':
    '{id, select, 1 {ملاحظة مبادرات {contact} الصغيرة لطلب الانتباه والاستجابة لها، مثل تلك التي تخص {topic}} 2 {إبقاء اللحظات الدافئة أكثر من اللحظات المتوترة، بما في ذلك ما يخص {topic}} 3 {إفساح المجال للضحك معًا، أبعد من {topic}} 4 {تسمية المشاعر قبل التصرف بناءً عليها، خصوصًا حول {topic}} 5 {بدء الحديث الصعب القادم عن {topic} بلطف} 6 {النظر إلى الخلاف حول {topic} بعين صديق محايد} 7 {الحديث عمّا تقدّرانه كلاكما، أبعد من {topic}} other {الشعور بالأمان حين يلجأ أحدكما إلى الآخر، في {topic} وفي غيره}}',
  'looped.themeName':
    '{finding, select, openConflict {خلاف مفتوح} repaired {خلاف جرى إصلاحه} drifting {ردود أقصر} reachingMe {مبادراتك بالتواصل} reachingThem {مبادرات {contact} بالتواصل} strain {مرحلة عصيبة} celebration {خبر سار} practical {ترتيبات عملية} warming {تقارب متزايد} other {دفء ثابت}}',
  'looped.closing':
    '{variant, select, a {أمر واحد يمكن تجربته: {prompt} تصف هذه القراءة لرسائلك عن {topic} رسائلَ لا أشخاصًا، وليست علاجًا نفسيًا.} b {خطوة صغيرة لهذا الأسبوع: {prompt} هذه أنماط فيما كُتب عن {topic}، لا أحكام على أحد، وليست علاجًا نفسيًا.} other {إن أردت خطوة تالية: {prompt} قراءة الرسائل عن {topic} ليست حكمًا على أيٍّ منكما، ولا هي علاج نفسي.}}',
  'looped.prompt':
    '{finding, select, openConflict {{variant, select, a {أرسل إلى {contact}: «ما زلت أفكر فيما حدث. أود أن أسمع وجهة نظرك بهدوء. متى يناسبك؟»} b {أرسل إلى {contact}: «هل يمكن أن نتحدث عمّا حدث ذلك اليوم؟ يهمني أن أفهم أكثر من أن أكون على حق.»} other {أرسل إلى {contact}: «لا أريد أن تبقى الأمور على هذا الحال. هل نتحدث متى شعرت بالاستعداد؟»}}} repaired {أخبر {contact} بما ساعدكما على التصالح، ليسهل الوصول إليه في المرة القادمة التي يحول فيها أمر مثل {topic} بينكما.} drifting {اطرح على {contact} سؤالًا مفتوحًا واحدًا عن {topic}، واترك مجالًا لجواب يأتي على مهل.} reachingMe {اترك بدء المحادثة القادمة إلى {contact}، واستقبلها بدفء حين تأتي.} reachingThem {ابدأ أنت المحادثة القادمة مع {contact}، اليوم، عن {topic} أو عن أي شيء آخر.} strain {اسأل {contact}: «ما الذي يساعدك هذا الأسبوع؟»، ثم استمع فقط.} celebration {اطرح على {contact} سؤالًا آخر عن الخبر السار؛ فالحماس هو ما يبقى في الذاكرة.} practical {{kind, select, work {أكّد الخطوة التالية بشأن {topic} في رسالة واحدة واضحة.} other {رتّب الخطوة التالية بشأن {topic} في رسالة قصيرة واحدة.}}} warming {اذكر لحظة واحدة استمتعت بها مع {contact} هذا الأسبوع.} other {أخبر {contact} بشيء واحد استمتعت به في هذه المحادثات.}}',
  'since.first':
    '{variant, select, a {هذه أول قراءة لرسائلك مع {contact}، وهي تبدأ من {topic}؛ وستبيّن القراءة التالية ما تغيّر.} b {قراءة أولى مع {contact}: تضع خط الأساس، بما في ذلك ما يخص {topic}، وستُقارَن بها القراءة التالية.} other {القراءة الأولى لما بينك وبين {contact}: من الآن فصاعدًا ستبيّن كل قراءة ما تحرّك منذ سابقتها، بدءًا من {topic}.}}',
  'since.changes': 'منذ القراءة الأخيرة في {date}: {changes}.',
  'since.nothing': 'منذ القراءة الأخيرة في {date}، لم يتغير الكثير في طريقة التراسل بينك وبين {contact}.',
  'since.reply': 'جاءت ردود {contact} خلال نحو {now}، {direction, select, faster {أسرع من} other {أبطأ من}} {before} في المرة السابقة',
  'since.opened':
    'كانت المبادرة منك في {mine} من أصل {sessions, plural, zero {# محادثة} one {محادثة واحدة} two {محادثتين} few {# محادثات} many {# محادثة} other {# محادثة}}، مقابل {mineBefore} من أصل {sessionsBefore} في السابق',
  'since.tone':
    'انتقلت النبرة من {before, select, warm {الدفء} mixed {التقلب} tense {التوتر} other {الاقتضاب}} إلى {now, select, warm {الدفء} mixed {التقلب} tense {التوتر} other {الاقتضاب}}',
  'since.conflict':
    '{repaired, select, yes {مرّت لحظة توتر، وجرى إصلاحها} other {مرّت لحظة توتر، وما زالت معلّقة}}{first, select, yes {: الأولى منذ {quietSince}} other {}}',
  'since.long':
    'على مدى {count, plural, zero {# قراءة} one {قراءة واحدة} two {قراءتين} few {# قراءات} many {# قراءة} other {# قراءة}} منذ {since}، كان الحديث {tones}.',
  'since.toneCount':
    '{tone, select, warm {دافئًا} mixed {متقلبًا} tense {متوترًا} other {مقتضبًا}} {n, plural, =1 {مرة واحدة} =2 {مرتين} zero {# مرة} few {# مرات} many {# مرة} other {# مرة}}',
  'row.messages': 'الرسائل',
  'row.words': 'متوسط الكلمات في الرسالة',
  'row.opened': 'بدء المحادثات',
  'row.questions': 'الأسئلة المطروحة',
  'row.answered': 'الأسئلة التي لقيت جوابًا',
  'row.reply': 'زمن الرد المعتاد',
  'row.flat': 'الردود بكلمة واحدة',
  'row.warm': 'الرسائل الدافئة',
  'row.tense': 'الرسائل المتوترة',
  'guide.glance': 'لمحة سريعة',
  'guide.lens': 'من منظور {wisdom}',
  'books.title': '{title}، تأليف {author}',
  'books.translated': '{by, select, yes {{title}، تأليف {author}، ترجمة {translator}} other {{title}، ترجمة {translator}}}',
  'research.quote': '«{quote}» ({source})',
  'notEnough.wisdom':
    'البيانات غير كافية بعد: منذ القراءة الأخيرة لم تصل مع {contact} سوى {written, plural, zero {# رسالة مكتوبة} one {رسالة مكتوبة واحدة} two {رسالتين مكتوبتين} few {# رسائل مكتوبة} many {# رسالة مكتوبة} other {# رسالة مكتوبة}}. تحتاج القراءة إلى {floor, plural, zero {# رسالة} one {رسالة واحدة} two {رسالتين} few {# رسائل} many {# رسالة} other {# رسالة}} على الأقل، وستأتي مع أول تشغيل يبلغ هذا العدد.',
  'notEnough.title': 'لا توجد رسائل كافية بعد',
  'notEnough.narrative':
    'منذ القراءة الأخيرة لم تصل مع {contact} سوى {written, plural, zero {# رسالة مكتوبة} one {رسالة مكتوبة واحدة} two {رسالتين مكتوبتين} few {# رسائل مكتوبة} many {# رسالة مكتوبة} other {# رسالة مكتوبة}}. ومع هذا القدر القليل يصبح أي نمط مجرد تخمين، لذلك لا تستخلص هذه القراءة أي نمط. فهي تحتاج إلى {floor, plural, zero {# رسالة} one {رسالة واحدة} two {رسالتين} few {# رسائل} many {# رسالة} other {# رسالة}} على الأقل.',
  'zodiac.sign':
    '{sign, select, Aries {الحمل} Taurus {الثور} Gemini {الجوزاء} Cancer {السرطان} Leo {الأسد} Virgo {العذراء} Libra {الميزان} Scorpio {العقرب} Sagittarius {القوس} Capricorn {الجدي} Aquarius {الدلو} other {الحوت}}',
  'oracle.chart': 'الشمس في برج {sun} عند {sunDegrees}°، والقمر في برج {moon}',
  'oracle.chart.rising': '، والطالع في برج {ascendant} عند {ascendantDegrees}°',
  'oracle.chart.moonEither': '{first} أو {second} (انتقل القمر إلى برج آخر في ذلك اليوم)',
  'oracle.akashic':
    '{chart}. {element, select, fire {عنصر النار يتصدر هذه الخريطة: الشجاعة تأتي بسهولة، والصبر أقل سهولة.} earth {عنصر التراب يتصدر هذه الخريطة: ثبات وعناية بما هو حقيقي.} air {عنصر الهواء يتصدر هذه الخريطة: أفكار وكلمات وتواصل.} other {عنصر الماء يتصدر هذه الخريطة: الشعور أولًا، ثم الفكر.}} للتأمل والتسلية، لا للتنبؤ.',
  'oracle.noTime': 'من دون وقت الولادة يُترك الطالع جانبًا؛ أضف وقت الولادة لرؤيته.',
  'oracle.mirror':
    'مع {contact} يدور حديثكما غالبًا في {part}، و{opener, select, me {المبادرة منك في الغالب} contact {المبادرة من {contact} في الغالب} other {تتناوبان على بدء الحديث}}: إيقاع {element, select, fire {متّقد} earth {راسخ} air {فضولي} other {رقيق}} يعكس شمسك في برج {sun}.',
  'oracle.reflection.sun':
    'شمسك في برج {sun}: {element, select, fire {اتبع الشرارة، ثم توقّف قليلًا قبل الخطوة الثانية.} earth {ابنِ على مهل؛ فما ترعاه يدوم.} air {قل الفكرة بصوت عالٍ؛ فهي تكبر حين تُشارَك.} other {ثق بما تشعر به، ثم ضعه في كلمات.}}',
  'oracle.reflection.moon':
    '{moon, select, Aries {قمرك في برج الحمل يحتاج إلى التصرف بناءً على الشعور قبل أن يخبو: الراحة تأتي من فعل شيء معًا.} Taurus {قمرك في برج الثور يهدأ بالمألوف: وجبة، أو عادة يومية، أو صوت ثابت.} Gemini {قمرك في برج الجوزاء يهدأ بالحديث: الشعور الذي يُسمّى يخفّ نصفه.} Cancer {قمرك في برج السرطان يحتاج إلى الشعور بالألفة مع أحد، كأنه في بيته، قبل أن ينفتح.} Leo {قمرك في برج الأسد يحتاج إلى أن يُرى بدفء: كلمة تقدير صادقة واحدة تفعل الكثير.} Virgo {قمرك في برج العذراء يهدأ حين يكون نافعًا: العناية الصغيرة العملية هي لغة الحب لديه.} Libra {قمرك في برج الميزان يحتاج إلى الإنصاف والانسجام: التبادل المتكافئ هو الأكثر أمانًا.} Scorpio {قمرك في برج العقرب يثق ببطء ويشعر بعمق: الصدق أهم من الراحة.} Sagittarius {قمرك في برج القوس يحتاج إلى مساحة، وإلى خطة لشيء قادم يتطلع إليه.} Capricorn {قمرك في برج الجدي يعبّر عن المحبة بأن يكون أهلًا للاعتماد، ويشعر بها حين يجد من يُعتمد عليه.} Aquarius {قمرك في برج الدلو يحتاج إلى مساحة ليكون على طبيعته في قلب القرب.} other {قمرك في برج الحوت يحتاج إلى اللطف وقليل من الهدوء ليسمع ما يشعر به.}}',
  'oracle.reflection.rising':
    '{ascendant, select, Aries {الطالع في برج الحمل: لقاؤك بالعالم مباشر، وأول ما يلمسه الناس صراحتك.} Taurus {الطالع في برج الثور: لقاؤك بالعالم هادئ، ويشعر الناس بالثبات من حولك.} Gemini {الطالع في برج الجوزاء: لقاؤك بالعالم مليء بالأسئلة، وأول ما يلمسه الناس فضولك.} Cancer {الطالع في برج السرطان: لقاؤك بالعالم حذر، ويشعر الناس بالرعاية.} Leo {الطالع في برج الأسد: لقاؤك بالعالم دافئ، ويلاحظ الناس حضورك فور وصولك.} Virgo {الطالع في برج العذراء: لقاؤك بالعالم يقظ، ويلمس الناس انتباهك إلى التفاصيل.} Libra {الطالع في برج الميزان: في لقائك بالعالم رشاقة ولطف، ويشعر الناس بالارتياح.} Scorpio {الطالع في برج العقرب: لقاؤك بالعالم متحفظ، ويستشعر الناس العمق قبل أن يروه.} Sagittarius {الطالع في برج القوس: لقاؤك بالعالم منفتح، وتنتقل عدوى تفاؤلك إلى الناس.} Capricorn {الطالع في برج الجدي: لقاؤك بالعالم رصين، ويمنحك الناس ثقتهم مبكرًا.} Aquarius {الطالع في برج الدلو: لقاؤك بالعالم على سجيتك، ويرى الناس في اختلافك نفحة منعشة.} other {الطالع في برج الحوت: لقاؤك بالعالم رقيق، ويشعر الناس بإصغائك.}}',
  'oracle.today':
    'القمر اليوم في برج {moon}، {phase, select, new {في طور القمر الجديد} waxingCrescent {هلالًا متزايدًا} firstQuarter {في تربيعه الأول} waxingGibbous {أحدب متزايدًا يقترب من الاكتمال} full {بدرًا مكتملًا} waningGibbous {أحدب متناقصًا بعد اكتماله} lastQuarter {في تربيعه الأخير} other {هلالًا متناقصًا}}.',
  'oracle.body': '{body, select, Sun {الشمس} Moon {القمر} Mercury {عطارد} Venus {الزهرة} other {المريخ}}',
  'oracle.retrograde':
    '{count, plural, one {الكوكب المتراجع حاليًا: {planets}} two {الكوكبان المتراجعان حاليًا: {planets}} other {الكواكب المتراجعة حاليًا: {planets}}}؛ إنه وقت للمراجعة والإصلاح، لا للبدء من جديد.',
  'oracle.transit':
    '{aspect, select, conjunction {اقتران} sextile {تسديس} square {تربيع} trine {تثليث} other {مقابلة}} بين {body} و{point, select, sun {شمس ميلادك} moon {قمر ميلادك} other {طالع ميلادك}}',
  'oracle.transitMeaning':
    '{body, select, Sun {{quality, select, harmonious {الطاقة متاحة بسهولة؛ استثمرها في أمر أجّلته مع {contact}.} tense {إرادتك تلقى مقاومة؛ اختر الأمر الوحيد المهم ودع الباقي ينتظر.} other {الأضواء مسلطة عليك اليوم؛ اجعل رغبتك واضحة أمام {contact}.}}} Moon {{quality, select, harmonious {المشاعر سهلة المشاركة؛ رسالة خفيفة إلى {contact} ستلقى صدى طيبًا.} tense {المشاعر تعلو ثم تهدأ سريعًا؛ أجّل الرد الحاد إلى الغد.} other {كل شيء يصل إلى القلب أقوى قليلًا؛ عبّر عن حاجتك بوضوح.}}} Mercury {{quality, select, harmonious {الكلمات تأتي في مكانها؛ يوم مناسب لحسم أمر ما مع {contact}.} tense {الرسائل يسهل أن يُساء فهمها؛ أعد القراءة قبل الإرسال، واسأل قبل الافتراض.} other {في ذهنك الكثير حول {topic}؛ دوّنه قبل الحديث عنه.}}} Venus {{quality, select, harmonious {الدفء يأتي بسهولة؛ أخبر {contact} بشيء يحظى بتقديرك.} tense {قد تتباعد الرغبة عمّا هو متاح؛ فاختر الكرم لا الانتصار في الجدال.} other {المودة قريبة من السطح؛ دعها تظهر.}}} other {{quality, select, harmonious {اندفاعك ثابت؛ أنهِ أمرًا واحدًا مع {contact} بدل البدء بثلاثة.} tense {الصبر قصير اليوم؛ عُدّ إلى عشرة قبل الرد على {contact}.} other {الشجاعة في أوجها؛ قل بلطف ما ظل مكتومًا في صدرك.}}}}',
  'oracle.quietSky': 'لا تشكّل الكواكب اليوم أي جانب قريب مع خريطتك: يوم هادئ للحفاظ على ما ينجح.',
  'oracle.reflection.messages':
    'عبر {written, plural, zero {# رسالة} one {رسالة واحدة} two {رسالتين} few {# رسائل} many {# رسالة} other {# رسالة}}، كان حديثك مع {contact} يعود دائمًا إلى {topics}.',
  'oracle.guide': 'مرشدك في هذه الدورة: {guide}. {example}',
  'oracle.vibe':
    '{quality, select, harmonious {{element, select, fire {شرارة سلسة} earth {مرساة ثابتة} air {نسيم عليل} other {مدّ هادئ}}} tense {{element, select, fire {قدح الزناد} earth {صخر الأساس} air {رياح متقاطعة} other {تيار خفي}}} other {{element, select, fire {شرارة} earth {مرساة} air {نسيم} other {مدّ}}}}',
  'oracle.daily.morning': 'الصباح',
  'oracle.daily.afternoon': 'بعد الظهر',
  'oracle.daily.evening': 'المساء',
  'oracle.action.morning':
    '{element, select, fire {ابدأ بالحركة: مشي سريع قبل الهاتف.} earth {رتّب شيئًا صغيرًا واحدًا قبل البدء.} air {اكتب ثلاثة أسطر عن أمنياتك لهذا اليوم.} other {اجلس مع قهوتك دقيقتين في هدوء.}}',
  'oracle.action.afternoon':
    '{body, select, Mercury {{kind, select, work {احسم نقطة معلّقة واحدة بشأن {topic} مع {contact} في رسالة واحدة واضحة.} other {اطرح على {contact} سؤالًا حقيقيًا واحدًا عن {topic}، واقرأ الجواب مرتين.}}} Venus {{kind, select, work {اشكر {contact} على أمر محدد يخص {topic}.} other {أخبر {contact} بشيء واحد يحظى بتقديرك، من دون أي طلب.}}} Mars {{kind, select, work {أنجز الخطوة التالية في {topic} قبل مراسلة {contact}.} other {إن كان في {topic} ما يزعجك، فافتحه مع {contact} مبكرًا وبلطف، لا متأخرًا وبصوت عالٍ.}}} Moon {{kind, select, work {اجعل رسائل اليوم إلى {contact} قصيرة وودودة.} other {اطمئن على أحوال {contact}، بعيدًا عن الخطط.}}} other {{kind, select, work {أنهِ مسألة معلّقة واحدة مع {contact} في رسالة واحدة ودودة.} other {أرسل إلى {contact} رسالة لا تحتاج إلى رد.}}}}',
  'oracle.action.evening':
    '{element, select, fire {سمِّ بلطف شيئًا استعجلت فيه اليوم.} earth {جهّز شيئًا واحدًا لنفسك في الغد.} air {اتصل بأحد بدل الكتابة.} other {دوّن شعورًا واحدًا من دون إصدار حكم عليه.}}',
  'oracle.color':
    '{color, select, red {أحمر} orange {برتقالي} gold {ذهبي} green {أخضر} teal {أزرق مخضرّ} blue {أزرق} indigo {نيلي} violet {بنفسجي} silver {فضي} other {وردي}}',
  'oracle.affirmation.1':
    '{element, select, fire {شجاعتي دافئة لا صاخبة.} earth {أنمو بإيقاع الأشياء الحقيقية.} air {كلماتي تبني الجسور.} other {مشاعري رسل حكيمة.}}',
  'oracle.affirmation.2':
    '{quality, select, harmonious {{kind, select, work {العمل الجيد يجري بسلاسة بيني وبين {contact}.} other {ما يسهل بيني وبين {contact} يستحق أن يُقال بصوت عالٍ.}}} tense {{kind, select, work {أفي بكلمتي مع {contact}، بهدوء.} other {أستطيع أن أختلف مع {contact} وأن أحافظ على اللطف.}}} other {{kind, select, work {أقول بوضوح ما أحتاجه من {contact}.} other {أستقبل {contact} بيد مفتوحة.}}}}',
  'oracle.ritual':
    '{phase, select, new {القمر الجديد: اكتب نية واحدة للأسابيع القادمة على قصاصة ورق واحتفظ بها في محفظتك.} waxingCrescent {الهلال المتزايد: اسقِ نبتة، أو ابدأ شيئًا صغيرًا، وسمِّ أمنية تستحق الرعاية.} firstQuarter {التربيع الأول: اختر عقبة واحدة وتقدّم خطوة واحدة إلى ما بعدها قبل النوم.} waxingGibbous {قرب الاكتمال: رتّب ركنًا واحدًا في بيتك ولاحظ ما يحتاج إلى إتمام.} full {البدر: أشعل شمعة وسمِّ نعمة واحدة تستحق الامتنان، وشيئًا واحدًا آن أوان التخلي عنه.} waningGibbous {القمر المتناقص: شارك شيئًا تعلّمته هذا الشهر مع شخص سيستمتع به.} lastQuarter {التربيع الأخير: اكتب على ورقة ضغينة واحدة آن أوان تركها، ثم مزّق الورقة.} other {المحاق: نَم باكرًا الليلة ودع ذهنك يهدأ.}}',
  trait:
    '{trait, select, grateful {تقدير: كثرة الشكر للآخرين} quick {سرعة في الرد} initiator {مبادرة متكررة ببدء الحديث} curious {فضول: أسئلة كثيرة} playful {روح مرحة: ضحكة حاضرة} caring {حنان} repairing {مسارعة إلى الصلح بعد الخلاف} supportive {مساندة في الأوقات الصعبة} stressed {بعض الضغط في الآونة الأخيرة} other {ثبات}}',
  event: '{topic} مع {contact} ({date})',
};
