import { createServer } from 'node:http';

/** The baseline: the smallest node:http server, answering a constant JSON body. */
const body = JSON.stringify({ hello: 'world' });
const port = Number(process.env.PORT ?? 0);

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});
server.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
