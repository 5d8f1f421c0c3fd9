#!/usr/bin/env node
/**
 * Browser tests drive Debian's Chromium and read Chinese pages, which need a font with Chinese
 * glyphs (without one every character is a blank box, "tofu"). Install what is missing
 * (we run as root), or say what to install.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Some installed font covers Chinese (fontconfig's own answer; fonts-noto-cjk or any other). */
function hasChineseFont() {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
  } catch {
    return false;
  }
}

const missing = () => [
  ...(existsSync(chromium) ? [] : [{ name: 'chromium', need: `Chromium at ${chromium}`, install: 'chromium' }]),
  // fontconfig brings fc-list, which tells whether a Chinese font is there; the CJK font's
  // recommended extras (more weights, another 200 MB) are not needed to test
  ...(hasChineseFont() ? [] : [{ name: 'fonts-noto-cjk', need: 'a font with Chinese characters', install: '--no-install-recommends fonts-noto-cjk fontconfig' }]),
];

const wanted = missing();
if (wanted.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`Browser tests need ${wanted.map((item) => item.need).join(' and ')}: installing Debian's ${wanted.map((item) => item.name).join(' and ')}…`);
  try {
    execSync('apt-get update -qq', { stdio: 'inherit' });
    for (const item of wanted) execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${item.install}`, { stdio: 'inherit' });
  } catch {
    /* reported below */
  }
}

const still = missing();
if (still.length === 0) process.exit(0);
for (const item of still) {
  console.error(`Browser tests need ${item.need}: install Debian's package with "sudo apt-get install ${item.name}"${item.name === 'chromium' ? ' (or set CHROMIUM_PATH)' : ''}.`);
}
process.exit(1);
