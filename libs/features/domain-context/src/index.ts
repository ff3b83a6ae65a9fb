// @zhiyuan/feature-domain-context — how feature components reach the API: the app connects the domain layer
// once and provides the connection with DomainProvider; features call `useDomain().api.x()` inside TanStack
// Query hooks. Its own project (re-exported by @zhiyuan/feature-shared) so that the feature test kit can
// provide it without depending on the shared feature code, whose tests use the kit.
export { DomainProvider, useDomain, type AppDomain } from './domain-context.tsx';
