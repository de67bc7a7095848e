// The rolling-restart check of `npm run test:container` (issue 39 item 5, ADR 033): while a few clients keep
// real traffic going through nginx — GET /api/teachers, chat turns streamed as SSE, sign-ins — replica 1 is
// stopped the way an orchestrator does it (`podman stop`: SIGTERM, the drain, exit within the grace period),
// started again and waited for until nginx sends it traffic, then replica 2 the same way. Every request must
// succeed: a 2xx, a whole stream (its `done` event), no reset. Each request carries its own x-request-id,
// which Parley logs, so the replicas' logs tell which one answered it, which GETs nginx retried elsewhere after
// a draining replica's 503, and that no POST was run twice. A replica reachable directly (not only through nginx)
// is also sent long streams of speech just before its stop, so that a stream is surely in flight at its SIGTERM
// however fast or loaded the machine (the traffic's own streams are short: on a loaded machine none may be).
import { spawn } from 'node:child_process';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The value at fraction q of the sorted numbers (nearest rank). */
export function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * @param {object} options
 * @param {string} options.proxyUrl nginx in front of both replicas
 * @param {(service: string) => string} options.container the container's name of a compose service
 * @param {(sql: string) => string} options.psql runs SQL in the PostgreSQL container, returns its output
 * @param {(baseUrl: string, origin: string) => Function} options.client makes a browser-like client (cookie jar, Origin)
 * @param {(line: string) => void} options.log
 * @param {(name: string, ok: boolean, detail?: string) => void} options.check
 * @param {Record<string, string>} [options.directUrls] a replica's own address, by service, where it has one
 */
export async function rollingRestartUnderTraffic({ proxyUrl, container, psql, client, log, check, directUrls = {}, services = ['parley', 'parley-2'], stopTimeoutSeconds = 35 }) {
  const runId = Date.now().toString(36);
  const password = 'correct-horse-battery';

  // ---- accounts: two chat learners and a listener (subscribers, so free caps do not stop them), one for sign-ins
  const accounts = [];
  for (const role of ['chat-1', 'chat-2', 'speech', 'sign-in']) {
    const request = client(proxyUrl, proxyUrl);
    const email = `rolling-${role}-${runId}@container.parley.test`;
    const signUp = await request('/api/auth/sign-up/email', { body: { email, password, name: `Rolling ${role}` } });
    if (signUp.status !== 200) throw new Error(`sign-up of ${email}: HTTP ${signUp.status} ${await signUp.text()}`);
    const signIn = await request('/api/auth/sign-in/email', { body: { email, password } });
    if (signIn.status !== 200) throw new Error(`sign-in of ${email}: HTTP ${signIn.status} ${await signIn.text()}`);
    accounts.push({ role, email, request });
  }
  const subscribers = `email like 'rolling-%-${runId}@%' and email not like 'rolling-sign-in-%'`;
  psql(`insert into stripe_customers (user_id, customer_id) select id, 'cus_' || id from users where ${subscribers};
        insert into stripe_subscriptions (customer_id, subscription_id, status, price_id) select 'cus_' || id, 'sub_' || id, 'active', 'price_monthly' from users where ${subscribers};`);
  const account = (role) => accounts.find((a) => a.role === role);
  // The listener, signed in on each replica reachable directly too (the session is in the shared database).
  const directListeners = {};
  for (const [service, url] of Object.entries(directUrls)) {
    const request = client(url, proxyUrl);
    const signIn = await request('/api/auth/sign-in/email', { body: { email: account('speech').email, password } });
    if (signIn.status !== 200) throw new Error(`sign-in on ${service} directly: HTTP ${signIn.status}`);
    directListeners[service] = request;
  }

  // ---- traffic -------------------------------------------------------------------------------------------
  const requests = [];
  let sequence = 0;
  let running = true;
  /** One request: timed, its outcome judged by `judge` (resolves to an error text, or '' when it went well). */
  async function send(kind, request, path, init, judge) {
    sequence += 1;
    const id = `rr-${runId}-${sequence}`;
    const record = { id, kind, startedAt: Date.now(), ms: 0, error: '' };
    requests.push(record);
    try {
      const response = await request(path, { ...init, headers: { ...init?.headers, 'x-request-id': id } });
      record.status = response.status;
      record.error = await judge(response);
    } catch (error) {
      const cause = error?.cause;
      record.error = `${error?.message ?? error}${cause ? ` (${cause.code ?? ''} ${cause.message ?? cause})` : ''}`;
    }
    record.ms = Date.now() - record.startedAt;
  }
  const expectOk = async (response) => {
    const body = await response.text();
    return response.status === 200 ? '' : `HTTP ${response.status}: ${body.slice(0, 160)}`;
  };
  const expectWholeStream = async (response) => {
    if (response.status !== 200) return `HTTP ${response.status}: ${(await response.text()).slice(0, 160)}`;
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body) text += decoder.decode(chunk, { stream: true });
    const events = text.split('\n\n');
    const failed = events.find((event) => event.startsWith('event: error'));
    if (failed) return `stream error event: ${failed.slice(0, 160)}`;
    const done = events.find((event) => event.startsWith('event: done'));
    if (!done) return `stream cut short after ${text.length} bytes`;
    const content = JSON.parse(done.slice(done.indexOf('data: ') + 6)).content;
    return content ? '' : 'done event without a reply';
  };
  /** Streamed speech (raw PCM while eSpeak NG makes it): whole when the body ends cleanly with enough samples. */
  const expectWholeAudio = (minimumBytes) => async (response) => {
    if (response.status !== 200) return `HTTP ${response.status}: ${(await response.text()).slice(0, 160)}`;
    if (!String(response.headers.get('content-type')).startsWith('audio/pcm')) return `content-type ${response.headers.get('content-type')}`;
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length; // throws if the stream is cut
    return bytes >= minimumBytes ? '' : `audio cut short: ${bytes} bytes`;
  };

  const sentences = ['Yesterday I go to the market and buyed bread.', 'I have went to the cinema with my friends.', 'She don\'t like coffee in the morning.', 'We was very happy to see you.'];
  const paragraph = 'On Saturday mornings the market fills the old square: bakers call out the price of warm bread, a man sells oranges from a wooden cart, and children run between the stalls while their parents talk with the neighbours. We walk slowly, buy a little cheese, and sit by the fountain to listen to the music.';
  const loops = [
    // Two readers: the teacher list, as the app loads it.
    ...[0, 1].map(() => async () => {
      const { request } = account('chat-1');
      while (running) {
        await send('GET /api/teachers', request, '/api/teachers', {}, expectOk);
        await sleep(150);
      }
    }),
    // Two learners chatting: each turn a POST whose reply streams as SSE.
    ...['chat-1', 'chat-2'].map((role, n) => async () => {
      const { request } = account(role);
      let turn = 0;
      while (running) {
        turn += 1 + n;
        const content = sentences[turn % sentences.length];
        await send('POST chat (SSE)', request, '/functions/v1/chat', { body: { teacher_slug: 'sophia', mode: 'conversation', stream: true, messages: [{ role: 'user', content }] }, headers: { Accept: 'text/event-stream' } }, expectWholeStream);
        await sleep(300);
      }
    }),
    // A listener: a paragraph read aloud and streamed as it is made (a new text each time: no cached audio).
    async () => {
      const { request } = account('speech');
      let take = 0;
      while (running) {
        take += 1;
        const text = `${paragraph} (${take})`;
        await send('POST speech (PCM)', request, '/functions/v1/speech', { body: { text, teacher_slug: 'sophia' }, headers: { Accept: 'audio/pcm' } }, expectWholeAudio(16_000));
        await sleep(200);
      }
    },
    // Signing in now and then.
    async () => {
      const { request, email } = account('sign-in');
      while (running) {
        await send('POST sign-in', request, '/api/auth/sign-in/email', { body: { email, password } }, expectOk);
        await sleep(1_500);
      }
    },
  ];
  const traffic = Promise.all(loops.map((loop) => loop()));

  // ---- the rolling restart -------------------------------------------------------------------------------
  const phases = [];
  const mark = (name) => phases.push({ name, at: Date.now() });
  // Asynchronous: the traffic goes on while podman stops, starts and checks a container.
  const podman = (args) =>
    new Promise((resolve) => {
      const child = spawn('podman', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });
  /** A replica's JSON log lines since `since` (ISO time), or all of them (every run of the container). */
  const logLines = async (service, since) => {
    const { stdout, stderr } = await podman(['logs', ...(since ? ['--since', since] : []), container(service)]);
    return `${stdout}${stderr}`
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => {
        try {
          return JSON.parse(line);
        } catch {
          return null;
        }
      })
      .filter(Boolean);
  };
  /** The requests among them (one line each, written when the response starts), /healthz aside. */
  const loggedRequests = async (service, since) => (await logLines(service, since)).filter((entry) => entry.msg === 'request' && entry.route !== '/healthz');
  const restarts = [];
  const isOurs = (entry) => String(entry.requestId ?? '').startsWith(`rr-${runId}`);

  /**
   * nginx takes a replica out of rotation for fail_timeout (30 s) after a failed attempt, refused connections
   * while a replica starts included; a rolling restart waits for that to pass before it drains the next one,
   * as an operator waits for a restarted replica to be back in rotation. Resolves once nginx has logged no
   * failed attempt for fail_timeout + 1 s.
   */
  async function nginxSettled(failTimeoutMs = 30_000) {
    const started = Date.now();
    for (;;) {
      const { stdout, stderr } = await podman(['logs', container('proxy')]);
      const failures = `${stdout}${stderr}`.split('\n').filter((line) => /\[(error|warn)\].*upstream/.test(line));
      const last = failures.at(-1)?.match(/^(\d{4})\/(\d\d)\/(\d\d) (\d\d:\d\d:\d\d)/);
      const lastAt = last ? Date.parse(`${last[1]}-${last[2]}-${last[3]}T${last[4]}Z`) : 0;
      if (Date.now() - lastAt > failTimeoutMs + 1_000) return Date.now() - started;
      if (Date.now() - started > 3 * failTimeoutMs) throw new Error(`nginx still logs failed attempts after ${seconds(Date.now() - started)}: ${failures.at(-1)}`);
      await sleep(1_000);
    }
  }

  /**
   * Waits (up to 45 s) until a chat or speech stream is in flight from this replica: SIGTERM then falls
   * mid-stream. The streams are short, and on a loaded machine reading the logs can miss every one of them:
   * the restart then goes ahead without one (the check below needs one caught at some replica's SIGTERM).
   */
  async function streamInFlightOn(service) {
    const started = Date.now();
    while (Date.now() - started < 45_000) {
      const inFlight = new Set(requests.filter((r) => r.kind !== 'GET /api/teachers' && r.kind !== 'POST sign-in' && r.ms === 0).map((r) => r.id));
      if (inFlight.size) {
        const logged = await loggedRequests(service, new Date(started - 30_000).toISOString());
        const streaming = logged.filter((entry) => inFlight.has(entry.requestId) && entry.status === 200);
        if (streaming.length && requests.some((r) => r.id === streaming[0].requestId && r.ms === 0)) return streaming.map((entry) => entry.requestId);
      }
      await sleep(100);
    }
    return [];
  }

  /**
   * Long texts read aloud (each about 60 s of speech, made in about a second on a quiet machine, one after
   * another by the replica's single speech worker), sent to the replica directly: resolves with their records
   * once the first has begun streaming (the others wait for the worker, in flight too). Whether one was still
   * streaming when the replica began draining is told afterwards from its end time and the replica's
   * "draining" log line (same clock).
   */
  const heldStreams = [];
  async function startHeldStreams(service) {
    const request = directListeners[service];
    if (!request) return [];
    const records = [];
    await new Promise((begun) => {
      for (const n of [1, 2, 3, 4]) {
        const text = `${`${paragraph} `.repeat(3).slice(0, 940)} (${service} ${n} ${Date.now()})`;
        const judge = async (response) => {
          begun();
          return expectWholeAudio(16_000)(response);
        };
        heldStreams.push(send('POST speech (PCM, direct)', request, '/functions/v1/speech', { body: { text, teacher_slug: 'sophia' }, headers: { Accept: 'audio/pcm' } }, judge).finally(begun));
        records.push(requests.at(-1)); // send() records a request before its first await
      }
    });
    return records;
  }
  mark('before');
  await sleep(8_000);
  for (const service of services) {
    const name = container(service);
    const restart = { service, stopTimeout: (await podman(['inspect', '--format', '{{.Config.StopTimeout}}', name])).stdout.trim() };
    restart.settledMs = await nginxSettled();
    restart.streamsInFlightAtStop = await streamInFlightOn(service);
    restart.heldStreams = await startHeldStreams(service);
    mark(`restart ${service}`);
    const stopStarted = Date.now();
    const stopped = await podman(['stop', '-t', String(stopTimeoutSeconds), name]);
    if (stopped.status !== 0) throw new Error(`podman stop ${name}: ${stopped.stderr}`);
    restart.stopMs = Date.now() - stopStarted;
    // What the replica did while it drained: the lines after its last "draining" line.
    const lines = await logLines(service);
    const drainAt = lines.findLastIndex((entry) => String(entry.msg).startsWith('draining'));
    restart.drainBeganAt = drainAt < 0 ? undefined : Date.parse(lines[drainAt].time); // ms since the epoch
    const duringDrain = drainAt < 0 ? [] : lines.slice(drainAt + 1).filter((entry) => entry.msg === 'request' && entry.route !== '/healthz');
    restart.drainLogged = drainAt >= 0;
    restart.refusedWith503 = duringDrain.filter((entry) => entry.status === 503).length;
    restart.servedWhileDraining = duringDrain.filter((entry) => entry.status < 500).map((entry) => `${entry.method} ${entry.route}`);
    const startedAt = new Date();
    const started = await podman(['start', name]);
    if (started.status !== 0) throw new Error(`podman start ${name}: ${started.stderr}`);
    const startClock = Date.now();
    // Healthy: the image's own HEALTHCHECK (podman 4.3 runs none by itself without systemd: run it).
    while ((await podman(['healthcheck', 'run', name])).status !== 0) {
      if (Date.now() - startClock > 120_000) throw new Error(`${name} not healthy within 120 s of its start`);
      await sleep(500);
    }
    restart.healthyMs = Date.now() - startClock;
    // Back in rotation: nginx looked its new address up and sends it requests.
    while ((await loggedRequests(service, startedAt.toISOString())).filter(isOurs).length === 0) {
      if (Date.now() - startClock > 90_000 + restart.healthyMs) throw new Error(`nginx sent ${name} no request within 90 s of it being healthy: it does not find the replica's new address`);
      await sleep(500);
    }
    restart.inRotationMs = Date.now() - startClock;
    restarts.push(restart);
    mark(`after ${service}`);
    log(
      `restarted ${service} (nginx settled after ${seconds(restart.settledMs)}; ${restart.streamsInFlightAtStop.length} stream(s) in flight from it): podman stop -t ${stopTimeoutSeconds} (container's StopTimeout ${restart.stopTimeout}) took ${seconds(restart.stopMs)}; ` +
        `while draining it refused ${restart.refusedWith503} GETs with 503 and served ${restart.servedWhileDraining.length} requests (${[...new Set(restart.servedWhileDraining)].join(', ') || 'none'}); ` +
        `start → healthy ${seconds(restart.healthyMs)}, → serving through nginx ${seconds(restart.inRotationMs)}`,
    );
  }
  await sleep(6_000);
  running = false;
  await traffic;
  await Promise.all(heldStreams);
  // A held stream spanned the replica's SIGTERM when it ended (on this machine's clock) after the drain began.
  for (const restart of restarts) {
    const spanning = restart.heldStreams.filter((record) => restart.drainBeganAt !== undefined && record.startedAt + record.ms > restart.drainBeganAt);
    restart.streamsInFlightAtStop.push(...spanning.map((record) => record.id));
    restart.heldSpanning = spanning.length;
  }
  mark('end');

  // ---- figures -------------------------------------------------------------------------------------------
  const phaseOf = (record) => {
    let name = phases[0].name;
    for (const phase of phases) if (record.startedAt >= phase.at) name = phase.name;
    return name;
  };
  const failed = requests.filter((r) => r.error);
  const rows = phases.slice(0, -1).map((phase, i) => {
    const inPhase = requests.filter((r) => phaseOf(r) === phase.name);
    const p95Of = (kind) => quantile(inPhase.filter((r) => !kind || r.kind === kind).map((r) => r.ms), 0.95);
    return {
      phase: phase.name,
      seconds: (phases[i + 1].at - phase.at) / 1000,
      sent: inPhase.length,
      failed: inPhase.filter((r) => r.error).length,
      p95: p95Of(),
      p95Get: p95Of('GET /api/teachers'),
      p95Chat: p95Of('POST chat (SSE)'),
      p95SignIn: p95Of('POST sign-in'),
      p95Speech: p95Of('POST speech (PCM)'),
    };
  });
  log('rolling restart under traffic through nginx (2 readers, 2 learners chatting, 1 listening to streamed speech, 1 signing in); latency to the whole response:');
  log('  phase            |   s  | sent | failed | p95 all  | p95 GET  | p95 chat SSE | p95 speech PCM | p95 sign-in');
  for (const row of rows) {
    const ms = (value) => (Number.isNaN(value) ? '—' : `${value} ms`);
    log(`  ${row.phase.padEnd(16)} | ${row.seconds.toFixed(0).padStart(4)} | ${String(row.sent).padStart(4)} | ${String(row.failed).padStart(6)} | ${ms(row.p95).padStart(8)} | ${ms(row.p95Get).padStart(8)} | ${ms(row.p95Chat).padStart(12)} | ${ms(row.p95Speech).padStart(14)} | ${ms(row.p95SignIn).padStart(11)}`);
  }
  for (const record of failed.slice(0, 10)) log(`  FAILED ${record.kind} ${record.id} in "${phaseOf(record)}" after ${record.ms} ms: ${record.error.replace(/\s+/g, ' ')}`);
  // nginx's own account of the restarts: its failed attempts (each retried elsewhere unless a request failed).
  const proxyLog = await podman(['logs', container('proxy')]);
  const nginxErrors = `${proxyLog.stdout}${proxyLog.stderr}`.split('\n').filter((line) => {
    const at = line.match(/^(\d{4})\/(\d\d)\/(\d\d) (\d\d:\d\d:\d\d) \[(error|warn|crit|alert|emerg)\]/);
    return at && Date.parse(`${at[1]}-${at[2]}-${at[3]}T${at[4]}Z`) >= Math.floor(phases[0].at / 1000) * 1000;
  });
  const kinds = { 'connection refused': /Connection refused/, 'connect timed out': /timed out .* while connecting/, '503 from upstream': /status 503|503 while reading/, 'server taken out of rotation': /temporarily disabled/, 'no live upstreams': /no live upstreams/, 'other': /./ };
  const counted = {};
  for (const line of nginxErrors) {
    const kind = Object.keys(kinds).find((k) => kinds[k].test(line));
    counted[kind] = (counted[kind] ?? 0) + 1;
  }
  log(`  nginx error log during the traffic: ${Object.entries(counted).map(([k, n]) => `${k} ${n}`).join(', ') || 'nothing'}`);
  if (failed.length || nginxErrors.length <= 8) for (const line of nginxErrors.slice(-20)) log(`  nginx: ${line.replace(/, (client|server|host): [^,]*/g, '')}`);

  // Who answered what, from the replicas' logs (every run of each container).
  const byId = new Map();
  for (const service of services) {
    for (const entry of await loggedRequests(service)) {
      if (!String(entry.requestId ?? '').startsWith(`rr-${runId}`)) continue;
      if (!byId.has(entry.requestId)) byId.set(entry.requestId, []);
      byId.get(entry.requestId).push({ service, method: entry.method, status: entry.status });
    }
  }
  const retriedElsewhere = [...byId.values()].filter((answers) => answers.length > 1 && answers.some((a) => a.status === 503) && answers.at(-1).status === 200).length;
  const postsRunTwice = [...byId.entries()].filter(([, answers]) => answers.filter((a) => a.method === 'POST').length > 1).map(([id]) => id);
  const servedBy = Object.fromEntries(services.map((service) => [service, [...byId.values()].filter((answers) => answers.some((a) => a.service === service && a.status < 500)).length]));
  const chatTurnsDone = requests.filter((r) => r.kind === 'POST chat (SSE)' && !r.error).length;
  const turnsStored = Number(psql(`select count(*) from conversation_messages m join conversations c on c.id = m.conversation_id join users u on u.id = c.user_id where m.role = 'user' and u.email like 'rolling-chat-%-${runId}@%'`));
  // Streams (chat, speech) that the stopped replica itself was sending when SIGTERM came.
  const streamsSpanningStops = restarts.flatMap((r) => r.streamsInFlightAtStop.filter((id) => byId.get(id)?.some((answer) => answer.service === r.service)));
  const streamsSpanningStopsOk = streamsSpanningStops.filter((id) => requests.find((r) => r.id === id && !r.error)).length;
  log(`  ${requests.length} requests, ${failed.length} failed; answered by ${Object.entries(servedBy).map(([s, n]) => `${s} ${n}`).join(', ')}; ${retriedElsewhere} GETs refused with 503 by a draining replica and answered by the other (nginx retry); ${streamsSpanningStops.length} streams in flight from a replica at its SIGTERM, ${streamsSpanningStopsOk} finished whole; ${chatTurnsDone} chat turns answered, ${turnsStored} stored`);

  check('rolling restart of both replicas under traffic: no request failed', failed.length === 0, `${failed.length} of ${requests.length} failed`);
  check('no POST reached a replica twice (nginx retries none)', postsRunTwice.length === 0, postsRunTwice.length ? postsRunTwice.slice(0, 5).join(', ') : `${[...byId.values()].filter((a) => a[0].method === 'POST').length} POSTs, each logged once`);
  check('every chat turn answered was stored exactly once', turnsStored === chatTurnsDone, `${chatTurnsDone} answered, ${turnsStored} stored`);
  check('both replicas answered traffic', services.every((service) => servedBy[service] > 0), JSON.stringify(servedBy));
  check(
    "streams in flight at a replica's SIGTERM finished whole (at least one caught)",
    streamsSpanningStops.length > 0 && streamsSpanningStopsOk === streamsSpanningStops.length,
    `${streamsSpanningStopsOk} of ${streamsSpanningStops.length}; caught at ${restarts.map((r) => `${r.service} ${r.streamsInFlightAtStop.length}${r.heldStreams.length ? ` (${r.heldSpanning} of ${r.heldStreams.length} long streams sent directly)` : ''}`).join(', ')}`,
  );
  check('each replica drained on SIGTERM (logged it) and exited well within its grace period', restarts.every((r) => r.drainLogged && r.stopMs < (stopTimeoutSeconds - 5) * 1000), restarts.map((r) => `${r.service} ${seconds(r.stopMs)}`).join(', '));
  return { requests: requests.length, failed: failed.length, rows, restarts, retriedElsewhere, streamsSpanningStops: streamsSpanningStops.length, streamsSpanningStopsOk };
}
