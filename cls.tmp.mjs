import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources||[]).map(s => (s.node && (s.node.nodeName + '.' + (s.node.className||'').toString().slice(0,60))) + ' ' + JSON.stringify(s.previousRect) + '->' + JSON.stringify(s.currentRect)) }); }).observe({ type: 'layout-shift', buffered: true });
});
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.text().slice(0, 200)); });
await page.goto('http://127.0.0.1:31000' + process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1).slice(0, 3000));
await browser.close();
