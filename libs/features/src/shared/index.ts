// Pieces every feature folder shares: the API connection context, the account query-key prefix and the SMS
// code button with its countdown.
export { DomainProvider, useDomain, type AppDomain } from './domain-context.tsx';
export { ACCOUNT_QUERY_KEY, accountQueryKey } from './account-query-key.ts';
export { SmsCodeButton, type SmsCodeButtonProps } from './components/sms-code-button.tsx';
export { useCountdown, type Countdown } from './hooks/use-countdown.ts';
export { sharedMessages } from './messages.ts';
export { reportError } from './report-error.ts';
export { placeholderSiteConfig, siteConfigQuery, useSiteConfig } from './site-config.ts';
export * from './charts/index.ts';
export { useValidateEdited } from './hooks/use-validate-edited.ts';
export { LoadError, SampleNote, SectionSkeleton } from './components/load-states.tsx';
