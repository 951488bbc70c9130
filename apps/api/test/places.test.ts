import { citySuggestionsAnswerSchema } from '@app/shared/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { client, type Client } from './http-client.ts';
import { signUpVerified, uniqueEmail } from './support.ts';
import { startTestApp, type RunningApp } from './test-app.ts';

describe('city suggestions for the birth-details form', () => {
  let app: RunningApp;
  let api: Client;
  beforeEach(async () => {
    app = await startTestApp();
    api = client(app.url);
    await signUpVerified(app, api, uniqueEmail());
  });
  afterEach(() => app.close());

  const suggest = async (q: string) => {
    const answer = await api.get(`/api/places/cities?q=${encodeURIComponent(q)}`);
    expect(answer.status).toBe(200);
    return citySuggestionsAnswerSchema.parse(answer.body);
  };

  it('finds cities by the start of their name, most populous first, with country, coordinates and time zone', async () => {
    const found = await suggest('lond');
    expect(found[0]).toMatchObject({ city: 'London', country: 'United Kingdom', countryCode: 'GB', timezone: 'Europe/London' });
    expect(found[0]!.lat).toBeCloseTo(51.5, 0);
    expect(found.every((c) => c.city.toLowerCase().startsWith('lond'))).toBe(true);
  });

  it('ignores accents and case both ways', async () => {
    expect((await suggest('SÃO PAU'))[0]).toMatchObject({ city: 'Sao Paulo', countryCode: 'BR', timezone: 'America/Sao_Paulo' });
    expect((await suggest('zur')).map((c) => c.city)).toContain('Zürich');
  });

  it('answers at most 8, and nothing for an unknown city', async () => {
    expect((await suggest('san')).length).toBe(8);
    expect(await suggest('Qwxyzville')).toEqual([]);
  });

  it('refuses a query too short or too long, and guests', async () => {
    expect((await api.get('/api/places/cities?q=a')).status).toBe(400);
    expect((await api.get(`/api/places/cities?q=${'x'.repeat(81)}`)).status).toBe(400);
    expect((await api.get('/api/places/cities')).status).toBe(400);
    expect((await client(app.url).get('/api/places/cities?q=lon')).status).toBe(401);
  });
});
