import type { LoopedInsight } from '@app/shared/contracts';
import { describe, expect, it } from 'vitest';
import { olderFrom } from './older-results.ts';
import type { CurrentResult } from './results.ts';

const looped = (tracks: string[]): LoopedInsight => ({
  title: 'Getting invoice 0412 done with Dave Electrics',
  narrative: 'Between Apr 10 and Apr 28, you and Dave Electrics exchanged 38 messages about the sockets.',
  themes_detected: ['the sockets', 'arrangements'],
  evidence_quotes: ['Dave Electrics: “Sorry to chase, accounts says invoice 0412 is still open”'],
  emotional_summary: 'It was brief and to the point.',
  wisdom_track_suggestions: tracks,
  closing_reflection: 'One thing to try: confirm the next step on the sockets in one clear message.',
  confidence_score: 6,
});

const result = (reading: LoopedInsight): CurrentResult => ({
  schemaVersion: 'v0-4',
  userName: 'Priya',
  contacts: [{ id: '15550001@s.whatsapp.net', name: 'Dave Electrics' }],
  selected: { Wisdom: false, Looped: true, Astrology: false },
  insights: { wisdom: [], looped: [{ contactId: '15550001@s.whatsapp.net', insight: reading }], astrology: [] },
});

describe('a current Looped result on the older pages', () => {
  it('is one insight per research track, with the research as its quote', () => {
    const older = olderFrom(result(looped(['Turning Toward Bids: to notice small bids', 'Shared Humour: to laugh together'])), true);
    expect(older.insights.map((i) => i.wisdomTitle)).toEqual(['Turning Toward Bids', 'Shared Humour']);
    expect(older.insights[0]!.insight?.['Research Backed Quote']).toBeTruthy();
  });

  it('without research (a work chat) is still one insight, with the reading’s own words and no borrowed research', () => {
    const older = olderFrom(result(looped([])), true);
    expect(older.insights).toHaveLength(1);
    expect(older.insights[0]).toMatchObject({
      wisdomTitle: 'Getting invoice 0412 done with Dave Electrics',
      insight: { 'Conversation Summary': expect.stringContaining('38 messages') as unknown },
    });
    expect(older.insights[0]!.insight?.['Research Backed Quote']).toBeUndefined();
  });
});
