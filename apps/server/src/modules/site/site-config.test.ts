import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let shop: TestApp | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

/** The Content-Security-Policy a page of the shop is served with. */
const pagePolicy = async () =>
  (await shop!.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];

describe('GET /api/site-config', () => {
  it('says nothing is configured when the environment sets nothing, so the pages use their fallbacks', async () => {
    shop = await createTestApp();
    const response = await shop.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hero_video_url: null, feng_shui_daily_url: null, chat_widget: null });
    // A page's policy allows 'self' and the hashes of the two inline scripts, the module loader and
    // the stylesheet's gate (http/module-loader.ts).
    expect(await pagePolicy()).toMatch(/script-src 'self' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+';/);
  });

  it('gives the hero video, the watch link and the chat widget, and lets the page load them', async () => {
    shop = await createTestApp({
      HOME_HERO_VIDEO_URL: 'https://media.example.ph/hero.mp4',
      FENG_SHUI_DAILY_URL: 'https://videos.example.ph/feng-shui-daily',
      CHAT_WIDGET_URL: 'https://chat.example.com/widget.js',
      CHAT_WIDGET_CONFIG_URL: 'https://cdn.chat.example.com/config.js',
    });
    const response = await shop.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.json()).toEqual({
      hero_video_url: 'https://media.example.ph/hero.mp4',
      feng_shui_daily_url: 'https://videos.example.ph/feng-shui-daily',
      chat_widget: {
        script_url: 'https://chat.example.com/widget.js',
        config_url: 'https://cdn.chat.example.com/config.js',
      },
    });
    const policy = await pagePolicy();
    expect(policy).toMatch(
      /script-src 'self' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+' https:\/\/chat\.example\.com https:\/\/cdn\.chat\.example\.com;/,
    );
    expect(policy).toContain("media-src 'self' https://media.example.ph;");
  });
});

describe('the site settings in the environment', () => {
  it('refuses a chat widget that is not served over https, naming the variable', () => {
    expect(() => parseConfig({ CHAT_WIDGET_URL: 'http://chat.example.com/widget.js' })).toThrow(
      /CHAT_WIDGET_URL/,
    );
    expect(() => parseConfig({ HOME_HERO_VIDEO_URL: 'javascript:alert(1)' })).toThrow(/HOME_HERO_VIDEO_URL/);
  });
});
