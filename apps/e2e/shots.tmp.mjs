import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3777';
const login = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }) }).then((r) => r.json());
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const pages = (process.argv[2] ?? '/purchases,/packaging,/topology,/dashboard').split(',');
for (const locale of ['en', 'fr']) {
  const context = await browser.newContext({ viewport: { width: 1366, height: Number(process.env.H ?? 900) } });
  await context.addInitScript(([token, loc]) => { localStorage.setItem('access_token', token); localStorage.setItem('locale', loc); localStorage.setItem('cookie_consent', 'essential'); }, [login.access_token, locale]);
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(base + path);
    await page.waitForTimeout(3500);
    const height = Number(process.env.H ?? 900);
    for (let y = 0; y < height; y += 1100) {
      await page.screenshot({ path: `/tmp/shots/${path.replace(/\W/g, '_')}-${locale}-${y / 1100}.png`, clip: { x: 0, y, width: 1366, height: Math.min(1100, height - y) } });
    }
  }
  await context.close();
}
await browser.close();
