import { chromium } from '@playwright/test';
const [,, base, outDir, ...routes] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
for (const spec of routes) {
  const [route, theme = 'light', size = 'desktop', anchor = ''] = spec.split(',');
  const viewport = size === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 };
  const page = await browser.newPage({ viewport });
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.goto(base + route + (anchor ? '#' + anchor : ''), { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const name = `${outDir}/${route.replace(/\//g, '_') || 'home'}-${theme}-${size}${anchor ? '-' + anchor : ''}.png`;
  await page.screenshot({ path: name });
  console.log(name);
  await page.close();
}
await browser.close();
