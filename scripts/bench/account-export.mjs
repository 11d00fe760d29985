// "Export my data" for a large account against the built server on the embedded database: time to the whole zip
// (target ≤ 5 s), median and max of 5 runs, with its size. Run by `npm run bench`.
import { startServer, userWithJobs } from './lib.mjs';

const RUNS = 5;
const server = await startServer();
try {
  // A year of a busy search: 500 jobs, a deep library, letters and practice answers.
  const { session, jobs } = await userWithJobs(server.base, 'export@example.com', 500);
  const line = 'Built payment services in Python and PostgreSQL handling two million transactions a day.';
  for (let i = 0; i < 40; i += 1)
    await session.request('POST', '/api/content/work-experiences/', {
      job_title: `Engineer ${i}`,
      company: `Company ${i}`,
      start_date: `${1980 + i}-01-01`,
      description: Array.from({ length: 8 }, () => `- ${line}`).join('\n'),
    });
  for (let i = 0; i < 150; i += 1) await session.request('POST', '/api/content/skills/', { skill_name: `Skill ${i}` });
  for (let i = 0; i < 100; i += 1)
    await session.request('POST', '/api/content/snippets/', { title: `Snippet ${i}`, content: line });
  for (let i = 0; i < 100; i += 1)
    await session.request('POST', '/api/cover-letters/', {
      name: `Letter ${i}`,
      job: jobs.results ? jobs.results[i].id : jobs[i].id,
      body: Array.from({ length: 5 }, () => line.repeat(3)).join('\n\n'),
    });
  const times = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const res = await fetch(`${server.base}/api/account/export/`, { headers: { cookie: session.cookieHeader } });
    if (!res.ok) throw new Error(`export → ${res.status}`);
    bytes = (await res.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `Export my data (500 jobs, 40 roles, 150 skills, 100 snippets, 100 letters): median ${Math.round(
      times[Math.floor(RUNS / 2)],
    )} ms, max ${Math.round(times[RUNS - 1])} ms, ${Math.round(bytes / 1024)} KiB zip (target ≤ 5000 ms)`,
  );
} finally {
  await server.stop();
}
