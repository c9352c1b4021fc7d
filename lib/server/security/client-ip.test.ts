// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '../env';
import { clientIp } from './rate-limit';

function req(remoteAddress: string, xff?: string | string[]) {
  return { socket: { remoteAddress }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } } as unknown as Parameters<typeof clientIp>[0];
}

/** A request Next received from the front on its private unix socket: no peer address there. */
function viaFront(xff?: string) {
  const socket = { remoteAddress: undefined, server: { address: () => '/tmp/zw-next-x/next.sock' } };
  return { socket, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } } as unknown as Parameters<typeof clientIp>[0];
}

/** A TCP connection that closed before its address was read: the server listens on a port. */
function closedTcp(xff: string) {
  const socket = { remoteAddress: undefined, server: { address: () => ({ address: '::', family: 'IPv6', port: 3000 }) } };
  return { socket, headers: { 'x-forwarded-for': xff } } as unknown as Parameters<typeof clientIp>[0];
}

afterEach(() => {
  delete process.env.TRUST_PROXY;
  resetEnvForTests();
});

describe('clientIp', () => {
  it('uses the socket address without trusted proxies, whatever X-Forwarded-For says', () => {
    expect(clientIp(req('198.51.100.7', '203.0.113.9'), 0)).toBe('198.51.100.7');
  });

  it('behind one proxy takes the address that proxy appended (right-most entry)', () => {
    expect(clientIp(req('10.0.0.2', '203.0.113.9'), 1)).toBe('203.0.113.9');
  });

  it('ignores entries the client prepended itself', () => {
    // the client sent "X-Forwarded-For: 1.2.3.4"; the load balancer appended the real address
    expect(clientIp(req('10.0.0.2', '1.2.3.4, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientIp(req('10.0.0.2', ['1.2.3.4', '5.6.7.8, 203.0.113.9']), 1)).toBe('203.0.113.9');
  });

  it('behind two proxies skips both hops from the right', () => {
    expect(clientIp(req('10.0.0.3', '1.2.3.4, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9');
  });

  it('reads the number of hops from TRUST_PROXY', () => {
    process.env.TRUST_PROXY = '1';
    resetEnvForTests();
    expect(clientIp(req('10.0.0.2', 'spoofed, 203.0.113.9'))).toBe('203.0.113.9');
    process.env.TRUST_PROXY = '0';
    resetEnvForTests();
    expect(clientIp(req('10.0.0.2', 'spoofed, 203.0.113.9'))).toBe('10.0.0.2');
  });

  it('falls back to the left-most entry when there are fewer entries than hops', () => {
    expect(clientIp(req('10.0.0.3', '203.0.113.9'), 3)).toBe('203.0.113.9');
    expect(clientIp(req('10.0.0.3'), 1)).toBe('10.0.0.3');
  });

  describe('behind the front on a unix socket', () => {
    it('without trusted proxies takes the peer the front saw (the last entry), not what the client wrote', () => {
      // a client connected to the front directly from 198.51.100.7 and sent a made-up X-Forwarded-For
      expect(clientIp(viaFront('203.0.113.9, 198.51.100.7'), 0)).toBe('198.51.100.7');
      expect(clientIp(viaFront('198.51.100.7'), 0)).toBe('198.51.100.7');
    });

    it('behind one proxy takes the address that proxy appended before the front added its peer', () => {
      // client 203.0.113.9 -> load balancer 10.0.0.2 -> front -> Next
      expect(clientIp(viaFront('203.0.113.9, 10.0.0.2'), 1)).toBe('203.0.113.9');
      expect(clientIp(viaFront('1.2.3.4, 203.0.113.9, 10.0.0.2'), 1)).toBe('203.0.113.9');
    });

    it('behind two proxies skips both hops', () => {
      expect(clientIp(viaFront('1.2.3.4, 203.0.113.9, 10.0.0.2, 10.0.0.3'), 2)).toBe('203.0.113.9');
    });

    it('reads the number of hops from TRUST_PROXY', () => {
      process.env.TRUST_PROXY = '0';
      resetEnvForTests();
      expect(clientIp(viaFront('spoofed, 198.51.100.7'))).toBe('198.51.100.7');
      process.env.TRUST_PROXY = '1';
      resetEnvForTests();
      expect(clientIp(viaFront('203.0.113.9, 10.0.0.2'))).toBe('203.0.113.9');
    });

    it('is unknown without any X-Forwarded-For', () => {
      expect(clientIp(viaFront(), 0)).toBe('unknown');
    });
  });

  it('never takes X-Forwarded-For for the peer of a closed TCP connection', () => {
    expect(clientIp(closedTcp('203.0.113.9'), 0)).toBe('unknown');
  });
});
