#!/usr/bin/env node
// Make sure Debian's Chromium is installed (browser tests drive /usr/bin/chromium through
// playwright-core). Installs it with apt-get when missing and we are root; otherwise explains.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(`Chromium is missing at ${path}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log('Chromium is missing: installing Debian package "chromium" with apt-get…');
const run = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
run(['update', '-qq']);
run(['install', '-y', '-qq', 'chromium']);
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
