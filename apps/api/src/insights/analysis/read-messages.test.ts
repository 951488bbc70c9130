import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../insight-engine.ts';
import type { ChatLocale } from './language.ts';
import { isWarm, readMessages, type ReadMessage } from './read-messages.ts';

const start = Date.UTC(2026, 10, 2, 18, 0);
/** A conversation as [fromMe, text] rows, a minute apart; answers the last message as the engine read it. */
async function last(locale: ChatLocale, ...rows: [boolean, string][]): Promise<ReadMessage> {
  const messages: ChatMessage[] = rows.map(([fromMe, text], i) => ({ fromMe, text, at: start + i * 60_000 }));
  return (await readMessages(messages, locale)).at(-1)!;
}
const alone = (locale: ChatLocale, text: string) => last(locale, [false, text]);

describe('a message read in its place', () => {
  it.each(['ok', 'k', 'fine', 'will try', 'Ok.', 'sure'])('“%s” answering a long message is a flat reply, never warmth', async (reply) => {
    const m = await last('en', [true, 'I miss you, can we do something just the two of us this weekend? Maybe the lake?'], [false, reply]);
    expect(m.flat).toBe(true);
    expect(isWarm(m)).toBe(false);
    expect(m.tone).toBeLessThan(0);
  });

  it.each([
    ['es', 'vale'],
    ['pt', 'tá'],
    ['fr', 'ouais'],
    ['id', 'oke'],
    ['ar', 'تمام'],
  ] as const)('%s: “%s” answering a long message is flat too', async (locale, reply) => {
    const m = await last(locale, [true, 'Long message with a question about the weekend and the trip to the coast?'], [false, reply]);
    expect(m.flat).toBe(true);
  });

  it('a guilt trip is hurt set aside, not warmth', async () => {
    const m = await last('en', [false, 'Sorry, I can’t make it tonight'], [true, 'It’s fine. I won’t say anything anymore.']);
    expect(m).toMatchObject({ guiltTrip: true, atOdds: true });
    expect(isWarm(m)).toBe(false);
  });

  it('in Spanish, “claro que sí” does not sound worse than “estoy muy triste”', async () => {
    expect((await alone('es', 'claro que sí')).tone).toBeGreaterThan((await alone('es', 'estoy muy triste')).tone);
  });

  it('praise around a grievance after a let-down is sarcasm, and its “lol” is not shared laughter', async () => {
    const m = await last(
      'en',
      [false, 'sorry something came up, the match went to extra time'],
      [true, 'great, nice to know I come after the football lol'],
    );
    expect(m).toMatchObject({ sarcasm: true, atOdds: true });
    expect(isWarm(m)).toBe(false);
  });

  it('laughing along with the other’s laugh is a shared joke, not sarcasm', async () => {
    const m = await last('en', [false, 'with Dad now. he beat me at rummy twice 😂'], [true, 'Haha of course he did']);
    expect(m.sarcasm).toBe(false);
    expect(m.atOdds).toBe(false);
  });

  it('an excuse explains an absence; an apology owns something; sympathy is about a third thing', async () => {
    expect(await last('en', [true, 'Where were you? I waited an hour'], [false, 'sorry, something came up'])).toMatchObject({
      excuse: true,
      apology: false,
    });
    expect(await alone('en', 'I was short with you, that’s on me')).toMatchObject({ apology: true, excuse: false });
    expect(await alone('en', 'so sorry about the interview, call tonight?')).toMatchObject({
      sympathy: true,
      apology: false,
      atOdds: false,
    });
    expect(await alone('pt', 'exagerei, desculpa')).toMatchObject({ apology: true });
    expect(await alone('pt', 'tive um imprevisto, desculpa')).toMatchObject({ excuse: true, apology: false });
    expect(await alone('es', 'perdón, me pasé')).toMatchObject({ apology: true });
    expect(await alone('fr', 'désolée pour ton entretien, courage')).toMatchObject({ sympathy: true, apology: false });
    expect(await alone('fr', 'pardon, j’ai été injuste')).toMatchObject({ apology: true });
    expect(await alone('id', 'maaf ya, aku yang salah')).toMatchObject({ apology: true });
    expect(await alone('ar', 'آسف، كنت قاسياً معك')).toMatchObject({ apology: true });
  });

  it('support that contains a harsh word is support, not friction', async () => {
    const m = await last(
      'en',
      [false, 'I feel like such an idiot, I told my boss everything'],
      [true, 'You’re not an idiot. But maybe tell him it’s too much?'],
    );
    expect(m).toMatchObject({ sympathy: true, atOdds: false });
  });

  it('a birthday wish is congratulations, not the writer’s good news; “I got the job” is', async () => {
    const wish = await alone('en', 'Happy birthday!! 🎉');
    expect(wish.acts.has('congratulation')).toBe(true);
    expect(wish.acts.has('goodNews')).toBe(false);
    expect((await alone('en', 'I got the job!!')).acts.has('goodNews')).toBe(true);
  });

  it('thanks in one curt word is not warm thanks', async () => {
    expect(await last('en', [false, 'Sent you the file and the receipts, check page 3'], [true, 'thanks.'])).toMatchObject({
      curtThanks: true,
      warmThanks: false,
    });
    expect(await alone('en', 'thank you so much, you’re the best ❤️')).toMatchObject({ warmThanks: true, curtThanks: false });
  });
});
