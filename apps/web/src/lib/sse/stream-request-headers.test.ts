import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { streamRequestHeaders } from './stream-request-headers.ts';

describe('streamRequestHeaders', () => {
  afterEach(async () => {
    useAuthStore.setState({ token: null });
    await i18n.changeLanguage('en-US');
  });

  it("asks for a stream in the app's language, with the token when signed in", async () => {
    await i18n.changeLanguage('zh-CN');
    useAuthStore.setState({ token: 'tok-9' });
    expect(streamRequestHeaders()).toEqual({
      Accept: 'text/event-stream',
      'Content-Type': 'application/json',
      'Accept-Language': 'zh-CN',
      Authorization: 'Bearer tok-9',
    });
  });

  it('sends no Authorization for a visitor', () => {
    useAuthStore.setState({ token: null });
    expect(streamRequestHeaders()).not.toHaveProperty('Authorization');
  });
});
