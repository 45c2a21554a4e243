import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.initialAdmin).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['LOG_LEVEL', 'loud'],
    ['INITIAL_ADMIN_EMAIL', 'nobody'],
  ])('names the bad variable %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('wants the three initial-admin variables together', () => {
    expect(() => loadConfig({ INITIAL_ADMIN_USERNAME: 'root' })).toThrow(
      /INITIAL_ADMIN_USERNAME, INITIAL_ADMIN_PASSWORD/,
    );
    const config = loadConfig({
      INITIAL_ADMIN_USERNAME: 'root',
      INITIAL_ADMIN_PASSWORD: 'Secret@123',
      INITIAL_ADMIN_EMAIL: 'Root@Example.in',
    });
    expect(config.initialAdmin).toEqual({
      username: 'root',
      password: 'Secret@123',
      email: 'root@example.in',
    });
  });

  it('treats empty optional variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeUndefined();
  });
});
