/** 'Get a wisdom now': the engine reads one contact's recent messages (kept in memory only) and answers at once. */
import type { InstantWisdomAck } from '@app/shared/contracts';
import { describe, expect, it } from 'vitest';
import { instantWisdomMessages } from '../src/realtime/instant-wisdom-handlers.ts';
import { say } from './scheduling-support.ts';
import { ack, fastQrs, link, person, start } from './whatsapp-support.ts';

describe('instant wisdom', () => {
  it("a Wisdom and a Looped reading of a contact's recent messages, in instant wisdom's shape", async () => {
    const app = await start(fastQrs);
    const ada = await person(app);
    await link(app, ada);
    // A contact the phone's seeded address book has no history with: the reading stands on these five messages only.
    const robin = { id: '447700912345@s.whatsapp.net', name: 'Robin' };
    await say(app, ada, robin, ['Can we talk tonight? I miss you', 'Thank you for yesterday, really', 'haha you always make me laugh']);
    await say(app, ada, robin, ['Of course, call me at 8', 'haha I try'], true);

    const wisdom = await ack<InstantWisdomAck>(ada.socket, 'get-instant-wisdom', {
      contactId: robin.id,
      contactName: robin.name,
      wisdom: 'Stoicism',
      looped: false,
    });
    expect(wisdom).toMatchObject({ status: 'success', response: { wisdom: 'Stoicism', isLooped: false } });
    const insight = JSON.parse(wisdom.status === 'success' ? wisdom.response.insight : '{}') as { kohan: string; actionItem: string[] };
    expect(insight.kohan).toContain(robin.name);
    expect(insight.actionItem.length).toBeGreaterThan(0);

    const looped = await ack<InstantWisdomAck>(ada.socket, 'get-instant-wisdom', {
      contactId: robin.id,
      contactName: robin.name,
      wisdom: 'Stoicism',
      looped: true,
    });
    expect(looped).toMatchObject({ status: 'success', response: { isLooped: true } });
    const reading = JSON.parse(looped.status === 'success' ? looped.response.insight : '{}') as Record<string, unknown>;
    expect(Object.keys(reading)).toEqual([
      'Immediate Action Item',
      'Conversation Summary',
      'Relationship Insights',
      'Research Backed Quote',
      'Analysis Responses',
    ]);
    expect(JSON.stringify(reading['Analysis Responses'])).toContain('Thank you for yesterday, really');
  });

  it('too few recent messages: a clear answer and no reading; a bad payload is refused', async () => {
    const app = await start(fastQrs);
    const ada = await person(app);
    await link(app, ada);
    const stranger = '447700999999@s.whatsapp.net';
    expect(
      await ack(ada.socket, 'get-instant-wisdom', { contactId: stranger, contactName: 'Nobody', wisdom: 'Stoicism', looped: false }),
    ).toEqual({
      status: 'error',
      message: instantWisdomMessages.tooFew('Nobody', 0),
    });
    expect(await ack(ada.socket, 'get-instant-wisdom', { contactId: stranger, wisdom: 'Not a philosophy', looped: false })).toMatchObject({
      status: 'error',
    });
  });
});
