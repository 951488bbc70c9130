import { describe, expect, it } from 'vitest';
import {
  loginDataEmptied,
  messagingSelectionsCleared,
  selectIsVerifyPending,
  sessionEmptied,
  sessionFieldSet,
  signedIn,
  whatsappSignedOut,
} from './session-slice.ts';
import { initialSessionState } from './session-state.ts';
import { loadPersistedSession, persistSession, sessionStorageKey } from './session-storage.ts';
import { makeStore } from './session-store.ts';

const contact = { id: '4915112345678@s.whatsapp.net', name: 'Sam' };

describe('session slice', () => {
  it('a verified sign-in whose WhatsApp is still linked on the server is connected at once; one without is not', () => {
    const store = makeStore({ session: { whatsappConnected: false } });
    store.dispatch(signedIn({ userId: 'u1', name: 'Ada', email: 'ada@example.com', isEmailVerified: true, whatsappConnected: true }));
    expect(store.getState().session).toMatchObject({ authenticatedUser: true, showVerifyPage: false, whatsappConnected: true });
    store.dispatch(signedIn({ userId: 'u1', name: 'Ada', email: 'ada@example.com', isEmailVerified: true, whatsappConnected: false }));
    expect(store.getState().session.whatsappConnected).toBe(false);
  });

  it('holds an unverified sign-in on verification with WhatsApp not connected (docs/product.md §4)', () => {
    const store = makeStore({ session: { whatsappConnected: true } });
    store.dispatch(signedIn({ userId: 'u1', name: 'Ada', email: 'ada@example.com', isEmailVerified: false, whatsappConnected: true }));
    const s = store.getState().session;
    expect(s).toMatchObject({ authenticatedUser: true, showVerifyPage: true, whatsappConnected: false, name: 'Ada' });
    expect(selectIsVerifyPending(store.getState())).toBe(true);
  });

  it('sets any one field', () => {
    const store = makeStore();
    store.dispatch(sessionFieldSet({ key: 'selectedTime', value: '09:30' }));
    expect(store.getState().session.selectedTime).toBe('09:30');
  });

  it('WhatsApp sign-out clears exactly selected contact, time, qr, wisdoms and instant response', () => {
    const store = makeStore({
      session: {
        whatsappConnected: true,
        selectedContact: contact,
        selectedTime: '09:30',
        qr: 'data:x',
        selectedWisdomWisdoms: [{ id: 1, title: 'Stoicism', content: 'c' }],
        selectedLoopedWisdoms: [{ id: 2, title: 'Taoism', content: 'c' }],
        instantWisdomResponse: '{}',
        instantLoopedWisdomResponse: '{}',
        name: 'Ada',
        selectedWisdomContacts: [contact],
      },
    });
    store.dispatch(whatsappSignedOut());
    expect(store.getState().session).toMatchObject({
      whatsappConnected: false,
      selectedContact: null,
      selectedTime: null,
      qr: null,
      selectedWisdomWisdoms: [],
      selectedLoopedWisdoms: [],
      instantWisdomResponse: null,
      instantLoopedWisdomResponse: null,
      name: 'Ada',
      selectedWisdomContacts: [contact],
    });
  });

  it('empties the login data only', () => {
    const store = makeStore({
      session: {
        name: 'Ada',
        email: 'a@b.co',
        authenticatedUser: true,
        status: 'x',
        showVerifyPage: true,
        isGoogleLogin: true,
        userId: 'u1',
      },
    });
    store.dispatch(loginDataEmptied());
    expect(store.getState().session).toMatchObject({
      name: null,
      email: null,
      authenticatedUser: false,
      status: null,
      showVerifyPage: false,
      isGoogleLogin: false,
      userId: 'u1',
    });
  });

  it('clears the messaging selections', () => {
    const store = makeStore({
      session: {
        selectedTypes: { Wisdom: true, Looped: true, Astrology: false },
        selectedLoopedContacts: [contact],
        astrologyFormData: { city: 'Lima' },
      },
    });
    store.dispatch(messagingSelectionsCleared());
    const s = store.getState().session;
    expect(s.selectedTypes).toEqual({ Wisdom: false, Looped: false, Astrology: false });
    expect(s.selectedLoopedContacts).toEqual([]);
    expect(s.astrologyFormData).toEqual({});
  });

  it('persists at version 0 and rehydrates', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    } as unknown as Storage;
    persistSession({ ...initialSessionState, name: 'Ada', authenticatedUser: true }, fake);
    expect(JSON.parse(storage.get(sessionStorageKey)!)).toMatchObject({ version: 0, state: { name: 'Ada' } });
    expect(loadPersistedSession(fake)).toMatchObject({ name: 'Ada', authenticatedUser: true });
    storage.set(sessionStorageKey, JSON.stringify({ version: 1, state: { name: 'Eve' } }));
    expect(loadPersistedSession(fake)).toEqual(initialSessionState);
  });

  it('a store with persistence writes each change to localStorage', () => {
    localStorage.clear();
    const store = makeStore({ persist: true });
    store.dispatch(sessionFieldSet({ key: 'name', value: 'Ada' }));
    expect(loadPersistedSession().name).toBe('Ada');
    store.dispatch(sessionEmptied());
    expect(loadPersistedSession().name).toBeNull();
  });
});
