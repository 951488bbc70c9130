import type { PhraseBook } from './phrase-book.ts';

/**
 * Relationship markers, our own short literal lists per language (ARCHITECTURE §20): bids, turning toward
 * and away, repair, gratitude, humour and the four horsemen’s lexical cues. Regular-expression fragments.
 */
export const relationshipPhrases = {
  gratitude: {
    en: ['thank you', 'thanks', 'thank u', 'thx', 'ty', 'appreciate it', 'appreciate you', 'grateful'],
    es: ['gracias', 'te agradezco', 'agradecid[oa]'],
    fr: ['merci', 'je te remercie', 'reconnaissante?'],
    pt: ['obrigad[oa]', 'valeu', 'agradeço'],
    id: ['terima kasih', 'makasih', 'trims'],
    ar: ['شكرا', 'شكراً', 'مشكور', 'مشكورة', 'ممنون', 'يعطيك العافية'],
  },
  affection: {
    en: ['miss you', 'missed you', 'love you', 'luv u', 'love u', 'proud of you', 'hugs?', 'xoxo'],
    es: ['te quiero', 'te amo', 'te extraño', 'te echo de menos', 'un abrazo'],
    fr: ["je t['’]aime", 'tu me manques', 'bisous', "je t['’]embrasse"],
    pt: ['saudades?', 'beijos?', 'abraço'],
    id: ['sayang', 'kangen', 'rindu', 'cinta', 'peluk'],
    ar: ['أحبك', 'احبك', 'اشتقت', 'وحشتني', 'حبيبي', 'حبيبتي'],
    emoji: ['❤️', '❤', '😍', '🥰', '😘', '💕'],
  },
  bid: {
    en: ['can we talk', 'call me', 'are you free', 'guess what', 'look at this', 'check this out', 'you there\\?', 'wanna', 'want to come'],
    es: ['podemos hablar', 'llámame', 'mira esto', 'adivina', 'estás libre'],
    fr: ['on peut parler', 'appelle[- ]moi', 'regarde ça', 'devine', "t['’]es dispo"],
    pt: ['podemos conversar', 'me liga', 'olha isso', 'adivinha', 'tá livre'],
    id: ['bisa ngobrol', 'telepon aku', 'lihat ini', 'tebak', 'lagi sibuk'],
    ar: ['ممكن نتكلم', 'اتصل بي', 'كلمني', 'شوف هذا', 'تخيل'],
  },
  repair: {
    en: ['sorry', 'my bad', 'i apologi[sz]e', "let['’]s start over", "i didn['’]t mean", 'forgive me', "you['’]re right"],
    es: ['perdón', 'perdona', 'lo siento', 'disculpa', 'tienes razón'],
    fr: ['désolée?', 'pardon', 'excuse[- ]moi', 'tu as raison', "t['’]as raison"],
    pt: ['desculpa', 'desculpe', 'perdão', 'foi mal', 'você tem razão'],
    id: ['maaf', 'maafkan', 'kamu benar'],
    ar: ['آسف', 'آسفة', 'اسف', 'سامحني', 'معذرة', 'عندك حق'],
  },
  laughter: {
    en: ['ha(ha)+', 'he(he)+', 'lol', 'lmao', 'rofl'],
    es: ['ja(ja)+', 'je(je)+'],
    fr: ['mdr', 'ptdr'],
    pt: ['k{4,}', 'rs(rs)+'],
    id: ['wk(wk)+'],
    ar: ['ه{3,}', 'خخخ+'],
    emoji: ['😂', '🤣', '😆', '😄'],
  },
  criticism: {
    en: ['you always', 'you never', 'why do you always'],
    es: ['tú siempre', 'tú nunca', 'siempre haces', 'nunca haces'],
    fr: ['tu fais toujours', 'tu ne fais jamais', "t['’]es toujours"],
    pt: ['você sempre', 'você nunca', 'vc sempre', 'vc nunca'],
    id: ['kamu selalu', 'kamu tidak pernah', 'kamu gak pernah', 'kamu nggak pernah'],
    ar: ['انت دايما', 'انت دائما', 'أنت دائما', 'عمرك ما'],
  },
  contempt: {
    en: ['pathetic', 'idiot', 'stupid', 'ridiculous', 'loser', 'grow up'],
    es: ['patético', 'idiota', 'ridículo', 'estúpid[oa]'],
    fr: ['pathétique', 'ridicule', "n['’]importe quoi", 'débile'],
    pt: ['ridícul[oa]'],
    id: ['bodoh', 'goblok', 'tolol', 'lebay'],
    ar: ['غبي', 'تافه', 'سخيف'],
    emoji: ['🙄'],
  },
  defensiveness: {
    en: ['not my fault', "it wasn['’]t me", "i didn['’]t do anything", 'but you'],
    es: ['no es mi culpa', 'yo no hice nada', 'pero tú'],
    fr: ["c['’]est pas ma faute", "ce n['’]est pas ma faute", 'mais toi'],
    pt: ['não é minha culpa', 'mas você'],
    id: ['bukan salahku', 'bukan salah aku', 'tapi kamu'],
    ar: ['مش غلطتي', 'ليس خطأي', 'مو ذنبي', 'بس انت'],
  },
  /** Only as the whole of a short reply (`markers.ts`). */
  dismissal: {
    en: ['whatever', 'k', 'kk', 'idc', "i don['’]t care", 'fine\\.', 'do what you want'],
    es: ['como quieras', 'me da igual', 'lo que sea'],
    fr: ['peu importe', 'comme tu veux', 'osef'],
    pt: ['tanto faz', 'que seja', 'como quiser'],
    id: ['terserah', 'bodo amat'],
    ar: ['مش مهم', 'براحتك', 'ما يهمني'],
  },
  stress: {
    en: ['stressed', 'exhausted', 'overwhelmed', 'anxious', 'worried', 'so tired', "can['’]t sleep"],
    es: ['estresad[oa]', 'agotad[oa]', 'preocupad[oa]', 'cansad[oa]'],
    fr: ['stressée?', 'épuisée?', 'inquiète?', 'crevée?'],
    pt: ['estressad[oa]', 'exaust[oa]'],
    id: ['capek', 'lelah', 'stres', 'khawatir', 'cemas'],
    ar: ['تعبان', 'تعبانة', 'مرهق', 'متوتر', 'قلقان'],
  },
  joy: {
    en: ['so happy', 'excited', 'great news', 'yay', 'so glad', 'amazing', 'awesome'],
    es: ['feliz', 'emocionad[oa]', 'qué bien', 'genial'],
    fr: ['contente?', 'heureux', 'heureuse', 'trop bien', 'génial'],
    pt: ['que bom', 'animad[oa]', 'incrível'],
    id: ['senang', 'bahagia', 'seneng', 'mantap'],
    ar: ['مبسوط', 'سعيد', 'فرحان', 'رائع'],
    emoji: ['🎉'],
  },
} satisfies Record<string, PhraseBook>;
