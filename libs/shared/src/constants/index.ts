// Zod-free texts and paths that both sides of the wire use: the bottom layer of libs/shared, which
// imports nothing else of it, so any entry (and a first page) may import it for free.
export * from './api-paths.ts';
export * from './password-reset-messages.ts';
export * from './whatsapp-logout-messages.ts';
export * from './result-messages.ts';
export * from './account-messages.ts';
