export * from './job-display.ts';
