// Writes .br and .gz beside every compressible file of the build, once, at build time: the server
// (@fastify/static with preCompressed) then sends them as they are, at no CPU cost per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = new URL('../dist/', import.meta.url).pathname;
const compressible = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
// Below this, the headers of a compressed answer cost more than they save.
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
  const path = join(distDir, entry);
  if (!compressible.test(path) || !statSync(path).isFile()) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
  before += content.length;
  after += brotli.length;
}
console.log(`compressed ${files} files: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB (brotli)`);
