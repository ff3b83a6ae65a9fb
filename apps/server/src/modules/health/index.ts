// The health module: the liveness probe load balancers and the e2e harness wait for.
export { healthRoutes } from './routes.ts';
