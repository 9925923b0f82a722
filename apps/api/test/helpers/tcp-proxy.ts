import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy of a test's own between the API and the PostgreSQL server, so that a test can make the database go
 * away for its connections only: the shared server, and every other test's database, stay untouched.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private readonly server = createServer((client) => this.accept(client));
  private refusing = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
    this.port = address.port;
  }

  /** New connections are closed as soon as they open, as if the server were down. */
  refuseNew(): void {
    this.refusing = true;
  }

  /** Closes every open connection, both ways. */
  cutAll(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.refusing = false;
  }

  async close(): Promise<void> {
    this.refuseNew();
    this.cutAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    if (this.refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      // Resets are what this proxy is for; each side learns of the other's end through 'close'.
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
