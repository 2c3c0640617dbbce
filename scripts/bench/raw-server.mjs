// The ceiling for `npm run bench`: a bare node:http server, in its own process like the
// gateway, answering every request with the bytes of one file. Prints its port when ready.
//   node scripts/bench/raw-server.mjs <body file> <content type>
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, contentType] = process.argv.slice(2);
const body = readFileSync(file);
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
