export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
/** The real server the journeys run against (also its PUBLIC_URL, so its origin check passes). */
export const baseURL = `http://localhost:${e2ePort}`;
