import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config.ts';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const startServer = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });

describe('configuration', () => {
  it('has embedded defaults for local mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ mode: 'local', port: 3000, publicUrl: 'http://localhost:3000' });
  });

  it('names every bad value in one error', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'eighty', PUBLIC_URL: 'ftp://example.com', REMOTE_AUTH_MFE_URL: 'javascript:alert(1)', LOG_LEVEL: 'loud' });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT="eighty"/);
    expect(problems.join('\n')).toMatch(/PUBLIC_URL="ftp:\/\/example.com": must be an http\(s\) URL/);
    expect(problems.join('\n')).toMatch(/REMOTE_AUTH_MFE_URL/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
  });

  it('reads the staff list as lower-case emails, and names a bad entry', () => {
    expect([...loadConfig({ STAFF_EMAILS: ' Grace@Example.com ,ada@example.com,' }).staffEmails]).toEqual([
      'grace@example.com',
      'ada@example.com',
    ]);
    expect(loadConfig({}).staffEmails.size).toBe(0);
    expect(problemsOf({ STAFF_EMAILS: 'grace@example.com; ada' })).toEqual([
      'STAFF_EMAILS="grace@example.com; ada": must be a comma-separated list of email addresses',
    ]);
  });

  it('keeps readings 365 days unless told fewer; never more than the year the connect page promises', () => {
    expect(loadConfig({ SQLITE_FILE: ':memory:' }).resultRetentionDays).toBe(365);
    expect(loadConfig({ SQLITE_FILE: ':memory:', RESULT_RETENTION_DAYS: '30' }).resultRetentionDays).toBe(30);
    for (const days of ['0', '400', 'forever']) expect(problemsOf({ RESULT_RETENTION_DAYS: days })[0]).toMatch(/^RESULT_RETENTION_DAYS="/);
  });

  it('refuses to start with a bad value, saying which', () => {
    const run = startServer({ PORT: '-1' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Invalid configuration:\n\s+- PORT="-1": must be a port number/);
  });

  it('never prints a secret, not even a malformed one', () => {
    const problems = problemsOf({
      SMTP_URL: 'smtp://mail:hunter2@ bad',
      WA_CREDENTIALS_KEY: 'my-private-key',
      SECRET_KEY: 'other-secret',
      REDIS_URL: 'redis:// pw',
    });
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/SMTP_URL \(value hidden\)/);
    expect(problems.join('\n')).not.toMatch(/hunter2|my-private-key|other-secret| pw/);
  });

  it('names everything production lacks at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production', WHATSAPP: 'simulator', PORT: 'x' });
    expect(problems.map((p) => p.split(/[ =]/)[0])).toEqual(['PORT', 'SMTP_URL', 'WHATSAPP', 'WA_CREDENTIALS_KEY', 'SECRET_KEY']);
  });

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY names, never from everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    for (const value of ['true', '*', '0.0.0.0/0x', '1000']) expect(problemsOf({ TRUST_PROXY: value })[0]).toMatch(/^TRUST_PROXY=/);
  });

  it('keeps local mode on this machine unless told loudly, since its dev tools open every account', () => {
    expect(problemsOf({ HOST: '0.0.0.0' })[0]).toMatch(/^HOST="0\.0\.0\.0": local mode listens on this machine only/);
    expect(problemsOf({ HOST: '0.0.0.0', DANGEROUSLY_EXPOSE_LOCAL_MODE: '1' })).toEqual([]);
    expect(problemsOf({ HOST: '::1' })).toEqual([]);
    expect(
      loadConfig({
        HOST: '0.0.0.0',
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://x',
        WA_CREDENTIALS_KEY: `${'A'.repeat(43)}=`,
        SECRET_KEY: `${'B'.repeat(43)}=`,
      }).host,
    ).toBe('0.0.0.0');
  });

  it('a database path that is not a file gives one line naming SQLITE_FILE and the path, at once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'companion-db-'));
    try {
      const pipe = join(dir, 'pipe');
      execFileSync('mkfifo', [pipe]);
      for (const path of [dir, pipe, '/dev/null/companion.sqlite']) {
        const run = startServer({ SQLITE_FILE: path, PORT: '0' });
        expect(run.status).toBe(1);
        const lines = run.stderr.trim().split('\n');
        expect(lines).toHaveLength(2);
        expect(lines[1]).toMatch(new RegExp(`^\\s+- SQLITE_FILE=${JSON.stringify(path).replace(/[/.]/g, '\\$&')}: `));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
