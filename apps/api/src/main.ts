import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';

try {
  const config = loadConfig();
  const app = await createApp(config);
  const shutdown = async (signal: string) => {
    app.http.log.info(`${signal}: shutting down`);
    // Open connections get 10 s to finish; then the process goes anyway.
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.http.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // One address in the log, the one that works: PUBLIC_URL (the listening socket is not a URL to open).
  await app.http.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `Listening on ${address.replace(/^https?:\/\//, '')}`,
  });
  app.http.log.info(`Companion is running at ${config.publicUrl}`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
