/** Claims the portal reads from the access token (ARCHITECTURE: `sub` and `role`). */
export interface TokenClaims {
  sub?: string;
  role?: string;
  exp?: number;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads (does not verify) the payload of a JWT; null when it is not a readable token. */
export function decodeJwtPayload(token: string | null | undefined): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const data: unknown = JSON.parse(base64UrlDecode(payload));
    return typeof data === 'object' && data !== null ? (data as TokenClaims) : null;
  } catch {
    return null;
  }
}
