// The peers `npm run bench` sets beside Vitrine: their sources in bench/peers/<folder> (with the
// page they share in bench/peers/page), how each is built once installed, and how its production
// server starts on a port.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PEERS_SOURCE = fileURLToPath(new URL('../../../bench/peers/', import.meta.url));
/** The folder both peers import the page from, beside theirs (bench/peers/page). */
export const SHARED_PAGE_FOLDER = 'page';

export interface PeerApp {
  /** Its folder in bench/peers/, and the prefix of its install folder in var/peers/. */
  folder: string;
  /** The framework's name, which its version follows. */
  name: string;
  /** What the table calls it. */
  label: string;
  /** The package whose locked version the label names. */
  frameworkPackage: string;
  /** The production server's arguments to Node, run in the app's folder. */
  serverArgs(port: number, host: string): string[];
}

export const PEER_APPS: readonly PeerApp[] = [
  {
    folder: 'react-router',
    name: 'React Router',
    label: 'React Router 7',
    frameworkPackage: 'react-router',
    serverArgs: () => ['server.js'],
  },
  {
    folder: 'next',
    name: 'Next.js',
    label: 'Next.js 16',
    frameworkPackage: 'next',
    serverArgs: (port, host) => [
      join('node_modules', 'next', 'dist', 'bin', 'next'),
      'start',
      '--port',
      String(port),
      '--hostname',
      host,
    ],
  },
];

/** What every peer's build and server get besides PATH: no telemetry, nothing asked of the network. */
export const PEER_ENV: Readonly<Record<string, string>> = { NEXT_TELEMETRY_DISABLED: '1' };
