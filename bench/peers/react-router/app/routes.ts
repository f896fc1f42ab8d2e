import { route, type RouteConfig } from '@react-router/dev/routes';

export default [route('prodotto/:slug', 'routes/product.tsx')] satisfies RouteConfig;
