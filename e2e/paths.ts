import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Where the journeys keep their files: all inside the project, never in /tmp. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const TMP_ROOT = path.join(REPO_ROOT, 'e2e', '.tmp');
export const RESULTS_DIR = path.join(REPO_ROOT, 'test-results');
export const SCREENSHOTS_DIR = path.join(RESULTS_DIR, 'screenshots');
export const WEB_DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist');
