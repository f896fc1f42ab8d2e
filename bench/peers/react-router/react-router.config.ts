import type { Config } from '@react-router/dev/config';

// Framework mode, rendered on the server per request (no prerendering): as Vitrine serves its pages.
export default { ssr: true } satisfies Config;
