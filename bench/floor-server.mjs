// A route's floor (docs/contract.md §10): bare node:http + pg running, for every request, the
// statements the route ran (captured by capture-sql.mjs, in order, prepared by the same names)
// and answering with the route's bytes and headers. What any server must pay to give this answer
// from this database the way the route does; the app's ratio to it is what Sevak adds.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';

const { statements, body: body64, headers: copied } = JSON.parse(readFileSync(process.env.FLOOR_FILE, 'utf8'));
const body = Buffer.from(body64, 'base64');
const headers = { ...copied, 'content-length': body.length };
// The app's pool size (apps/server/src/platform/db.ts).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

createServer(async (_req, res) => {
  const client = await pool.connect();
  try {
    for (const { name, text, values, rowMode } of statements) await client.query({ name, text, values, rowMode });
    res.writeHead(200, headers);
    res.end(body);
  } catch (err) {
    console.error(`floor: ${err.message}`);
    res.writeHead(500);
    res.end(String(err));
  } finally {
    client.release();
  }
}).listen(Number(process.env.PORT), '127.0.0.1');
