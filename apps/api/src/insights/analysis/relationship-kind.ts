import type { ChatLocale } from './language.ts';
import { lexiconFor } from './lexicon/index.ts';
import type { ReadMessage } from './read-messages.ts';

export const relationshipKinds = ['partner', 'family', 'friend', 'work', 'unknown'] as const;
export type RelationshipKind = (typeof relationshipKinds)[number];

export interface RelationshipReading {
  kind: RelationshipKind;
  /** What decided it, for the reading and for debugging a misread: 'called Mãe', 'invoices and quotes'. */
  cues: string[];
}

/**
 * What kind of relationship the chat is, from what is written: terms of address ('mum', 'mãe', 'أمي', 'nak'),
 * declarations and pet names, the vocabulary of invoices, quotes and bookings, formal address; and from the
 * name the person saved the contact under ('Mãe', 'Dave Plumbing'). Every reading adapts to it: no couple
 * advice for a work chat, no 'partner' words for a mother.
 */
/** Words that come just before the one spoken to: greetings, thanks, 'love you', Arabic's vocative 'يا'. */
const callers =
  /(?:^|\s)(?:hi|hey|hello|morning|night|love you|luv u|thanks|thank you|ok|bye|hola|buenos días|gracias|te quiero|oi|olá|bom dia|boa noite|obrigad[oa]|beijo|salut|coucou|bonjour|merci|bisous|halo|pagi|makasih|selamat pagi|يا|مرحبا|صباح الخير|تصبح على خير|شكرا)[\s,!.]*$/iu;

/**
 * Whether `pattern` names the one spoken to ('Mum, are you home?', 'thanks dad', 'يا أمي'), not someone
 * talked about ('Dad is home', 'my mum is visiting').
 */
function vocative(text: string, pattern: RegExp): boolean {
  const global = new RegExp(pattern.source, 'giu');
  for (const match of text.matchAll(global)) {
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    // Last in the message only after a comma or a greeting ('thanks, mum', 'love you mum'): 'dinner at Dad's'
    // ends with the word too ('الفطار عند بابا').
    const last = /^\s*(?:[,!?.…]|$)/u.test(after);
    const set = /[,،!]\s*$/u.test(before) || before.trim() === '';
    if ((last && set) || callers.test(before) || (before.trim() === '' && /^\s*[,!،]/u.test(after))) return true;
  }
  return false;
}

export function relationshipOf(read: readonly ReadMessage[], locale: ChatLocale, contactName: string | null): RelationshipReading {
  const written = Math.max(1, read.length);
  const count = (test: (m: ReadMessage) => boolean) => read.filter(test).length;
  const share = (test: (m: ReadMessage) => boolean) => count(test) / written;
  const lexicon = lexiconFor(locale);
  const saved = contactName?.trim() ?? '';

  const savedAsFamily = saved !== '' && lexicon.acts.familyAddress.test(saved);
  const savedAsWork =
    saved !== '' &&
    (lexicon.acts.work.test(saved) ||
      /\b(?:ltd|llc|inc|s\.?a\.?|plumb\w*|electric\w*|builder|repairs?|services?|dr\.?|prof\.?|taller|oficina|élec\w*|bengkel|jasa|toko|kos|klinik|clinic|clínica|clinique|laundry|مؤسسة|شركة)\b/iu.test(
        saved,
      ));
  // Addressed as 'mum', 'mãe', 'nak' — at the start or the end of a message, not 'my dad' in passing.
  const family = count((m) => vocative(m.text, lexicon.acts.familyAddress));
  const love = count((m) => m.acts.has('loveDeclaration'));
  const pet = count((m) => m.acts.has('petName'));
  const affection = count((m) => m.acts.has('affection'));
  const friendly = count((m) => m.acts.has('friendAddress'));
  const kisses = count((m) => /[😘💋😚😙]/u.test(m.text));
  const savedAsColleague = /\b(?:work|office|trabalho|trabajo|oficina|travail|boulot|kantor|kerja|العمل|الشغل)\b/iu.test(saved);
  const laughter = count((m) => m.acts.has('laughter'));
  const logistics = share((m) => m.acts.has('logistics'));
  const formal = count((m) => m.acts.has('formal'));
  const work = count((m) => m.acts.has('work'));
  const cues: string[] = [];

  // One 'my daughter' from a landlord who is addressed formally is courtesy, not family.
  if (savedAsFamily || family >= 2 || (family >= 1 && pet === 0 && formal === 0)) {
    if (savedAsFamily) cues.push(`saved as ${saved}`);
    if (family > 0) cues.push(`${family} family terms of address`);
    return { kind: 'family', cues };
  }
  // Talking about a job ('how did the meeting with your boss go?') is news between friends; work words make a
  // working relationship only beside arrangements, formal address or a business's name.
  const working = logistics > 0.05 || formal > 0 || savedAsWork;
  const workScore = logistics * 4 + Math.min(formal, 4) * 0.4 + Math.min(work, working ? 6 : 2) * 0.25 + (savedAsWork ? 1.5 : 0);
  const intimacy = love * 1.2 + pet * 0.8 + kisses * 0.6 + affection * 0.15;
  // Friends who call each other 'amiga' say 'te amo' too: a friend's term of address, used more than once and
  // more often than any pet name, outweighs declarations.
  const amongFriends = friendly >= 2 && friendly > pet;
  if (savedAsColleague && intimacy < 2.4) {
    cues.push(`saved as ${saved}`);
    return { kind: 'work', cues };
  }
  if (intimacy >= 1.8 && love + pet + kisses >= 2 && (love >= 1 || pet >= 2) && !amongFriends) {
    cues.push(`${love} declarations, ${pet} pet names, ${kisses} kisses`);
    return { kind: 'partner', cues };
  }
  if (workScore >= 1.4 && intimacy < 1 && laughter / written < 0.15) {
    cues.push(`logistics in ${Math.round(logistics * 100)}% of messages, ${formal} formal, ${work} work terms`);
    return { kind: 'work', cues };
  }
  if (friendly >= 1 || laughter >= 2 || affection >= 2 || intimacy >= 1) {
    cues.push(`${friendly} friendly terms, ${laughter} laughs, ${affection} affectionate messages`);
    return { kind: 'friend', cues };
  }
  if (workScore >= 0.8) {
    cues.push('arrangements without much else');
    return { kind: 'work', cues };
  }
  return { kind: 'unknown', cues: ['too little to tell'] };
}
