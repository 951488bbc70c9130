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
    '{finding, select, openConflict {{variant, select, a {Still unresolved with {contact}: {topic}} other {An argument with {contact} that is still open}}} repaired {{variant, select, a {A rough patch with {contact}, and the way back} other {{contact} and you disagreed, then made up}}} drifting {{variant, select, a {Reaching out to {contact}, hearing back less} other {{contact}’s replies are getting shorter}}} reachingMe {{variant, select, a {You carry most of the conversation with {contact}} other {Who reaches out: mostly you, with {contact}}}} reachingThem {{variant, select, a {{contact} keeps reaching out} other {{contact} writes first, most of the time}}} strain {{variant, select, a {{contact} and you, through a heavy stretch} other {Carrying {topic} together}}} celebration {{variant, select, a {Good news, shared with {contact}} other {Something to celebrate with {contact}}}} practical {{variant, select, a {{topic}: where things stand with {contact}} other {Getting {topic} done with {contact}}}} warming {{variant, select, a {Growing closer with {contact}} other {Warmer lately, you and {contact}}}} other {{variant, select, a {Easy company: {contact} and you} other {Steady and warm with {contact}}}}}',
  'looped.opening':
    '{kind, select, work {{variant, select, a {Between {from} and {to}, you and {contact} exchanged {written, plural, one {# message} other {# messages}} about {topics}.} other {{written, plural, one {# message} other {# messages}} went between you and {contact} over {days, plural, one {# day} other {# days}}, about {topics}.}}} other {{variant, select, a {Over {days, plural, one {# day} other {# days}} you and {contact} wrote {written, plural, one {# message} other {# messages}}, mostly about {topics}.} other {From {from} to {to}, {topics} filled most of the {written, plural, one {# message} other {# messages}} between you and {contact}.}}}}',
  'looped.reach':
    '{initiator, select, me {You started {mine} of the {sessions} conversations; {contact} started {theirs}.} contact {{contact} started {theirs} of the {sessions} conversations, you started {mine}.} other {Neither of you did all the reaching out: you started {mine} of the {sessions} conversations, {contact} started {theirs}.}}',
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
  'looped.laughter': 'You laughed together in {shared} of the {sessions} conversations.',
  'looped.workReplies':
    '{kind, select, work {Questions were answered within about {reply}, usually in a line or two.} other {Questions were answered within about {reply}.}}',
  'looped.climate':
    '{variant, select, a {The tone was {tone, select, warm {warm} mixed {mixed, warmth and friction both} tense {tense} other {brief and even, with little feeling either way}}: {warmShare, number, percent} of the messages sounded warm and {tenseShare, number, percent} tense.} b {Around {topic}, the messages were {tone, select, warm {mostly warm} mixed {warm and prickly by turns} tense {often tense} other {short and matter-of-fact}} ({warmShare, number, percent} warm, {tenseShare, number, percent} tense).} other {Counting every message, {warmShare, number, percent} sounded warm and {tenseShare, number, percent} tense: {tone, select, warm {a warm conversation} mixed {a conversation with both warmth and friction} tense {a tense conversation} other {an even, low-key conversation}} on the whole.}}',
  'looped.trend':
    '{trend, select, warming {It warmed over the period: {why}.} cooling {It cooled over the period: {why}.} steady {{variant, select, a {It held steady from start to finish.} b {The last days sounded much like the first, {topic} included.} other {Nothing much changed in tone from the first messages to the last.}}} other {{variant, select, a {The period is too short to say whether it is warming or cooling.} b {Too few days to tell a direction yet; the next readings will show it.} other {It is too early to say which way this is moving.}}}}',
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
    '{finding, select, openConflict {an argument still open} repaired {a disagreement, repaired} drifting {answers getting shorter} reachingMe {reaching out, mostly you} reachingThem {reaching out, mostly {contact}} strain {a heavy stretch} celebration {good news} practical {arrangements} warming {growing closer} other {steady warmth}}',
  'looped.closing':
    '{variant, select, a {One thing to try: {prompt} This reading describes messages, not people, and it is not therapy.} b {Something small for this week: {prompt} These are patterns in messages, not judgements of anyone, and this is not therapy.} other {If you want a next step: {prompt} A reading of messages is not a verdict on either of you, nor therapy.}}',
  'looped.prompt':
    '{finding, select, openConflict {send {contact} “I keep thinking about what happened. I want to hear your side calmly. When suits you?”} repaired {tell {contact} what helped you make up, so it is easier to find next time.} drifting {ask {contact} one open question about {topic}, and leave room for a slow answer.} reachingMe {wait for {contact} to start the next conversation, and meet it warmly when it comes.} reachingThem {start the next conversation with {contact} yourself, today.} strain {ask {contact} “What would help this week?”, and just listen.} celebration {ask {contact} one more question about the good news; enthusiasm is what people remember.} practical {{kind, select, work {confirm the next step on {topic} in one clear message.} other {sort out the next step on {topic} in one short message.}}} warming {name one moment you enjoyed with {contact} this week.} other {tell {contact} one thing you enjoyed in these conversations.}}',

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
  'oracle.reflection.moon': 'Your Moon in {moon} colours how you need comfort: ask for it the way you would offer it.',
  'oracle.reflection.rising': 'Rising in {ascendant}: the first impression you give is the door others walk through.',
  'oracle.reflection.messages': 'In {written} messages, {contact} and you kept coming back to {topics}.',
  'oracle.guide': 'Your guide this cycle: {guide}. {example}',
  'oracle.vibe': '{element, select, fire {Spark} earth {Anchor} air {Breeze} other {Tide}}',
  'oracle.daily.morning': 'Morning',
  'oracle.daily.afternoon': 'Afternoon',
  'oracle.daily.evening': 'Evening',
  'oracle.action.morning':
    '{element, select, fire {Move first: a brisk walk before the phone.} earth {Make one small thing tidy before you start.} air {Write three lines about what you want today.} other {Sit with your coffee for two quiet minutes.}}',
  'oracle.action.afternoon':
    '{kind, select, work {Clear one open item with {contact} in a single, friendly message.} other {Send {contact} a message that needs no answer.}}',
  'oracle.action.evening':
    '{element, select, fire {Name one thing you rushed today, kindly.} earth {Put one thing away for tomorrow-you.} air {Call someone instead of typing.} other {Write down one feeling without judging it.}}',
  'oracle.color':
    '{color, select, red {Red} orange {Orange} gold {Gold} green {Green} teal {Teal} blue {Blue} indigo {Indigo} violet {Violet} silver {Silver} other {Rose}}',
  'oracle.affirmation.1':
    '{element, select, fire {My courage is warm, not loud.} earth {I grow at the pace of real things.} air {My words build bridges.} other {My feelings are wise messengers.}}',
  'oracle.affirmation.2': '{kind, select, work {I keep my word with {contact}, simply.} other {I meet {contact} with an open hand.}}',
  'oracle.ritual':
    '{element, select, fire {Light a candle tonight and name one thing you are ready to begin.} earth {Hold a stone or a plant for a minute and name what you want to keep steady.} air {Open a window, breathe in three times and say one intention out loud.} other {Wash your hands slowly in warm water and let one worry go with it.}}',
  trait:
    '{trait, select, grateful {Appreciative: thanks people often} quick {Answers quickly} initiator {Often starts the conversation} curious {Curious: asks many questions} playful {Playful: laughs easily} caring {Affectionate} repairing {Quick to make up after a disagreement} supportive {Supportive when things are hard} stressed {Under some strain lately} other {Steady}}',
  event: '{topic} with {contact} ({date})',
} as const;

export type MessageKey = keyof typeof en;
