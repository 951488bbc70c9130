import fastifySwagger from '@fastify/swagger';
import { errorAnswerSchema, httpRoutes } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

const toJsonSchema = createJsonSchemaTransform({});

/**
 * Routes declare their contract as zod schemas (`schema: { body, params, querystring, response }`):
 * Fastify validates what comes in, checks every answer against its schema before sending it (an answer
 * that breaks its contract is a 500, never sent), and `/api/docs` is generated from the same
 * declarations (local mode serves it). A route is documented when its schema has a `summary`; pages and built files are not.
 */
export async function registerSchemas(app: FastifyInstance, publicUrl: string, options: { serveDocs: boolean }): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Companion API',
        version: '0.1.0',
        description: "Identity comes from the httpOnly session cookie; state-changing calls must come from the site's own Origin.",
      },
      servers: [{ url: publicUrl }],
    },
    transform: (input) => (input.schema?.summary ? toJsonSchema(input) : { schema: { hide: true }, url: input.url }),
  });
  // Local mode only: in production the document would hand anyone a map of every route; its source is
  // in the repository, and a developer's local server serves it.
  if (options.serveDocs) app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}

/** Every error answer: a message, and each problem with its field for invalid input. */
export const errorResponses = { '4xx': errorAnswerSchema, '5xx': errorAnswerSchema } as const;

/** The Fastify schema of a contract route (`@app/shared/contracts` httpRoutes): input, answers and docs. */
export function contractSchema<N extends keyof typeof httpRoutes>(name: N) {
  const route: (typeof httpRoutes)[keyof typeof httpRoutes] = httpRoutes[name];
  return {
    operationId: name,
    summary: route.summary,
    ...('params' in route ? { params: route.params } : {}),
    ...('query' in route ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    response: { [route.status]: route.answer, ...errorResponses },
  } as {
    operationId: N;
    summary: string;
    params: (typeof httpRoutes)[N] extends { params: infer P } ? P : undefined;
    querystring: (typeof httpRoutes)[N] extends { query: infer Q } ? Q : undefined;
    body: (typeof httpRoutes)[N]['body'] extends null ? undefined : (typeof httpRoutes)[N]['body'];
    response: Record<(typeof httpRoutes)[N]['status'], (typeof httpRoutes)[N]['answer']> & typeof errorResponses;
  };
}
