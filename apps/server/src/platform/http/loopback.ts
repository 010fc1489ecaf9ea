import { isIP } from 'node:net';

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback: a request made on this machine. */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (plain === '::1') return true;
  return isIP(plain) === 4 && plain.startsWith('127.');
}
