import type { VoiceVariants } from '../voice.ts';

/** More phrasings, English: Miyamoto Musashi, Yoda, Carl Jung, The Dude, Eckhart Tolle, Hunter S. Thompson, Sadhguru, Bill Hicks. */
export const variants: Record<string, VoiceVariants> = {
  'Miyamoto Musashi': {
    views: [
      'In the Water Book, Musashi asks for a spirit like water, taking the shape of whatever vessel it meets. With {contact}, let your manner around {topic} stay fluid: firm where it must be, yielding where it can.',
      'Musashi closes his book with the Void, a mind clear as an empty sky, free of the clutter of expectation. Meet {contact} on {topic} with that clear mind, and see what is actually there, not what you assumed.',
      'Musashi’s school, Niten Ichi-ryū, taught to fight with both swords rather than fall with one still in its scabbard. Bring all you have to {topic} with {contact}: your listening as well as your words, your patience as well as your plan.',
      'Musashi taught the guard without a guard: stances exist, but none should harden into habit. Whatever position you have taken with {contact} on {topic}, hold it lightly enough to shift when the moment shifts.',
      'In the Wind Book, Musashi studies other schools to know their ways without being captured by them. {contact} has their own way of handling {topic}; learn it well, without feeling you must adopt it or defeat it.',
      'In the Dokkōdō, the short precepts he wrote a week before his death, Musashi counsels taking things exactly as they come. Take your dealings with {contact} over {topic} as they actually stand before you try to shape them.',
    ],
    summaries: [
      'A swordsman keeps count of his training, and so can you: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, on {topics}. As to who advances, {reach}; as to the weather between you, {climate}.',
      'Without flourish, the plain conditions of the field: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, touching {topics}. Note that {reach}, and that {climate}; strategy begins from these, not from wishes.',
      'Before any engagement Musashi took the measure of everything: here, {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, about {topics}. The positions show that {reach}, and the timing shows that {climate}.',
    ],
    practices: [
      'Musashi writes of a thousand days of training to forge and ten thousand to polish. Choose one small habit with {contact}, such as answering fully rather than in fragments, and practise it today as the first of many days.',
      'Use what Musashi calls the rat’s head and the ox’s neck: look at {topic} once in its finest detail, then once at its largest scale, and switch until you see what matters most to {contact} and to you.',
      'When you cannot tell where {contact} stands on {topic}, try what Musashi calls moving the shade: ask one light, open question, and let the answer show their position before you commit to yours.',
      'If an exchange with {contact} ever circles without moving, apply Musashi’s teaching of renewal: drop the old thread entirely and begin your next message fresh, as if it were a first meeting.',
      'Follow Musashi’s precept to pay attention even to trifles: reread your last few messages with {contact} and find one small detail, a date, a wish, a worry, that went unanswered, then answer it today.',
      'Use what Musashi calls injuring the corners: a large matter gives way once its corners are taken. Break {topic} into parts, settle the smallest one with {contact} today, and let the rest follow.',
    ],
    comments: {
      hard: [
        'In Musashi’s terms this line from {author} sets a tempo; the strategist’s answer is not to follow it but to set a calmer one of his own.',
        'A strategist would see in these words from {author} a guard raised more than a blow struck, and would not raise a guard in return.',
      ],
      warm: [
        'There is no strategy in this warmth from {author}, and Musashi would honour it as he honoured a clean stroke: by adding nothing to spoil it.',
        '{author} writes this plainly and with a whole heart, and Musashi, who painted and carved as carefully as he fought, would recognise work done well.',
      ],
      reach: [
        '{author} steps forward here, and in Musashi’s terms the ground between the two has just opened; it is ground worth stepping onto.',
        'With this message {author} tests the ground openly, and Musashi would say a clear position in reply leaves nothing to be guessed.',
      ],
    },
  },
  Yoda: {
    views: [
      'By its size, judge nothing, Yoda would. Small messages about {topic}, great weight they can carry; look at what {contact} writes, not at how much, hmm.',
      'Always in motion, the future stays, Yoda taught; set in stone, nothing between you and {contact} is. From a few messages about {topic}, fixed conclusions draw you should not.',
      'Created by life, the Force is, and every living thing it connects. Even in plain talk with {contact} about {topic}, that connection runs, hmm.',
      'To let go of what he feared to lose, Yoda taught young Anakin. Tightly, hold not how {contact} must answer about {topic}; in an open hand, hold it.',
      'Into the cave on Dagobah, Luke carried his weapons, and only what he brought, he found. Into each exchange with {contact} about {topic}, what you bring, meet you will.',
      'Of young Luke, Yoda complained: to the horizon always he looked, never at where he was. Here, with {contact}, keep your mind you should, on {topic} and on this day.',
    ],
    summaries: [
      'Look at what is, a Jedi does: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, about {topics}. Clear it is that {reach}, and that {climate}.',
      'Small, these numbers look, yet meaning they hold: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, on {topics}. Through the Force, see you can that {reach}, and that {climate}.',
      'Patient with the facts, a Jedi is: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, touching {topics}. Felt, it must be, that {reach}; and felt also, that {climate}.',
    ],
    practices: [
      'Meditate as Yoda did in his little hut on Dagobah: five quiet minutes, eyes closed, your mind resting kindly on {contact}, planning nothing. Then, only then, write.',
      'Share what you have learned, the last teaching Yoda gave Luke was. One thing {contact} showed you, about {topic} or about anything, name it to them today, you should.',
      'Through the swamp, Luke ran with Yoda on his back. One small load for {contact} carry today: a detail of {topic} handled, without being asked.',
      'Reread your last message to {contact}; one thing that went less well, find. Teaches best of all, failure does, Yoda told Luke; learn from it, and better the next one write.',
      'Tested Luke’s patience in the swamp, Yoda did, before any lesson began. Your own test: read the next message from {contact} twice, slowly, before a single word you type.',
      'Feel the Force around you, as Yoda showed Luke: the breath, the room, the person on the other side. Notice them all before you write to {contact}, and calm your words will be.',
    ],
    comments: {
      hard: [
        'All of {author}, this one line is not; judge by it alone, a Jedi would not.',
        'Behind words like these from {author}, a hurt may hide; look beneath the surface, the Jedi way is.',
      ],
      warm: [
        'A gift, this message from {author} is; with an open hand, received it should be.',
        'Light, {author} brings here; small it looks, but by its size judge it you should not, hmm.',
      ],
      reach: [
        'A door, {author} opens here; walk through it, a wise one would.',
        'Asking, {author} is; courage a question takes, and a true answer it deserves.',
      ],
    },
  },
  'Carl Jung': {
    views: [
      'Jung’s Psychological Types describes how differently people meet the world: through thinking, feeling, sensation or intuition. {contact} may approach {topic} through another function than you do, which is a difference in type, not a fault.',
      'Jung found complexes through his word-association tests: certain words made people hesitate because they touched a feeling-toned knot of memory. If a word about {topic} catches in you or in {contact}, an old complex may be stirring.',
      'Jung called synchronicity the meaningful coincidence of an inner state and an outer event. Notice when a message from {contact} about {topic} arrives just as it was on your mind; such moments point to what is alive between you.',
      'Jung held that when two opposites are kept in view without forcing one to win, a third way can appear, which he called the transcendent function. Wherever your view and {contact}’s differ on {topic}, keep both in sight a little longer.',
      'For Jung, every relationship also replays older patterns, the archetypes: the helper, the child, the wise elder, the trickster. Ask which of these roles you and {contact} slip into around {topic}, and whether it still fits.',
      'Jung borrowed the term participation mystique for an unconscious bond in which two people are not quite separate, each carrying the other’s moods. With {contact}, around {topic}, notice where your feeling ends and theirs begins.',
    ],
    summaries: [
      'Jung trusted the facts of experience before any theory: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, with {topics} returning like motifs. Taken as a whole, the material shows that {reach}, and that {climate}.',
      'In the language of Psychological Types, begin with sensation, the plain facts: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, touching {topics}. Then let intuition read the shape of it: {reach}, and {climate}.',
      'The conscious record is this: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, about {topics}. Below the surface it may be telling you something, since {reach}, and {climate}.',
    ],
    practices: [
      'Keep a notebook by your bed tonight, as Jung advised his patients: if {contact}, or anything like {topic}, appears in a dream, write it down without interpreting it, and read it again in a week.',
      'Draw a circle and fill it freely while thinking of {contact}, as Jung drew his mandalas. Don’t judge the result; notice whether it feels ordered or scattered, and let that tell you how you are.',
      'After his break with Freud, Jung went back to building little stone villages by the lake, as he had as a boy. Before you next deal with {contact} about {topic}, spend ten minutes making something with your hands.',
      'Use Jung’s types on yourself: draft one reply to {contact} about {topic} from thinking and one from feeling, then send a third that carries both.',
      'Try amplification, Jung’s way of enriching an image: take one word {contact} used about {topic} and write down everything it evokes, myths, memories, sayings, until you see why it struck you.',
      'For a week, note the meaningful coincidences around {contact}: a thought just before their message, a song, a word that keeps returning. Jung took such synchronicities seriously, not as proof, but as a sign of what asks for attention.',
    ],
    comments: {
      hard: [
        'A line this charged from {author} usually touches a complex, Jung would say, and much of its heat belongs to old history rather than to this moment.',
        'Jung might hear an archetype speaking in this tone from {author}, the stern judge or the wounded child, rather than the whole person.',
      ],
      warm: [
        'Jung would note how much life flows through this message from {author}: when psychic energy, what he called libido, moves freely toward another, relationship grows.',
        'In these words {author} speaks from the whole Self rather than from any role, and Jung would count that as the real material of a bond.',
      ],
      reach: [
        'By reaching out like this, {author} steps beyond the safety of the persona, a small act of courage in Jung’s eyes.',
        'With this message {author} opens a dialogue, and Jung believed that every genuine dialogue changes both partners a little.',
      ],
    },
  },
  'The Dude': {
    views: [
      'Sometimes new stuff comes to light, man, and the Dude just rolls with it. As things with {contact} about {topic} keep unfolding, you can let the picture change without freaking out.',
      'Walter turns every little thing into a war with rules and lines nobody may cross; the Dude just wants his rug back. With {contact} and {topic}, be the Dude, not Walter.',
      'The Stranger has that thing about the bear, man: some days you get the bear, some days the bear gets you. Things with {contact} about {topic} go your way sometimes and sometimes they don’t, and that’s cool.',
      'Nobody rushes the Dude, and the Dude never rushes a White Russian. Let things with {contact} about {topic} move at their own speed, man.',
      'The Dude, Walter and Donny agree on basically nothing, man, but they show up for bowling night every time. Whatever is going on with {contact} around {topic}, showing up counts for more than being right.',
      'The Dude goes to the supermarket in his bathrobe, man: no act, no image to keep up. With {contact}, around {topic}, you can just be the regular you.',
    ],
    summaries: [
      'Okay, the numbers, man: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, a lot of talk about {topics}. Plus {reach}, and {climate}, and hey, no need to freak out about any of it.',
      'Here’s the lay of the lanes: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, about {topics}. On top of that, {reach}, and {climate}, so, you know, that’s the score.',
      'Let’s go easy on the details, man: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, about {topics}, give or take. Word is {reach}, and {climate}, and the Dude can live with that.',
    ],
    practices: [
      'Before you deal with {contact} about {topic}, take a long warm bath like the Dude, candles and whale sounds optional. Things look mellower after a soak, man.',
      'Do a few slow tai chi moves on your rug, like the Dude does, then write to {contact}. Loose body, loose words, man.',
      'Lie on the floor with headphones for one song, like the Dude with his bowling tapes. Then reply to {contact} at the speed of that song.',
      'Before you hit send to {contact}, ask yourself: would Walter send this? If yes, man, take out the rules, the lines and the shouting, and send the Dude version.',
      'Put on some Creedence, take a slow drive or a walk, and then send {contact} one easy line about {topic}. No agenda, man, just a line.',
      'Lower the stakes: write to {contact} about {topic} {kind, select, work {like a friendly regular chatting at the counter} other {like you’d talk to a buddy at the lanes}}, plain and relaxed, man.',
    ],
    comments: {
      hard: [
        'Whoa, {author} is kinda out of their element with this one, man; a line like that is just the mood talking.',
        'Looks like {author} is having a bit of a Walter moment there, man, drawing lines all over the place; nobody needs to draw one back.',
      ],
      warm: [
        'Far out, {author} is sending good vibes here, man, like a White Russian at the end of a long day.',
        '{author} is being real decent here, and the Dude would just lean back on the rug and soak it up, man.',
      ],
      reach: [
        '{author} is basically asking if anybody wants to roll a few frames, man, and that’s always a friendly thing to do.',
        '{author} reaches across the lanes here, man, and holding the door open like that is a pretty decent move.',
      ],
    },
  },
  'Eckhart Tolle': {
    views: [
      'In A New Earth, Tolle distinguishes outer purpose, what you do, from inner purpose, the consciousness you bring to it. Whatever you and {contact} are dealing with around {topic}, the inner purpose stays the same: be present while you do it.',
      'Tolle speaks of space consciousness: awareness not only of things and thoughts but of the stillness in which they appear. Around every message with {contact} about {topic} there is that space, and nothing said can disturb it.',
      'Tolle’s central pointer is that you are not your thoughts but the awareness that notices them. Whatever you think about {contact} and {topic}, there is a presence behind the thinking, watching, and that watcher is closer to who you are.',
      'For Tolle, surrender is not giving up but ceasing inner resistance to what is. Whatever shape things with {contact} take around {topic} today, saying yes to this moment frees your energy for whatever needs doing.',
      'In Stillness Speaks, Tolle points to the silence between words as more essential than the words. The pauses in your exchanges with {contact} about {topic} are not empty; they hold the stillness from which a real response comes.',
      'Tolle calls it giving space: listening without the mind commenting, so the other can simply be who they are. When {contact} writes about {topic}, you can read in that way, with inner stillness rather than a ready-made reply.',
    ],
    summaries: [
      'Observed without judgement, this is what is: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, touching {topics}. Equally observable is that {reach}, and that {climate}; accept it as it is, and presence will show what follows.',
      'Here is the form, the outer content: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, about {topics}. Within that form, {reach}, and {climate}; the awareness noticing all this is not part of the story.',
      'The record in clock time holds {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, around {topics}. It also shows that {reach}, and that {climate}; none of this needs to become a problem in your mind right now.',
    ],
    practices: [
      'Watch the thinker: after reading a message from {contact}, notice the first thought that arises about it and simply observe it, without following it. Then answer from the stillness behind it.',
      'Practise giving space: the next time {contact} writes about {topic}, read the message once without forming any reply in your head, and only afterwards let a response arise.',
      'Use a portal of nature, as Tolle suggests: look at a tree, the sky or a plant for a minute without naming it, then write to {contact} from that quieter place.',
      'Whatever the state of things with {contact} around {topic}, accept it inwardly as if you had chosen it, as Tolle advises, and then take the one action that is actually needed.',
      'Before you pick up the phone to write to {contact}, do one ordinary thing with full attention, washing a cup or climbing the stairs, as Tolle suggests, and let that presence carry into the message.',
      'Listen for the silence: after each message you exchange with {contact} today, pause and notice the stillness before the next thought arrives, the space in which {topic} appears and fades.',
    ],
    comments: {
      hard: [
        'The mind may want to take these words from {author} personally, but Tolle would see them as old conditioning speaking, not the essence of the person.',
        'Behind this line from {author} there is probably some resistance to what is, and meeting it without resistance is what, for Tolle, lets it dissolve.',
      ],
      warm: [
        'This message from {author} comes from a moment of being rather than doing, and Tolle would say joy of this kind is simply presence shining through.',
        'In these words from {author} there is no past and no future, only gladness now, which is exactly the Now that Tolle keeps pointing to.',
      ],
      reach: [
        'With this message {author} opens a space, and Tolle would suggest meeting it with attention rather than with the mind’s ready-made answer.',
        '{author} reaches out here without knowing what will come back, a small trust in the present moment that Tolle would honour.',
      ],
    },
  },
  'Hunter S. Thompson': {
    views: [
      'Gonzo journalism’s first rule is that the reporter is part of the story. In whatever is happening with {contact} around {topic}, you are not sitting in the press box; your own moves are half the plot.',
      'Thompson had a line about buying the ticket and taking the ride. Once you are in this conversation with {contact} about {topic}, you might as well be fully in it, eyes open, paying attention.',
      'In Hell’s Angels, Thompson wrote about the Edge, a line you only really find by going near it. Every exchange with {contact} about {topic} has an edge where honesty gets uncomfortable, and that is usually where the real story is.',
      'Thompson did his wildest work next to Ralph Steadman, a partner who saw the same scene in entirely different ink. {contact} sees {topic} through another lens than yours, and the full picture needs both drawings.',
      'In the wave passage of Fear and Loathing in Las Vegas, Thompson remembers a time when everyone seemed to ride the same energy. Notice when you and {contact} catch such a wave around {topic}; those moments deserve to be remembered.',
      'At Owl Farm in Woody Creek, Thompson kept a fortified home base far from the noise, where he could think. Whatever comes from {contact} about {topic}, you need a home base inside you that no message can storm.',
    ],
    summaries: [
      'Notes from the road, typed fast but true: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, with {topics} on the wire. The word from the field is that {reach}, and that {climate}.',
      'The raw numbers, before any editor softens them: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, covering {topics}. Running the story straight: {reach}, and {climate}.',
      'Here’s the story as it would hit the Rolling Stone desk on deadline: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, about {topics}. The angle nobody should bury is that {reach}, and that {climate}.',
    ],
    practices: [
      'Thompson retyped The Great Gatsby to feel how good sentences work. Reread one message from {contact} that you liked, notice what made it land, and write back with that same care.',
      'Keep a reporter’s notebook for a day: jot down what {contact} actually says about {topic}, word for word, on one side, and what you think it means on the other.',
      'Run it like a proper interview: ask {contact} one open question about {topic}, then stop talking and let the answer run as long as it needs, the way a good reporter lets a source talk.',
      'Before you send anything to {contact}, fact-check your own story: underline every claim about their motives and cut each one you cannot verify.',
      'Write the headline: one bold line on where things stand with {contact} over {topic}. If it reads like a tabloid scare, rewrite it until it is true and fair, then act on that version.',
      'Take the story on the road: move one exchange with {contact} out of the usual thread, {kind, select, work {into a call or a meeting somewhere new} other {into a call, a walk or a drink somewhere new}}, and see what shows up there.',
    ],
    comments: {
      hard: [
        'There is a whole backstory packed into this line from {author}, and a good reporter would go find it before writing the headline.',
        'This reads like {author} typing at three in the morning with the deadline on fire; Thompson would file it under heat of the moment, not final word.',
      ],
      warm: [
        'This is the kind of line from {author} that Thompson might have pinned to the wall at Owl Farm, proof that decent people are still out there.',
        'Amid all the static, {author} sends a clean, warm signal here, the sort of quote a reporter saves for the last paragraph.',
      ],
      reach: [
        'Gonzo rule: get out of the car and go talk to people, and that is exactly what {author} does here.',
        '{author} picks up the phone here like a reporter calling a source, and the best stories start with exactly that kind of call.',
      ],
    },
  },
  Sadhguru: {
    views: [
      'Sadhguru likes to compare the intellect to a knife: excellent for cutting things apart, useless for holding them together. If you dissect what {contact} writes about {topic}, use the knife for the task, and something larger for the relationship.',
      'For Sadhguru, the spiritual process is an expansion of inclusiveness, until what you call yourself takes in more and more of life. Can {contact}, with their way of seeing {topic}, be included in that, without either of you becoming the other?',
      'Sadhguru says anything can be made into sadhana, a tool for your growth: the breath, the food, the work. Your dealings with {contact} around {topic}, smooth or rough, are as good a sadhana as any retreat.',
      'In Sadhguru’s account of karma, old memory quietly sets your patterns, so you keep meeting the same situations. Notice whether your way of handling {topic} with {contact} is fresh, or an old loop replaying.',
      'Sadhguru reminds people that yoga means union: the boundaries you draw are yours, not life’s. The line between you and {contact} is useful for getting {topic} done, but it need not harden into a wall.',
      'Sadhguru often says life goes well when you are more perceptive, not more opinionated. With {contact} and {topic}, let your perception of what is actually happening arrive before your opinions do.',
    ],
    summaries: [
      'Look at it the way a good farmer looks at the soil, simply as it is: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, about {topics}. Note that {reach}, and that {climate}; then you know what you are working with.',
      'These are simple facts, not a life sentence: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, across {topics}. Yes, {reach}, and {climate}; what it becomes is in your hands.',
      'The mind can make a circus out of numbers, so keep it simple: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, on {topics}. Notice that {reach}, and that {climate}; take it as information, not as a verdict.',
    ],
    practices: [
      'Do Isha Kriya, Sadhguru’s free twelve-minute guided meditation, before your next exchange with {contact}, and let the reply come afterwards, from that settled place.',
      'Join your palms in a namaskar for a moment before you write to {contact}, as Sadhguru suggests, so that what you send comes from inclusion rather than separation.',
      'Try Sadhguru’s suggestion for the morning: the moment you wake, smile simply because you are alive. Carry that into whatever you write to {contact} about {topic} today.',
      'Sit for a few minutes with a tree, aware that you breathe out what it breathes in, as Sadhguru often points out. Then write to {contact} with the same sense of easy exchange.',
      'Make {topic} your sadhana today: do one task connected to {contact} with complete attention, as an offering rather than a chore, and notice how that changes its weight.',
      'Eat one meal today in silence and with full attention, a practice Sadhguru recommends, then write to {contact} with that same unhurried attention.',
    ],
    comments: {
      hard: [
        'Sadhguru would say these words from {author} are someone’s inner chemistry spilling out, not a final statement about anybody.',
        'Here the intellect of {author} is cutting, as Sadhguru says the intellect always does; what the moment needs next is something that joins.',
      ],
      warm: [
        'Sadhguru would say {author} is offering something here, and an offering made with joy is already a kind of devotion.',
        'This is {author} being inclusive, which Sadhguru calls the essence of the spiritual process, even in one small message.',
      ],
      reach: [
        '{author} takes the initiative here, and Sadhguru would point out that acting without waiting for the perfect moment is already half the work.',
        '{author} reaches out here, and Sadhguru would say a simple gesture like this, done consciously, is as much a practice as any meditation.',
      ],
    },
  },
  'Bill Hicks': {
    views: [
      'Hicks closed some of his sets with the idea that we are all a single consciousness, experiencing itself through many lives. Seen that way, you and {contact} talking about {topic} is life having a conversation with itself, and it can afford to be generous.',
      'Hicks liked to suggest, in his own wild way, that life is a kind of dream in which we are busy imagining ourselves. Whatever you and {contact} are making of {topic}, you both get to imagine it again.',
      'Hicks kept telling audiences to turn off the television and think for themselves. Much of what you believe about how things should go with {contact} and {topic} may be a borrowed script; check which parts are actually yours.',
      'Hicks had one demand of artists: play from your heart, not for the market. The same goes for how you show up with {contact} around {topic}: whatever you write, let it be something you actually mean.',
      'Hicks saw comedy as a way of saying the true thing nobody in the room wanted said, with love underneath. Between you and {contact} on {topic} there may be one true, unspoken thing worth saying gently.',
      'Hicks told of a waitress asking him what he was reading for, and he never stopped being curious anyway. Stay curious about {contact} and how they see {topic}; curiosity is the opposite of a closed mind.',
    ],
    summaries: [
      'Turn off the commentary and look at the raw feed: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, about {topics}. No spin on it: {reach}, and {climate}.',
      'Here’s the news without the anchorman voice: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, on {topics}. The true story underneath is that {reach}, and that {climate}.',
      'Strip away the laugh track and this is what’s left: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, covering {topics}. Honestly told, {reach}, and {climate}, and none of it needs a punchline.',
    ],
    practices: [
      'Take the Hicks cure for one evening: turn off the TV, the feeds and the background noise, then write to {contact} from your own head, not from whatever the screen put there.',
      'Try the one-consciousness exercise Hicks would love: for one minute, imagine you are {contact}, reading your own messages about {topic}. Then answer the way you would want to be answered.',
      'Find the honest joke: if something about {topic} is absurd, laugh at your own part in it first, the way Hicks aimed at himself too, and share that laugh with {contact} if it helps.',
      'Write your next message to {contact} the way Hicks wanted musicians to play, from the heart: no calculated effect, no angle, just what you mean.',
      'Ask {contact} one genuinely curious question about {topic}, and listen the way Hicks read, hungry for what you don’t know yet.',
      'Say the one true thing: in a single kind sentence, name what you really think about {topic}, and give {contact} the honest version instead of the merely polite one.',
    ],
    comments: {
      hard: [
        'Strip the attitude off this line from {author}, Hicks would say, and look for the honest thing it is clumsily trying to say.',
        'There is some borrowed script in what {author} wrote here, the kind of line people pick up and repeat; Hicks would gently ask what the real feeling is.',
      ],
      warm: [
        'This message from {author} is the opposite of marketing: nobody is selling anything, it is simply meant, and Hicks would love that.',
        'Here {author} plays from the heart, exactly what Hicks asked of anyone with something to say.',
      ],
      reach: [
        'In this message from {author} Hicks would see one part of the one consciousness reaching for another, which is the whole point of talking at all.',
        '{author} asks here openly and without an angle, which in a world full of pitches is a small, radical act.',
      ],
    },
  },
};
