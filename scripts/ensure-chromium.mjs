#!/usr/bin/env node
/** Browser tests drive Debian's Chromium. Install it when missing (we run as root), or say what to install. */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("Chromium is missing: installing Debian's chromium package…");
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } catch {
    /* reported below */
  }
  if (existsSync(path)) process.exit(0);
}
console.error(`Browser tests need Chromium at ${path}: install Debian's package with "sudo apt-get install chromium" (or set CHROMIUM_PATH).`);
process.exit(1);
