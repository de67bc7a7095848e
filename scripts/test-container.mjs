// `npm run test:container`: builds Parley's image (Containerfile), starts compose.yaml with two replicas behind
// nginx on PostgreSQL, and checks through it: /healthz, sign-up, a chat turn (keyless: the offline tutor
// answers), the image's own HEALTHCHECK and its non-root user, then a rolling restart of both replicas under
// traffic with no failed request (test-container-rolling-restart.mjs); then tears the stack down (images are kept).
//
// Set-up (scripts/test-container-setup.sh): when run as root on Debian it installs podman, runc, podman-compose,
// debootstrap and the CNI dnsname plugin, configures podman, and makes the local base images once (this machine
// reaches no image registry). Prints the image's size and the time from `compose up` to the first chat reply.
//
// Environment: PARLEY_BASE_IMAGE (default localhost/debian-bookworm-node:20, the local base; set it to
// node:20-bookworm-slim where a registry is reachable), PARLEY_TEST_POSTGRES_IMAGE, PARLEY_TEST_PROXY_IMAGE,
// PARLEY_TEST_KEEP=1 leaves the stack running for a look.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { rollingRestartUnderTraffic } from './test-container-rolling-restart.mjs';

const root = new URL('..', import.meta.url).pathname;
const project = 'parley-test';
const image = 'localhost/parley:test';
const baseImage = process.env.PARLEY_BASE_IMAGE ?? 'localhost/debian-bookworm-node:20';
const postgresImage = process.env.PARLEY_TEST_POSTGRES_IMAGE ?? 'localhost/parley-test-postgres:15';
const proxyImage = process.env.PARLEY_TEST_PROXY_IMAGE ?? 'localhost/parley-test-nginx:sid';
// Every line logged, so that a failure can repeat what led to it as the run's last lines (CI shows its tail).
const logged = [];
const log = (line) => {
  logged.push(line);
  console.log(`[test:container] ${line}`);
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  return result;
}
const output = (command, args) => execFileSync(command, args, { cwd: root, encoding: 'utf8' }).trim();

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const checks = [];
function check(name, ok, detail = '') {
  checks.push({ name, ok });
  log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
  if (!ok) throw new Error(`check failed: ${name}${detail ? ` (${detail})` : ''}`);
}

async function waitFor(what, timeoutMs, probe) {
  const started = Date.now();
  let last;
  while (Date.now() - started < timeoutMs) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} not within ${seconds(timeoutMs)}${last ? ` (last: ${last.message ?? last})` : ''}`);
}

/** A browser-like client: a cookie jar and the app's Origin. `body`: sent as JSON, or as it is with `type`. */
function client(baseUrl, origin) {
  const cookies = new Map();
  return async (path, { body, type, headers = {} } = {}) => {
    const all = { Origin: origin, ...headers };
    if (cookies.size) all.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) all['Content-Type'] = type ?? 'application/json';
    const sent = body === undefined || type ? body : JSON.stringify(body);
    const response = await fetch(`${baseUrl}${path}`, { method: body === undefined ? 'GET' : 'POST', headers: all, body: sent, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
}

// ---- set-up, image ----------------------------------------------------------------------------------------
run('bash', ['scripts/test-container-setup.sh']);

const caFile = process.env.NODE_EXTRA_CA_CERTS;
const buildArgs = ['build', '--format', 'docker', '--build-arg', `BASE_IMAGE=${baseImage}`, '-t', image, '-f', 'Containerfile'];
if (caFile && existsSync(caFile)) buildArgs.push('--secret', `id=npm_ca,src=${caFile}`); // a TLS-intercepting proxy's CA, for npm ci
const buildStarted = Date.now();
if (process.env.PARLEY_TEST_SKIP_BUILD && spawnSync('podman', ['image', 'exists', image]).status === 0) log(`using the existing ${image} (PARLEY_TEST_SKIP_BUILD)`);
else {
  log(`building ${image} on ${baseImage}...`);
  run('podman', [...buildArgs, '.'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
const imageBytes = Number(output('podman', ['image', 'inspect', '--format', '{{.Size}}', image]));
const baseBytes = Number(output('podman', ['image', 'inspect', '--format', '{{.Size}}', baseImage]));
log(`image ${image}: ${(imageBytes / 1e6).toFixed(0)} MB (base ${baseImage}: ${(baseBytes / 1e6).toFixed(0)} MB; Parley's layers ${((imageBytes - baseBytes) / 1e6).toFixed(0)} MB), built in ${seconds(Date.now() - buildStarted)}`);

// ---- compose up: PostgreSQL, two replicas started together on an empty database, nginx ---------------------
const [parleyPort, proxyPort] = [await freePort(), await freePort()];
const proxyUrl = `http://127.0.0.1:${proxyPort}`;
const directUrl = `http://127.0.0.1:${parleyPort}`;
const env = {
  ...process.env,
  PARLEY_IMAGE: image,
  POSTGRES_IMAGE: postgresImage,
  PROXY_IMAGE: proxyImage,
  POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
  AUTH_SECRET: randomBytes(32).toString('hex'),
  APP_URL: proxyUrl,
  TRUST_PROXY: 'true',
  PARLEY_PORT: `127.0.0.1:${parleyPort}`,
  PROXY_PORT: `127.0.0.1:${proxyPort}`,
};
// Keyless: the offline tutor answers, eSpeak NG speaks, test-mode billing (compose passes these through when set).
for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'ELEVENLABS_API_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'BILLING_TEST_MODE', 'WEB_CONCURRENCY']) delete env[name];
const compose = (args, options = {}) => run('podman-compose', ['-p', project, '-f', 'compose.yaml', ...args], { env, stdio: ['ignore', 'ignore', 'ignore'], ...options });
const composeQuiet = (args) => spawnSync('podman-compose', ['-p', project, '-f', 'compose.yaml', ...args], { cwd: root, env, stdio: 'ignore' });
const container = (service) => `${project}_${service}_1`;

composeQuiet(['down', '-v']); // a stack left by an interrupted run
let failure;
try {
  log('compose up: postgres, parley, parley-2 and proxy (the replicas start together on an empty database)');
  const upStarted = Date.now();
  // Services named explicitly: podman-compose 1.0.3 does not know profiles; newer versions and docker compose
  // start a profile's services when they are named.
  compose(['up', '-d', '--no-build', 'postgres', 'parley', 'parley-2', 'proxy']);
  log(`compose up returned after ${seconds(Date.now() - upStarted)}`);

  const health = await waitFor('/healthz through the proxy', 120_000, async () => {
    const response = await fetch(`${proxyUrl}/healthz`);
    return response.ok ? response.json() : undefined;
  });
  check('/healthz through nginx', health.status === 'ok' && health.database === 'postgres', JSON.stringify(health));
  const direct = await (await fetch(`${directUrl}/healthz`)).json();
  check('/healthz on the parley container directly', direct.status === 'ok', JSON.stringify(direct));

  const request = client(proxyUrl, proxyUrl);
  const email = `learner-${Date.now()}@container.parley.test`;
  const signUp = await request('/api/auth/sign-up/email', { body: { email, password: 'correct-horse-battery', name: 'Container test' } });
  check('sign-up through nginx', signUp.status === 200, `HTTP ${signUp.status}`);
  const signIn = await request('/api/auth/sign-in/email', { body: { email, password: 'correct-horse-battery' } });
  check('sign-in through nginx', signIn.status === 200, `HTTP ${signIn.status}`);

  const chatStarted = Date.now();
  const chat = await request('/functions/v1/chat', {
    body: { teacher_slug: 'sophia', mode: 'conversation', stream: true, messages: [{ role: 'user', content: 'Hello! Yesterday I go to the market and buyed bread.' }] },
    headers: { Accept: 'text/event-stream' },
  });
  let firstEventMs;
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of chat.body) {
    firstEventMs ??= Date.now() - chatStarted;
    text += decoder.decode(chunk, { stream: true });
  }
  const done = text.split('\n\n').find((event) => event.startsWith('event: done'));
  const reply = done ? JSON.parse(done.slice(done.indexOf('data: ') + 6)).content : '';
  const upToReply = Date.now() - upStarted;
  check('a chat turn through nginx (offline tutor, streamed)', chat.status === 200 && reply.length > 0, `HTTP ${chat.status}, ${chat.headers.get('content-type')}, first event ${firstEventMs} ms, reply "${reply.slice(0, 80)}${reply.length > 80 ? '…' : ''}"`);
  log(`compose up → first chat reply: ${seconds(upToReply)} (goal ≤ 60 s)`);

  // A pronunciation check through the image's own engines: Maya's offline voice reads a sentence, and the keyless
  // check (PocketSphinx and the Moonshine speech recogniser, as the image prunes their packages) scores it.
  const reading = 'We read the right letter.';
  const said = await request('/functions/v1/speech', { body: { text: reading, teacher_slug: 'maya' } });
  const wav = new Uint8Array(await said.arrayBuffer());
  const header = Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
  const durationMs = Math.round(((wav.byteLength - 44) / header.readUInt32LE(28)) * 1000);
  const checkedAt = `/functions/v1/pronunciation?teacher_slug=maya&duration_ms=${durationMs}&text=${encodeURIComponent(reading)}`;
  const checked = await request(checkedAt, { body: wav, type: 'audio/wav' });
  const verdict = checked.status === 200 ? await checked.json() : await checked.text();
  const words = verdict?.words?.filter((word) => word.result === 'ok').length ?? 0;
  check('a pronunciation check through nginx (eSpeak reads, the keyless check scores)', checked.status === 200 && words === 5, `speech HTTP ${said.status} ${said.headers.get('content-type')}, check HTTP ${checked.status}, ${words} of 5 words ok, accuracy ${verdict?.accuracy_score}`);

  // The turn was stored in PostgreSQL, whichever replica answered: the other one lists it too.
  for (const [service, port] of [['parley', parleyPort]]) {
    const byReplica = client(`http://127.0.0.1:${port}`, proxyUrl);
    await byReplica('/api/auth/sign-in/email', { body: { email, password: 'correct-horse-battery' } });
    const session = await byReplica('/api/auth/get-session');
    const body = await session.json();
    check(`the session is valid on ${service} directly (shared AUTH_SECRET and database)`, body?.user?.email === email);
  }

  const logs = (service) => spawnSync('podman', ['logs', container(service)], { encoding: 'utf8' });
  for (const service of ['parley', 'parley-2']) {
    const { stdout, stderr } = logs(service);
    const all = stdout + stderr;
    check(`${service} started once, migrations applied under the advisory lock`, /Parley is listening/.test(all) && !/failed to start/.test(all), (all.match(/Parley is listening[^\n]*/) ?? ['no "listening" line'])[0]);
    const healthcheck = spawnSync('podman', ['healthcheck', 'run', container(service)], { encoding: 'utf8' });
    check(`${service}: the image's HEALTHCHECK passes`, healthcheck.status === 0, healthcheck.stdout.trim() || healthcheck.stderr.trim());
  }
  const uid = output('podman', ['exec', container('parley'), 'id', '-u']);
  check('the app runs as a non-root user', uid !== '0', `uid ${uid}`);
  const applied = output('podman', ['exec', container('postgres'), 'psql', '-U', 'parley', '-d', 'parley', '-tAc', 'select count(*) from drizzle.__drizzle_migrations']);
  const shipped = String(JSON.parse(readFileSync(`${root}drizzle/meta/_journal.json`, 'utf8')).entries.length);
  check('each migration recorded exactly once', applied === shipped, `${applied} rows for ${shipped} migration files`);

  const psql = (sql) => output('podman', ['exec', container('postgres'), 'psql', '-U', 'parley', '-d', 'parley', '-qtAc', sql]);
  const rolling = await rollingRestartUnderTraffic({ proxyUrl, container, psql, client, log, check, directUrls: { parley: directUrl } });

  console.log(`\n[test:container] ${checks.length} checks passed; image ${(imageBytes / 1e6).toFixed(0)} MB; compose up → first chat reply ${seconds(upToReply)}; rolling restart: ${rolling.failed} of ${rolling.requests} requests failed`);
} catch (error) {
  failure = error;
  console.error(`\n[test:container] FAILED: ${error.message}`);
  for (const service of ['postgres', 'parley', 'parley-2', 'proxy']) {
    const { stdout, stderr } = spawnSync('podman', ['logs', '--tail', '400', container(service)], { encoding: 'utf8' });
    // A replica's request lines that went well say nothing about a failure: its other lines, and the last few.
    const lines = `${stdout}${stderr}`.split('\n').filter(Boolean);
    const telling = lines.filter((line) => !/"msg":"request"/.test(line) || /"status":5\d\d/.test(line) || /"level":"(warn|error|fatal)"/.test(line));
    console.error(`--- ${service} (last lines but successful requests) ---\n${telling.slice(-25).join('\n')}`);
  }
} finally {
  if (process.env.PARLEY_TEST_KEEP) log(`left running (PARLEY_TEST_KEEP): ${proxyUrl}; podman-compose -p ${project} down -v to stop`);
  else {
    const downStarted = Date.now();
    composeQuiet(['down', '-v']);
    log(`torn down in ${seconds(Date.now() - downStarted)}`);
  }
}
if (failure) {
  // Last, where a CI log's tail shows it: what was checked and measured up to the failure, and the failure.
  console.error(`\n[test:container] what led to the failure (last ${Math.min(40, logged.length)} lines logged):`);
  for (const line of logged.slice(-40)) console.error(`  ${line}`);
  console.error(`[test:container] FAILED: ${failure.message}`);
}
process.exit(failure ? 1 : 0);
