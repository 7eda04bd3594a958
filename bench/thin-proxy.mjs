/**
 * The thinnest proxy: the chat bench's reference for "TTFT added by the server". Plain node:http in its
 * own process (as the server runs), no parsing or checks: it reads the request, sends it to the fake
 * model over a kept-alive connection and pipes the answer back. Prints `READY <port>` once it listens.
 */
import http from 'node:http';

const upstream = Number(process.env.BENCH_PROXY_UPSTREAM_PORT);
const agent = new http.Agent({ keepAlive: true });

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const forward = http.request(
      {
        host: '127.0.0.1',
        port: upstream,
        path: req.url,
        method: req.method,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          authorization: req.headers.authorization ?? '',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { 'content-type': 'text/event-stream' });
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    forward.end(body);
  });
});
server.listen(0, '127.0.0.1', () => console.log(`READY ${server.address().port}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
