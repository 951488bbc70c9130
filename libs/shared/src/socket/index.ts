export * from './socket-context.ts';
export * from './use-emit-with-ack.ts';
export * from './use-socket-event.ts';
