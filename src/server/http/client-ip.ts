/**
 * The client's address as rate limits count it: from the socket, never from a header the client
 * sent; an IPv4-mapped IPv6 address is written as IPv4.
 */
export function clientIp(remoteAddress: string | undefined): string | undefined {
  return remoteAddress?.replace(/^::ffff:/, '');
}
