// The baseline: a bare node:http server answering every request with the same bytes as the
// measured route — the same body and the same response headers (HEADERS_JSON).
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BODY_B64 ?? '', 'base64');
const headers = { ...JSON.parse(process.env.HEADERS_JSON ?? '{}'), 'content-length': body.length };
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
