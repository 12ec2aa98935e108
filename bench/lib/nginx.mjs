import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { waitForServer } from '../../scripts/lib/server.mjs'

const NGINX = '/usr/sbin/nginx'
const SITE_CONF = path.resolve(import.meta.dirname, '../../deploy/nginx/seminar-site.conf')

/** deploy/nginx/seminar-site.conf with its placeholders filled. */
export function renderSiteConf({ listen, upstreams, cacheDir }) {
  const values = {
    LISTEN: listen,
    UPSTREAM: upstreams.map((address) => `server ${address};`).join(' '),
    CACHE_DIR: cacheDir,
  }
  return readFileSync(SITE_CONF, 'utf8').replace(/\{\{(\w+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`unknown placeholder ${match} in ${SITE_CONF}`)
    return values[name]
  })
}

// What Debian's /etc/nginx/nginx.conf provides around a site file, reduced to a temporary prefix:
// temp paths, pid and logs inside it (the packaged ones are root's), access log off as in a
// benchmark, worker processes as in the package (auto).
function mainConf(dir) {
  const runAsRoot = process.getuid?.() === 0 ? 'user root;' : ''
  return `${runAsRoot}
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/seminar-site.conf;
}
`
}

/**
 * Starts Debian's nginx with the deploy config in front of `upstreams` (host:port list), listening
 * on localhost:`port`; resolves when it answers. `stop()` ends it and removes its folder.
 */
export async function startNginx({ port, upstreams }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'seminar-nginx-'))
  mkdirSync(path.join(dir, 'cache'))
  writeFileSync(
    path.join(dir, 'seminar-site.conf'),
    renderSiteConf({ listen: `127.0.0.1:${port}`, upstreams, cacheDir: path.join(dir, 'cache') }),
  )
  writeFileSync(path.join(dir, 'nginx.conf'), mainConf(dir))
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')]
  const check = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' })
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`nginx rejected the rendered config: ${check.stderr}`)
  }
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitForServer(`http://127.0.0.1:${port}/`, 30_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { base: `http://127.0.0.1:${port}`, dir, stop }
}
