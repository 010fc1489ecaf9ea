import { TokenService } from './token-service';
import { VerifiedTokens } from './verified-tokens';

describe('VerifiedTokens', () => {
  const principal = { userId: 'u1', role: 'User' as const };

  it('gives a token back until its exp second, then forgets it', () => {
    const tokens = new VerifiedTokens();
    tokens.set('access t', principal, 100);
    expect(tokens.get('access t', 99_999)).toEqual(principal);
    expect(tokens.get('access t', 100_000)).toBeNull();
    expect(tokens.get('access t', 50_000)).toBeNull();
  });

  it('holds at most its capacity', () => {
    const tokens = new VerifiedTokens(2);
    for (const key of ['a', 'b', 'c']) tokens.set(key, principal, 100);
    expect(tokens.get('a', 0)).toBeNull();
    expect(tokens.get('c', 0)).toEqual(principal);
  });
});

describe('TokenService with verified tokens kept', () => {
  const service = new TokenService({
    secret: 'unit-secret-unit-secret-0123456789',
    accessTtlSeconds: 1,
  });

  it('a kept token is still refused in another scope, and once expired', async () => {
    const { token } = service.signAccess({ userId: 'u1', role: 'User' });
    expect(service.verifyAccess(token)).toEqual({ userId: 'u1', role: 'User' });
    expect(service.verifyAccess(token)).toEqual({ userId: 'u1', role: 'User' });
    expect(() => service.verifyScoped(token, 'queue-dashboard')).toThrow();
    await new Promise((r) => setTimeout(r, 2_100));
    expect(() => service.verifyAccess(token)).toThrow('auth.token_expired');
  });
});
