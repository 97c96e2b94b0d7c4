// Browser journeys need Debian's Chromium: install it when we can (root with apt), otherwise say how.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(`Chromium is missing at ${CHROMIUM}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then run the tests again.`);
  process.exit(1);
}
console.log('Installing Debian chromium for the browser journeys (one time)...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env }) : update;
if (install.status !== 0 || !existsSync(CHROMIUM)) {
  console.error('Could not install chromium with apt-get: run "apt-get install -y chromium" by hand, then run the tests again.');
  process.exit(1);
}
