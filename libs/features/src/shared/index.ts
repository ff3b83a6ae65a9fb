// Pieces every feature folder shares: the API connection context.
export { DomainProvider, useDomain, type AppDomain } from './domain-context.tsx';
