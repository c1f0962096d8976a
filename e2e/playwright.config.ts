import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, overlaysAnsweredState } from './support.ts';

// Debian's Chromium (the machine cannot download Playwright's own build).
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A journey is a whole flow of twenty or more steps (about 25 s on a quiet 2-core machine); on a busy
  // one, beside another journey, it can pass a minute. Each step still fails after its own 10 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // Every context (also those a journey opens itself) starts with the overlays answered.
    storageState: overlaysAnsweredState(BASE_URL),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions },
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
    },
  ],
});
