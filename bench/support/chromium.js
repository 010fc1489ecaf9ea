'use strict';

const { chromium } = require('playwright-core');

/** The Debian Chromium, headless, with the flags of test/support/browser.ts. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Launches it (CHROMIUM_PATH, default /usr/bin/chromium); one at a time on this machine. */
function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

module.exports = { launchChromium };
