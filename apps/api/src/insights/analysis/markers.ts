/**
 * Relationship markers: short, literal phrases in the six companion languages (our own lists, versioned
 * with the code). Lexicon sentiment misreads bids ("I miss you" scores negative) and dismissals
 * ("whatever" scores positive), so these are read on their own (docs/insights.md §2).
 */
export const markerKinds = [
  'gratitude',
  'affection',
  'bid',
  'repair',
  'laughter',
  'criticism',
  'contempt',
  'defensiveness',
  'dismissal',
  'stress',
  'joy',
] as const;
export type MarkerKind = (typeof markerKinds)[number];

export const themeKinds = ['plans', 'work', 'family', 'health', 'money', 'food', 'travel'] as const;
export type ThemeKind = (typeof themeKinds)[number];

const phrases: Record<MarkerKind | ThemeKind, string[]> = {
  gratitude: [
    'thank you', 'thanks', 'thank u', 'thx', 'ty', 'appreciate it', 'appreciate you', 'grateful',
    'gracias', 'te agradezco', 'agradecid[oa]', 'merci', 'je te remercie', 'reconnaissante?',
    'obrigad[oa]', 'valeu', 'agradeço', 'terima kasih', 'makasih', 'trims', 'شكرا', 'شكراً', 'مشكور', 'مشكورة', 'ممنون', 'يعطيك العافية',
  ],
  affection: [
    'miss you', 'missed you', 'love you', 'luv u', 'love u', 'proud of you', 'hugs?', 'xoxo', '❤️', '❤', '😍', '🥰', '😘', '💕',
    'te quiero', 'te amo', 'te extraño', 'te echo de menos', 'un abrazo', 'je t[\'’]aime', 'tu me manques', 'bisous', 'je t[\'’]embrasse',
    'saudades?', 'beijos?', 'abraço', 'sayang', 'kangen', 'rindu', 'cinta', 'peluk', 'أحبك', 'احبك', 'اشتقت', 'وحشتني', 'حبيبي', 'حبيبتي',
  ],
  bid: [
    'can we talk', 'call me', 'are you free', 'guess what', 'look at this', 'check this out', 'you there\\?', 'wanna', 'want to come',
    'podemos hablar', 'llámame', 'mira esto', 'adivina', 'estás libre', 'on peut parler', 'appelle[- ]moi', 'regarde ça', 'devine', 't[\'’]es dispo',
    'podemos conversar', 'me liga', 'olha isso', 'adivinha', 'tá livre', 'bisa ngobrol', 'telepon aku', 'lihat ini', 'tebak', 'lagi sibuk',
    'ممكن نتكلم', 'اتصل بي', 'كلمني', 'شوف هذا', 'تخيل',
  ],
  repair: [
    'sorry', 'my bad', 'i apologi[sz]e', 'let[\'’]s start over', 'i didn[\'’]t mean', 'forgive me', 'you[\'’]re right',
    'perdón', 'perdona', 'lo siento', 'disculpa', 'tienes razón', 'désolée?', 'pardon', 'excuse[- ]moi', 'tu as raison', 't[\'’]as raison',
    'desculpa', 'desculpe', 'perdão', 'foi mal', 'você tem razão', 'maaf', 'maafkan', 'kamu benar', 'آسف', 'آسفة', 'اسف', 'سامحني', 'معذرة', 'عندك حق',
  ],
  laughter: [
    'ha(ha)+', 'he(he)+', 'lol', 'lmao', 'rofl', '😂', '🤣', '😆', '😄', 'ja(ja)+', 'je(je)+', 'mdr', 'ptdr', 'k{4,}', 'rs(rs)+',
    'wk(wk)+', 'ه{3,}', 'خخخ+',
  ],
  criticism: [
    'you always', 'you never', 'why do you always', 'tú siempre', 'tú nunca', 'siempre haces', 'nunca haces', 'tu fais toujours',
    'tu ne fais jamais', 't[\'’]es toujours', 'você sempre', 'você nunca', 'vc sempre', 'vc nunca', 'kamu selalu', 'kamu tidak pernah',
    'kamu gak pernah', 'kamu nggak pernah', 'انت دايما', 'انت دائما', 'أنت دائما', 'عمرك ما',
  ],
  contempt: [
    '🙄', 'pathetic', 'idiot', 'stupid', 'ridiculous', 'loser', 'grow up', 'patético', 'idiota', 'ridículo', 'estúpid[oa]',
    'pathétique', 'ridicule', 'n[\'’]importe quoi', 'débile', 'ridícul[oa]', 'bodoh', 'goblok', 'tolol', 'lebay', 'غبي', 'تافه', 'سخيف',
  ],
  defensiveness: [
    'not my fault', 'it wasn[\'’]t me', 'i didn[\'’]t do anything', 'but you', 'no es mi culpa', 'yo no hice nada', 'pero tú',
    'c[\'’]est pas ma faute', 'ce n[\'’]est pas ma faute', 'mais toi', 'não é minha culpa', 'mas você', 'bukan salahku', 'bukan salah aku',
    'tapi kamu', 'مش غلطتي', 'ليس خطأي', 'مو ذنبي', 'بس انت',
  ],
  dismissal: [
    'whatever', 'k', 'kk', 'idc', 'i don[\'’]t care', 'fine\\.', 'do what you want', 'como quieras', 'me da igual', 'lo que sea',
    'peu importe', 'comme tu veux', 'osef', 'tanto faz', 'que seja', 'como quiser', 'terserah', 'bodo amat', 'مش مهم', 'براحتك', 'ما يهمني',
  ],
  stress: [
    'stressed', 'exhausted', 'overwhelmed', 'anxious', 'worried', 'so tired', 'can[\'’]t sleep', 'estresad[oa]', 'agotad[oa]',
    'preocupad[oa]', 'cansad[oa]', 'stressée?', 'épuisée?', 'inquiète?', 'crevée?', 'estressad[oa]', 'exaust[oa]', 'capek', 'lelah',
    'stres', 'khawatir', 'cemas', 'تعبان', 'تعبانة', 'مرهق', 'متوتر', 'قلقان',
  ],
  joy: [
    'so happy', 'excited', 'great news', 'yay', 'so glad', 'amazing', 'awesome', '🎉', 'feliz', 'emocionad[oa]', 'qué bien', 'genial',
    'contente?', 'heureux', 'heureuse', 'trop bien', 'génial', 'que bom', 'animad[oa]', 'incrível', 'senang', 'bahagia', 'seneng',
    'mantap', 'مبسوط', 'سعيد', 'فرحان', 'رائع',
  ],
  plans: [
    'tomorrow', 'tonight', 'weekend', 'dinner', 'meet up', 'see you', 'mañana', 'esta noche', 'fin de semana', 'cena', 'nos vemos',
    'demain', 'ce soir', 'week-?end', 'dîner', 'à plus', 'amanhã', 'hoje à noite', 'fim de semana', 'jantar', 'até logo', 'besok',
    'nanti malam', 'akhir pekan', 'makan malam', 'ketemu', 'بكرة', 'غدا', 'الليلة', 'العشاء', 'نلتقي', 'نشوفك',
  ],
  work: [
    'work', 'office', 'boss', 'meeting', 'deadline', 'shift', 'trabajo', 'jefe', 'reunión', 'travail', 'boulot', 'patron', 'réunion',
    'trabalho', 'chefe', 'reunião', 'kerja', 'kantor', 'bos', 'rapat', 'الشغل', 'العمل', 'المدير', 'اجتماع',
  ],
  family: [
    'mom', 'mum', 'dad', 'kids', 'family', 'sister', 'brother', 'grandma', 'mamá', 'papá', 'familia', 'hij[oa]s', 'herman[oa]', 'maman',
    'papa', 'famille', 'enfants', 'sœur', 'frère', 'mãe', 'pai', 'família', 'filhos', 'irmã', 'irmão', 'ibu', 'ayah', 'keluarga',
    'anak', 'kakak', 'adik', 'ماما', 'بابا', 'العائلة', 'الأولاد', 'أمي', 'أبوي', 'اختي', 'أخوي',
  ],
  health: [
    'doctor', 'sick', 'hospital', 'headache', 'fever', 'médico', 'enferm[oa]', 'hospital', 'fiebre', 'médecin', 'malade', 'hôpital',
    'fièvre', 'doente', 'febre', 'dokter', 'sakit', 'rumah sakit', 'demam', 'دكتور', 'مريض', 'مستشفى', 'حرارة',
  ],
  money: [
    'money', 'rent', 'bill', 'pay', 'budget', 'dinero', 'alquiler', 'factura', 'pagar', 'argent', 'loyer', 'facture', 'payer',
    'dinheiro', 'aluguel', 'conta', 'pagar', 'uang', 'duit', 'sewa', 'bayar', 'فلوس', 'الإيجار', 'فاتورة', 'ادفع',
  ],
  food: [
    'lunch', 'breakfast', 'pizza', 'coffee', 'cook', 'almuerzo', 'desayuno', 'café', 'cocinar', 'déjeuner', 'cuisiner', 'almoço',
    'cozinhar', 'makan', 'kopi', 'masak', 'غداء', 'فطور', 'قهوة', 'أطبخ',
  ],
  travel: [
    'flight', 'trip', 'airport', 'holiday', 'vacation', 'vuelo', 'viaje', 'aeropuerto', 'vacaciones', 'vol', 'voyage', 'aéroport',
    'vacances', 'voo', 'viagem', 'aeroporto', 'férias', 'pesawat', 'liburan', 'bandara', 'perjalanan', 'رحلة', 'المطار', 'سفر', 'اجازة',
  ],
};

/** Emoji are their own tokens; words must not run into letters on either side (accents and Arabic included). */
function compile(list: string[]): RegExp {
  const alternatives = list.map((p) => (/^[\p{L}\p{N}]/u.test(p) ? `(?<![\\p{L}\\p{N}])${p}(?![\\p{L}\\p{N}])` : p));
  return new RegExp(alternatives.join('|'), 'iu');
}

const patterns = Object.fromEntries(Object.entries(phrases).map(([kind, list]) => [kind, compile(list)])) as Record<
  MarkerKind | ThemeKind,
  RegExp
>;

/** A dismissal only counts as the whole of a short reply ("k", "whatever."), not inside a longer message. */
const shortReply = (text: string) => text.split(/\s+/u).length <= 4;

export const questionMark = /[?؟¿]/u;
export const linkPattern = /https?:\/\/\S+/iu;

export function markersOf(text: string): Set<MarkerKind> {
  const found = new Set<MarkerKind>();
  for (const kind of markerKinds) {
    if (kind === 'dismissal' && !shortReply(text)) continue;
    if (patterns[kind].test(text)) found.add(kind);
  }
  if (linkPattern.test(text)) found.add('bid');
  return found;
}

export function themesOf(text: string): ThemeKind[] {
  return themeKinds.filter((kind) => patterns[kind].test(text));
}
