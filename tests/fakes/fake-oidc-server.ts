/** A local OpenID Connect provider standing in for Google: it signs in whoever `nextUser` names. */
import { OAuth2Server } from 'oauth2-mock-server';

export type OidcUser = { sub: string; email: string; name: string };

export type FakeOidcServer = { issuerUrl: string; clientId: string; clientSecret: string; nextUser: OidcUser; close: () => Promise<void> };

export async function startFakeOidcServer(): Promise<FakeOidcServer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const fake: FakeOidcServer = {
    issuerUrl: server.issuer.url!,
    clientId: 'parley-test-client',
    clientSecret: 'parley-test-secret',
    nextUser: { sub: 'google-user-1', email: 'google.learner@parley.test', name: 'Grace Google' },
    close: () => server.stop(),
  };
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { sub: fake.nextUser.sub, email: fake.nextUser.email, email_verified: true, name: fake.nextUser.name, aud: fake.clientId });
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = { sub: fake.nextUser.sub, email: fake.nextUser.email, email_verified: true, name: fake.nextUser.name };
  });
  return fake;
}
