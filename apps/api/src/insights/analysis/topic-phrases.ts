import type { PhraseBook } from './phrase-book.ts';

/** What a conversation is about: a few everyday words per topic and language (regular-expression fragments). */
export const topicPhrases = {
  plans: {
    en: ['tomorrow', 'tonight', 'weekend', 'dinner', 'meet up', 'see you'],
    es: ['mañana', 'esta noche', 'fin de semana', 'cena', 'nos vemos'],
    fr: ['demain', 'ce soir', 'week-?end', 'dîner', 'à plus'],
    pt: ['amanhã', 'hoje à noite', 'fim de semana', 'jantar', 'até logo'],
    id: ['besok', 'nanti malam', 'akhir pekan', 'makan malam', 'ketemu'],
    ar: ['بكرة', 'غدا', 'الليلة', 'العشاء', 'نلتقي', 'نشوفك'],
  },
  work: {
    en: ['work', 'office', 'boss', 'meeting', 'deadline', 'shift'],
    es: ['trabajo', 'jefe', 'reunión'],
    fr: ['travail', 'boulot', 'patron', 'réunion'],
    pt: ['trabalho', 'chefe', 'reunião'],
    id: ['kerja', 'kantor', 'bos', 'rapat'],
    ar: ['الشغل', 'العمل', 'المدير', 'اجتماع'],
  },
  family: {
    en: ['mom', 'mum', 'dad', 'kids', 'family', 'sister', 'brother', 'grandma'],
    es: ['mamá', 'papá', 'familia', 'hij[oa]s', 'herman[oa]'],
    fr: ['maman', 'papa', 'famille', 'enfants', 'sœur', 'frère'],
    pt: ['mãe', 'pai', 'família', 'filhos', 'irmã', 'irmão'],
    id: ['ibu', 'ayah', 'keluarga', 'anak', 'kakak', 'adik'],
    ar: ['ماما', 'بابا', 'العائلة', 'الأولاد', 'أمي', 'أبوي', 'اختي', 'أخوي'],
  },
  health: {
    en: ['doctor', 'sick', 'hospital', 'headache', 'fever'],
    es: ['médico', 'enferm[oa]', 'fiebre'],
    fr: ['médecin', 'malade', 'hôpital', 'fièvre'],
    pt: ['doente', 'febre'],
    id: ['dokter', 'sakit', 'rumah sakit', 'demam'],
    ar: ['دكتور', 'مريض', 'مستشفى', 'حرارة'],
  },
  money: {
    en: ['money', 'rent', 'bill', 'pay', 'budget'],
    es: ['dinero', 'alquiler', 'factura', 'pagar'],
    fr: ['argent', 'loyer', 'facture', 'payer'],
    pt: ['dinheiro', 'aluguel', 'conta'],
    id: ['uang', 'duit', 'sewa', 'bayar'],
    ar: ['فلوس', 'الإيجار', 'فاتورة', 'ادفع'],
  },
  food: {
    en: ['lunch', 'breakfast', 'pizza', 'coffee', 'cook'],
    es: ['almuerzo', 'desayuno', 'café', 'cocinar'],
    fr: ['déjeuner', 'cuisiner'],
    pt: ['almoço', 'cozinhar'],
    id: ['makan', 'kopi', 'masak'],
    ar: ['غداء', 'فطور', 'قهوة', 'أطبخ'],
  },
  travel: {
    en: ['flight', 'trip', 'airport', 'holiday', 'vacation'],
    es: ['vuelo', 'viaje', 'aeropuerto', 'vacaciones'],
    fr: ['vol', 'voyage', 'aéroport', 'vacances'],
    pt: ['voo', 'viagem', 'aeroporto', 'férias'],
    id: ['pesawat', 'liburan', 'bandara', 'perjalanan'],
    ar: ['رحلة', 'المطار', 'سفر', 'اجازة'],
  },
} satisfies Record<string, PhraseBook>;
