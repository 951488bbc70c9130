/** How the offline engine reads through each philosophy: the lens its voice takes, and real books to read next. */
export const lenses = ['control', 'heart', 'flow', 'mindful', 'community', 'growth', 'meaning', 'strategy', 'candour'] as const;
export type Lens = (typeof lenses)[number];

export interface WisdomVoice {
  lens: Lens;
  books: { title: string; author: string }[];
}

const voice = (lens: Lens, ...books: [string, string][]): WisdomVoice => ({
  lens,
  books: books.map(([title, author]) => ({ title, author })),
});

export const wisdomVoices: Record<string, WisdomVoice> = {
  Stoicism: voice('control', ['Meditations', 'Marcus Aurelius'], ['Enchiridion', 'Epictetus'], ['Letters from a Stoic', 'Seneca']),
  'Sufi Wisdom': voice('heart', ['The Alchemy of Happiness', 'Al-Ghazali'], ['The Sufis', 'Idries Shah']),
  Taoism: voice('flow', ['Tao Te Ching', 'Laozi'], ['Zhuangzi', 'Zhuang Zhou']),
  'Buddhist Teachings': voice(
    'mindful',
    ['The Dhammapada', 'F. Max Müller (translator)'],
    ['The Miracle of Mindfulness', 'Thich Nhat Hanh'],
  ),
  'Christian Mysticism': voice('heart', ['Revelations of Divine Love', 'Julian of Norwich'], ['The Cloud of Unknowing', 'Anonymous']),
  'Indigenous Wisdom': voice('community', ['Braiding Sweetgrass', 'Robin Wall Kimmerer'], ['Sand Talk', 'Tyson Yunkaporta']),
  'Vedanta (Hinduism)': voice('mindful', ['The Bhagavad Gita', 'Eknath Easwaran (translator)'], ['Jnana Yoga', 'Swami Vivekananda']),
  'Sikh Teachings': voice('community', ['Japji Sahib', 'Guru Nanak'], ['The Sikhs', 'Patwant Singh']),
  Confucianism: voice('community', ['The Analects', 'Confucius'], ['Mencius', 'Mencius']),
  'Renaissance Humanism': voice(
    'growth',
    ['Essays', 'Michel de Montaigne'],
    ['Oration on the Dignity of Man', 'Giovanni Pico della Mirandola'],
  ),
  'Positive Psychology': voice('growth', ['Flourish', 'Martin Seligman'], ['The How of Happiness', 'Sonja Lyubomirsky']),
  Existentialism: voice('meaning', ["Man's Search for Meaning", 'Viktor Frankl'], ['The Myth of Sisyphus', 'Albert Camus']),
  "Rumi's Mystical Poetry (Sufism)": voice(
    'heart',
    ['The Masnavi', 'Rumi (E. H. Whinfield, translator)'],
    ['The Essential Rumi', 'Rumi (Coleman Barks, translator)'],
  ),
  'Shamanic Wisdom': voice(
    'meaning',
    ['The Way of the Shaman', 'Michael Harner'],
    ['Shamanism: Archaic Techniques of Ecstasy', 'Mircea Eliade'],
  ),
  Kabbalah: voice('meaning', ['Major Trends in Jewish Mysticism', 'Gershom Scholem'], ['The Thirteen Petalled Rose', 'Adin Steinsaltz']),
  'Alan Watts': voice(
    'flow',
    ['The Wisdom of Insecurity', 'Alan Watts'],
    ['The Book: On the Taboo Against Knowing Who You Are', 'Alan Watts'],
  ),
  'Miyamoto Musashi': voice('strategy', ['The Book of Five Rings', 'Miyamoto Musashi'], ['Musashi', 'Eiji Yoshikawa']),
  Yoda: voice('strategy', ['The Empire Strikes Back (novelisation)', 'Donald F. Glut'], ["Zen Mind, Beginner's Mind", 'Shunryu Suzuki']),
  'Carl Jung': voice('meaning', ['Memories, Dreams, Reflections', 'C. G. Jung'], ['Man and His Symbols', 'C. G. Jung']),
  'The Dude': voice('flow', ['The Dude and the Zen Master', 'Jeff Bridges & Bernie Glassman'], ['Tao Te Ching', 'Laozi']),
  'Eckhart Tolle': voice('mindful', ['The Power of Now', 'Eckhart Tolle'], ['A New Earth', 'Eckhart Tolle']),
  'Hunter S. Thompson': voice(
    'candour',
    ['Fear and Loathing in Las Vegas', 'Hunter S. Thompson'],
    ['The Great Shark Hunt', 'Hunter S. Thompson'],
  ),
  Sadhguru: voice('mindful', ['Inner Engineering', 'Sadhguru'], ['Karma: A Yogi’s Guide to Crafting Your Destiny', 'Sadhguru']),
  'Bill Hicks': voice('candour', ['Love All the People', 'Bill Hicks'], ['American Scream: The Bill Hicks Story', 'Cynthia True']),
};

export const defaultVoice = voice('growth', ['Flourish', 'Martin Seligman']);
