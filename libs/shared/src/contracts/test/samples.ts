import type { PreparedData, ScheduleJob } from '../schedules.ts';

export const userId = 'u_7f3a9c21';
export const waId = '4915112345678@s.whatsapp.net';
export const resultId = 'Rk3vZ9q_2LxW8mPn4TcY';
export const now = '2026-11-21T09:30:00.000Z';
export const later = '2026-11-22T09:30:00.000Z';

export const astrology = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dob: '1990-12-10',
  timeOfBirth: '14:30',
  city: 'London',
  country: 'United Kingdom',
};

export const preparedData: PreparedData = {
  Wisdom: { selected: true, wisdoms: ['Stoicism', 'Taoism'], contacts: [{ id: waId, name: 'Sam' }] },
  Looped: { selected: false, contacts: [] },
  Astrology: { selected: true, formData: { ...astrology, timeZone: 'Europe/London' }, contacts: [{ id: waId }] },
};

export const job: ScheduleJob = {
  lastRun: null,
  scheduleId: 'sch_1',
  userWhatsappId: waId,
  interval: 24,
  minimumMessageCount: 25,
  startTime: now,
  nextRunTime: later,
  failureCount: 1,
  lastFailureTime: now,
  lastFailureReason: 'Not enough new messages',
  ...preparedData,
};

export const wisdomInsight = {
  wisdomTitle: 'Stoicism',
  insight: {
    Wisdom: 'Focus on what you control.',
    'Book Recommendation': ['Meditations'],
    'Guideline Responses': [{ title: 'Reframing', value: [{ title: 'Table', value: { row: 'a' } }] }],
    'Action Item': ['Ask how their day was'],
  },
};

export const loopedInsight = {
  title: 'Small bids, warm answers',
  narrative: 'You answered most of their questions within the hour.',
  themes_detected: ['plans', 'humour'],
  evidence_quotes: ['haha you always make me laugh'],
  emotional_summary: 'Warm and playful.',
  wisdom_track_suggestions: ['Turning Toward Bids'],
  closing_reflection: 'Try asking one open question tonight.',
  confidence_score: 7,
};

export const oracleInsight = {
  akashic_guidance: 'A season of patient building.',
  mirror_portal: '',
  oracle_reflection: ['Sun in Sagittarius'],
  spiritual_guide: 'The Hermit',
  vibe_type: 'Steady flame',
  daily_actions: { Morning: 'Write three lines.' },
  lucky_number: 7,
  power_color: 'Emerald',
  power_color_hash: '#1D6B52',
  affirmation: ['I move at my own pace.'],
  ritual_suggestion: 'Light a candle at dusk.',
};
