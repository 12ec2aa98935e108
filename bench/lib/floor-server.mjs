// The floor: a plain node:http server answering captured responses (status, headers, body bytes)
// from memory, by path. Run as its own process, so that it shares no event loop with the bench or
// the load generator:  node bench/lib/floor-server.mjs <responses.json> <port>
// As a module, startFloorServer() spawns it and stopFloorServer() ends it.
import { spawn } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

// Hop-by-hop and per-response headers: node writes its own.
const SKIPPED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'])

/**
 * One GET through node:http (fetch would decode gzip): status, raw headers and the body bytes as
 * sent.
 */
export function rawGet(url, requestHeaders = {}) {
  return new Promise((resolve, reject) => {
    // A connection of its own: a kept-alive one the server has closed meanwhile fails with EPIPE.
    http
      .get(url, { headers: requestHeaders, agent: false }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            rawHeaders: response.rawHeaders,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      .on('error', reject)
  })
}

/** Fetches each URL once and keeps what it answered, exactly: the bytes the floor will serve. */
export async function captureResponses(base, paths, requestHeaders = {}) {
  const captured = {}
  for (const pathname of paths) {
    const { status, rawHeaders, body } = await rawGet(`${base}${pathname}`, requestHeaders)
    const headers = []
    for (let i = 0; i < rawHeaders.length; i += 2)
      if (!SKIPPED.has(rawHeaders[i].toLowerCase()))
        headers.push([rawHeaders[i], rawHeaders[i + 1]])
    captured[pathname] = { status, headers, body: body.toString('base64') }
  }
  return captured
}

/**
 * Starts the floor server in a child process on `port`, serving `captured`; resolves when it
 * listens.
 */
export function startFloorServer(captured, port, file) {
  writeFileSync(file, JSON.stringify(captured))
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  child.once('exit', () => rmSync(file, { force: true }))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`the floor server exited with ${code}`)))
    child.stdout.once('data', () => resolve(child))
  })
}

/** Ends the floor server started by startFloorServer(). */
export function stopFloorServer(child) {
  if (child && child.exitCode === null) child.kill('SIGTERM')
}

function serve(file, port) {
  const responses = new Map()
  for (const [pathname, { status, headers, body }] of Object.entries(
    JSON.parse(readFileSync(file, 'utf8')),
  )) {
    const bytes = Buffer.from(body, 'base64')
    responses.set(pathname, {
      status,
      headers: [...headers.flat(), 'content-length', String(bytes.length)],
      bytes,
    })
  }
  const server = http.createServer((request, response) => {
    const found = responses.get(request.url)
    if (!found) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(found.status, found.headers)
    response.end(found.bytes)
  })
  server.keepAliveTimeout = 60_000
  server.listen(port, 'localhost', () => console.log(`floor listening on ${port}`))
  process.on('SIGTERM', () => server.close(() => process.exit(0)))
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  serve(process.argv[2], Number(process.argv[3]))
