/** TRUST_PROXY: behind a proxy the per-IP limits count each client, and nobody else can choose their address. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { Agent, describeOnDatabases, type Harness } from './harness.js';

/** Two failed logins a minute per address; the per-email limit is out of the way (each attempt uses a new email). */
const LIMITS = { THROTTLE_LOGIN_IP: '2/min', THROTTLE_LOGIN_EMAIL: '100/min' };

/** An agent whose connections come from `remoteAddress` (the proxy's, or a client's when there is no proxy). */
function connectingFrom(h: Harness, remoteAddress: string): Agent {
  const app = { inject: (options: InjectOptions) => h.app.inject({ ...options, remoteAddress }) };
  return new Agent(app as unknown as FastifyInstance);
}

let guesses = 0;

/** A failed login's status: 400 while the address may still try, 429 once it is throttled. */
async function failedLogin(agent: Agent, forwardedFor?: string): Promise<number> {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  if (!agent.cookies.has('csrftoken')) await agent.get('/csrf/', { headers });
  guesses += 1;
  const res = await agent.post(
    '/dj-rest-auth/login/',
    { email: `guess-${guesses}@example.com`, password: 'Wrong-Horse-93' },
    { headers },
  );
  return res.statusCode;
}

async function failedLogins(count: number, agent: Agent, forwardedFor: (i: number) => string | undefined) {
  const statuses = [];
  for (let i = 0; i < count; i += 1) statuses.push(await failedLogin(agent, forwardedFor(i)));
  return statuses;
}

describeOnDatabases(
  'behind a trusted proxy',
  (h) => {
    it("counts each client by its forwarded address, so one client's lock-out does not block another", async () => {
      const proxy = connectingFrom(h, '127.0.0.1');
      expect(await failedLogins(3, proxy, () => '198.51.100.1')).toEqual([400, 400, 429]);
      expect(await failedLogins(2, proxy, () => '198.51.100.2')).toEqual([400, 400]);
      // A proxy matched by a CIDR is believed too.
      const other = connectingFrom(h, '10.20.30.40');
      expect(await failedLogins(1, other, () => '198.51.100.3')).toEqual([400]);
      expect(await failedLogins(1, other, () => '198.51.100.1')).toEqual([429]);
    });

    it('takes the address the proxy saw, not one the client wrote in front of it', async () => {
      const proxy = connectingFrom(h, '127.0.0.1');
      // The proxy appends the address it saw to whatever X-Forwarded-For the client sent.
      const statuses = await failedLogins(4, proxy, (i) => `203.0.113.${i + 1}, 198.51.100.7`);
      expect(statuses).toEqual([400, 400, 429, 429]);
    });

    it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
      const client = connectingFrom(h, '192.0.2.50');
      const statuses = await failedLogins(4, client, (i) => `198.51.100.${i + 10}`);
      expect(statuses).toEqual([400, 400, 429, 429]);
      // Its lock-out is its own: the proxy's clients, even the addresses it claimed, still get in.
      expect(await failedLogins(1, connectingFrom(h, '127.0.0.1'), () => '198.51.100.10')).toEqual([400]);
    });
  },
  { env: { ...LIMITS, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' } },
);

describeOnDatabases(
  'without TRUST_PROXY',
  (h) => {
    it('ignores X-Forwarded-For, so rotating it does not escape the per-IP limit', async () => {
      const client = connectingFrom(h, '127.0.0.1');
      const statuses = await failedLogins(4, client, (i) => `198.51.100.${i + 1}`);
      expect(statuses).toEqual([400, 400, 429, 429]);
      expect(await failedLogins(1, connectingFrom(h, '192.0.2.60'), () => undefined)).toEqual([400]);
    });
  },
  { env: LIMITS },
);
