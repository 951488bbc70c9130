import { httpRoutes } from '@app/shared/contracts';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../src/http/error-handler.ts';
import { registerSchemas } from '../src/http/schemas.ts';
import { startTestApp, type RunningApp } from './test-app.ts';

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

type Docs = {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; requestBody?: unknown; responses?: Record<string, unknown> }>>;
};

/** Every route Fastify has, as `METHOD /path` with `{params}`, read from its printed route tree. */
function registeredRoutes(printed: string): string[] {
  const ancestors: string[] = [];
  return printed.split('\n').flatMap((line) => {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) return [];
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    ancestors.length = depth;
    ancestors.push(segment);
    if (!methods) return [];
    const path = ancestors.join('').replace(/:([A-Za-z]+)/g, '{$1}');
    return methods
      .split(', ')
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .map((method) => `${method} ${path}`);
  });
}

describe('the HTTP API is documented from the route declarations', () => {
  it('/api/docs describes exactly the API routes that are registered, each contract route with its schemas', async () => {
    app = await startTestApp();
    const docs = (await (await fetch(`${app.url}/api/docs`)).json()) as Docs;
    expect(docs.openapi).toBe('3.1.0');
    const documented = Object.entries(docs.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const apiRoutes = registeredRoutes(app.http.printRoutes({ commonPrefix: false })).filter(
      (route) => / \/api\//.test(route) || route.endsWith(' /remotes.json'),
    );
    expect(documented.sort()).toEqual(apiRoutes.filter((route) => route !== 'GET /api/docs').sort());

    for (const [name, route] of Object.entries(httpRoutes)) {
      const operation = docs.paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(name);
      expect(Object.keys(operation?.responses ?? {}), name).toContain(String(route.status));
      expect(operation?.requestBody !== undefined, name).toBe(route.body !== null);
    }
    const login = docs.paths['/api/auth/login']!.post!.requestBody as { content: Record<string, { schema: { properties?: object } }> };
    expect(Object.keys(login.content['application/json']!.schema.properties ?? {})).toEqual(['email', 'password', 'rememberMe']);
  });
});

describe('answers are checked against their contract', () => {
  async function appAnswering(answer: unknown) {
    const server = Fastify({ logger: false });
    registerErrorHandler(server);
    await registerSchemas(server, 'http://localhost:3999', { serveDocs: true });
    server
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/thing',
        { schema: { summary: 'A thing.', response: { 200: z.object({ name: z.string() }) } } },
        async () => answer as { name: string },
      );
    await server.ready();
    return server;
  }

  it('an answer that breaks its schema is never sent: the caller gets a 500 without its content', async () => {
    const server = await appAnswering({ name: 42, secret: 'password-hash' });
    const answer = await server.inject({ method: 'GET', url: '/api/thing' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    await server.close();
  });

  it('a valid answer goes out with only the fields its schema names', async () => {
    const server = await appAnswering({ name: 'Ada', secret: 'password-hash' });
    const answer = await server.inject({ method: 'GET', url: '/api/thing' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ name: 'Ada' });
    await server.close();
  });
});
