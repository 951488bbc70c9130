import type { VoiceVariants } from '../voice.ts';

/** More phrasings, English: Stoicism, Sufi Wisdom, Taoism, Buddhist Teachings, Christian Mysticism, Indigenous Wisdom, Vedanta (Hinduism), Sikh Teachings. */
export const variants: Record<string, VoiceVariants> = {
  Stoicism: {
    views: [
      'Marcus Aurelius practised the view from above, rising in thought until cities, seasons and whole lifetimes look small. Seen from that height, {topic} with {contact} keeps its true size, neither larger nor smaller than it really is.',
      'Epictetus taught the discipline of assent: an impression arrives, and you decide whether to agree with it. However {contact}’s messages about {topic} strike you, ask each impression to wait at the door and show what it is before you let it in.',
      'Hierocles pictured each person at the centre of rings, self, family, friends, fellow citizens, all humanity, and urged drawing the outer rings inward. Wherever {contact} stands in yours, {kind, select, work {fair, courteous dealing over {topic}} other {a little more care today}} brings them one ring closer.',
      'Epictetus advised wanting events to happen as they actually happen, the attitude later called amor fati. Whatever course {topic} takes with {contact}, the Stoic takes it as material for virtue, not as an injury from fate.',
      'Memento mori was, for the Stoics, perspective rather than gloom: Marcus reminded himself that he and everyone he dealt with would soon be gone. Held that way, each exchange with {contact}, {topic} included, grows a little lighter and a little more precious.',
      'Marcus called the mind free of passions a citadel, a fortress no outside event can storm. However {contact} writes about {topic}, your ruling faculty, the hegemonikon, stays in your keeping, and from there you choose how to answer.',
    ],
    summaries: [
      'Seen from above, as Marcus would look: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, on {topics}, a small stretch of a long life. Assent only to what the record shows: that {reach}, and that {climate}.',
      'Epictetus would set the impression apart from the fact, and the facts are these: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, concerning {topics}. It is a fact that {reach}, and a fact that {climate}; any story you add is a judgement still to be examined.',
      'A plain entry in the manner of the Meditations, written for yourself alone: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, about {topics}. Recorded without complaint and without flattery: {reach}, and {climate}.',
    ],
    practices: [
      'Begin the day as Marcus does in the second book of the Meditations, rehearsing whom you may meet and how you mean to act. Choose now the one virtue, patience, fairness or candour, that you will bring to {contact} today.',
      'Take Seneca’s advice to Lucilius and choose someone you admire, a Cato of your own, to imagine watching you. Write your next message to {contact} as though that person were reading over your shoulder.',
      'Use Epictetus’s method of roles: name the role you hold toward {contact}, then ask what that role asks of you today regarding {topic}. Do that one duty well, whatever comes back.',
      'Practise Marcus’s plain description: restate {contact}’s latest message about {topic} in neutral words, stripped of adjectives and guesses about motive. Respond to what remains, not to the colour you first gave it.',
      'Write, as Marcus does in the first book of the Meditations, what you have learned from {contact}: one quality, habit or lesson, however small. Let it set the tone of your next exchange about {topic}.',
      'Do one good turn for {contact} today the way Marcus’s vine bears grapes: without keeping count, without waiting for thanks, and then moving on to the next good act.',
    ],
    comments: {
      hard: [
        'Before reacting to these words from {author}, a Stoic would recall Marcus’s morning reminder that people act from what seems right to them, and answer with patience rather than reproach.',
        'Epictetus held that nobody can harm you without your assent; what {author} wrote here becomes an injury only if you agree that it is one.',
      ],
      warm: [
        'Marcus opened the Meditations by listing the good he had received from others, and this from {author} belongs on such a list.',
        'In this from {author} the Stoics would see justice and kindness, the social virtues, practised in small change, which is where they count most.',
      ],
      reach: [
        'Hierocles would see {author} drawing a circle a little closer here, which is, for the Stoics, human nature working as it should.',
        'Seneca held that a kindness is given for its own sake, and this opening from {author} is such a gift, complete before any answer arrives.',
      ],
    },
  },
  'Sufi Wisdom': {
    views: [
      'Sufis distinguish the zahir, the outward, from the batin, the inward; in the Quranic story of Moses and Khidr, strange acts show their hidden reasons only later. What passes with {contact} about {topic} may also have an inward side not yet shown.',
      'In Attar’s Conference of the Birds, thirty birds cross seven valleys in search of the Simurgh and find, at the end, their own reflection. What you look for in {contact}, around {topic} too, may show you something of yourself.',
      'The Sufi orders honoured futuwwa, spiritual chivalry, whose mark is ithar, putting another’s need before your own. In dealings with {contact} over {topic}, futuwwa asks quietly what generosity would look like here, without making a show of it.',
      'Al-Qushayri’s manual of the path separates hal, a passing state that comes as a gift, from maqam, a station earned by steady practice. The mood of any one day with {contact} is a hal; what you build {kind, select, work {through reliable dealing} other {through steady care over time}} is the maqam.',
      'Rabia of Basra wished to love God neither for paradise nor from fear of hell, but for God alone. Whatever you give {contact}, {kind, select, work {diligence on {topic}} other {time, attention, care}}, the Sufi ideal is to give it free of any ledger of reward.',
      'The Naqshbandi Sufis practise khalwat dar anjuman, solitude in the crowd: fully present among people, inwardly still turned toward God. Dealing with {contact} about {topic} need not pull you from your centre; the heart can keep its retreat mid-conversation.',
    ],
    summaries: [
      'A traveller on the path keeps a plain log of the road: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, through {topics}. A passing state is noted, not judged: {reach}, and {climate}.',
      'The zahir first, the outward record as it stands: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, turning on {topics}. The batin, the inward meaning, is for the heart to ponder slowly; the signs are that {reach}, and that {climate}.',
      'Counted the way a dervish passes the beads of the tasbih, one by one, without haste: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, about {topics}. Each bead is held without complaint: {reach}, and {climate}.',
    ],
    practices: [
      'Try the Naqshbandi practice of hush dar dam, awareness in every breath: through your next exchange with {contact}, keep each breath conscious, so that no word about {topic} leaves you in ghafla, heedlessness.',
      'Practise nazar bar qadam, the Naqshbandi watch over one’s steps: before each message to {contact} today, lower your gaze to the very next step only, and take that one with care.',
      'Keep samt, the silence counted among the pillars of the Sufi path: say less to {contact} today than you are tempted to, and let the unsaid part become remembrance instead.',
      'Do one kindness for {contact} in secret, in the manner of the Malamatiyya, who hid their good deeds so that the nafs could take no credit for them.',
      'Make a dua for {contact} in their absence; the tradition says an angel answers such a prayer with the same good for the one who prays. Then write, or not, from that goodwill.',
      'Practise safar dar watan, the Naqshbandi journey in one’s homeland: after your next exchange with {contact} about {topic}, name one blameworthy trait that showed up in you, and set out toward its praiseworthy opposite.',
    ],
    comments: {
      hard: [
        'The Sufi masters would read this line from {author} as a hal, a passing state, and would not mistake a passing state for the whole of a person.',
        'The Malamatiyya welcomed blame as medicine for the ego, so a Sufi could take even this sharp line from {author} as a bitter remedy for the nafs.',
      ],
      warm: [
        'This from {author} has the taste of ithar, preferring the other, which the people of futuwwa counted the crown of chivalry.',
        'In Sufi terms this from {author} is ihsan, doing what is beautiful, a beauty that needs no audience.',
      ],
      reach: [
        'With this message {author} takes a step of talab, the quest that Attar sets as the first valley of every journey.',
        'Here {author} knocks at the door, and the hospitality of the khanqah answers a knock by setting out a place and a cup.',
      ],
    },
  },
  Taoism: {
    views: [
      'In the taiji symbol each half carries a seed of the other, and neither stays on top for long. What moves between you and {contact} around {topic} turns the same way: speaking and listening, giving and receiving, each becoming the other.',
      'Laozi notes that thirty spokes share one hub, and it is the empty centre that makes the wheel useful. Between you and {contact}, the unfilled space around {topic}, what is left unsaid and unasked, may be what lets everything turn.',
      'Laozi’s sage does not compete, and so no one can compete with him. With {contact} over {topic} there is nothing to win and nothing to prove; without a contest, each of you is free simply to be useful.',
      'Zhuangzi’s monkey keeper offered three nuts in the morning and four at night; when the monkeys protested, he offered four and three, and all were content. With {contact}, much about {topic} may be the same whole, arranged another way.',
      'Zhuangzi’s great tree survived because the carpenters judged it useless, and so it grew vast and gave shade. Not every exchange with {contact} has to serve a purpose; the idle, unproductive parts may be the ones that give shade.',
      'Laozi counts knowing when enough is enough as a kind of wealth. Whatever you hope for from {contact} around {topic}, pause to notice what is already sufficient before reaching for more.',
    ],
    summaries: [
      'Yin and yang of the record, with neither side judged: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, turning around {topics}. Notice the movement, that {reach}, and that {climate}; what is full empties, and what is empty fills.',
      'Seen with the evenness Zhuangzi called the equality of things: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, around {topics}. No side needs to be right, only noticed: {reach}, and {climate}.',
      'Counted lightly, the way one counts ripples on a stream: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, drifting through {topics}. The current shows that {reach}, and the surface shows that {climate}.',
    ],
    practices: [
      'Carry Laozi’s three treasures into your next exchange with {contact}: compassion in your tone, frugality in your words, and not hurrying to be first, so there is room to listen before anything is settled.',
      'Handle {topic} the way Laozi says to govern a great state, like cooking a small fish: turn it as little as possible. Send {contact} one message today, then resist poking at it.',
      'A journey of a thousand li begins beneath your feet, as Laozi has it: choose the smallest real step with {contact}, a date, a question, a word of thanks, and take only that today.',
      'Practise the humility of Zhuangzi on the bridge over the Hao: before deciding what {contact} feels or means about {topic}, ask yourself how you could possibly know, and then simply ask.',
      'Before writing to {contact}, try zuowang, sitting and forgetting, as Yan Hui does in the Zhuangzi: sit a few minutes and let plans, labels and expectations fall away until only the present is left.',
      'Balance yin and yang in your next exchange with {contact}: if you have mostly asked, offer; if you have mostly talked, listen; if you have mostly pushed {topic} forward, let it rest a day.',
    ],
    comments: {
      hard: [
        'Zhuangzi would let this line from {author} pass like wind through the hollows of trees: it sounds for a moment, and then the hollows are empty again.',
        'A sharp word from {author}, and the sage, who does not compete, has no need to pick up what was thrown.',
      ],
      warm: [
        'Here {author} acts with de, the quiet virtue that works without pushing and leaves everyone a little more at ease.',
        'This from {author} is plain and unadorned, the kind of sincere speech Laozi trusted more than fine words.',
      ],
      reach: [
        'With this question {author} offers the yin of an opening, and the exchange can breathe again as the yang of an answer meets it.',
        'Here {author} sets a door ajar, and Laozi reminds us that a door is useful because of its empty space.',
      ],
    },
  },
  'Buddhist Teachings': {
    views: [
      'When the monk Sona strained too hard, the Buddha reminded him that a lute sounds well only with strings neither too tight nor too loose. With {contact} around {topic}, the Middle Way holds: enough effort to stay present, not so much that it strains.',
      'The Buddha taught dependent origination: nothing arises on its own; everything comes from conditions. What {contact} writes about {topic} grows from moods, history and circumstances you may not see, and your replies become conditions too.',
      'The Buddha named eight worldly winds: praise and blame, gain and loss, pleasure and pain, fame and disrepute. Whatever blows through the exchange with {contact} about {topic}, the Dhammapada’s image is the solid rock the wind does not move.',
      'In the Sigalovada Sutta the Buddha sets out the mutual duties of every bond, {kind, select, partner {between partners} family {within a family} friend {between friends} work {between those who work together} other {between people}}, each side owing the other care. With {contact}, the question around {topic} is what is yours to give.',
      'The teaching of anatta, non-self, suggests that neither you nor {contact} is a fixed thing; each is a flow of moods, habits and moments. Whatever {topic} brings out this time is a passing arrangement, not a final portrait.',
      'The Buddha likened his teaching to a raft: built to cross the river, then left on the bank, not carried on your head. Whatever views you hold about {contact} or {topic}, use them to cross, and be ready to set them down.',
    ],
    summaries: [
      'Seen through dependent origination, as conditions rather than faults: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, arising around {topics}. Other conditions are in play as well: {reach}, and {climate}.',
      'A bare record, the way the Satipatthana Sutta asks for bare attention: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, on {topics}. Known as it is, without adding craving or aversion: {reach}, and {climate}.',
      'Weighed neither too heavily nor too lightly, in the spirit of the Middle Way: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, concerning {topics}. Noted the way a rock notes the wind: {reach}, and {climate}.',
    ],
    practices: [
      'Practise tonglen for a few breaths: breathe in whatever difficulty {contact} may be carrying, pictured as heavy smoke, and breathe out ease and light toward them.',
      'Before replying to {contact}, take ten minutes of walking meditation, feeling each step as lifting, moving, placing. Then write with the steadiness of the last step, not the hurry of the first thought.',
      'Practise dana, generosity, in a small form: offer {contact} something freely today, time, help with {topic}, a word of appreciation, and notice the gladness of giving without waiting for a return.',
      'When a message from {contact} stirs you, try RAIN as Tara Brach teaches it: recognise the feeling, allow it, investigate it kindly in the body, and nurture yourself before you reply about {topic}.',
      'Use Mahasi Sayadaw’s method of noting as you read {contact}’s messages: label each reaction softly, planning, judging, hoping, and let the label loosen its hold before you write.',
      'Practise kataññu, the gratitude the Buddha called rare: recall one thing {contact} has done, however ordinary, and acknowledge it today in a word or a deed.',
    ],
    comments: {
      hard: [
        'A Buddhist would hear one of the worldly winds blowing through this line from {author}, and stand like the rock that the wind does not move.',
        'Behind this line from {author} there is likely some dukkha, some unease, and seeing it lets compassion come more easily than a retort.',
      ],
      warm: [
        'The Buddha called kalyanamitta, admirable friendship, the whole of the holy life, and words like these from {author} are how it grows.',
        'Here {author} shares a lightness the texts call piti, joy, one of the seven factors of awakening.',
      ],
      reach: [
        'This message from {author} can be met with beginner’s mind, as Shunryu Suzuki taught it: fresh, open, free of what you expected.',
        'Here {author} offers an opening, and in Buddhist terms it is a fresh condition: what arises next depends on how it is met.',
      ],
    },
  },
  'Christian Mysticism': {
    views: [
      'Thomas Merton, standing on a busy Louisville street corner, suddenly saw the passers-by shining, as if each carried a hidden light. The mystics would look at {contact} the same way, even in an ordinary exchange about {topic}.',
      'Jean-Pierre de Caussade called each moment a sacrament: God given through whatever the hour brings. This exchange with {contact}, {topic} and all, is not a distraction from the spiritual life but the very place it happens.',
      'Hildegard of Bingen spoke of viriditas, the greening power by which life keeps renewing itself. Whatever shape things take with {contact} around {topic}, the mystic looks for where something is quietly turning green.',
      'Meister Eckhart taught Gelassenheit, letting-be: loosening the grip of your own will so that God can act. With {contact}, around {topic} too, it means holding your wishes open-handed rather than clutching at outcomes.',
      'Ignatius of Loyola taught the discernment of spirits: noticing which movements bring consolation, more faith, hope and love, and which bring desolation. Your exchanges with {contact} about {topic} can be read that way, not to judge, but to see where life is.',
      'Thérèse of Lisieux’s Little Way holds that holiness lives in small things done with great love. In dealings with {contact} over {topic}, {kind, select, work {a prompt reply or a task done with care} other {a patient answer or a small kindness}} can carry more than any grand gesture.',
    ],
    summaries: [
      'As in the examen, the record comes first: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, around {topics}. Then, looking for where grace was at work, notice that {reach}, and that {climate}.',
      'Kept as simply as a desert monk keeps his cell: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, on {topics}. Looked on without judgement, as the Desert Fathers counselled: {reach}, and {climate}.',
      'Offered up just as it is, the way Thérèse offered small things: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, touching {topics}. Nothing hidden and nothing inflated: {reach}, and {climate}.',
    ],
    practices: [
      'Tonight, pray the Ignatian examen over your exchanges with {contact}: give thanks, review the day, notice consolation and desolation, ask pardon where it is needed, and resolve one thing for tomorrow.',
      'Try lectio divina on {contact}’s latest message: read it slowly once for what it says, once for what touches you, once in silent prayer, then rest a moment before replying.',
      'Keep the Rule of Benedict, which asks that every guest be received as Christ: when {contact} next writes, welcome the message with unhurried courtesy, whatever it concerns.',
      'Follow Abba Moses of the desert, who would not sit in judgement on a brother: for one day, set aside every verdict you have formed about {contact}, and speak of {topic} as one who also needs mercy.',
      'Practise the gentleness Francis de Sales taught toward others and toward yourself: before writing to {contact} about {topic}, soften one phrase, and forgive yourself one clumsy word from before.',
      'Hold {contact} in intercessory prayer for a minute, or in silent goodwill if prayer is not your way, asking nothing for yourself, only good for them.',
    ],
    comments: {
      hard: [
        'The Desert Fathers would not hurry to judge {author} for these words; they would first wonder what burden might lie behind them.',
        'Francis de Sales held that gentleness wins more than harshness ever can, so this edge from {author} need not be met with an edge.',
      ],
      warm: [
        'Merton would see in this from {author} a glimpse of the true self, the one that lives by love rather than by display.',
        'Bernard of Clairvaux wrote that love needs no cause beyond itself, and this warmth from {author} seems to need none.',
      ],
      reach: [
        'The Rule of Benedict has the porter answer every knock promptly and with a blessing, and this approach from {author} deserves the same readiness.',
        'Teresa of Ávila pictured the soul as a castle of many rooms, and with this message {author} opens the door to one of them.',
      ],
    },
  },
  'Indigenous Wisdom': {
    views: [
      'The Haudenosaunee weigh decisions by their effect seven generations ahead. Seen that way, an exchange with {contact} about {topic} is small and not small at all: each message adds to a pattern that will outlast it.',
      'Mi’kmaw Elder Albert Marshall speaks of Two-Eyed Seeing: one eye with the strengths of one way of knowing, the other with the strengths of another. Around {topic}, your view and {contact}’s can be held together, neither erasing the other.',
      'The Anishinaabe Seven Grandfather Teachings, wisdom, love, respect, bravery, honesty, humility and truth, are meant to be lived together. In whatever passes with {contact} about {topic}, ask which is already present, and which is being asked of you.',
      'In Māori tradition, manaakitanga, caring for others in a way that uplifts their mana, is how a relationship is honoured. In dealings with {contact} over {topic}, the test is whether each exchange leaves the other’s dignity higher than it found it.',
      'In Māori thought a kaitiaki is a guardian, entrusted with caring for what is not owned. Whatever you share with {contact}, {topic} included, can be held that way: not possessed, but looked after for a time.',
      'The Diné speak of hózhó, a beauty and balance that is restored and walked in rather than owned. In whatever passes with {contact} about {topic}, the question is what would bring a little more hózhó into it.',
    ],
    summaries: [
      'Looked at with Two-Eyed Seeing, one eye on the count and one on the relationship: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, about {topics}. The first eye sees that {reach}; the second sees that {climate}.',
      'As a tracker reads the ground before saying anything: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, crossing {topics}. The tracks show that {reach}, and that {climate}.',
      'Counted as a season is counted, by what it carried: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, with {topics}. In the balance Māori call utu, of what goes out and what comes back: {reach}, and {climate}.',
    ],
    practices: [
      'Practise dadirri, the deep, still listening that Miriam-Rose Ungunmerr-Baumann of the Daly River teaches: read {contact}’s recent messages slowly, without preparing a reply, and wait in quiet until you understand.',
      'Borrow the shape of the Haudenosaunee Thanksgiving Address, which greets and thanks each part of the world before any business: open your next message to {contact} with real acknowledgement before you turn to {topic}.',
      'Before raising {topic} with {contact}, do in small what Hawaiian hoʻoponopono does in a family circle: name anything unsettled on your side, own your part plainly, and release it, so the exchange starts clear.',
      'Practise Robin Wall Kimmerer’s grammar of animacy for a day: speak of the trees, birds and rivers around you as a who, never an it, then notice how that respect carries into the way you write to {contact}.',
      'Practise whanaungatanga, the Māori work of building relationship through shared experience: next time you deal with {contact}, ask one question about them, not about {topic}, and listen to the answer.',
      'Ask someone older whose judgement you trust how they would handle {topic} with {contact}, and hear the whole story before deciding anything, as many Indigenous communities do with their Elders.',
    ],
    comments: {
      hard: [
        'The Anishinaabe teaching of bravery includes facing hard words without striking back, and this line from {author} asks for exactly that.',
        'Behind a sharp line like this from {author} there is usually a story, and the Elders’ way is to ask for the story before answering the line.',
      ],
      warm: [
        'This from {author} carries aroha, the Māori word for compassion and care that reaches out to be felt.',
        'The Haudenosaunee bring their minds together in thanks before anything else, and here {author} does just that.',
      ],
      reach: [
        'Here {author} offers something like a mihi, a greeting that acknowledges connection, and the Māori way is to answer a mihi in kind.',
        'This question from {author} is a seed put into shared ground, and the Three Sisters teach that what is planted together grows by being tended together.',
      ],
    },
  },
  'Vedanta (Hinduism)': {
    views: [
      'Shankara’s rope mistaken for a snake in the dusk shows how much the mind adds to what is there. Some of what you read into {contact}’s words about {topic}, good or bad, may be such a snake; viveka, discernment, brings the lamp.',
      'The Katha Upanishad pictures the Self as rider, the body as chariot, buddhi as charioteer, the mind as reins and the senses as horses. In dealings with {contact} about {topic}, it asks whether the charioteer is steering, or the horses.',
      'The Gita describes three gunas: sattva, clarity, rajas, restless drive, and tamas, inertia. Any exchange with {contact} about {topic} carries a mix of the three, and noticing which one leads today already brings in a little sattva.',
      'Krishna tells Arjuna it is better to follow your own dharma imperfectly than another’s well. With {contact}, the question around {topic} is not what they should do, but what your own part, your svadharma, asks of you.',
      'The Taittiriya Upanishad counsels atithi devo bhava, the guest is God. Each time {contact} arrives in the conversation, about {topic} or anything else, they come as a guest, to be received with that reverence.',
      'The Brahma Sutras call creation lila, play, not grim necessity. Seen that way, even the serious business of {topic} with {contact} can be carried lightly, as a part played well in a play that is not only yours.',
    ],
    summaries: [
      'Seen with viveka, sorting the lasting from the passing: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, about {topics}. These belong to the passing: {reach}, and {climate}.',
      'Within the play of maya, the figures still deserve an honest count: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, around {topics}. Name them without clinging: {reach}, and {climate}.',
      'As the sthitaprajna of the Gita, the one of steady wisdom, would see it: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, on {topics}. Neither elated nor dismayed, simply noted: {reach}, and {climate}.',
    ],
    practices: [
      'Sit for a few minutes of japa, repeating Om or a mantra of your choice, before you open the thread with {contact}; let the repetition settle the mind so that your words about {topic} come from stillness.',
      'Before replying to {contact}, check which guna is writing: if rajas, wait; if tamas, rouse yourself; write when the mind has turned sattvic, clear and kind.',
      'Try Ramakrishna’s shiva jnane jiva seva, serving living beings as God: do one useful thing for {contact} today, about {topic} or not, as worship rather than as a favour.',
      'Read a few verses from the second chapter of the Bhagavad Gita, on the one of steady wisdom, and carry one idea from them into your next exchange with {contact}.',
      'Practise vairagya, dispassion, in a small way: write to {contact} about {topic}, then set the phone aside for an hour, untouched, whatever comes back.',
      'Seek satsang, the company of truth: before dealing with {contact} about {topic}, spend ten minutes with a wise text or a wise person, and let that company set your tone.',
    ],
    comments: {
      hard: [
        'Shankara would suspect a rope taken for a snake somewhere behind this line from {author}; more light helps here than more heat.',
        'Rajas speaks loudly in these words from {author}, and the Gita would meet it with sattva, clarity and calm.',
      ],
      warm: [
        'Vivekananda taught that every soul is potentially divine, and words like these from {author} let a little of that show.',
        'In this from {author} Vedanta would see prasada, grace that arrives as a gift, to be received with gratitude rather than analysed.',
      ],
      reach: [
        'Here {author} turns toward you, and Vedanta sees in every such turn a chance to look past name and form, nama-rupa, to the one behind them.',
        'This question from {author} is a small satsang, a moment of real company, and the fitting reply meets it in the same spirit.',
      ],
    },
  },
  'Sikh Teachings': {
    views: [
      'Gurbani contrasts the gurmukh, who faces the Guru and lives by wisdom, with the manmukh, who follows the wandering mind. In any exchange with {contact} about {topic}, the question is simply which way you are facing as you write.',
      'Among the virtues Sikhs cultivate is santokh, contentment, the counterweight to lobh, the greed for more. With {contact}, around {topic} too, santokh means receiving what is given with thanks before wanting the next thing.',
      'The Guru Granth Sahib opens with Ik Onkar: One, present in all. Whatever role {contact} plays in your life, in {topic} or elsewhere, Gurbani sees the same light in them as in you.',
      'Sikh teaching prizes sahaj, a natural poise in which the mind stays even through pleasure and pain. Whatever today brings with {contact} about {topic}, sahaj is the steady, unforced state from which to meet it.',
      'In the langar, everyone sits in one row on the floor and eats the same meal, whatever their caste or rank. In dealings with {contact} over {topic}, the spirit of langar means meeting as equals, neither above nor below.',
      'Guru Hargobind’s two swords, miri and piri, joined worldly duty with spiritual depth in the ideal of the sant-sipahi, saint and soldier at once. With {contact} around {topic}, that means a gentle heart together with the courage to say what is true.',
    ],
    summaries: [
      'Counted at amrit vela, in the quiet before the day begins: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, about {topics}. Accepted with santokh, contentment: {reach}, and {climate}.',
      'Set out as plainly as places in the langar row, none above another: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, touching {topics}. Noted in sach, truth, without flattery or blame: {reach}, and {climate}.',
      'Guru Nanak placed truthful living higher even than truth, and truthful reading starts with the facts: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, on {topics}. The rest is just as plain: {reach}, and {climate}.',
    ],
    practices: [
      'Rise for amrit vela, the ambrosial hours before dawn, even ten minutes of it, and hold {contact} in that stillness before the day’s messages about {topic} begin.',
      'Take a hukamnama, as Sikhs do at the gurdwara: open the Guru Granth Sahib at random, in print or online, and let that day’s verse guide how you meet {contact}.',
      'Follow Bhai Kanhaiya, who gave water to the wounded of both sides: today, offer {contact} the same care you would give your closest ally, whatever your views on {topic}.',
      'Practise dasvandh, the tenth given for the common good, in the currency of attention: give {contact} a tenth of today’s spare time, a call, help with {topic}, or unhurried listening.',
      'Recite or listen to the Japji Sahib in the morning, and carry one of its teachings, that to master the mind is to master the world, into your next exchange with {contact}.',
      'Practise nimrata, humility, the way a sevadar cleans shoes at the gurdwara: in your next message to {contact}, drop any claim to being right and simply offer what is useful about {topic}.',
    ],
    comments: {
      hard: [
        'A gurmukh would hear the restless mind in these words from {author}, and answer from sahaj, the even poise that does not take the bait.',
        'Bhai Kanhaiya gave water even to those on the other side, and a reply to {author} here can carry the same cool water.',
      ],
      warm: [
        'This from {author} tastes of langar: something shared freely, with no one placed above anyone else.',
        'Here {author} shows daya, compassion, one of the virtues Sikhs set against the five thieves.',
      ],
      reach: [
        'The Harmandir Sahib has doors on all four sides so that anyone may enter, and this message from {author} opens a door in the same spirit.',
        'Here {author} asks, and Guru Nanak’s call to truthful living suggests an answer that is both honest and kind.',
      ],
    },
  },
};
