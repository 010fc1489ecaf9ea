'use strict';

/**
 * Logs a player in through the API and answers the session as the login page leaves it in
 * localStorage (the client's keys), for benches that open pages as that player.
 */
async function browserSession(url, { email, password }) {
  const res = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const body = await res.json();
  if (!res.ok || !body.value) throw new Error(`login failed: ${JSON.stringify(body)}`);
  const t = body.value;
  return {
    userId: JSON.parse(Buffer.from(t.authorizationToken.split('.')[1], 'base64url').toString()).sub,
    username: email,
    authorizationToken: t.authorizationToken,
    refreshToken: t.refreshToken,
    authorizationTokenExpiration: String(t.authorizationTokenExpiration),
    refreshTokenExpiration: String(t.refreshTokenExpiration),
  };
}

module.exports = { browserSession };
