// The bench's baseline: a bare Fastify server answering the same JSON from memory (no auth, no database).
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const { list, user, page } = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(file, 'utf8')));
const app = Fastify({ logger: false });
app.get('/api/content/work-experiences/', async () => list);
app.get('/dj-rest-auth/user/', async () => user);
app.get('/api/jobs/', async () => page);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
