// A real OpenID provider (the `oidc-provider` package) for the Google sign-in tests, run as a child
// process because the package is ESM-only and the gateway's tests run as CommonJS. It prints one line
// of JSON, { "issuer": "http://127.0.0.1:<port>" }, once listening, and serves until killed.
//
// Accounts need no table: the login name typed into the provider's own sign-in form (its development
// interactions) is the base64url of the account's claims, { sub, email, email_verified, name }, and
// becomes the account id, so each test makes the Google account it needs.
//
// Configuration from the environment: CLIENT_ID, CLIENT_SECRET, REDIRECT_URI.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import process from 'node:process';
import Provider from 'oidc-provider';

const { CLIENT_ID, CLIENT_SECRET, REDIRECT_URI } = process.env;
if (!CLIENT_ID || !CLIENT_SECRET || !REDIRECT_URI) throw new Error('CLIENT_ID, CLIENT_SECRET and REDIRECT_URI are required');

const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: [REDIRECT_URI],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  pkce: { required: () => true },
  // Like Google: the ID token itself carries the scopes' claims (email, email_verified, name).
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    const claims = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'));
    return { accountId: id, claims: async () => ({ ...claims, sub: id }) };
  },
});
// Its own failures, for the test's output (its quick-start warnings are for people deploying it).
provider.on('server_error', (_ctx, error) => process.stderr.write(`${error.stack}\n`));

server.on('request', provider.callback());
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
