'use strict';

/**
 * `node screenshot.js <page.html> <out.png> <width> <height>`: the page in the Debian
 * Chromium (headless, flags of test/support/browser.ts), its screenshot as PNG. Run it under
 * `flock /tmp/liga-browser.lock` (one Chromium at a time on the shared machine).
 */
const { launchChromium } = require('./chromium');

async function main() {
  const [html, out, width, height] = process.argv.slice(2);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({
      viewport: { width: Number(width), height: Number(height) },
    });
    await page.goto(`file://${html}`);
    await page.screenshot({ path: out, fullPage: true });
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
