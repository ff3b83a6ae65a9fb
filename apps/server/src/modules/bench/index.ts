// The bench module: BENCHMARK ONLY, the bare baseline route `npm run bench` compares the endpoints with.
export { benchRoutes } from './routes.ts';
