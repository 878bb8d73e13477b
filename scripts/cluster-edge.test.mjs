import { describe, expect, it } from 'vitest';
import { clusterEdge } from './lib.mjs';

// npm run cluster's nginx is the only thing of the cluster that listens beyond the loopback (its
// processes always listen on 127.0.0.1). The demo signs tokens with a published secret and serves every
// login code, so its edge stays on this machine unless HOST opens it.
const networkAddress = () => '192.168.7.20';

describe('where npm run cluster listens', () => {
  it('--demo: on 127.0.0.1 only, going by it, without HOST', () => {
    const edge = clusterEdge({ demo: true, env: {}, networkAddress });
    expect(edge.listen(8080)).toBe('127.0.0.1:8080');
    expect(edge.host).toBe('127.0.0.1');
  });

  it('--demo with HOST=0.0.0.0: on every address, going by the network address', () => {
    const edge = clusterEdge({ demo: true, env: { HOST: '0.0.0.0' }, networkAddress });
    expect(edge.listen(8080)).toBe('0.0.0.0:8080');
    expect(edge.host).toBe('192.168.7.20');
  });

  it('--demo with HOST=::1: on the IPv6 loopback, bracketed as nginx needs', () => {
    const edge = clusterEdge({ demo: true, env: { HOST: '::1' }, networkAddress });
    expect(edge.listen(8080)).toBe('[::1]:8080');
  });

  it('production: on every address (a port alone), going by the network address or CLUSTER_HOST', () => {
    expect(clusterEdge({ demo: false, env: {}, networkAddress }).listen(8080)).toBe('8080');
    expect(clusterEdge({ demo: false, env: {}, networkAddress }).host).toBe('192.168.7.20');
    expect(clusterEdge({ demo: false, env: { CLUSTER_HOST: 'pothik.test' }, networkAddress }).host).toBe(
      'pothik.test',
    );
  });
});
