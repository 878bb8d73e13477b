// A step of npm test ("deploy files"): deploy/nginx.conf (compose's nginx, around the edge rules in
// deploy/nginx/ that `npm run cluster` uses too) passes `nginx -t` on this machine's nginx, with the
// settings deploy/nginx/settings.sh writes (TLS off; TLS and the uploads location on). The compose service names become
// 127.0.0.1, the one thing this machine cannot resolve; on an nginx older than 1.27.3 (Debian
// bookworm's is 1.22) `resolve` is dropped, and on one older than 1.25.1 so is `http2 on`, the only
// directives such an nginx lacks. Without nginx here the step says so and passes: the cluster journey
// runs the same rules through nginx (CI installs it there).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx', process.env.NGINX].find(
  (path) => path && spawnSync(path, ['-v']).status === 0,
);
if (!nginx) {
  console.log('edge: nginx is not installed here; `npm run cluster:journey` runs the edge rules through it');
  process.exit(0);
}
const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr);
const at = (major, minor, patch) => {
  const [a, b, c] = version ? version.slice(1).map(Number) : [0, 0, 0];
  return a !== major ? a > major : b !== minor ? b > minor : c >= patch;
};

const problems = [];
for (const tls of [false, true]) {
  const dir = mkdtempSync(join(tmpdir(), 'pothik-edge-'));
  try {
    symlinkSync(join(root, 'deploy/nginx'), join(dir, 'pothik'));
    execFileSync('sh', [join(root, 'deploy/nginx/settings.sh'), join(dir, 'pothik-settings')], {
      env: {
        PATH: process.env.PATH,
        NGINX_ADMIN_ALLOW: '203.0.113.0/28, 198.51.100.7',
        ...(tls
          ? {
              TLS_CERTIFICATE: join(dir, 'cert.pem'),
              TLS_CERTIFICATE_KEY: join(dir, 'key.pem'),
              SITE_URL: 'https://pothik.example',
              PUBLIC_API_URL: 'https://api.pothik.example',
              // Compose's uploads location, with it.
              NGINX_UPLOADS_UPSTREAM: 'http://minio:9000',
              NGINX_UPLOADS_BUCKET: 'pothik-uploads',
            }
          : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (tls) {
      // A certificate of its own, so nginx -t can load one.
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=pothik.example',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      if (!at(1, 25, 1)) {
        const site = join(dir, 'pothik-settings', 'tls-site.conf');
        for (const file of [site, join(dir, 'pothik-settings', 'tls-api.conf')]) {
          writeFileSync(file, readFileSync(file, 'utf8').replace('http2 on;\n', ''));
        }
      }
    }
    let conf = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
      .replace(/server (api|web)\d:(\d+)/g, 'server 127.0.0.1:$2')
      .replace(/^worker_processes auto;/m, `worker_processes 1;\npid ${dir}/nginx.pid;`)
      .replaceAll('/etc/nginx/mime.types', join(dir, 'mime.types'));
    if (!at(1, 27, 3)) conf = conf.replace(/ resolve /g, ' ');
    writeFileSync(join(dir, 'mime.types'), 'types { application/json json; }\n');
    writeFileSync(join(dir, 'nginx.conf'), conf);
    const test = spawnSync(
      nginx,
      ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
      {
        encoding: 'utf8',
      },
    );
    if (test.status !== 0) problems.push(`TLS ${tls ? 'on' : 'off'}: ${test.stderr.trim()}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (problems.length > 0) {
  console.error(`edge: deploy/nginx.conf fails nginx -t\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `edge: deploy/nginx.conf and the rules in deploy/nginx/ pass nginx -t (${version?.[0] ?? nginx}), TLS off and on`,
);
