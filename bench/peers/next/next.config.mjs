// The shared page (../page) sits beside this app: the build's root is their common folder.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** @type {import('next').NextConfig} */
export default { turbopack: { root }, outputFileTracingRoot: root };
