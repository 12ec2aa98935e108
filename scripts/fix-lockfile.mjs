#!/usr/bin/env node
// The npm registry reachable here lacks some platform builds (darwin, win32, …) of packages
// such as @next/swc, @swc/core and @tailwindcss/oxide. `npm install` then leaves those optional
// dependencies out of package-lock.json, and `npm ci` rejects the lock file as out of sync.
// This adds a lock entry for each missing platform package, marked optional with its os/cpu,
// so that `npm ci` accepts the lock and skips them on this platform as it would anyway.
// Run it after every `npm install` that changes package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(file, 'utf8'))

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openbsd', 'sunos', 'aix', 'netbsd']
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
  mips64el: 'mips64el',
}

/** os and cpu from a platform package name such as @swc/core-linux-arm-gnueabihf. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((p) => OS.includes(p))
  const cpuKey = parts.find((p) => p in CPU)
  const entry = {}
  if (os) entry.os = [os]
  if (cpuKey) entry.cpu = [CPU[cpuKey]]
  if (parts.includes('musl')) entry.libc = ['musl']
  else if (parts.some((p) => p.startsWith('gnu'))) entry.libc = ['glibc']
  return entry
}

let added = 0
for (const [path, pkg] of Object.entries(lock.packages)) {
  if (!pkg.optionalDependencies) continue
  const base = path ? `${path}/node_modules/` : 'node_modules/'
  for (const [name, version] of Object.entries(pkg.optionalDependencies)) {
    const nested = `${base}${name}`
    const hoisted = `node_modules/${name}`
    if (lock.packages[nested] || lock.packages[hoisted]) continue
    const platform = platformOf(name)
    if (!platform.os && !platform.cpu) continue // not a platform build: leave it to npm
    lock.packages[hoisted] = {
      version: version.replace(/^[\^~]/, ''),
      resolved: `https://registry.npmjs.org/${name}/-/${name.split('/').pop()}-${version.replace(/^[\^~]/, '')}.tgz`,
      optional: true,
      ...platform,
    }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
)
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: ${added} platform package(s) recorded as optional`)
