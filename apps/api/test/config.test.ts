import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/config.ts';

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

  it('refuses to start with a bad value, saying which', () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: '-1' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Invalid configuration:\n\s+- PORT="-1": must be a port number/);
  });
});
