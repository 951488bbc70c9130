import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GoogleAuthAnswer, LoginAnswer } from '../contracts/auth.ts';
import { initialSessionState, type SessionState } from './session-state.ts';

type FieldUpdate = { [K in keyof SessionState]-?: { key: K; value: SessionState[K] } }[keyof SessionState];

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Sets any one field of the session (docs/product.md §3: "each field can be set"). */
    sessionFieldSet(state, action: PayloadAction<FieldUpdate>) {
      const { key, value } = action.payload;
      (state as Record<string, unknown>)[key] = value;
    },
    /**
     * A password sign-in answered: unverified users are held on /verifyEmail (docs/product.md §4); a returning
     * user whose WhatsApp is still linked on the server is connected at once.
     */
    signedIn(state, action: PayloadAction<LoginAnswer>) {
      const { userId, name, email, isEmailVerified, whatsappConnected } = action.payload;
      Object.assign(state, { userId, name, email, authenticatedUser: true, isGoogleLogin: false });
      state.showVerifyPage = !isEmailVerified;
      state.whatsappConnected = isEmailVerified && whatsappConnected;
    },
    googleSignedIn(state, action: PayloadAction<GoogleAuthAnswer>) {
      const { userId, name, email, whatsappConnected } = action.payload;
      Object.assign(state, { userId, name, email, whatsappConnected, authenticatedUser: true, showVerifyPage: false, isGoogleLogin: true });
    },
    emailVerified(state) {
      state.showVerifyPage = false;
    },
    whatsappConnectionChanged(state, action: PayloadAction<boolean>) {
      state.whatsappConnected = action.payload;
    },
    messagingSelectionsCleared(state) {
      const { selectedTypes, selectedWisdomContacts, selectedLoopedContacts, selectedAstrologyContacts } = initialSessionState;
      Object.assign(state, { selectedTypes, selectedWisdomContacts, selectedLoopedContacts, selectedAstrologyContacts });
      state.selectedWisdomWisdoms = [];
      state.selectedLoopedWisdoms = [];
      state.astrologyFormData = {};
    },
    /** Empties the login data: name, email, authenticated, status, verify page, Google flag. */
    loginDataEmptied(state) {
      Object.assign(state, {
        name: null,
        email: null,
        authenticatedUser: false,
        status: null,
        showVerifyPage: false,
        isGoogleLogin: false,
      });
    },
    /** WhatsApp sign-out clears selected contact, time, qr, wisdoms and instant response (docs/product.md §3). */
    whatsappSignedOut(state) {
      Object.assign(state, {
        whatsappConnected: false,
        selectedContact: null,
        selectedTime: null,
        qr: null,
        selectedWisdomWisdoms: [],
        selectedLoopedWisdoms: [],
        instantWisdomResponse: null,
        instantLoopedWisdomResponse: null,
      });
    },
    /** The whole local session ends (logout, user not found, 'Go Back' from verification). */
    sessionEmptied() {
      return initialSessionState;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectIsAuthenticated: (state) => state.authenticatedUser,
    selectIsVerifyPending: (state) => state.authenticatedUser && state.showVerifyPage,
    selectWhatsappConnected: (state) => state.whatsappConnected,
    selectUserName: (state) => state.name,
    selectUserId: (state) => state.userId,
    selectEmail: (state) => state.email,
  },
});

export const {
  sessionFieldSet,
  signedIn,
  googleSignedIn,
  emailVerified,
  whatsappConnectionChanged,
  messagingSelectionsCleared,
  loginDataEmptied,
  whatsappSignedOut,
  sessionEmptied,
} = sessionSlice.actions;

export const {
  selectSession,
  selectIsAuthenticated,
  selectIsVerifyPending,
  selectWhatsappConnected,
  selectUserName,
  selectUserId,
  selectEmail,
} = sessionSlice.selectors;
