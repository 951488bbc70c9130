import type { InsightType } from '../catalogue/options.ts';
import type { ScheduledAstrologyForm } from '../contracts/schedules.ts';
import type { Contact } from '../contracts/whatsapp.ts';

export interface SelectedWisdom {
  id: number;
  title: string;
  content: string;
}

/** The session state of docs/product.md §3, persisted in localStorage at version 0. */
export interface SessionState {
  logoutStatus: string | null;
  email: string | null;
  name: string | null;
  selectedTime: string | null;
  qr: string | null;
  authenticatedUser: boolean;
  status: string | null;
  instantWisdomResponse: string | null;
  instantLoopedWisdomResponse: string | null;
  whatsappConnected: boolean;
  userId: string | null;
  showVerifyPage: boolean;
  isGoogleLogin: boolean;
  selectedTypes: Record<InsightType, boolean>;
  selectedWisdomContacts: Contact[];
  selectedLoopedContacts: Contact[];
  selectedAstrologyContacts: Contact[];
  selectedWisdomWisdoms: SelectedWisdom[];
  selectedLoopedWisdoms: SelectedWisdom[];
  /** The birth details, with the time zone of the city picked from the suggestions. */
  astrologyFormData: Partial<ScheduledAstrologyForm>;
  /** Set on demand (docs/product.md §3). */
  accessToken?: string | null;
  refreshtoken?: string | null;
  selectedContact?: Contact | null;
}

export const initialSessionState: SessionState = {
  logoutStatus: null,
  email: null,
  name: null,
  selectedTime: null,
  qr: null,
  authenticatedUser: false,
  status: null,
  instantWisdomResponse: null,
  instantLoopedWisdomResponse: null,
  whatsappConnected: false,
  userId: null,
  showVerifyPage: false,
  isGoogleLogin: false,
  selectedTypes: { Wisdom: false, Looped: false, Astrology: false },
  selectedWisdomContacts: [],
  selectedLoopedContacts: [],
  selectedAstrologyContacts: [],
  selectedWisdomWisdoms: [],
  selectedLoopedWisdoms: [],
  astrologyFormData: {},
};
