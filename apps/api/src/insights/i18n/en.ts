/**
 * English: the reference catalogue. Every other language has exactly these keys and arguments (ICU
 * MessageFormat). The readings never guess anyone's gender: they use the name, or 'you'. Apostrophes are
 * typographic (’): a straight one is ICU's quote character.
 */
export const en = {
  'duration.minutes': '{n, plural, one {# minute} other {# minutes}}',
  'duration.hours': '{n, plural, one {# hour} other {# hours}}',
  'duration.days': '{n, plural, one {# day} other {# days}}',
  'part.name': '{part, select, morning {mornings} afternoon {afternoons} evening {evenings} other {late nights}}',
  'topic.none': 'everyday things',
  quote: '{author}: “{text}”',

  'clause.reach':
    '{initiator, select, me {you opened {mine} of the {sessions} conversations} contact {{contact} opened {theirs} of the {sessions} conversations} other {you took turns starting the conversations}}',
  'clause.climate':
    '{tone, select, warm {{trend, select, cooling {it began warm and cooled toward the end} warming {it was warm and grew warmer} other {it stayed warm throughout}}} mixed {{trend, select, cooling {warmth and friction took turns, and the last days were cooler} warming {warmth and friction took turns, and the last days were kinder} other {warmth and friction took turns all along}}} tense {{trend, select, warming {it was tense, though it eased toward the end} cooling {it was tense and grew colder} other {tension ran through it}}} other {{trend, select, cooling {it was brief and polite, and grew briefer} warming {it was brief at first and opened up later} other {it was brief and to the point}}}}',

  'evidence.kind':
    '{kind, select, tension {A tense moment} repair {A repair} excuse {An excuse} sarcasm {Sarcasm} guiltTrip {Hurt set aside} missedBid {A question left waiting} flatReply {A one-word reply} affection {Affection} gratitude {Thanks} goodNews {Good news} congratulation {Congratulations} sympathy {Support} laughter {Laughter} stress {Strain} other {Reaching out}}',

  'looped.title':
    '{finding, select, openConflict {{variant, select, a {Still unresolved with {contact}: {topic}} other {An argument with {contact} that is still open}}} repaired {{variant, select, a {A rough patch with {contact}, and the way back} b {After the friction around {topic}, making up with {contact}} other {{contact} and you disagreed, then made up}}} drifting {{variant, select, a {Reaching out to {contact}, hearing back less} other {{contact}’s replies are getting shorter}}} reachingMe {{variant, select, a {You carry most of the conversation with {contact}} other {Who reaches out: mostly you, with {contact}}}} reachingThem {{variant, select, a {{contact} keeps reaching out} b {{contact} often writes first, about {topic} and more} other {{contact} writes first, most of the time}}} strain {{variant, select, a {{contact} and you, through a heavy stretch} other {Carrying {topic} together}}} celebration {{variant, select, a {Good news, shared with {contact}} b {Good news with {contact}, {topic} and all} other {Something to celebrate with {contact}}}} practical {{variant, select, a {{topic}: where things stand with {contact}} other {Getting {topic} done with {contact}}}} warming {{variant, select, a {Growing closer with {contact}} other {Warmer lately, you and {contact}}}} other {{variant, select, a {Easy company: {contact} and you} other {Steady and warm with {contact}}}}}',
  'looped.opening':
    '{kind, select, work {{variant, select, a {Between {from} and {to}, you and {contact} exchanged {written, plural, one {# message} other {# messages}} about {topics}.} other {{written, plural, one {# message} other {# messages}} went between you and {contact} over {days, plural, one {# day} other {# days}}, about {topics}.}}} other {{variant, select, a {Over {days, plural, one {# day} other {# days}} you and {contact} wrote {written, plural, one {# message} other {# messages}}, mostly about {topics}.} other {From {from} to {to}, {topics} filled most of the {written, plural, one {# message} other {# messages}} between you and {contact}.}}}}',
  'looped.reach':
    '{variant, select, a {{initiator, select, me {You started {mine} of the {sessions} conversations; {contact} started {theirs}.} contact {{contact} started {theirs} of the {sessions} conversations, you started {mine}.} other {Neither of you did all the reaching out: you started {mine} of the {sessions} conversations, {contact} started {theirs}.}}} b {{initiator, select, me {Of the {sessions} conversations, {mine} began with a message from you and {theirs} with one from {contact}.} contact {Of the {sessions} conversations, {theirs} began with a message from {contact} and {mine} with one from you.} other {The first message came from you {mine} times and from {contact} {theirs} times, over {sessions} conversations.}}} other {{initiator, select, me {Most conversations about {topic} and the rest began with you: {mine} of {sessions}, against {theirs} from {contact}.} contact {Most conversations about {topic} and the rest began with {contact}: {theirs} of {sessions}, against {mine} from you.} other {Around {topic} and the rest, you took turns starting: {mine} conversations from you, {theirs} from {contact}.}}}}',
  'looped.cooling':
    '{who, select, me {Your answers came later and shorter as the days went on: within about {earlyReply} and {earlyWords, plural, one {# word} other {# words}} at first, about {lateReply} and {lateWords, plural, one {# word} other {# words}} by the end.} other {{contact}’s answers came later and shorter as the days went on: within about {earlyReply} and {earlyWords, plural, one {# word} other {# words}} at first, about {lateReply} and {lateWords, plural, one {# word} other {# words}} by the end.}}',
  'looped.warming':
    '{who, select, me {Your answers grew quicker and fuller: from about {earlyReply} at first to about {lateReply} by the end.} other {{contact}’s answers grew quicker and fuller: from about {earlyReply} at first to about {lateReply} by the end.}}',
  'looped.flat':
    '{who, select, me {{count} of your replies were a single word, such as “{example}”.} other {{count} of {contact}’s replies were a single word, such as “{example}”.}}',
  'looped.missedBid': '“{quote}” {reply, select, none {got no answer that day} other {got only “{answer}” in reply}}.',
  'looped.conflictOpen': 'On {date}, “{quote}” began a tense stretch, and nothing written since has talked it through.',
  'looped.conflictRepaired':
    'On {date}, “{quote}” began a tense stretch; {repairBy, select, me {you} other {{contact}}} repaired it {delay} later: “{repairQuote}”.',
  'looped.excuse': '“{quote}” explained an absence without owning it: an excuse, which does not repair much by itself.',
  'looped.sarcasm': '“{quote}” sounds like praise, but it carries a complaint.',
  'looped.guiltTrip': '“{quote}” sounds like letting go, but reads more like hurt put aside than settled.',
  'looped.goodNews':
    '{who, select, me {You shared good news, “{quote}”,} other {{contact} shared good news, “{quote}”,}} and {answer, select, warm {it was met warmly} flat {it got only a short answer} other {it was left without an answer that day}}.',
  'looped.sympathy': 'When something was hard, {who, select, me {you} other {{contact}}} answered with support: “{quote}”.',
  'looped.laughter':
    '{variant, select, a {You laughed together in {shared} of the {sessions} conversations.} b {Laughter came from both of you in {shared} of the {sessions} conversations, {topic} included.} other {Between talk of {topic} and the rest, you both laughed in {shared} of the {sessions} conversations.}}',
  'looped.workReplies':
    '{kind, select, work {Questions about {topic} were answered within about {reply}, usually in a line or two.} other {Questions about {topic} were answered within about {reply}.}}',
  'looped.climate':
    '{variant, select, a {The tone was {tone, select, warm {warm} mixed {mixed, warmth and friction both} tense {tense} other {brief and even, with little feeling either way}}: {warmShare, number, percent} of the messages sounded warm and {tenseShare, number, percent} tense.} b {Around {topic}, the messages were {tone, select, warm {mostly warm} mixed {warm and prickly by turns} tense {often tense} other {short and matter-of-fact}} ({warmShare, number, percent} warm, {tenseShare, number, percent} tense).} other {Counting every message, {warmShare, number, percent} sounded warm and {tenseShare, number, percent} tense: {tone, select, warm {a warm conversation} mixed {a conversation with both warmth and friction} tense {a tense conversation} other {an even, low-key conversation}} on the whole.}}',
  'looped.trend':
    '{trend, select, warming {It warmed over the period: {why}.} cooling {It cooled over the period: {why}.} steady {{variant, select, a {It held steady from start to finish, {topic} included.} b {The last days sounded much like the first, {topic} included.} other {Nothing much changed in tone from the first messages to the last, {topic} included.}}} other {{variant, select, a {The period is too short to say whether it is warming or cooling.} b {Too few days to tell a direction yet; the next readings will show it.} other {It is too early to say which way this is moving.}}}}',
  'why.replies': '{direction, select, up {answers came quicker} other {answers came more slowly}}',
  'why.length': '{direction, select, up {messages grew longer} other {messages grew shorter}}',
  'why.flat': '{direction, select, up {fewer one-word replies} other {more one-word replies}}',
  'why.answered': '{direction, select, up {more questions were answered} other {more questions went unanswered}}',
  'why.tone': '{direction, select, up {the words grew warmer} other {the words grew colder}}',
  'looped.track':
    '{title}: {reason}{studied, select, couples { (studied with couples)} close { (studied with couples; here as a lens for any close relationship)} other {}}',
  'track.reason':
    '{id, select, 1 {to notice and answer {contact}’s small bids for attention, like the ones about {topic}} 2 {to keep warm moments ahead of tense ones, {topic} included} 3 {to make room for laughing together, beyond {topic}} 4 {to name feelings before acting on them, especially around {topic}} 5 {to start the next hard talk about {topic} gently} 6 {to look at the disagreement over {topic} through a neutral friend’s eyes} 7 {to talk about what you both value, beyond {topic}} other {to feel safe reaching for each other, {topic} included}}',
  'looped.themeName':
    '{finding, select, openConflict {an open argument} repaired {a disagreement repaired} drifting {shorter answers} reachingMe {you reaching out} reachingThem {{contact} reaching out} strain {a heavy stretch} celebration {good news} practical {arrangements} warming {growing closer} other {steady warmth}}',
  'looped.closing':
    '{variant, select, a {One thing to try: {prompt} This reading of your messages about {topic} describes messages, not people, and it is not therapy.} b {Something small for this week: {prompt} These are patterns in what you wrote about {topic}, not judgements of anyone, and this is not therapy.} other {If you want a next step: {prompt} A reading of messages about {topic} is not a verdict on either of you, nor therapy.}}',
  'looped.prompt':
    '{finding, select, openConflict {{variant, select, a {send {contact} “I keep thinking about what happened. I’d like to hear your side, calmly. When suits you?”} b {send {contact} “Can we talk about the other day? I’d rather understand than be right.”} other {send {contact} “I don’t want to leave things like this. Could we talk when you’re ready?”}}} repaired {tell {contact} what helped you make up, so it is easier to find next time something like {topic} comes between you.} drifting {ask {contact} one open question about {topic}, and leave room for a slow answer.} reachingMe {wait for {contact} to start the next conversation, and meet it warmly when it comes.} reachingThem {start the next conversation with {contact} yourself, today, about {topic} or anything else.} strain {ask {contact} “What would help this week?”, and just listen.} celebration {{variant, select, a {ask {contact} one more question about the good news; enthusiasm is what people remember.} b {celebrate the good news with {contact} in a way that fits you two: a call, a toast or a plan.} other {tell {contact} what you felt when you heard the news.}}} practical {{kind, select, work {confirm the next step on {topic} in one clear message.} other {sort out the next step on {topic} in one short message.}}} warming {name one moment you enjoyed with {contact} this week.} other {tell {contact} one thing you enjoyed in these conversations.}}',

  'since.first':
    '{variant, select, a {This is the first reading of your messages with {contact}, beginning with {topic}; the next one will say what changed.} b {A first reading with {contact}: it sets the baseline, {topic} included, and the next will compare against it.} other {The first reading for you and {contact}: from here on, each one will say what moved since the last, starting from {topic}.}}',
  'since.changes': 'Since the last reading on {date}: {changes}.',
  'since.nothing': 'Since the last reading on {date}, little has changed in how you and {contact} write to each other.',
  'since.reply':
    '{contact} answered within about {now}, {direction, select, faster {quicker than} other {slower than}} the {before} of last time',
  'since.opened': 'you opened {mine} of the {sessions} conversations, against {mineBefore} of {sessionsBefore} before',
  'since.tone':
    'the tone went from {before, select, warm {warm} mixed {mixed} tense {tense} other {brief}} to {now, select, warm {warm} mixed {mixed} tense {tense} other {brief}}',
  'since.conflict':
    '{repaired, select, yes {there was a tense moment, and it was repaired} other {there was a tense moment, still open}}{first, select, yes {: the first since {quietSince}} other {}}',
  'since.long': 'Across {count} readings since {since}, the conversation was {tones}.',
  'since.toneCount':
    '{tone, select, warm {warm} mixed {mixed} tense {tense} other {brief}} {n, plural, =1 {once} =2 {twice} other {# times}}',

  'row.messages': 'Messages',
  'row.words': 'Words per message',
  'row.opened': 'Conversations started',
  'row.questions': 'Questions asked',
  'row.answered': 'Questions answered',
  'row.reply': 'Typical reply time',
  'row.flat': 'One-word replies',
  'row.warm': 'Warm messages',
  'row.tense': 'Tense messages',
  'guide.glance': 'At a glance',
  'guide.lens': 'Through {wisdom}',
  'books.title': '{title} by {author}',
  'books.translated': '{by, select, yes {{title} by {author}, translated by {translator}} other {{title}, translated by {translator}}}',
  'research.quote': '“{quote}” ({source})',

  'notEnough.wisdom':
    'Not enough data yet: only {written, plural, one {# written message} other {# written messages}} with {contact} since the last reading. A reading needs at least {floor}; it will come with the next run that has them.',
  'notEnough.title': 'Not enough messages yet',
  'notEnough.narrative':
    'Only {written, plural, one {# written message} other {# written messages}} with {contact} arrived since the last reading. With so little, any pattern would be a guess, so this reading makes none. It needs at least {floor}.',

  'zodiac.sign':
    '{sign, select, Aries {Aries} Taurus {Taurus} Gemini {Gemini} Cancer {Cancer} Leo {Leo} Virgo {Virgo} Libra {Libra} Scorpio {Scorpio} Sagittarius {Sagittarius} Capricorn {Capricorn} Aquarius {Aquarius} other {Pisces}}',
  'oracle.chart': 'Sun in {sun} at {sunDegrees}°, Moon in {moon}',
  'oracle.chart.rising': ', rising {ascendant} at {ascendantDegrees}°',
  'oracle.chart.moonEither': '{first} or {second} (the Moon changed sign that day)',
  'oracle.akashic':
    '{chart}. {element, select, fire {Fire leads this chart: courage comes easily, patience less so.} earth {Earth leads this chart: steadiness and care for what is real.} air {Air leads this chart: ideas, words and connection.} other {Water leads this chart: feeling first, then thought.}} For reflection and entertainment, not prediction.',
  'oracle.noTime': 'Without a birth time the rising sign is left out; add one to see it.',
  'oracle.mirror':
    'With {contact} you talk mostly in the {part}, and {opener, select, me {you usually start the conversation} contact {{contact} usually starts the conversation} other {you take turns starting the conversation}}: a {element, select, fire {fiery} earth {grounded} air {curious} other {tender}} rhythm that mirrors your {sun} Sun.',
  'oracle.reflection.sun':
    'Your {sun} Sun: {element, select, fire {act on the spark, then pause before the second step.} earth {build slowly; what you tend lasts.} air {say the idea out loud; it grows when shared.} other {trust what you feel, then put it into words.}}',
  'oracle.reflection.moon':
    '{moon, select, Aries {Your Moon in Aries needs to act on a feeling before it fades: comfort comes from doing something together.} Taurus {Your Moon in Taurus is soothed by the familiar: a meal, a routine, a steady voice.} Gemini {Your Moon in Gemini settles by talking it through: a feeling named is a feeling halved.} Cancer {Your Moon in Cancer needs to feel at home with someone before it opens.} Leo {Your Moon in Leo needs to be seen warmly: one sincere word of recognition goes far.} Virgo {Your Moon in Virgo calms down by being useful: small, practical care is its love language.} Libra {Your Moon in Libra needs fairness and harmony: an even exchange feels safest.} Scorpio {Your Moon in Scorpio trusts slowly and feels deeply: honesty matters more than comfort.} Sagittarius {Your Moon in Sagittarius needs room and a plan for something ahead.} Capricorn {Your Moon in Capricorn shows care through reliability, and feels cared for the same way.} Aquarius {Your Moon in Aquarius needs space to be itself inside closeness.} other {Your Moon in Pisces needs gentleness and a little quiet to hear what it feels.}}',
  'oracle.reflection.rising':
    '{ascendant, select, Aries {Rising in Aries: you meet the world head-on, and people feel your directness first.} Taurus {Rising in Taurus: you meet the world calmly, and people feel steady around you.} Gemini {Rising in Gemini: you meet the world with questions, and people feel your curiosity first.} Cancer {Rising in Cancer: you meet the world carefully, and people feel looked after.} Leo {Rising in Leo: you meet the world warmly, and people notice you arrive.} Virgo {Rising in Virgo: you meet the world attentively, and people feel you notice details.} Libra {Rising in Libra: you meet the world with grace, and people feel at ease.} Scorpio {Rising in Scorpio: you meet the world reserved, and people sense depth before they see it.} Sagittarius {Rising in Sagittarius: you meet the world openly, and people catch your optimism.} Capricorn {Rising in Capricorn: you meet the world composed, and people trust you early.} Aquarius {Rising in Aquarius: you meet the world as yourself, and people find you refreshingly different.} other {Rising in Pisces: you meet the world softly, and people feel you listening.}}',
  'oracle.today':
    'Today the Moon is {phase, select, new {new} waxingCrescent {a waxing crescent} firstQuarter {at its first quarter} waxingGibbous {waxing, nearly full} full {full} waningGibbous {waning after full} lastQuarter {at its last quarter} other {a waning crescent}} in {moon}.',
  'oracle.body': '{body, select, Sun {The Sun} Moon {The Moon} Mercury {Mercury} Venus {Venus} other {Mars}}',
  'oracle.retrograde': '{planets} {count, plural, one {is} other {are}} retrograde: a time to review and repair rather than start anew.',
  'oracle.transit':
    '{body} {aspect, select, conjunction {meets} sextile {sextiles} square {squares} trine {trines} other {opposes}} your natal {point, select, sun {Sun} moon {Moon} other {Ascendant}}',
  'oracle.transitMeaning':
    '{body, select, Sun {{quality, select, harmonious {energy comes easily; use it for something you have put off with {contact}.} tense {your will meets resistance; pick the one thing that matters and let the rest wait.} other {the spotlight is on you today; let {contact} see what you want.}}} Moon {{quality, select, harmonious {moods are easy to share; a light message to {contact} lands well.} tense {feelings run high and pass quickly; sleep on a sharp reply.} other {you feel everything a little more; say what you need plainly.}}} Mercury {{quality, select, harmonious {words come out right; a good day to sort something out with {contact}.} tense {messages are easily misread; reread before you send and ask before you assume.} other {your mind is busy with {topic}; write it down before you talk it over.}}} Venus {{quality, select, harmonious {warmth comes easily; tell {contact} something you appreciate.} tense {what you want and what you have may pull apart; be generous rather than right.} other {affection is close to the surface; let it show.}}} other {{quality, select, harmonious {your drive is steady; finish something with {contact} instead of starting three things.} tense {patience runs short; count to ten before answering {contact}.} other {courage is up; say the thing you have been holding back, kindly.}}}}',
  'oracle.quietSky': 'The planets make no close aspect to your chart today: a quiet day to keep what works.',
  'oracle.reflection.messages': 'In {written} messages, {contact} and you kept coming back to {topics}.',
  'oracle.guide': 'Your guide this cycle: {guide}. {example}',
  'oracle.vibe':
    '{quality, select, harmonious {{element, select, fire {Easy Spark} earth {Steady Anchor} air {Fair Breeze} other {Calm Tide}}} tense {{element, select, fire {Strike Flint} earth {Bedrock} air {Crosswind} other {Undertow}}} other {{element, select, fire {Spark} earth {Anchor} air {Breeze} other {Tide}}}}',
  'oracle.daily.morning': 'Morning',
  'oracle.daily.afternoon': 'Afternoon',
  'oracle.daily.evening': 'Evening',
  'oracle.action.morning':
    '{element, select, fire {Move first: a brisk walk before the phone.} earth {Make one small thing tidy before you start.} air {Write three lines about what you want today.} other {Sit with your coffee for two quiet minutes.}}',
  'oracle.action.afternoon':
    '{body, select, Mercury {{kind, select, work {Settle one open point about {topic} with {contact} in a single clear message.} other {Ask {contact} one real question about {topic}, and read the answer twice.}}} Venus {{kind, select, work {Thank {contact} for one specific thing about {topic}.} other {Tell {contact} one thing you appreciate, with no request attached.}}} Mars {{kind, select, work {Finish the next step on {topic} before you write to {contact}.} other {If something about {topic} bothers you, raise it with {contact} early and gently, not late and loudly.}}} Moon {{kind, select, work {Keep today’s messages to {contact} short and friendly.} other {Check in with {contact} about how they are, not about plans.}}} other {{kind, select, work {Clear one open item with {contact} in a single, friendly message.} other {Send {contact} a message that needs no answer.}}}}',
  'oracle.action.evening':
    '{element, select, fire {Name one thing you rushed today, kindly.} earth {Put one thing away for tomorrow-you.} air {Call someone instead of typing.} other {Write down one feeling without judging it.}}',
  'oracle.color':
    '{color, select, red {Red} orange {Orange} gold {Gold} green {Green} teal {Teal} blue {Blue} indigo {Indigo} violet {Violet} silver {Silver} other {Rose}}',
  'oracle.affirmation.1':
    '{element, select, fire {My courage is warm, not loud.} earth {I grow at the pace of real things.} air {My words build bridges.} other {My feelings are wise messengers.}}',
  'oracle.affirmation.2':
    '{quality, select, harmonious {{kind, select, work {Good work flows between {contact} and me.} other {What is easy between {contact} and me is worth saying out loud.}}} tense {{kind, select, work {I keep my word with {contact}, calmly.} other {I can disagree with {contact} and stay kind.}}} other {{kind, select, work {I say clearly what I need from {contact}.} other {I meet {contact} with an open hand.}}}}',
  'oracle.ritual':
    '{phase, select, new {New Moon: write one intention for the coming weeks on a slip of paper and keep it in your wallet.} waxingCrescent {Waxing Moon: water a plant, or start something small, and name what you want to grow.} firstQuarter {First quarter: choose one obstacle and take one step past it before bed.} waxingGibbous {Almost full: tidy one corner of your home and notice what needs finishing.} full {Full Moon: light a candle and name one thing you are grateful for and one you are ready to release.} waningGibbous {Waning Moon: share something you learned this month with someone who would enjoy it.} lastQuarter {Last quarter: let go of one grudge on paper, then tear the paper up.} other {Dark Moon: rest early tonight and let your mind go quiet.}}',
  trait:
    '{trait, select, grateful {Appreciative: thanks people often} quick {Answers quickly} initiator {Often starts the conversation} curious {Curious: asks many questions} playful {Playful: laughs easily} caring {Affectionate} repairing {Quick to make up after a disagreement} supportive {Supportive when things are hard} stressed {Under some strain lately} other {Steady}}',
  event: '{topic} with {contact} ({date})',
} as const;

export type MessageKey = keyof typeof en;
