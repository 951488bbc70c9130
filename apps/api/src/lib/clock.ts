/** The time now in milliseconds: one seam, injected from createApp, so tests move time by hand. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();
