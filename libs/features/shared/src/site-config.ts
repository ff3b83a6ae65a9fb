// The site configuration (GET /api/site/config) as a TanStack query. Until the server answers, the shell
// draws with the defaults (title, external links), so the first paint never waits for the network.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_NAVIGATION_LINKS, DEFAULT_SITE_TITLE, type SiteConfig } from '@zhiyuan/contracts/basics';
import { callKey, type Api } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-domain-context';

const noAttribution = { text: '', url: null };

/** What the shell shows before the configuration has arrived. */
export const placeholderSiteConfig: SiteConfig = {
  siteTitle: DEFAULT_SITE_TITLE,
  schoolName: '',
  contactLine: '',
  filingNumber: '',
  copyright: '',
  qrCodes: { follow: null, school: null },
  navigation: DEFAULT_NAVIGATION_LINKS,
  region: { province: '内蒙古', provinceFull: '内蒙古自治区' },
  currentYear: new Date().getFullYear(),
  years: [],
  sampleData: false,
  sampleBadge: '示例数据',
  attributions: {
    universities: noAttribution,
    majors: noAttribution,
    eliteTags: noAttribution,
    divisions: noAttribution,
    official: noAttribution,
    sample: noAttribution,
  },
};

export const siteConfigQuery = (api: Pick<Api, 'getSiteConfig'>) =>
  queryOptions({
    queryKey: callKey('getSiteConfig'),
    queryFn: ({ signal }) => api.getSiteConfig({ signal }),
    staleTime: 10 * 60_000,
  });

/** The site configuration; `isPlaceholder` is true until the server's answer is in. */
export function useSiteConfig(): { config: SiteConfig; isPlaceholder: boolean } {
  const { api } = useDomain();
  const query = useQuery({ ...siteConfigQuery(api), placeholderData: placeholderSiteConfig });
  return { config: query.data ?? placeholderSiteConfig, isPlaceholder: query.isPlaceholderData };
}
