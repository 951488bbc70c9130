import type { VoiceVariants } from '../voice.ts';

/** More phrasings, English: Confucianism, Renaissance Humanism, Positive Psychology, Existentialism, Rumi's Mystical Poetry (Sufism), Shamanic Wisdom, Kabbalah, Alan Watts. */
export const variants: Record<string, VoiceVariants> = {
  Confucianism: {
    views: [
      'The Doctrine of the Mean praises zhongyong, the steady middle, and Confucius held that going too far is as faulty as falling short. With {contact}, around {topic}, look for the point between saying too much and saying too little.',
      'Confucius compared a person without xin, trustworthiness, to a cart with no pin to hold its yoke: it cannot move. What carries you and {contact} forward, on {topic} or anything else, is words that can be relied upon.',
      'Confucius taught that de, moral force, works like wind over grass: the grass bends without being pushed. How you carry yourself with {contact} about {topic} will shape the exchange more than any demand you make.',
      'Confucian thought names five bonds, ruler and minister, parent and child, husband and wife, elder and younger, friend and friend, each with its proper form. Between you and {contact}, {kind, select, work {that form is fair dealing and reliable service} other {that form is care shown in the way your bond calls for}}.',
      'Confucius said that walking with any two others he would surely find a teacher: their good points to follow, their faults to correct in himself. Whatever {contact} brings to {topic}, there is something in it for you to learn.',
      'The Great Learning traces order outward, from a sincere intention and a cultivated self to the family and the wider world. Harmony with {contact}, {topic} included, begins on your side of the conversation, with the intention behind each message.',
    ],
    summaries: [
      'Recorded tersely, in the manner of the Spring and Autumn Annals: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, on {topics}. The record also shows that {reach}, and that {climate}; it is read to improve one’s own conduct, not to judge another’s.',
      'Confucius said that knowing what you know, and admitting what you do not, is knowledge; what is known is {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, about {topics}. It is also known that {reach}, and that {climate}; what lies behind it is not yet known.',
      'Confucius advised looking at what people do, at how they do it, and at where they find their rest. What was done: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, concerning {topics}; how it was done: {reach}, and {climate}.',
    ],
    practices: [
      'Take two of the nine reflections of the junzi from the Analects: when in doubt, ask; when angry, think of the consequences. Apply both before your next message to {contact} about {topic}.',
      'Practise what the Analects say of the exemplary person: slow in speech, quick in action. Say less to {contact} about {topic} today, and do the one thing you said you would do.',
      'Follow the Analects: when you see worthiness, think of equalling it; when you see the opposite, look within. Name one quality of {contact}’s worth imitating, and one habit in your own messages worth examining.',
      'Demand much of yourself and little of others, as Confucius advised: before asking anything more of {contact} about {topic}, check that everything you owe has been done, and do it first.',
      'Practise jing, reverent attention: reread your draft to {contact} and give it the care you would give a letter to someone you deeply respect, with a proper greeting, a full answer and a courteous close.',
      'The Analects begin with the pleasure of learning something and practising it at the right time. Recall one thing you have learned about dealing well with {contact}, and practise it today in a single message or deed.',
    ],
    comments: {
      hard: [
        'Confucius advised, when anger rises, to think of what follows from it, and a reply to these words from {author} is best written with that in mind.',
        'Confucius judged people by their conduct over time, not by a single remark, and this terse line from {author} is one remark among many.',
      ],
      warm: [
        'Confucius said that virtue never stands alone but always has neighbours, and this kind word from {author} is one such neighbour arriving.',
        'Here {author} offers kindness, and Confucius held that kindness is properly repaid with kindness.',
      ],
      reach: [
        'In this question from {author} there is what the Analects praise in Kong Wenzi: not being ashamed to ask.',
        'When Confucius entered the Grand Temple he asked about everything, and called that propriety; this question from {author} has the same respectful curiosity.',
      ],
    },
  },
  'Renaissance Humanism': {
    views: [
      'Montaigne wrote that each person carries the whole form of the human condition. In {contact}, and in whatever passes about {topic}, you can read something of everyone, yourself included, and a humanist finds that more interesting than any verdict.',
      'Castiglione’s Book of the Courtier praised sprezzatura, the grace that makes hard things look easy and hides the effort behind them. With {contact}, around {topic}, the courteous touch is to carry your part lightly, without advertising what it cost.',
      'Erasmus’s watchword was ad fontes, back to the sources: the original text, not the commentary piled on top. With {contact}, about {topic}, that means returning to what was actually written, before the glosses you have added.',
      'Machiavelli compared fortune to a river in flood and virtù to the dykes built in calm weather. Whatever happens with {contact} around {topic}, what you prepare in quieter days decides how much the high water can carry away.',
      'In his essay on cannibals, Montaigne observed that each of us calls barbarous whatever is not our own custom. The way {contact} handles {topic} may simply be another custom, worth understanding before it is judged.',
      'In The Praise of Folly, Erasmus lets Folly herself argue that no bond would last a day without a little indulgence and laughter. Between you and {contact}, over {topic} too, a light and forgiving touch is a humanist virtue.',
    ],
    summaries: [
      'Ad fontes, as Erasmus urged, back to the primary text: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, on {topics}. Read without commentary, it shows that {reach}, and that {climate}.',
      'Grammar before rhetoric, as the studia humanitatis taught, so first the plain construction: {written, plural, one {# message} other {# messages}} in the space of {days, plural, one {# day} other {# days}}, about {topics}. The rhetoric, so to speak, lies in two further facts: {reach}, and {climate}.',
      'Petrarch gathered his letters into books, knowing that a correspondence is a kind of history; this one runs to {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, touching {topics}. A historian would add that {reach}, and that {climate}.',
    ],
    practices: [
      'Do as Petrarch did on Mont Ventoux: go somewhere with a view, then turn your attention inward and ask what you actually want from your exchanges with {contact}. Write that one line down.',
      'Practise Castiglione’s sprezzatura: draft your next message to {contact} about {topic}, then revise it until it reads easy and unforced, keeping the care and cutting the strain.',
      'Go ad fontes with {contact}’s last few messages: reread them in full and slowly, as Erasmus reread the Greek of the New Testament, and note one thing you had missed before you reply about {topic}.',
      'Write a short dialogue in the humanist manner of Bruni and Alberti: give yourself and {contact} one speech each on {topic}, and make the other side’s case as well as you can.',
      'Keep what Montaigne called a back room of your own, like his tower library: ten quiet minutes today, phone away, before you decide how to answer {contact}.',
      'Follow Marsilio Ficino, who answered melancholy with music: before you write to {contact}, play a piece you love from start to finish, and let its mood, not the day’s, set your tone.',
    ],
    comments: {
      hard: [
        'Montaigne would remind you that a single line from {author} shows one moment of a changeable, undulating creature, not the whole person.',
        'Erasmus, who spent his life pleading for concord, would answer this from {author} with tact and patience, not with a sharper pen.',
      ],
      warm: [
        'In this from {author} there is the humanitas the humanists prized: learning, kindness and good cheer in a single gesture.',
        'Castiglione would admire the ease of this from {author}: warmth given lightly, with no sign of effort, which is the best kind.',
      ],
      reach: [
        'Petrarch, so hungry for conversation that he wrote letters to Cicero, would envy {author} here: a question aimed at someone who can answer.',
        'Like a humanist letter carried over the Alps, this question from {author} deserves an answer as generous as the curiosity that sent it.',
      ],
    },
  },
  'Positive Psychology': {
    views: [
      'Seligman’s research on explanatory style finds that how you explain events, as permanent or passing, pervasive or specific, shapes how you feel about them. How you explain {contact}’s messages about {topic} is worth checking against the evidence.',
      'Self-determination theory, from Edward Deci and Richard Ryan, names three basic psychological needs: autonomy, competence and relatedness. Exchanges with {contact} about {topic} tend to go best when they leave you both feeling free, capable and connected.',
      'Jane Dutton’s research on high-quality connections finds that even brief exchanges can leave both people more energised and open. Every message with {contact}, {topic} included, is a small chance to create one.',
      'Mihaly Csikszentmihalyi described flow, the absorption that comes when challenge and skill are well matched. Even a conversation with {contact} about {topic} can have it, when both of you are engaged enough to lose track of time.',
      'Carol Dweck’s research contrasts a fixed mindset, which treats abilities as set, with a growth mindset, which treats them as learnable. Applied to {contact}, it means treating how you two handle {topic} as a skill you can both still develop.',
      'The Harvard Study of Adult Development, led by George Vaillant and later Robert Waldinger, found that the quality of relationships predicts later health and happiness better than almost anything else. Your exchanges with {contact} about {topic} are part of that data.',
    ],
    summaries: [
      'Baseline measures: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, with {topics} as the main content. Two further observations, to be read as data rather than verdicts: {reach}, and {climate}.',
      'A researcher would log it plainly: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, on {topics}. Correlation is not causation, so hold these two findings lightly: {reach}, and {climate}.',
      'In the spirit of Seligman’s turn toward what goes right as well as what goes wrong, the full picture: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, covering {topics}. Alongside that, {reach}, and {climate}.',
    ],
    practices: [
      'Try a small version of Seligman’s gratitude visit: write {contact} a few specific sentences of thanks for something real, however minor, and send them or say them when you next speak.',
      'Before your next message to {contact}, take Kristin Neff’s self-compassion break: name what you feel, remember that other people feel it too, and say one kind sentence to yourself. Then write.',
      'Sonja Lyubomirsky’s studies link deliberate acts of kindness with greater well-being: choose one small, concrete kindness for {contact} today, connected with {topic} if you can, and do it.',
      'Spend fifteen minutes on Laura King’s best possible self exercise, aimed at this one bond: imagine things with {contact} going as well as they realistically could a year from now, and write down what you did to help.',
      'Use C. R. Snyder’s hope model on {topic}: name one goal you share with {contact}, two pathways toward it, and the first step you are willing to take today.',
      'Practise strengths-spotting, as Ryan Niemiec describes it: name one character strength {contact} showed recently, in {topic} or anything else, and tell them specifically what you noticed.',
    ],
    comments: {
      hard: [
        'Seligman would suggest disputing your first interpretation of this message from {author}: list the other plausible explanations before deciding which one is true.',
        'Roy Baumeister’s work on negativity bias suggests that this line from {author} will weigh more in memory than it deserves, so set it against the rest of the record.',
      ],
      warm: [
        'Barbara Fredrickson would count this from {author} as a micro-moment of positivity resonance, the small shared warmth she calls love in its everyday form.',
        'Research on emotional contagion suggests that the good feeling in this from {author} can spread to you, if you let it land before replying.',
      ],
      reach: [
        'In John Gottman’s terms {author} is making a bid for connection here, and whether it is met by turning toward, away or against matters more than the words.',
        'A question like this from {author} signals interest, and studies by Karen Huang and colleagues found that people who ask more follow-up questions are better liked.',
      ],
    },
  },
  Existentialism: {
    views: [
      'Heidegger called it thrownness: you always find yourself already in a situation you did not pick, with its history and its limits. The terms between you and {contact}, {topic} among them, are your starting point; what you make of them is not given.',
      'Sartre analysed the look: under another’s gaze you become an object, and you feel it. In each exchange with {contact} about {topic}, both of you are also being seen, and much of what happens is the wish to be seen rightly.',
      'Martin Buber distinguished I–It, where the other is a function or a means, from I–Thou, where the other is met as a whole person. {kind, select, work {Even in business about {topic}} other {Around {topic}}}, {contact} can be met either way, and the choice shows.',
      'Karl Jaspers called genuine communication a loving struggle: two people who stay open, question each other honestly, and each become more themselves by it. What passes with {contact} about {topic} can be measured against that, whatever your bond.',
      'Simone de Beauvoir wrote of the ambiguity of the human condition: free and yet bound, alone and yet always with others. Whatever happens between you and {contact} around {topic} need not be reduced to simple answers to be lived honestly.',
      'Kierkegaard observed that life is understood backwards but has to be lived forwards. You cannot yet know what the exchanges with {contact} about {topic} will mean in the end; you can only choose, now, how to take the next step.',
    ],
    summaries: [
      'This is the facticity, the given that freedom starts from: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, about {topics}. It is also given that {reach}, and that {climate}; the meaning of it all is not.',
      'Kierkegaard would want the facts as they stand for you, the single individual: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, concerning {topics}. Plainly, too, {reach}, and {climate}; no system can tell you what to do with it.',
      'Camus asked for lucidity above all, so here it is, unadorned: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, on {topics}. Just as lucidly: {reach}, and {climate}.',
    ],
    practices: [
      'Try Nietzsche’s thought experiment of the eternal recurrence on your next message to {contact}: would you be willing to send it again and again, forever? If not, rewrite it until you would.',
      'Catch the voice of what Heidegger called das Man, the anonymous they: before replying to {contact} about {topic}, strike out every phrase that is what one says rather than what you mean.',
      'Kierkegaard wrote that purity of heart is to will one thing. Decide the one thing you truly want from this exchange with {contact} about {topic}, and let your next message serve that alone.',
      'Practise Buber’s I–Thou for one exchange: before writing to {contact}, set aside what you need and picture the whole person, their day, their cares, their history. Then write to that person.',
      'Existence precedes essence, Sartre insisted, so refuse fixed labels: write down one label you have pinned on {contact} and one you have pinned on yourself, then act today as if neither were final.',
      'Take Dr Rieux in Camus’s The Plague as a model of plain decency: do the one useful thing about {topic} that is in front of you, for {contact}, without speeches and without expecting gratitude.',
    ],
    comments: {
      hard: [
        'Kierkegaard called anxiety the dizziness of freedom, and something of that dizziness may be speaking through this line from {author}.',
        'Jaspers would read this curt line from {author} as communication breaking off, and would think the struggle worth resuming, patiently and honestly.',
      ],
      warm: [
        'Here {author} meets you as Buber’s Thou rather than as a function, and that kind of meeting, he held, is where real life happens.',
        'Camus, who loved the sea, football and his friends, would take this from {author} as the kind of simple joy that answers the absurd without argument.',
      ],
      reach: [
        'Heidegger spoke of a solicitude that leaps ahead of the other to free them rather than take over, and this question from {author} has that quality.',
        'Gabriel Marcel would call this question from {author} availability, the openness to another that makes real presence possible.',
      ],
    },
  },
  "Rumi's Mystical Poetry (Sufism)": {
    views: [
      'In the Masnavi, people touch an elephant in a dark house and each describes a different creature: a fan, a pillar, a pipe. What you and {contact} each hold of {topic} may be one part of an animal neither of you sees whole.',
      'Rumi tells of Moses scolding a shepherd for his clumsy, tender prayer, and of God rebuking Moses: it is the heart that is looked at, not the words. Read {contact}’s messages about {topic} for the heart beneath the phrasing.',
      'In Rumi’s tale of the chickpea, the bean leaps from the boiling pot and the cook pushes it back, for only by cooking does it become flavour. What slowly cooks between you and {contact} around {topic} may be making something richer of you both.',
      'At the start of the Masnavi Rumi asks why the mirror of the heart does not reflect, and answers that the rust has not been cleared from its face. In each exchange with {contact} about {topic}, a polished heart sees what is truly there.',
      'Rumi often returns to the drop and the sea: the drop fears losing itself, not knowing its nature is the sea. You and {contact}, around {topic}, are separate drops for now, and yet of the same water.',
      'Rumi’s life turned when he met Shams of Tabriz, the wandering dervish whose company unsettled the scholar and woke the poet. Every meeting holds a little of Shams: what is {contact}, through {topic}, waking in you?',
    ],
    summaries: [
      'Counted one by one, like beads on a dervish’s string: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, threading through {topics}. And between the beads, the silence that tells its own story: {reach}, and {climate}.',
      'A ghazal counts in couplets, and this one runs as follows: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, turning on {topics}. Its refrain, heard beneath every line: {reach}, and {climate}.',
      'As the Masnavi tells its stories one inside another, so this thread: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, with {topics} folded inside it. And inside those, the inner tale: {reach}, and {climate}.',
    ],
    practices: [
      'Take the Mevlevi novice’s first lesson, service in the kitchen: do one humble, unseen task today that lightens {contact}’s load, with {topic} or with anything else, and tell no one.',
      'Turn, in the spirit of the sama: stand, open your right palm upward and your left palm downward, and turn slowly for a minute. Then write to {contact} from the stillness at the centre.',
      'Practise a simple dhikr before you write to {contact}: breathe slowly and repeat one word of remembrance for a few minutes, until the heart is quieter than your thoughts about {topic}.',
      'Rumi signed many ghazals Khamush, the silent one; make that a practice today. Say less to {contact}, one message fewer, one sentence shorter, and let the quiet carry what words cannot.',
      'Read one story from the Masnavi tonight, slowly, and ask which of its characters you resemble in your dealings with {contact}. Let that answer shape your next message about {topic}.',
      'Write four lines of your own, a rough ghazal about what you long for around {topic}; they are not for sending. Then let one image from them find its way into your next message to {contact}.',
    ],
    comments: {
      hard: [
        'Rumi would look past the rust on this line from {author} to the mirror beneath it, which still wants to reflect something true.',
        'When Shams vanished to Damascus, Rumi sent his son to bring him back rather than nursing the hurt, and this from {author} invites the same choice.',
      ],
      warm: [
        'Rumi, who called his friend Shams the sun, would see a little of that sunlight in these words from {author}, and turn toward it.',
        'This from {author} is a single drop of the sea Rumi sang of, and it tastes of the whole.',
      ],
      reach: [
        'In a Masnavi story a man’s very calling out is already God’s answer, and Rumi would hear in this question from {author} an answer on its way.',
        'Rumi would see in this question from {author} the whole grammar of love in small: one heart turns toward another, and waits.',
      ],
    },
  },
  'Shamanic Wisdom': {
    views: [
      'Many shamanic traditions speak of soul loss: under shock or strain, part of a person’s vitality goes missing, and healing means calling it home. In your dealings with {contact} around {topic}, notice what brings your full presence back and what scatters it.',
      'Shamanic cosmologies, as Eliade describes them, join the upper, middle and lower worlds by a great tree. Your exchanges with {contact} over {topic} happen in the middle world, and this view asks what roots feed them and what they reach toward.',
      'To the animist eye nothing is a mere thing: rivers, tools and people are all relations owed respect. Seen that way, {contact}, and even {topic}, belongs to a web that thrives on reciprocity, a gift answered by a gift.',
      'Eliade called shamanism an archaic technique of ecstasy, which literally means standing outside oneself. With {contact}, about {topic}, a little of that ecstasy, stepping out of your own position for a moment, shows what stays hidden from inside it.',
      'Shamanic time moves in cycles, moons, seasons and returns, not in straight lines. What passes between you and {contact} about {topic} has its seasons too; a quiet moon or a busy one is part of a turning, not the end of the road.',
      'Shamanic peoples read weather, animals and land as a living language of signs. The rhythm of your exchanges with {contact} about {topic}, its fast and slow spells, can be read the same way: as weather, not as a verdict.',
    ],
    summaries: [
      'A tracker reads the trail before following it: {written, plural, one {# message} other {# messages}} left over {days, plural, one {# day} other {# days}}, crossing {topics}. The prints also show that {reach}, and that {climate}.',
      'As the drum keeps count through a long ceremony: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, carrying {topics}. Under the beat, two rhythms worth hearing: {reach}, and {climate}.',
      'Told the way a healer tells what the journey showed, plainly and without embellishment: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, through {topics}. This was seen too: {reach}, and {climate}.',
    ],
    practices: [
      'Try a gentle shapeshifting: sit quietly, drum or breathe steadily, and imagine looking out at {topic} through {contact}’s eyes for a few minutes. Write down one thing you saw from there.',
      'Go outside and sit with one living thing, a tree, the sky, a stretch of water, for ten minutes before you write to {contact}. Let its pace, not the pace of the screen, set the pace of your reply.',
      'Make a small offering in the old way: before you next write to {contact}, give something away, crumbs for the birds or water for a plant, with a silent thanks for what this connection gives.',
      'Find your power song, as shamanic practitioners do: hum a wordless tune until it feels like yours, and keep it going quietly as you write to {contact} about {topic}.',
      'Before sleep, ask for a dream about your bond with {contact}, and keep paper by the bed. In the morning write down whatever image came, without interpreting it yet, and set it beside the facts of {topic}.',
      'Clear the space as a healer does before a ceremony: open a window, wash your hands and face, shake out your arms. Then write to {contact} about {topic} from that cleared ground.',
    ],
    comments: {
      hard: [
        'A healer would sense that some vitality has gone missing from {author} here, and would answer the depletion rather than the words.',
        'Like a sudden storm over the middle world, this from {author} is weather: take shelter, wait, and read it again once the wind has dropped.',
      ],
      warm: [
        'This from {author} is medicine in the old sense, something that brings strength back into the body of a bond.',
        'In the animist way, a gift like this from {author} calls for a gift in return, even if only a full-hearted thanks.',
      ],
      reach: [
        'This question from {author} is a bridge thrown across the gap, and the shamanic way is to walk out onto it.',
        'Here {author} sends a messenger ahead, as the old stories send a bird; a messenger is honoured with a prompt and truthful reply.',
      ],
    },
  },
  Kabbalah: {
    views: [
      'Kabbalists read the living creatures of Ezekiel, running and returning, as the pulse of all life: ratzo va-shov, reaching out and drawing back. Your exchanges with {contact} about {topic} have that pulse too, and neither movement is a failure.',
      'The Zohar teaches that an awakening from below draws an awakening from above: an act on earth opens the flow from the heights. With {contact}, around {topic}, a small first move of yours can call forth more than it seems to hold.',
      'Kabbalah speaks of klipot, husks that cover holy sparks without destroying them: habit, haste, a guarded tone. In your exchanges with {contact} about {topic}, look through whatever husk is there to the light it carries.',
      'Netzach, endurance, and Hod, acknowledgement, stand side by side on the tree: one keeps going, the other gives thanks and yields where it is due. With {contact}, around {topic}, a bond needs both perseverance and the grace to concede.',
      'Yesod, foundation, is the sefirah of connection, the channel through which all the higher qualities flow into the world. {kind, select, work {Reliable dealing over {topic}} other {Steady, honest contact around {topic}}} is the Yesod of your bond with {contact}.',
      'The sages taught that when two sit together with words of Torah between them, the Shekhinah rests between them. In the Kabbalistic reading, sincere meeting itself makes a dwelling for that presence, and honest words with {contact}, even about {topic}, make room for it.',
    ],
    summaries: [
      'In Assiah, the world of action, the count is plain: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, about {topics}. In Yetzirah, the world of feeling that shapes it, one senses that {reach}, and that {climate}.',
      'Beyond the plain sense lies the remez, the hint: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, circling {topics}. And the hint within the hint: {reach}, and {climate}.',
      'The companions of the Zohar weighed every word they spoke on the road, and these are the words of this road: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, touching {topics}. What they would stop to ponder: {reach}, and {climate}.',
    ],
    practices: [
      'Use the forgiveness that opens the bedtime Shema: before sleep, release in your own words anything {contact} said or did today that stung, if anything did, and ask the same release for yourself.',
      'Borrow the method of counting the Omer, which joins one sefirah within another: take Yesod within Chesed, connection through kindness, and let it shape exactly one message to {contact} about {topic}.',
      'Try Rabbi Nachman of Breslov’s hitbodedut: go somewhere alone and speak aloud, in your own words, for ten minutes about your dealings with {contact} and {topic}. Listen to what you hear yourself say.',
      'Test your next message to {contact} against the four worlds: its will in Atzilut, its thought in Beriah, its feeling in Yetzirah, its deed in Assiah. Send it when all four point the same way.',
      'Kabbalists note that ahavah, love, and echad, one, share the numerical value thirteen. Name one thing you and {contact} truly share around {topic}, a goal, a concern, a hope, and open your next message with it.',
      'Sit for two minutes with the thought of Ein Sof, the Infinite without limit, until {topic} takes its true size. Then write to {contact} from that wider place.',
    ],
    comments: {
      hard: [
        'Kabbalists say the husk clings tightest where the spark is brightest, and this hard line from {author} may be guarding something tender.',
        'In the language of the tree this from {author} is Netzach without Hod, pressing on without yielding, and it waits for a reply that supplies the missing half.',
      ],
      warm: [
        'The Zohar would see the Shekhinah resting quietly between two people in this from {author}, in the most ordinary words.',
        'In this from {author} light flows down through Yesod into everyday life, which is exactly where Kabbalah wants it to arrive.',
      ],
      reach: [
        'Here {author} makes the awakening from below, the first move that the Zohar says draws an answer from above.',
        'This question from {author} is ratzo, the running toward, and a reply completes the rhythm with shov, the return.',
      ],
    },
  },
  'Alan Watts': {
    views: [
      'Watts divided thinkers into prickles, who want everything precise, and goo, who like it vague and flowing, and said the universe needs both. When you and {contact} take up {topic}, notice who is prickly and who is gooey; it is all one wiggly game.',
      'Watts loved the story of the Chinese farmer who meets every stroke of luck, good or bad, with a calm maybe. Whatever today’s messages with {contact} about {topic} seem to mean, the whole story is not in yet.',
      'Watts poked fun at the skin-encapsulated ego, the feeling of being a lonely somebody trapped in a bag of skin. You and {contact}, talking about {topic}, are less two sealed bags than one pattern happening in two places.',
      'Watts insisted that opposites go together like the front and back of a coin: no speaking without listening, no reaching out without drawing back. Whatever swings between you and {contact} around {topic}, each side quietly implies the other.',
      'Watts described the universe playing hide-and-seek with itself, dressing up as all of us for the fun of being found. In that light {contact} is the same player in another costume, {topic} and all.',
      'Watts liked to say that the world peoples the way an apple tree apples: people are something the universe does. Seen so, {contact} writing about {topic} is the cosmos happening, and so are you reading it.',
    ],
    summaries: [
      'Watts would read the figures the way you read a weather report, with interest and no dread: {written, plural, one {# message} other {# messages}} across {days, plural, one {# day} other {# days}}, about {topics}. Further notes from the forecast: {reach}, and {climate}.',
      'Counting is a lovely game, Watts would say, as long as you remember it is one: {written, plural, one {# message} other {# messages}} in {days, plural, one {# day} other {# days}}, playing around {topics}. And, for the scorekeepers, {reach}, and {climate}.',
      'Like waves described one at a time by someone who keeps forgetting the ocean: {written, plural, one {# message} other {# messages}} over {days, plural, one {# day} other {# days}}, rippling through {topics}. Also on the surface: {reach}, and {climate}; underneath, it is all one ocean.',
    ],
    practices: [
      'When news about {topic} comes in from {contact}, try the Chinese farmer’s answer before any other: maybe. Hold off calling it good or bad until tomorrow, and reply from there.',
      'Look at your draft to {contact}: too prickly, all edges and precision, or too gooey, all vagueness and drift? Add a little of whichever is missing, as Watts would, and send it.',
      'Drop the double bind of trying to feel the right thing about {contact}; Watts pointed out that a feeling cannot be forced. Just do one kind, practical thing about {topic}, and let the feelings do as they please.',
      'Let the muddy water settle, as Watts liked to advise: if anything with {contact} about {topic} feels stirred up, leave it untouched for a few hours and write only once it has cleared.',
      'Try Watts’s trick of looking for the looker: before answering {contact}, search for the one who has all these opinions about {topic}, and notice that you never quite find them.',
      'Do one thing at a time, the Zen habit Watts praised: close every other window and write to {contact} with your whole attention, as if this message were the only thing happening in the world.',
    ],
    comments: {
      hard: [
        'Watts would hear a skin-encapsulated ego feeling under siege in this line from {author}, and the kindest answer is not to lay siege to it further.',
        'Like muddy water, this from {author} will clear faster if nobody stirs it, Watts would say, so let it sit a while before you answer.',
      ],
      warm: [
        'This from {author} is the universe enjoying itself for no reason, and Watts would say there is no better reason.',
        'In this from {author} the cosmic game of hide-and-seek pauses and somebody is found, which is the whole fun of hiding.',
      ],
      reach: [
        'With this question {author} reaches across the supposed gap between two separate egos, and Watts would say the gap was never quite there.',
        'Watts would hear this invitation from {author} as the opening bar of a duet: nobody knows how it ends, which is exactly the charm.',
      ],
    },
  },
};
