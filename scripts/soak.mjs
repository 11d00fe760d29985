#!/usr/bin/env node
// npm run soak: SOAK_USERS simulated users (default 50) run the whole journey for SOAK_SECONDS (default 60) against
// the built server on a fresh PostgreSQL database: sign up, fill the profile, create a draft, place snippets, edit.
// At the end every user's data is read back and compared with what the server acknowledged. Prints the figures;
// exits non-zero on any error or mismatch. Traffic goes to 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USERS = Number(process.env.SOAK_USERS ?? 50);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const ADMIN_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const dbName = `hs_soak_${Date.now()}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${dbName}`;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hs-soak-')),
    DATABASE_URL: dbUrl.toString(),
    LOG_LEVEL: 'warn',
    THROTTLE_SIGNUP_IP: '100000/min',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const rss = () => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    /* starting */
  }
  if (i > 300) throw new Error('server did not start');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const latencies = [];
let errors = 0;
const errorSamples = [];

/** A browser-like client: cookies, and the CSRF header from the csrftoken cookie. */
class Client {
  cookies = new Map();
  async request(method, url, body) {
    const headers = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && this.cookies.has('csrftoken')) headers['x-csrftoken'] = this.cookies.get('csrftoken');
    const started = performance.now();
    const res = await fetch(base + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    latencies.push(performance.now() - started);
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair.split('=');
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    const data = text ? JSON.parse(text) : null;
    if (!res.ok) {
      errors += 1;
      if (errorSamples.length < 5) errorSamples.push(`${method} ${url} → ${res.status} ${text.slice(0, 120)}`);
      throw new Error(`${method} ${url} ${res.status}`);
    }
    return data;
  }
}

const deadline = Date.now() + SECONDS * 1000;
const memory = { start: rss(), peak: 0 };
const sampler = setInterval(() => (memory.peak = Math.max(memory.peak, rss())), 500);

async function journey(n) {
  const client = new Client();
  const expected = { skills: new Map(), snippets: [], map: {}, institution: null, draftId: null };
  await client.request('GET', '/csrf/');
  await client.request('POST', '/dj-rest-auth/registration/', {
    email: `soak-${n}@example.com`,
    password1: 'river-Tango-42',
    password2: 'river-Tango-42',
  });
  await client.request('PUT', '/api/content/personal-info/', {
    first_name: `User${n}`,
    last_name: 'Soak',
    email: `soak-${n}@example.com`,
    phone: '',
  });
  await client.request('POST', '/api/content/personal-info/', {
    first_name: `User${n}`,
    last_name: 'Soak',
    email: `soak-${n}@example.com`,
    phone: '',
  });
  await client.request('POST', '/api/content/education/', {
    degree: 'BSc',
    field: 'Maths',
    institution: 'Start University',
    end_dt: '2020-06-01',
    gpa: 3.5,
  });
  for (let i = 0; i < 3; i += 1) {
    const snippet = await client.request('POST', '/api/content/snippets/', {
      title: `S${i}`,
      content: `Snippet ${i} of user ${n}`,
    });
    expected.snippets.push(snippet.id);
  }
  let draft = await client.request('POST', '/resumes/resume-versions/get-or-create-draft/', { template_id: 1 });
  expected.draftId = draft.id;
  const sections = ['volunteer', 'awards', 'testimonials'];
  for (let step = 0; Date.now() < deadline; step += 1) {
    const action = step % 4;
    if (action === 0) {
      const skill = await client.request('POST', '/api/content/skills/', { skill_name: `Skill ${step}` });
      expected.skills.set(skill.id, skill.skill_name);
    } else if (action === 1) {
      const [id, name] = [...expected.skills].at(-1);
      const updated = await client.request('PUT', `/api/content/skills/${id}/`, { skill_name: `${name} (edited)` });
      expected.skills.set(id, updated.skill_name);
    } else if (action === 2) {
      // "Drag": move one snippet to a section, as the preview does.
      const snippetId = expected.snippets[step % expected.snippets.length];
      const target = sections[step % sections.length];
      const map = Object.fromEntries(
        sections.map((s) => [s, (draft.snippet_section_map[s] ?? []).filter((id) => id !== snippetId)]),
      );
      map[target].push(snippetId);
      const { id, ...rest } = draft;
      draft = await client.request('PATCH', `/resumes/resume-versions/${id}/`, { ...rest, snippet_section_map: map });
      expected.map = draft.snippet_section_map;
    } else {
      const institution = `University ${n}-${step}`;
      const content = {
        ...draft.content_data,
        education: draft.content_data.education.map((e) => ({ ...e, institution })),
      };
      const { id, ...rest } = draft;
      draft = await client.request('PATCH', `/resumes/resume-versions/${id}/`, { ...rest, content_data: content });
      expected.institution = institution;
    }
  }
  // Read everything back: it must equal what the server acknowledged.
  const skills = await client.request('GET', '/api/content/skills/');
  const stored = await client.request('POST', '/resumes/resume-versions/get-or-create-draft/', { template_id: 1 });
  const mismatches = [];
  const storedSkills = new Map(skills.map((s) => [s.id, s.skill_name]));
  if (JSON.stringify([...storedSkills]) !== JSON.stringify([...expected.skills])) mismatches.push('skills');
  if (JSON.stringify(stored.snippet_section_map) !== JSON.stringify(expected.map)) mismatches.push('snippet map');
  if (expected.institution && stored.content_data.education[0].institution !== expected.institution)
    mismatches.push('education edit');
  if (stored.id !== expected.draftId) mismatches.push('draft id');
  return mismatches;
}

const started = Date.now();
const results = await Promise.allSettled(Array.from({ length: USERS }, (_, n) => journey(n)));
const elapsed = (Date.now() - started) / 1000;
clearInterval(sampler);
const memoryEnd = rss();
const failedUsers = results.filter((r) => r.status === 'rejected').length;
const mismatched = results.filter((r) => r.status === 'fulfilled' && r.value.length > 0);
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);

server.kill('SIGTERM');
await new Promise((resolve) => server.on('exit', resolve));
await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await admin.end();

console.log(`soak: ${USERS} users, ${elapsed.toFixed(1)} s, PostgreSQL`);
console.log(
  `requests: ${latencies.length} (${(latencies.length / elapsed).toFixed(0)}/s), latency p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
);
console.log(
  `errors: ${errors}; users failed: ${failedUsers}; users whose data differs from what was acknowledged: ${mismatched.length}`,
);
console.log(
  `server memory (RSS): start ${memory.start.toFixed(0)} MB, peak ${memory.peak.toFixed(0)} MB, end ${memoryEnd.toFixed(0)} MB`,
);
for (const sample of errorSamples) console.log(`  ${sample}`);
for (const r of mismatched.slice(0, 5)) console.log(`  mismatch: ${r.value.join(', ')}`);
process.exit(errors === 0 && failedUsers === 0 && mismatched.length === 0 ? 0 : 1);
