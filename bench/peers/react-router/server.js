// The React Router 7 peer's production server, set up as React Router's custom Express server
// template does: compression, the client build's assets, an access log line per request (Vitrine
// logs one too), then React Router's request handler. PORT and HOST say where to listen.
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';

const build = await import('./build/server/index.js');

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
app.use(express.static('build/client', { maxAge: '1h' }));
app.use(morgan('tiny'));
app.use(createRequestHandler({ build, mode: 'production' }));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
app.listen(port, host, () => console.log(`React Router peer listening on http://${host}:${port}`));
