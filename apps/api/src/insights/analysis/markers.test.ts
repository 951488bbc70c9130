import { describe, expect, it } from 'vitest';
import { markersOf, themesOf } from './markers.ts';

const has = (text: string) => [...markersOf(text)].sort();

describe('relationship markers, six languages', () => {
  it.each([
    ['Thank you so much for picking me up', 'gratitude'],
    ['Gracias por todo, de verdad', 'gratitude'],
    ['Merci pour hier soir', 'gratitude'],
    ['Obrigada pelo jantar', 'gratitude'],
    ['Terima kasih ya', 'gratitude'],
    ['شكرا على كل شيء', 'gratitude'],
    ['Sorry, my bad', 'repair'],
    ['Lo siento, no quería decir eso', 'repair'],
    ['Désolée pour tout à l’heure', 'repair'],
    ['Desculpa, foi mal', 'repair'],
    ['Maaf ya, aku salah', 'repair'],
    ['آسف، ما كان قصدي', 'repair'],
    ['hahaha stop', 'laughter'],
    ['jajaja qué risa', 'laughter'],
    ['kkkkkk', 'laughter'],
    ['wkwkwk', 'laughter'],
    ['هههههه', 'laughter'],
    ['You always do this', 'criticism'],
    ['Você nunca me escuta', 'criticism'],
    ["It's not my fault", 'defensiveness'],
    ['Can we talk tonight? I miss you', 'affection'],
    ['te echo de menos', 'affection'],
  ])('%s → %s', (text, kind) => {
    expect(has(text)).toContain(kind);
  });

  it('a dismissal is the whole of a short reply, not a word inside a longer message', () => {
    expect(has('k')).toEqual(['dismissal']);
    expect(has('Whatever.')).toEqual(['dismissal']);
    expect(has('whatever you want for dinner is great, I am easy tonight')).not.toContain('dismissal');
  });

  it('words do not match inside other words, accents and Arabic script included', () => {
    expect(has('I thanked the cashier')).not.toContain('gratitude');
    expect(has('sorrylessness')).toEqual([]);
    expect(themesOf('Cenamos el domingo')).toEqual([]);
    expect(themesOf('¿Vamos a la cena?')).toEqual(['plans']);
  });

  it('a link is a bid: something shared for the other to look at', () => {
    expect(has('https://example.org/trail')).toEqual(['bid']);
  });
});
