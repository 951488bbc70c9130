import { errorAnswerSchema, httpRoutes } from '@app/shared/contracts';
import { z } from 'zod';

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(errorAnswerSchema) } },
});

const summaries: Record<keyof typeof httpRoutes, string> = {
  login: 'Sign in with email and password; sets the session cookie (persistent with rememberMe).',
  register: 'Create an account. It signs nobody in.',
  googleAuth: 'The signed-in user, after the Google popup. Takes no identity from the browser.',
  logout: "End the session. userId must be the session's user.",
  verifyCode: 'Check the 6-digit email code (10 minutes, 5 wrong tries).',
  requestEmailCode: 'Mail a new 6-digit code (at most one every 10 seconds).',
  verifyResetPage: 'Whether a password-reset link is live (200) or not (400).',
  resetPassword: 'Set a new password with a live reset link; ends every session of the account.',
  forgotPassword: 'Mail a reset link when the account exists; the answer never says whether it does.',
  traits: "The session user's personality traits.",
  userEvents: "The session user's events.",
  health: 'Readiness: 200 while the database takes writes, 503 otherwise. The probe for a load balancer.',
  liveness: 'Liveness: the process answers. The probe for a supervisor that restarts it.',
  siteConfig: 'How the server runs: mode, and whether the local identity provider stands in for Google.',
  remotes: 'Where each remote lives: container name to the URL of its mf-manifest.json.',
};

/** The HTTP API as OpenAPI 3.1, generated from the zod contracts the server validates with. */
export function openApiDocument(publicUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, route] of Object.entries(httpRoutes) as [keyof typeof httpRoutes, (typeof httpRoutes)[keyof typeof httpRoutes]][]) {
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const parameters = [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, param]) => ({
      name: param,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        operationId: name,
        summary: summaries[name],
        ...(parameters.length ? { parameters } : {}),
        ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body) } } } } : {}),
        responses: {
          [route.status]: { description: 'Success', content: { 'application/json': { schema: jsonSchema(route.answer) } } },
          ...(route.body ? { 400: errorResponse('Invalid input: the first problem, and every issue') } : {}),
          ...(route.method === 'POST' ? { 403: errorResponse('Cross-site request, or another user\'s id') } : {}),
          429: errorResponse('Too many requests'),
        },
      },
    };
  }
  paths['/api/auth/google/start'] = {
    get: { summary: 'Opens Google sign-in (PKCE, account chooser forced): a redirect for the popup.', responses: { 302: { description: 'To the provider' } } },
  };
  paths['/api/auth/google/callback'] = {
    get: {
      summary: "The provider's redirect: verifies the ID token, signs in, posts {userId, name, email} to the opener.",
      responses: { 200: { description: 'Signed in (HTML that messages the opener)' }, 400: { description: 'Refused' } },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Companion API',
      version: '0.1.0',
      description: 'Identity comes from the httpOnly session cookie; state-changing calls must come from the site\'s own Origin.',
    },
    servers: [{ url: publicUrl }],
    paths,
  };
}
