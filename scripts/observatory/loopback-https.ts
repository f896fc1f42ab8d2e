// A loopback stand-in for the platform's TLS terminator: one port on 127.0.0.1 that speaks https
// to the app, with a throwaway self-signed certificate for `localhost` (made by openssl, valid a
// day), and answers plain http on the same port with a 301 to https, as the platform does in
// production (the app itself never redirects to https, decision 004). One port for both because
// the observatory asks http://host:port and https://host:port of the same host and port.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The first byte of a TLS handshake record: anything else on the port is plain http. */
const TLS_HANDSHAKE = 0x16;

export interface LoopbackHttps {
  /** The port on 127.0.0.1 (https, and http redirecting to it). */
  port: number;
  /** The certificate (PEM) the https side presents: trust it to verify the connection. */
  certificate: string;
  close(): Promise<void>;
}

/** A self-signed certificate and key for `localhost`, made in a temporary folder and read back. */
export function selfSignedCertificate(): { certificate: string; key: string } {
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-tls-'));
  try {
    const [keyPath, certificatePath] = [join(folder, 'key.pem'), join(folder, 'certificate.pem')];
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'],
        ...['-keyout', keyPath, '-out', certificatePath],
      ],
      { stdio: 'ignore' },
    );
    return { certificate: readFileSync(certificatePath, 'utf8'), key: readFileSync(keyPath, 'utf8') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function startLoopbackHttps(app: RequestListener): Promise<LoopbackHttps> {
  const { certificate, key } = selfSignedCertificate();
  const https = createHttpsServer({ cert: certificate, key }, app);
  const http = createHttpServer((req, res) => {
    res.writeHead(301, { Location: `https://${req.headers.host}${req.url}` }).end();
  });
  const front = createTcpServer((socket) => {
    socket.once('readable', () => {
      const first: Buffer | null = socket.read(1);
      if (first === null) return void socket.destroy();
      socket.unshift(first);
      (first[0] === TLS_HANDSHAKE ? https : http).emit('connection', socket);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  return {
    port: (front.address() as AddressInfo).port,
    certificate,
    close: () =>
      new Promise((resolve) => {
        https.closeAllConnections();
        http.closeAllConnections();
        front.close(() => resolve());
      }),
  };
}
