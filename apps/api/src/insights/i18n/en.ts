/** English: the reference catalogue. Every other language has exactly these keys and arguments (ICU MessageFormat). */
export const en = {
  'duration.minutes': '{n, plural, one {# minute} other {# minutes}}',
  'duration.hours': '{n, plural, one {# hour} other {# hours}}',
  'duration.days': '{n, plural, one {# day} other {# days}}',
  'part.name': '{part, select, morning {mornings} afternoon {afternoons} evening {evenings} other {late nights}}',
  'theme.name':
    '{theme, select, plans {plans to meet} work {work} family {family} health {health} money {money} food {food} travel {travel} gratitude {gratitude} humour {humour} affection {affection} friction {friction} stress {stress} joy {good news} other {everyday life}}',
  'evidence.kind':
    '{kind, select, gratitude {Gratitude} affection {Affection} laughter {Laughter} repair {Repair} bid {A bid for attention} friction {Friction} stress {Stress} joy {Good news} other {A moment}}',
  'evidence.comment':
    '{kind, select, gratitude {{author} says thank you here. Everyday thanks between close people is associated with feeling more connected the next day.} affection {{author} says it plainly here. Affectionate messages are associated with higher relationship quality.} laughter {{author} laughs here. Laughing together is associated with closeness.} repair {{author} reaches to repair here. Repair attempts keep a disagreement from hardening.} bid {{author} reaches out here: a small bid for attention that can be met or missed.} friction {{author} speaks from frustration here. Naming the problem rather than the person keeps a disagreement solvable.} stress {{author} is carrying something here; a short, specific check-in helps more than advice.} joy {{author} shares good news here. An enthusiastic answer to good news is associated with intimacy.} other {{author} wrote this.}}',
  quote: '{author}: “{text}”',
  'summary.volume':
    'You and {contact} exchanged {written, plural, one {# message} other {# messages}} between {from} and {to}, in {sessions, plural, one {# conversation} other {# conversations}}.',
  'summary.balance':
    'You wrote {myShare, number, percent} of them and opened {myOpened} of the {sessions} conversations; {contact} opened {contactOpened}.',
  'summary.replies': '{contact} usually answered you within {contactReply}; you answered within {myReply}.',
  'summary.themes': 'Most of it was about {themes}, mostly in the {part}.',
  'summary.tone':
    '{trend, select, warming {The tone grew warmer from the first half to the second.} cooling {The tone cooled from the first half to the second.} other {The tone held steady throughout.}}',
  'signal.conflict':
    'There {conflicts, plural, one {was # tense stretch} other {were # tense stretches}}, and {repaired, plural, =0 {none ended with a repair} one {# ended with a repair} other {# ended with a repair}}.',
  'signal.silence':
    '{n, plural, one {Once} other {# times}} a tense stretch was followed by hours of silence; going quiet can feel like a wall to the other side.',
  'signal.bids':
    '{contact} reached out {made, plural, one {# time} other {# times}} with a question or a bid and heard back {answered} of those times.',
  'signal.imbalance': 'You opened {myOpened} of the {sessions} conversations: most of the reaching out is yours.',
  'signal.quiet': '{contact} opened {contactOpened} of the {sessions} conversations: most of the reaching out is theirs.',
  'signal.stress': 'Stress came up {n, plural, one {once} other {# times}}, mostly from {who}.',
  'signal.warm':
    'There were {positive, plural, one {# warm message} other {# warm messages}} for {negative, plural, =0 {no tense one} one {# tense one} other {# tense ones}}.',
  'guide.pattern': 'The pattern',
  'guide.glance': 'At a glance',
  'guide.lens': 'Through {wisdom}',
  'row.messages': 'Messages',
  'row.words': 'Words',
  'row.opened': 'Conversations opened',
  'row.questions': 'Questions asked',
  'row.answered': 'Questions answered',
  'row.reply': 'Typical reply time',
  'row.warm': 'Warm messages',
  'row.tense': 'Tense messages',
  'lens.view':
    '{lens, select, control {{wisdom} starts by sorting what is yours to steer. In these {written} messages with {contact}, your part is the {myShare, number, percent} you wrote and how you answered; {contact}’s timing and moods are not yours to command.} heart {{wisdom} reads a conversation with the heart first. Across {written} messages, you and {contact} kept turning back to each other {sessions, plural, one {once} other {# times}}, and that returning is where the heart shows.} flow {{wisdom} would not push this conversation anywhere. It has its own current: {sessions, plural, one {# conversation} other {# conversations}}, mostly in the {part}, with {contact} opening {contactOpened} of them.} mindful {{wisdom} asks you to notice before you react. Over {written} messages with {contact}, notice how often you wrote first ({myOpened} times) and how quickly you answered.} community {{wisdom} sees each exchange as part of a wider circle of duties and care. Your {written} messages with {contact} are one thread of that circle, and you hold {myShare, number, percent} of it.} growth {{wisdom} looks for what is already working and builds on it. In {written} messages with {contact}, the strengths are there to be counted, not imagined.} meaning {{wisdom} asks what these {written} messages with {contact} mean to you, beyond what they say. The topics you return to, {themes}, are a clue to what matters.} strategy {{wisdom} studies the ground before moving. The ground here: {written} messages, {sessions, plural, one {# conversation} other {# conversations}}, and {contact} opening {contactOpened} of them.} other {{wisdom} asks for honesty before comfort. {written} messages with {contact}: say what they show, not what you would like them to show.}}',
  'lens.action':
    '{lens, select, control {Before your next reply to {contact}, write down one thing in it you control and one you do not, and answer only from the first.} heart {Send {contact} one line that names something you value in them, without asking for anything back.} flow {Let the next conversation with {contact} start on its own; when it does, follow it rather than steer it.} mindful {Read {contact}’s next message twice and take three breaths before you answer.} community {Ask {contact} how someone close to them is doing, and remember the answer.} growth {Tell {contact} about one thing they did well this week, and be specific.} meaning {Ask yourself what you hope {contact} feels after talking to you, and write toward that.} strategy {Pick one thing you want from the next exchange with {contact} and say it in one clear message.} other {Say the true thing to {contact} kindly, once, and then let it stand.}}',
  'lens.prompt':
    '{lens, select, control {Send {contact}: “I can’t change how this week went, but I can choose how we talk about it. How are you, really?”} heart {Send {contact}: “I was thinking of you today and smiled. Thank you for being you.”} flow {Send {contact}: “No plans, no pressure: I’m around tonight if you feel like talking.”} mindful {Send {contact}: “I read your last message properly this time. Tell me more?”} community {Send {contact}: “How is everyone on your side doing? I’d like to hear.”} growth {Send {contact}: “Something you did lately really helped. I noticed, and I’m grateful.”} meaning {Send {contact}: “What has been on your mind most this week?”} strategy {Send {contact}: “Can we find ten minutes this week to sort one thing out together?”} other {Send {contact}: “I want to be straight with you about something, kindly. Is now a good time?”}}',
  'action.conflict': 'Start the next hard topic with {contact} gently: describe the situation and what you need, not what they always do.',
  'action.bids': 'When {contact} asks or shares something next, answer that message itself before anything else.',
  'action.imbalance': 'Leave a little room: let {contact} open the next conversation and see what they bring.',
  'action.quiet': '{contact} does most of the reaching out; open the next conversation yourself.',
  'action.stress': 'Ask {contact} one specific question about what has been weighing on them, and just listen.',
  'action.warm': 'Name one of the warm moments out loud to {contact}: what is noticed tends to grow.',
  'books.title': '{title} by {author}',
  'research.quote': '“{quote}” ({source})',
  'notEnough.wisdom':
    'Not enough data yet: only {written, plural, one {# written message} other {# written messages}} with {contact} since the last reading. A reading needs at least {floor}; it will come with the next run that has them.',
  'notEnough.title': 'Not enough messages yet',
  'notEnough.narrative':
    'Only {written, plural, one {# written message} other {# written messages}} with {contact} arrived since the last reading. With so little, any pattern would be a guess, so this reading makes none. It needs at least {floor}.',
  'looped.title':
    '{pattern, select, conflict {Tension with {contact}, and the way back} bids {Reaching out, and being met} imbalance {Who carries the conversation with {contact}} quiet {{contact} keeps reaching out} stress {Carrying stress together} other {Warmth that keeps showing up with {contact}}}',
  'looped.bids':
    '{contact} made {made, plural, one {# bid} other {# bids}} for your attention (questions, shares, affection) and you turned toward {answered} of them; you made {myMade} and {contact} turned toward {myAnswered}; in a newlywed follow-up, couples still together had turned toward about 86% of bids; message counts are only a proxy for what researchers coded in person.',
  'looped.laughter':
    'You laughed together in {shared, plural, =0 {none of the conversations} one {# conversation} other {# conversations}}; laughing together is associated with closeness and relationship quality.',
  'looped.ratio':
    'Warm messages outnumbered tense ones {ratio, number, ::.#} to 1, a figure inspired by lab findings (about 5 positive moments per negative one in stable couples during conflict), not a rule for texting.',
  'looped.ratio.none': 'There was no tense message at all among the {written}.',
  'looped.trend':
    '{trend, select, warming {Over these messages the tone warmed.} cooling {Over these messages the tone cooled a little; worth noticing, not worrying about.} other {The tone stayed steady from start to finish.}}',
  'looped.emotional':
    '{contact} sounded warm in {contactWarm, number, percent} of their messages and tense in {contactTense, number, percent}; you, warm in {myWarm, number, percent} and tense in {myTense, number, percent}.',
  'looped.track': '{title}: {reason}',
  'track.reason':
    '{id, select, 1 {to notice and answer {contact}’s small bids} 2 {to keep warm moments ahead of tense ones} 3 {to make room for shared laughter} 4 {to name feelings before acting on them} 5 {to start hard topics gently} 6 {to see a disagreement from a neutral third person’s view} 7 {to talk about what you both value} other {to feel safe reaching for each other}}',
  'looped.closing': 'One thing to try: {prompt} This reading describes messages, not people, and it is not therapy.',
  'looped.prompt':
    '{pattern, select, conflict {send {contact} “I want us to be OK. Can we talk about it calmly later?”} bids {the next time {contact} asks or shares, answer that first.} imbalance {let {contact} start the next conversation, and meet it warmly.} quiet {start the next conversation with {contact} yourself, today.} stress {ask {contact} “What would help this week?”} other {tell {contact} one thing you enjoyed in these conversations.}}',
  'zodiac.sign':
    '{sign, select, Aries {Aries} Taurus {Taurus} Gemini {Gemini} Cancer {Cancer} Leo {Leo} Virgo {Virgo} Libra {Libra} Scorpio {Scorpio} Sagittarius {Sagittarius} Capricorn {Capricorn} Aquarius {Aquarius} other {Pisces}}',
  'oracle.chart': 'Sun in {sun} at {sunDegrees}°, Moon in {moon}',
  'oracle.chart.rising': ', rising {ascendant} at {ascendantDegrees}°',
  'oracle.chart.moonEither': '{first} or {second} (the Moon changed sign that day)',
  'oracle.akashic':
    '{chart}. {element, select, fire {Fire leads this chart: courage comes easily, patience less so.} earth {Earth leads this chart: steadiness and care for what is real.} air {Air leads this chart: ideas, words and connection.} other {Water leads this chart: feeling first, then thought.}} For reflection and entertainment, not prediction.',
  'oracle.noTime': 'Without a birth time the rising sign is left out; add one to see it.',
  'oracle.mirror':
    'With {contact} you talk mostly in the {part}, and {opener, select, me {you usually open the conversation} other {{contact} usually opens the conversation}}: a {element, select, fire {fiery} earth {grounded} air {curious} other {tender}} rhythm that mirrors your {sun} Sun.',
  'oracle.reflection.sun':
    'Your {sun} Sun: {element, select, fire {act on the spark, then pause before the second step.} earth {build slowly; what you tend lasts.} air {say the idea out loud; it grows when shared.} other {trust what you feel, then put it into words.}}',
  'oracle.reflection.moon': 'Your Moon in {moon} colours how you need comfort: ask for it the way you would offer it.',
  'oracle.reflection.rising': 'Rising in {ascendant}: the first impression you give is the door others walk through.',
  'oracle.reflection.messages': 'In {written} messages, {contact} brought you {themes} most often.',
  'oracle.guide': 'Your guide this cycle: {guide}. {example}',
  'oracle.vibe': '{element, select, fire {Spark} earth {Anchor} air {Breeze} other {Tide}}',
  'oracle.daily.morning': 'Morning',
  'oracle.daily.afternoon': 'Afternoon',
  'oracle.daily.evening': 'Evening',
  'oracle.action.morning':
    '{element, select, fire {Move first: a brisk walk before the phone.} earth {Make one small thing tidy before you start.} air {Write three lines about what you want today.} other {Sit with your coffee for two quiet minutes.}}',
  'oracle.action.afternoon': 'Send {contact} a message that needs no answer.',
  'oracle.action.evening':
    '{element, select, fire {Name one thing you rushed today, kindly.} earth {Put one thing away for tomorrow-you.} air {Call someone instead of typing.} other {Write down one feeling without judging it.}}',
  'oracle.color':
    '{color, select, red {Red} orange {Orange} gold {Gold} green {Green} teal {Teal} blue {Blue} indigo {Indigo} violet {Violet} silver {Silver} other {Rose}}',
  'oracle.affirmation.1':
    '{element, select, fire {My courage is warm, not loud.} earth {I grow at the pace of real things.} air {My words build bridges.} other {My feelings are wise messengers.}}',
  'oracle.affirmation.2': 'I meet {contact} with an open hand.',
  'oracle.ritual':
    '{element, select, fire {Light a candle tonight and name one thing you are ready to begin.} earth {Hold a stone or a plant for a minute and name what you want to keep steady.} air {Open a window, breathe in three times and say one intention out loud.} other {Wash your hands slowly in warm water and let one worry go with it.}}',
  trait:
    '{trait, select, grateful {Appreciative: thanks people often} quick {Answers quickly} initiator {Often starts the conversation} curious {Curious: asks many questions} playful {Playful: laughs easily} planner {Makes plans} caring {Affectionate} repairing {Quick to make up after a disagreement} stressed {Under some stress lately} other {Steady}}',
  event:
    '{theme, select, plans {Plans with {contact}} work {Work news with {contact}} family {Family news with {contact}} health {Health matters with {contact}} money {Money matters with {contact}} food {A meal with {contact}} travel {A trip with {contact}} other {Time with {contact}}} ({date})',
} as const;

export type MessageKey = keyof typeof en;
