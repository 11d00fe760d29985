/** Global setup: a key pair and a JWKS server standing in for Google's, so tests can sign real ID tokens. */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { JWKS_PORT } from './playwright.config';

export const GOOGLE_KEY_FILE = path.join(tmpdir(), `hirestride-e2e-google-${JWKS_PORT}.json`);

export default async function globalSetup() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'e2e-key';
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  writeFileSync(GOOGLE_KEY_FILE, JSON.stringify({ kid, privateJwk: await exportJWK(privateKey) }));
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(JWKS_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
