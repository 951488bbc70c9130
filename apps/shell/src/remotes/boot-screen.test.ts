import { bootDataElementId } from '@app/shared/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { bootScreen } from './boot-screen.ts';

const pageWith = (boot: unknown) => {
  document.body.innerHTML = `<script type="application/json" id="${bootDataElementId}">${JSON.stringify(boot)}</script>`;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the screen the server says it preloads', () => {
  it('is taken when the route manifest has it', () => {
    pageWith({ screen: { remote: 'onboarding_mfe', module: 'WhatsappLogin' } });
    expect(bootScreen()).toEqual({ remote: 'onboarding_mfe', module: 'WhatsappLogin' });
  });

  it('is ignored when no route shows it, when it is malformed, or when the page has no boot data', () => {
    pageWith({ screen: { remote: 'onboarding_mfe', module: 'NoSuchScreen' } });
    expect(bootScreen()).toBeUndefined();
    pageWith({ screen: 'auth_mfe/AuthForm' });
    expect(bootScreen()).toBeUndefined();
    pageWith({ remotes: {} });
    expect(bootScreen()).toBeUndefined();
    document.body.innerHTML = '';
    expect(bootScreen()).toBeUndefined();
  });
});
