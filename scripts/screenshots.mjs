// Takes the README's screenshots of a running Parley (npm start first): node scripts/screenshots.mjs [url]
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:3000';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const email = `tour-${Date.now()}@parley.test`;
await page.goto(`${base}/`);
await page.getByRole('heading', { level: 1 }).waitFor();
await page.screenshot({ path: 'docs/screenshots/landing.png' });
const form = page.getByRole('form', { name: 'Sign up' });
await form.getByLabel('Email').fill(email);
await form.getByLabel('Password', { exact: true }).fill('tour-password');
await form.getByRole('button', { name: 'Start Speaking English' }).click();
await page.waitForURL('**/app');
await page.getByRole('heading', { name: 'Sophia Bennett' }).waitFor();
await page.waitForTimeout(300);
await page.screenshot({ path: 'docs/screenshots/teachers.png' });
await browser.close();
console.log('wrote docs/screenshots/landing.png and docs/screenshots/teachers.png');
