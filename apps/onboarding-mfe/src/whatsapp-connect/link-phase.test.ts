import { describe, expect, it } from 'vitest';
import { initialLinkState, linkReducer, linkTexts, syncLabel, type LinkAction, type LinkState } from './link-phase.ts';

const run = (...actions: LinkAction[]) => actions.reduce<LinkState>(linkReducer, initialLinkState);

describe('the connect page’s states', () => {
  it('labels the 10-step countdown as docs/product.md §2 lists them', () => {
    expect([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map(syncLabel)).toEqual([
      'Logging in...',
      'Logging in...',
      'Logging in...',
      'Syncing Whatsapp...',
      'Syncing Whatsapp...',
      'Syncing Whatsapp...',
      'Completing Sync...',
      'Completing Sync...',
      'Completing Sync...',
      'Completed! Redirecting...',
      'Completed! Redirecting...',
    ]);
  });

  it('pressing while the QR is coming, or on show, only alerts', () => {
    expect(run({ type: 'session-started' }, { type: 'pressed-while-busy' })).toEqual({ phase: 'loading', notice: linkTexts.fetchingAlert });
    expect(run({ type: 'check-started' }, { type: 'pressed-while-busy' })).toMatchObject({
      phase: 'checking',
      notice: linkTexts.fetchingAlert,
    });
    expect(run({ type: 'session-started' }, { type: 'qr', qrUrl: 'data:image/png;base64,A' }, { type: 'pressed-while-busy' })).toEqual({
      phase: 'qr',
      qrUrl: 'data:image/png;base64,A',
      notice: linkTexts.alreadyRunningAlert,
    });
  });

  it('a QR timeout resets everything and says so; the countdown stops at 0', () => {
    expect(run({ type: 'session-started' }, { type: 'qr', qrUrl: 'data:image/png;base64,A' }, { type: 'qr-timeout' })).toEqual({
      phase: 'idle',
      notice: 'QR Code Timeout! Please try again',
    });
    const ticks = Array.from({ length: 12 }, (): LinkAction => ({ type: 'tick' }));
    expect(run({ type: 'session-started' }, { type: 'authenticated' }, ...ticks)).toEqual({ phase: 'syncing', count: 0 });
  });

  it('late events do not pull a linked page back', () => {
    const linked = run({ type: 'session-started' }, { type: 'authenticated' }, { type: 'tick' });
    expect(linkReducer(linked, { type: 'qr', qrUrl: 'data:image/png;base64,B' })).toBe(linked);
    expect(linkReducer(linked, { type: 'qr-timeout' })).toBe(linked);
    expect(linkReducer(linked, { type: 'authenticated' })).toBe(linked);
    expect(linkReducer(initialLinkState, { type: 'qr', qrUrl: 'data:image/png;base64,B' })).toBe(initialLinkState);
  });
});
